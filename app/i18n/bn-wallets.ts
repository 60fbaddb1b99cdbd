/** A wallet's key ("bKash") as Bangla writes it: its name, "of" it (বিকাশের) and "by" it (বিকাশে). */
const wallets: Record<string, { name: string; of: string; by: string }> = {
  bKash: { name: "বিকাশ", of: "বিকাশের", by: "বিকাশে" },
  Nagad: { name: "নগদ", of: "নগদের", by: "নগদে" },
  Rocket: { name: "রকেট", of: "রকেটের", by: "রকেটে" },
};

/** Any other wallet is written as given. */
export function walletWords(key: string): { name: string; of: string; by: string } {
  return wallets[key] ?? { name: key, of: `${key}-এর`, by: `${key}-এ` };
}
