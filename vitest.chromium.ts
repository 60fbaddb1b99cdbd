import { playwright } from "@vitest/browser-playwright";
import { CHROMIUM_FLAGS } from "./scripts/check-chromium.ts";

/** Headless Chromium from the system (CHROME_PATH, else /usr/bin/chromium), as every browser layer runs it. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        args: CHROMIUM_FLAGS,
      },
    }),
    instances: [{ browser: "chromium" as const }],
  };
}
