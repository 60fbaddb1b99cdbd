/**
 * Forgot password on a 390 px phone (issue 47, decision 044): the sign-in dialog's link, the email through the local
 * mail sink (every email `npm start` sends, listed on its /__sent), the emailed link's page and the new password.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newContext, signInInDialog } from "./browser.ts";
import { accounts, shop } from "./texts.ts";

const baseURL = inject("baseURL");
const mailSinkURL = inject("mailSinkURL");
let browser: Browser;
let page: Page;

const email = `e2e-forgot-${Date.now()}@example.com`;

interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  at: string;
}

/** The emails the shop sent to `to`, once `check` is satisfied (the queue sends them a moment later). */
async function mailTo(to: string, check: (mails: SentMail[]) => boolean): Promise<SentMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${mailSinkURL}/__sent?to=${encodeURIComponent(to)}`);
    const mails = response.ok ? ((await response.json()) as SentMail[]) : [];
    if (check(mails) || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

beforeAll(async () => {
  browser = await launchChromium();
  const context = await newContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
  const registered = await fetch(`${baseURL}/api/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Forgetful Phone", email, password: "Forgot#Phone26" }),
  });
  expect(registered.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
});

describe("forgot password on a phone", () => {
  it("asks from the sign-in dialog, emails a link, and the new password signs in", async () => {
    await page.goto(baseURL + "/");
    await page.getByRole("banner").getByRole("button", { name: shop.nav.login }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("link", { name: shop.auth.forgotPassword }).click();
    await page.waitForURL(`${baseURL}/forgot-password`);
    await page.getByRole("heading", { name: accounts.forgotPage.heading }).waitFor();
    await page.getByLabel(accounts.forgotPage.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: accounts.forgotPage.submit }).click();
    await page.getByRole("heading", { name: accounts.forgotPage.sentHeading }).waitFor();
    await page.getByText(accounts.forgotPage.sent(email)).waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const mails = await mailTo(email, (sent) => sent.some((mail) => mail.text.includes("/reset-password?token=")));
    const mail = mails.find((one) => one.text.includes("/reset-password?token="));
    expect(mail, JSON.stringify(mails)).toBeDefined();
    const link = /\/reset-password\?token=[\w-]{43}/.exec(mail!.text)![0];
    expect(mail!.html).toContain(link);

    await page.goto(baseURL + link);
    await page.getByRole("heading", { name: accounts.resetPage.heading }).waitFor();
    await page.getByLabel(accounts.resetPage.password, { exact: true }).fill("Remembered#Phone26");
    await page.getByRole("button", { name: accounts.resetPage.submit }).click();
    await page.getByRole("heading", { name: accounts.resetPage.doneHeading }).waitFor();

    // The link is spent.
    const again = await page.goto(baseURL + link);
    expect(again?.status()).toBe(409);

    await page.goto(baseURL + "/");
    await page.getByRole("banner").getByRole("button", { name: shop.nav.login }).click();
    await signInInDialog(page, email, "Remembered#Phone26");
  });

  it("works before any script runs: both forms are plain posts", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(baseURL + "/forgot-password");
    await bare.getByLabel(accounts.forgotPage.email, { exact: true }).fill(email);
    await bare.getByRole("button", { name: accounts.forgotPage.submit }).click();
    await bare.getByRole("heading", { name: accounts.forgotPage.sentHeading }).waitFor();
    const mails = await mailTo(
      email,
      (sent) => sent.filter((mail) => mail.text.includes("/reset-password?token=")).length >= 2,
    );
    const latest = mails.filter((mail) => mail.text.includes("/reset-password?token=")).at(-1)!;
    const link = /\/reset-password\?token=[\w-]{43}/.exec(latest.text)![0];
    await bare.goto(baseURL + link);
    await bare.getByLabel(accounts.resetPage.password, { exact: true }).fill("Without#Script26");
    await bare.getByRole("button", { name: accounts.resetPage.submit }).click();
    await bare.getByRole("heading", { name: accounts.resetPage.doneHeading }).waitFor();
    await context.close();
  });
});
