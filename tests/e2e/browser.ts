import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../../scripts/check-chromium.ts";

/** System Chromium, headless, with the flags this machine needs (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("No Chromium found: install it or set CHROME_PATH.");
  return chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/**
 * Fills the checkout's new address: a district, then an area, each by typing part of its name and choosing the
 * option, then the address line.
 */
export async function fillAddress(
  on: Page,
  choice: { district: [string, string]; area: [string, string]; line?: string } = {
    district: ["dha", "Dhaka"],
    area: ["dhan", "Dhanmondi"],
  },
) {
  await on.getByRole("combobox", { name: /^District/ }).fill(choice.district[0]);
  await on.getByRole("option", { name: new RegExp(`^${choice.district[1]}`) }).click();
  await on.getByRole("combobox", { name: /^Area/ }).fill(choice.area[0]);
  await on.getByRole("option", { name: new RegExp(`^${choice.area[1]}`) }).click();
  if (choice.line) await on.getByRole("textbox", { name: /^Address/ }).fill(choice.line);
}

/** A fresh bKash TrxID: exactly 10 upper-case letters and digits, starting with `prefix` (at most 4 characters). */
export function bkashTrxId(prefix: string): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) =>
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".charAt(byte % 36),
  ).join("");
  return (prefix.toUpperCase() + random).slice(0, 10);
}

/**
 * For requests made through a context's `request` after a pause: the server closes an idle keep-alive connection
 * after 5 s, and a request sent on it at that moment gets ECONNRESET. Playwright retries such a request (and only
 * on network errors) when asked.
 */
export const KEEP_ALIVE_RACE = { maxRetries: 2 } as const;
