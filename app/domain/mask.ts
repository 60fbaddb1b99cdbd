/** Shows a phone number with its middle hidden: "01712345678" -> "017*****678". */
export function maskPhoneNumber(number: string): string {
  const digits = number.trim();
  if (digits.length <= 6) return digits;
  return digits.slice(0, 3) + "*".repeat(digits.length - 6) + digits.slice(-3);
}
