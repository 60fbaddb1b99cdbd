/** An address on one line, as screens and slips show it: "House 12, Road 5, Dhanmondi, Dhaka". */
export function addressText(address: { line: string; area: string | null; district: string | null }): string {
  return [address.line, address.area, address.district].filter(Boolean).join(", ");
}
