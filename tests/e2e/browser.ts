import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_FLAGS, chromiumPath } from "../../scripts/check-chromium.ts";
import { checkout, escapeRegExp, LANGUAGE, shop } from "./texts.ts";

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

/** The shop's language cookie for the run's language; none in English, the shop's default. */
export const languageCookie: { name: string; value: string } | null =
  LANGUAGE === "en" ? null : { name: "lang", value: LANGUAGE };

/**
 * The browsing pages load their script on a person's first touch (decision 035). A context made `present` opens
 * every page as a person who is there from the first moment: the page boots as soon as it is parsed, as it would on
 * the first touch, and each test's own presses, typing and waits then meet a page that boots as it does for a
 * shopper. The tests of the first touch itself use a context that is not.
 */
export async function present(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() =>
    addEventListener("DOMContentLoaded", () => (window as { __bootOnIntent?: () => void }).__bootOnIntent?.()),
  );
  return context;
}

/**
 * A browser context that reads the shop in the run's language (tests/e2e/texts.ts): in Bangla it holds the shop's
 * `lang=bn` cookie, as after a shopper chose Bangla, so its pages and its `request` calls are all in Bangla. In
 * English it is a plain context (the shop's default). Its visitor is `present` unless `absent` is set.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
  { absent = false } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (languageCookie) await context.addCookies([{ ...languageCookie, url: inject("baseURL") }]);
  return absent ? context : present(context);
}

/** A new page in a new context of the run's language (see newContext). */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  visitor: { absent?: boolean } = {},
): Promise<Page> {
  return (await newContext(browser, options, visitor)).newPage();
}

interface Place {
  name: string;
  bnName: string;
}
interface District extends Place {
  areas: Place[];
}
let districts: Promise<District[]> | undefined;

/**
 * A district's or area's name as the run's language writes it: the English name itself, or its Bangla name from
 * the shop's own list (GET /api/locations). `area` is looked up in `district`.
 */
export async function placeName(district: string, area?: string): Promise<string> {
  if (LANGUAGE === "en") return area ?? district;
  districts ??= fetch(`${inject("baseURL")}/api/locations`)
    .then((response) => response.json() as Promise<{ districts: District[] }>)
    .then((body) => body.districts);
  const found = (await districts).find((each) => each.name === district);
  if (!found) throw new Error(`No district named ${district}`);
  if (area === undefined) return found.bnName;
  const place = found.areas.find((each) => each.name === area);
  if (!place) throw new Error(`No area named ${area} in ${district}`);
  return place.bnName;
}

/**
 * Fills the checkout's new address: a district, then an area, each by typing part of its name and choosing the
 * option, then the address line. The typed part is English (the list finds a place by its English or Bangla name);
 * the option is chosen by the place's name in the page's language, which the option shows first.
 */
export async function fillAddress(
  on: Page,
  choice: { district: [string, string]; area: [string, string]; line?: string } = {
    district: ["dha", "Dhaka"],
    area: ["dhan", "Dhanmondi"],
  },
) {
  const texts = checkout.delivery;
  const district = await placeName(choice.district[1]);
  const area = await placeName(choice.district[1], choice.area[1]);
  await on.getByRole("combobox", { name: new RegExp(`^${escapeRegExp(texts.district)}`) }).fill(choice.district[0]);
  await on.getByRole("option", { name: new RegExp(`^${escapeRegExp(district)}`) }).click();
  await on.getByRole("combobox", { name: new RegExp(`^${escapeRegExp(texts.area)}`) }).fill(choice.area[0]);
  await on.getByRole("option", { name: new RegExp(`^${escapeRegExp(area)}`) }).click();
  if (choice.line)
    await on.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(texts.address)}`) }).fill(choice.line);
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

/**
 * In the open sign-in dialog: the Register tab, filled and sent; resolves once the dialog has closed. The panel is
 * found by its name: right after the switch the Sign in panel can still be shown for a moment.
 */
export async function registerInDialog(page: Page, name: string, email: string, password: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: shop.auth.registerTab }).click();
  const panel = dialog.getByRole("tabpanel", { name: shop.auth.registerTab });
  await panel.getByLabel(shop.auth.name).fill(name);
  await panel.getByLabel(shop.auth.email).fill(email);
  await panel.getByLabel(shop.auth.password).fill(password);
  await dialog.getByRole("button", { name: shop.auth.createAccount }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** In the open sign-in dialog: the Sign in tab's email and password, sent; resolves once the dialog has closed. */
export async function signInInDialog(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  const panel = dialog.getByRole("tabpanel", { name: shop.auth.signInTab });
  await panel.getByLabel(shop.auth.email).fill(email);
  await panel.getByLabel(shop.auth.password).fill(password);
  await dialog.getByRole("button", { name: shop.auth.signIn }).click();
  await dialog.waitFor({ state: "hidden" });
}
