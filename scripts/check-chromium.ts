/** Fails early, with a clear message, when no Chromium is available for the browser tests. */
import { existsSync } from "node:fs";

/** The flags every headless run here needs: no sandbox (root), no GPU, nothing fetched in the background. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path!)) ?? null;
}

if (import.meta.main) {
  if (!chromiumPath()) {
    console.error(
      "No Chromium found for the browser tests. Install it (Debian: `apt-get install -y chromium`) " +
        "or set CHROME_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
}
