/** Fails early, with a clear message, when no Chromium is available for the browser tests. */
import { existsSync } from "node:fs";

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
