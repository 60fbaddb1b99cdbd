import type { RouteConfigEntry } from "@react-router/dev/routes";
import { env, exports } from "cloudflare:workers";
import { seedDatabase, type SeedImages } from "../../scripts/lib/seed.ts";
import { linkToken } from "~/domain/accounts/links.ts";
import { makeAdmin } from "~/domain/accounts/users.server.ts";
import { createDatabase } from "~/domain/database.ts";
import { VERSION_STALE_MS } from "~/server/page-cache.ts";
import { readConfig } from "~/server/config.ts";

/** A distinct tiny payload per record, so content-hashed keys differ as they would for real images. */
function fixtureBytes(label: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`RIFF-test-image:${label}`) as Uint8Array<ArrayBuffer>;
}

export const fixtureImages: SeedImages = {
  product: async (product) => fixtureBytes(`product:${product.name}`),
  productThumb: async (product) => fixtureBytes(`thumb:${product.name}`),
  category: async (category) => fixtureBytes(`category:${category.name}`),
  banner: async (banner) => fixtureBytes(`banner:${banner.name}`),
};

/** This file's D1 (each test file has its own storage), through Drizzle. */
export const db = createDatabase(env.DB);

export function seedDemoShop(now = Date.now()) {
  return seedDatabase(env.DB, env.IMAGES, fixtureImages, now, readConfig(env).money);
}

export function fetchPage(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(new URL(path, "http://shop.test"), init));
}

export const ORIGIN = "http://shop.test";

/** Cookie jar: keeps `name=value` pairs from Set-Cookie headers, drops expired ones. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  header(): string {
    return Array.from(this.cookies, ([name, value]) => `${name}=${value}`).join("; ");
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

export async function request(
  path: string,
  init: { method?: string; json?: unknown; jar?: CookieJar; headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const headers = new Headers(init.headers);
  if (init.jar) headers.set("Cookie", init.jar.header());
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  const response = await exports.default.fetch(
    new Request(new URL(path, ORIGIN), { method: init.method ?? "GET", headers, body, redirect: "manual" }),
  );
  init.jar?.store(response);
  return response;
}

/** Signs in through the JSON API and returns the session's cookie jar. */
export async function signIn(email: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await request("/api/session", { method: "POST", json: { email, password }, jar });
  if (response.status !== 200)
    throw new Error(`sign-in failed for ${email}: ${response.status} ${await response.text()}`);
  return jar;
}

/** The browser that registered each address in this test file: the registrant, who also reads its mail. */
const registrants = new Map<string, CookieJar>();

export async function registerAccount(name: string, email: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await request("/api/users", { method: "POST", json: { name, email, password }, jar });
  if (response.status !== 201)
    throw new Error(`register failed for ${email}: ${response.status} ${await response.text()}`);
  registrants.set(email.trim().toLowerCase(), jar);
  return jar;
}

/**
 * Registers an account, gives it admin rights in D1 (its address unverified, as the seed does) and signs it in
 * again. Most files start with `await seedDemoShop();` and `const admin = await registerAdmin(…);` at their top
 * level: run once, before their tests, in this file's own storage.
 */
export async function registerAdmin(name: string, email: string, password: string): Promise<CookieJar> {
  await registerAccount(name, email, password);
  await makeAdmin(db, email);
  return signIn(email, password);
}

/**
 * The link of the latest `event` email sent to `email`, as its reader gets it. The log holds it with `token=…`
 * (decision 044): the token is made again from the message's link id under AUTH_SECRET, as the queue's consumer
 * does when it sends the email.
 */
async function accountLink(email: string, event: "verify-email" | "password-reset"): Promise<string | null> {
  const row = await env.DB.prepare(
    `SELECT body, link_id FROM notifications WHERE event = ? AND recipient = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  )
    .bind(event, email.trim().toLowerCase())
    .first<{ body: string; link_id: string | null }>();
  const path = event === "verify-email" ? "/verify-email" : "/reset-password";
  if (!row) return null;
  if (row.link_id) return `${path}?token=${await linkToken(env.AUTH_SECRET, event, row.link_id)}`;
  return row.body.match(new RegExp(`${path}\\?token=[\\w-]+`))?.[0] ?? null;
}

/** The link of the latest verification email sent to `email` (as the email carries it). */
export async function verificationLink(email: string): Promise<string> {
  const link = await accountLink(email, "verify-email");
  if (!link) throw new Error(`no verification email for ${email}`);
  return link;
}

/** The link of the latest password-reset email sent to `email` (as the email carries it). */
export async function passwordResetLink(email: string): Promise<string> {
  const link = await accountLink(email, "password-reset");
  if (!link) throw new Error(`no password-reset email for ${email}`);
  return link;
}

/** The token of an emailed link (`/reset-password?token=...`, `/verify-email?token=...`). */
export function tokenOf(link: string): string {
  return new URL(link, ORIGIN).searchParams.get("token") ?? "";
}

/**
 * Follows the latest verification link sent to `email`, as its owner would: in the browser that registered it
 * (`jar`, else the one registerAccount used for it in this file), which confirms the address (decision 044). A link
 * followed elsewhere leads to choosing a password instead: request it yourself to test that.
 */
export async function verifyEmailOf(email: string, jar?: CookieJar): Promise<void> {
  const response = await request(await verificationLink(email), {
    jar: jar ?? registrants.get(email.trim().toLowerCase()),
  });
  const page = await response.text();
  // The claim form (choose a password) carries the link's token; the confirmed page does not.
  if (response.status !== 200 || page.includes('name="token"'))
    throw new Error(`verifying ${email} failed: ${response.status}`);
}

/** Registers an account and verifies its address: what an ADMIN_EMAILS owner does to become an admin. */
export async function registerVerified(name: string, email: string, password: string): Promise<CookieJar> {
  const jar = await registerAccount(name, email, password);
  await verifyEmailOf(email, jar);
  return jar;
}

/** Every URL pattern of a route config (app/routes.ts), nested paths joined; an index route is its parent's path. */
export function routePatterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    return [
      ...(entry.path !== undefined || entry.index ? [path || "/"] : []),
      ...routePatterns(entry.children ?? [], path),
    ];
  });
}

/**
 * Waits until a write made straight to D1 or the Durable Object (not through the Worker) shows on anonymous pages:
 * the Worker uses the catalogue version it read for up to VERSION_STALE_MS (decisions 019, 033).
 */
export function afterDirectWrite(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, VERSION_STALE_MS));
}

/** The key the workers tests' forwarder signs SMS with (BKASH_SMS_SECRET in vitest.workers.config.ts). */
export const SMS_SECRET = "test-sms-secret";

/**
 * POSTs a forwarded SMS to the webhook, signed (or with `signature`, or unsigned for null). An object body is sent
 * from `bKash` unless it names its own `from` (set it to undefined to leave it out).
 */
export async function postSms(body: unknown, signature?: string | null) {
  const { signSms } = await import("~/server/sms-signature.ts");
  const withFrom = body && typeof body === "object" && !("from" in body) ? { from: "bKash", ...body } : body;
  const raw = typeof withFrom === "string" ? withFrom : JSON.stringify(withFrom);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const sign = signature === undefined ? await signSms(raw, SMS_SECRET) : signature;
  if (sign !== null) headers["X-Signature"] = sign;
  return request("/api/payments/bkash/sms", { method: "POST", body: raw, headers });
}

/** "1,250.00" for 125000 paisa, as bKash writes amounts. */
export function bkashTaka(paisa: number) {
  return (paisa / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** bKash's received-money SMS for `paisa` from `sender` with this TrxID, sent at `at` (Bangladesh time). */
export function receivedSms(paisa: number, trx: string, sender = "01812345678", at = "22/11/2026 10:15") {
  return `You have received Tk ${bkashTaka(paisa)} from ${sender}. Fee Tk 0.00. Balance Tk 12,345.67. TrxID ${trx} at ${at}`;
}

/** Runs the Worker's scheduled handler as the cron would at `at` (the every-minute trigger unless told), to the end. */
export async function runCron(at: number, cron = "* * * * *") {
  const worker = (await import("../../workers/app.ts")).default;
  const waits: Promise<unknown>[] = [];
  const ctx = { waitUntil: (promise: Promise<unknown>) => waits.push(promise), passThroughOnException() {}, props: {} };
  await worker.scheduled!(
    { cron, scheduledTime: at, noRetry() {} } as ScheduledController,
    env,
    ctx as unknown as ExecutionContext,
  );
  await Promise.all(waits);
}

let shopperCount = 0;

/**
 * A new shopper account, signed in, its address verified. An account may have only MAX_PENDING_ORDERS orders waiting for payment and a
 * few units of each flash offer (decision 021): tests that place many orders spread them over fresh accounts.
 */
export async function newShopper(name = "Rahim Uddin"): Promise<CookieJar> {
  shopperCount += 1;
  const email = `shopper-${shopperCount}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  // Verified, as a shopper who opened the shop's link: order emails go only to verified addresses (decision 044).
  return registerVerified(name, email, "Shopper#2026");
}

/** Makes an order `ms` older, its payment deadline with it, as time passing would. */
export async function ageOrder(orderId: string, ms: number) {
  await env.DB.prepare(
    "UPDATE orders SET created_at = created_at - ?1, payment_due_at = payment_due_at - ?1 WHERE id = ?2",
  )
    .bind(ms, orderId)
    .run();
}

/** Sets a flash offer's units and its product's stock as an admin does (`PATCH /api/flashsell/:id`). */
export async function setFlashStock(admin: CookieJar, productId: number, stock: number) {
  const response = await request(`/api/flashsell/${productId}`, {
    method: "PATCH",
    jar: admin,
    json: { stock },
    headers: { Origin: ORIGIN },
  });
  if (response.status !== 200) throw new Error(`setting the stock of ${productId} failed: ${response.status}`);
}

/** An address in Dhaka city (Dhanmondi thana: the seed's "Inside Dhaka" zone), as an order takes it. */
export const DHAKA_ADDRESS = { districtId: 47, areaId: 1013, line: "House 12, Road 5, Dhanmondi R/A" };

/** A fresh bKash TrxID: exactly 10 upper-case letters and digits, starting with `prefix` (at most 4 characters). */
export function bkashTrxId(prefix = "T"): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) =>
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".charAt(byte % 36),
  ).join("");
  return (prefix.toUpperCase() + random).slice(0, 10);
}
