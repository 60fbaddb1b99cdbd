import { chromium, type Browser } from "playwright-core";
import { chromiumPath } from "../../scripts/check-chromium.ts";

/** System Chromium, headless, with the flags this machine needs (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("No Chromium found: install it or set CHROME_PATH.");
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}
