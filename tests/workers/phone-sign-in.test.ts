import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { notifications, phoneCodes, products, users } from "@db/schema.ts";
import { MASKED_CODE } from "~/domain/accounts/phone-code.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import type { ApiNotification } from "~/server/notifications.ts";
import type { ApiUser } from "~/server/user-api.ts";
import { CookieJar, db, DHAKA_ADDRESS, newShopper, ORIGIN, registerAdmin, request, seedDemoShop } from "./helpers.ts";

/**
 * Issue 50, item 3: signing in with a mobile number and a 6-digit code texted through the notification queue (the
 * fake SMS gateway shows it, as a phone would), and an email account adding its number, which brings over the
 * orders of an account that had only that number.
 */
const smsApiUrl = inject("smsApiUrl");

await seedDemoShop();
const admin = await registerAdmin("Nadia Admin", "nadia.phone@example.com", "Nadia#Phone26");
let productId = 0;

beforeAll(async () => {
  const [row] = await db.select().from(products).where(eq(products.name, "Slim Fit Oxford Cotton Shirt"));
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, row!.id));
  productId = row!.id;
});

/** A number no other test uses, so the gateway's log and the per-number limits are this test's. */
function freshPhone() {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return `018${digits}`;
}

function start(phone: string, jar?: CookieJar, extra: Record<string, unknown> = {}) {
  return request("/api/auth/phone/start", { method: "POST", jar, json: { phone, ...extra } });
}

function verify(phone: string, code: string, jar?: CookieJar, extra: Record<string, unknown> = {}) {
  return request("/api/auth/phone/verify", { method: "POST", jar, json: { phone, code, ...extra } });
}

/** Polls until `check` passes (the queue's consumer sends a moment after the request). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function smsTo(phone: string) {
  return (await (await fetch(`${smsApiUrl}/__sent?to=${phone}`)).json()) as { text: string }[];
}

/** The codes the number was texted so far, oldest first, as its owner reads them (its order SMS left out). */
async function codesTexted(phone: string): Promise<string[]> {
  return (await smsTo(phone)).flatMap(({ text }) => /^(\d{6}) is your /.exec(text)?.[1] ?? []);
}

/** The `nth` code the number was texted (1-based), once it has arrived. */
async function codeSent(phone: string, nth = 1): Promise<string> {
  const codes = await eventually(
    () => codesTexted(phone),
    (texted) => texted.length >= nth,
  );
  const code = codes[nth - 1];
  if (!code) throw new Error(`no code ${nth} texted to ${phone}: ${JSON.stringify(await smsTo(phone))}`);
  return code;
}

/** Makes every code the number was sent older by `ms`, as time passing would. */
async function ageCodes(phone: string, ms: number) {
  await env.DB.prepare(
    "UPDATE phone_codes SET created_at = created_at - ?1, expires_at = expires_at - ?1 WHERE phone = ?2",
  )
    .bind(ms, phone)
    .run();
}

/** Texts a code to a fresh (or given) number and reads it from the gateway. */
async function codeFor(phone = freshPhone(), jar?: CookieJar) {
  const before = (await codesTexted(phone)).length;
  const response = await start(phone, jar);
  expect(response.status).toBe(202);
  return { phone, code: await codeSent(phone, before + 1) };
}

/** Signs in with a number (a new account unless it has one) and returns the browser. */
async function signInByPhone(phone = freshPhone(), name?: string) {
  const { code } = await codeFor(phone);
  const jar = new CookieJar();
  const response = await verify(phone, code, jar, name ? { name } : {});
  expect(response.status).toBe(200);
  return { jar, phone, body: (await response.json()) as { user: ApiUser; created: boolean } };
}

async function sessionUser(jar: CookieJar) {
  return ((await (await request("/api/session", { jar })).json()) as { user: ApiUser | null }).user;
}

async function place(jar: CookieJar, mobile: string, name = "Karim Ahmed") {
  const response = await request("/api/orders", {
    method: "POST",
    jar,
    json: {
      name,
      mobile,
      checkoutKey: `phone-${crypto.randomUUID()}`,
      orderProduct: [{ product_id: String(productId), product_qty: 1 }],
      address: DHAKA_ADDRESS,
      paymentMethod: "COD",
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ApiOrder;
}

async function myOrders(jar: CookieJar) {
  const response = await request("/api/orders?pageSize=100", { jar });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ApiOrder[] }).items;
}

describe("asking for a code", () => {
  it("answers 202 the same for a number with an account and one without", async () => {
    const { phone: known } = await signInByPhone();
    await ageCodes(known, 61_000);
    const withAccount = await start(known);
    const without = await start(freshPhone());
    expect(withAccount.status).toBe(202);
    expect(without.status).toBe(202);
    expect(await withAccount.json()).toEqual(await without.json());
  });

  it("texts a 6-digit code through the queue, keeps only its hash, and the log masks it", async () => {
    const { phone, code } = await codeFor();
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row).toMatchObject({ purpose: "sign-in", tries: 0, usedAt: null, userId: null });
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[\w-]{43}$/);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60_000);
    // The log keeps the message with the code masked, in D1 and as the admin's log shows it.
    const logged = await db.select().from(notifications).where(eq(notifications.recipient, phone));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ event: "phone-code", channel: "sms" });
    expect(logged[0]!.body).toContain(MASKED_CODE);
    expect(logged[0]!.body).not.toContain(code);
    const api = (await (await request(`/api/notifications?to=${phone}`, { jar: admin })).json()) as {
      items: ApiNotification[];
    };
    expect(JSON.stringify(api.items)).not.toContain(code);
    expect(JSON.stringify(api.items)).toContain(MASKED_CODE);
  });

  it("reads the number however it is written: +880, spaces, Bengali digits", async () => {
    const phone = freshPhone();
    const bengali = phone.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
    expect((await start(`+88 ${bengali}`)).status).toBe(202);
    const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row).toBeDefined();
  });

  it("refuses a number that is not a Bangladeshi mobile with the field's message (400)", async () => {
    const response = await start("12345");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: Record<string, string> };
    expect(body.issues.phone).toBe("Mobile Num is not valid !");
    expect((await request("/api/auth/phone/start", { method: "POST", json: {} })).status).toBe(400);
  });

  it("refuses a second code within a minute: 429 with Retry-After", async () => {
    const phone = freshPhone();
    expect((await start(phone)).status).toBe(202);
    const again = await start(phone);
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(((await again.json()) as { error: string }).error).toMatch(/Please wait 1 minute/);
    expect(await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))).toHaveLength(1);
  });

  it("refuses a fourth code within an hour, a minute apart: 429 with Retry-After until the first is an hour old", async () => {
    const phone = freshPhone();
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await start(phone)).status).toBe(202);
      await ageCodes(phone, 10 * 60_000);
    }
    const fourth = await start(phone);
    expect(fourth.status).toBe(429);
    // The first code is 30 minutes old now: another may be asked for in 30 minutes.
    const wait = Number(fourth.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(29 * 60);
    expect(wait).toBeLessThanOrEqual(30 * 60);
    expect(await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))).toHaveLength(3);
    // An hour after the first, the number may have a code again.
    await ageCodes(phone, 30 * 60_000);
    expect((await start(phone)).status).toBe(202);
  });

  it("refuses a request from another site (same-origin check)", async () => {
    const response = await request("/api/auth/phone/start", {
      method: "POST",
      json: { phone: freshPhone() },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });

  it("adding a number needs an account (401)", async () => {
    const response = await start(freshPhone(), undefined, { purpose: "add-phone" });
    expect(response.status).toBe(401);
  });
});

describe("signing in with the code", () => {
  it("a new number: makes an account with no email, named as typed, and signs it in", async () => {
    const { jar, phone, body } = await signInByPhone(freshPhone(), "Shirin Akter");
    expect(body.created).toBe(true);
    expect(body.user).toEqual({ email: "", displayName: "Shirin Akter", admin: false, emailVerified: false });
    expect(await sessionUser(jar)).toEqual(body.user);
    const [account] = await db.select().from(users).where(eq(users.phone, phone));
    expect(account).toMatchObject({ email: "", passwordHash: null, displayName: "Shirin Akter" });
    expect(account!.phoneVerifiedAt).not.toBeNull();
    // The code worked once.
    const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row!.usedAt).not.toBeNull();
  });

  it("a number's account has no email to confirm: a verification link is refused (409) and nothing is written", async () => {
    const { jar } = await signInByPhone(freshPhone(), "Laila Parvin");
    const before = await db.$count(notifications);
    const response = await request("/api/session/verification", { method: "POST", jar, headers: { Origin: ORIGIN } });
    expect(response.status).toBe(409);
    expect(await db.$count(notifications)).toBe(before);
  });

  it("an existing number: signs in to the same account, without making another", async () => {
    const { phone, body: first } = await signInByPhone();
    await ageCodes(phone, 61_000);
    const { jar, body: second } = await signInByPhone(phone, "Another Name");
    expect(second.created).toBe(false);
    expect(second.user).toEqual(first.user);
    expect(await sessionUser(jar)).toEqual(first.user);
    expect(await db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it("an order taken at the desk for the number is in its My Orders once its owner signs in by code", async () => {
    const phone = freshPhone();
    const taken = await request("/api/orders/desk", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
      json: {
        phone,
        name: "Rokeya Khatun",
        orderProduct: [{ product_id: String(productId), product_qty: 1 }],
        address: DHAKA_ADDRESS,
        paymentMethod: "COD",
        channel: "phone",
      },
    });
    expect(taken.status).toBe(201);
    const order = (await taken.json()) as ApiOrder;
    const { jar, body } = await signInByPhone(phone);
    // The account the desk made for the number: named as the desk typed it, not made again.
    expect(body.created).toBe(false);
    expect(body.user.displayName).toBe("Rokeya Khatun");
    const mine = (await (await request("/api/orders", { jar })).json()) as { items: ApiOrder[] };
    expect(mine.items.map((each) => each._id)).toEqual([order._id]);
    const page = await (await request("/dashboard/myorder", { jar })).text();
    expect(page).toContain(order.reference);
  });

  it("a new number with no name typed: named as on the latest order to it, else by the number", async () => {
    const shopper = await newShopper();
    const phone = freshPhone();
    await place(shopper, phone, "Rokeya Begum");
    const named = await signInByPhone(phone);
    expect(named.body.user.displayName).toBe("Rokeya Begum");
    const bare = await signInByPhone();
    expect(bare.body.user.displayName).toBe(bare.phone);
  });

  it("a wrong code: 400 with the tries left, a try counted, no session", async () => {
    const { phone, code } = await codeFor();
    const wrong = code === "000000" ? "111111" : "000000";
    const jar = new CookieJar();
    const response = await verify(phone, wrong, jar);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: Record<string, string> };
    expect(body.error).toBe("That code is not right. You have 2 tries left.");
    expect(body.issues.code).toBe(body.error);
    expect(await sessionUser(jar)).toBeNull();
    const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row!.tries).toBe(1);
    // The right code still works on the next try.
    expect((await verify(phone, code, jar)).status).toBe(200);
    expect(await sessionUser(jar)).not.toBeNull();
  });

  it("too many tries: after 3 wrong codes the code is dead (429), even the right one", async () => {
    const { phone, code } = await codeFor();
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await verify(phone, wrong)).status).toBe(400);
    expect((await verify(phone, wrong)).status).toBe(400);
    const third = await verify(phone, wrong);
    expect(third.status).toBe(400);
    expect(((await third.json()) as { error: string }).error).toMatch(/no longer works/);
    const jar = new CookieJar();
    const fourth = await verify(phone, code, jar);
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error: string }).error).toBe(
      "Too many wrong codes: this code no longer works. Ask for a new code.",
    );
    expect(await sessionUser(jar)).toBeNull();
    expect(await db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    // A new code (a minute later) works.
    await ageCodes(phone, 61_000);
    const fresh = await codeFor(phone);
    expect((await verify(phone, fresh.code, jar)).status).toBe(200);
  });

  it("an expired code: 410, no session", async () => {
    const { phone, code } = await codeFor();
    await env.DB.prepare("UPDATE phone_codes SET expires_at = ?1 WHERE phone = ?2")
      .bind(Date.now() - 1, phone)
      .run();
    const jar = new CookieJar();
    const response = await verify(phone, code, jar);
    expect(response.status).toBe(410);
    expect(((await response.json()) as { error: string }).error).toBe(
      "This code has expired: codes work for 5 minutes. Ask for a new code.",
    );
    expect(await sessionUser(jar)).toBeNull();
  });

  it("a code used once does not work again, and a number with no code is told to ask for one", async () => {
    const { phone, code } = await codeFor();
    expect((await verify(phone, code)).status).toBe(200);
    expect((await verify(phone, code)).status).toBe(400);
    const none = await verify(freshPhone(), "123456");
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: string }).error).toBe(
      "There is no code waiting for this number. Ask for a code first.",
    );
  });

  it("refuses a code that is not 6 digits with the field's message (400), counting no try", async () => {
    const { phone } = await codeFor();
    const response = await verify(phone, "12ab");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: Record<string, string> }).issues.code).toBe(
      "Enter the 6-digit code from the SMS",
    );
    const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row!.tries).toBe(0);
  });
});

describe("adding a number to an email account", () => {
  it("moves the orders and addresses of an account that had only the number, and then signs in either way", async () => {
    // An account made by signing in with the number, with an order and an address.
    const { jar: phoneOnly, phone } = await signInByPhone(freshPhone(), "Jamal Hossain");
    const order = await place(phoneOnly, phone, "Jamal Hossain");
    const address = await request("/api/addresses", {
      method: "POST",
      jar: phoneOnly,
      headers: { Origin: ORIGIN },
      json: { label: "Home", name: "Jamal Hossain", mobile: phone, ...DHAKA_ADDRESS },
    });
    expect(address.status).toBe(201);

    const shopper = await newShopper("Jamal Hossain");
    const email = (await sessionUser(shopper))!.email;
    await ageCodes(phone, 61_000);
    const started = await start(phone, shopper);
    expect(started.status).toBe(202);
    const code = await codeSent(phone, 2);
    const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.purpose, "add-phone"));
    expect(row).toMatchObject({ phone });
    const added = await verify(phone, code, shopper);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ phone, moved: { orders: 1, addresses: 1 } });

    // The order is in the email account's My Orders, and the address in its book.
    expect((await myOrders(shopper)).map((item) => item._id)).toContain(order._id);
    const book = (await (await request("/api/addresses", { jar: shopper })).json()) as { items: unknown[] };
    expect(book.items).toHaveLength(1);
    // The number's old account has nothing left, and its session ended.
    expect(await sessionUser(phoneOnly)).toBeNull();
    const [mine] = await db.select().from(users).where(eq(users.phone, phone));
    expect(mine!.email).toBe(email);

    // Signing in with the number now opens the email account.
    await ageCodes(phone, 61_000);
    const again = await signInByPhone(phone);
    expect(again.body.created).toBe(false);
    expect(again.body.user.email).toBe(email);
    expect((await myOrders(again.jar)).map((item) => item._id)).toContain(order._id);
  });

  it("refuses (409) a number that belongs to another account with an email", async () => {
    const owner = await newShopper("Owner");
    const phone = freshPhone();
    const first = await codeFor(phone, owner);
    expect((await verify(phone, first.code, owner)).status).toBe(200);

    const other = await newShopper("Someone Else");
    await ageCodes(phone, 61_000);
    const { code } = await codeFor(phone, other);
    const refused = await verify(phone, code, other);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "This mobile number belongs to another account. Sign in with that account, or use another number.",
    );
    const holders = await db.select().from(users).where(eq(users.phone, phone));
    expect(holders.map((user) => user.displayName)).toEqual(["Owner"]);
  });

  it("an add-phone code is the account's own: signed out, it signs no one in", async () => {
    const shopper = await newShopper();
    const { phone, code } = await codeFor(freshPhone(), shopper);
    const stranger = new CookieJar();
    expect((await verify(phone, code, stranger)).status).toBe(400);
    expect(await sessionUser(stranger)).toBeNull();
  });

  it("works from the dashboard's card as plain form posts (before the page is interactive)", async () => {
    const shopper = await newShopper();
    const phone = freshPhone();
    const post = (fields: Record<string, string>) =>
      request("/dashboard?index", {
        method: "POST",
        jar: shopper,
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const sent = await post({ intent: "send-phone-code", phone });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("We sent a code to");
    const code = await codeSent(phone);
    const wrong = await post({ intent: "confirm-phone", phone, code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    const confirmed = await post({ intent: "confirm-phone", phone, code });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("is confirmed: you can sign in with it now.");
    const [account] = await db.select().from(users).where(eq(users.phone, phone));
    expect(account!.email).toBe((await sessionUser(shopper))!.email);
    expect(account!.phoneVerifiedAt).not.toBeNull();
  });
});
