import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage } from "./browser.ts";
import { phone, shop } from "./texts.ts";

/**
 * Signing in with a mobile number at 390 px (issue 50): the dialog's "Mobile number", a code texted by the shop's
 * SMS gateway (its fake here, read as the phone would), the code typed, and the shopper signed in with an account
 * named as typed.
 */
const baseURL = inject("baseURL");
const smsApiUrl = inject("smsApiUrl");
let browser: Browser;
let page: Page;

/** A number nobody else texts in this run. */
const number = `019${String(Date.now() % 100_000_000).padStart(8, "0")}`;

async function codeTexted(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const sent = (await (await fetch(`${smsApiUrl}/__sent?to=${to}`)).json()) as { text: string }[];
    const code = sent.map(({ text }) => /\b(\d{6})\b/.exec(text)?.[1]).find(Boolean);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code texted to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  browser = await launchChromium();
  page = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
});

afterAll(async () => {
  await browser?.close();
});

describe("sign in with a mobile number", () => {
  it("texts a code, and the code signs a new number in", async () => {
    await page.goto(baseURL + "/");
    await page.getByRole("banner").getByRole("button", { name: shop.nav.login }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: phone.dialog.choose }).click();
    await dialog.getByRole("textbox", { name: new RegExp(`^${phone.phone}`) }).fill(number);
    await dialog.getByRole("button", { name: phone.sendCode }).click();
    await dialog.getByText(phone.sent(number)).waitFor();
    const code = await codeTexted(number);
    await dialog.getByRole("textbox", { name: new RegExp(`^${phone.code}`) }).fill(code);
    await dialog
      .getByRole("textbox", { name: new RegExp(`^${phone.name.replace(/[()]/g, "\\$&")}`) })
      .fill("Mita Rani");
    await dialog.getByRole("button", { name: phone.signIn, exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    const session = (await (await page.request.get(`${baseURL}/api/session`)).json()) as {
      user: { displayName: string; email: string } | null;
    };
    expect(session.user).toMatchObject({ displayName: "Mita Rani", email: "" });
  });
});
