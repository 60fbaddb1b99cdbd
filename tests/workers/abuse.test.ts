/**
 * Issue 47, decision 044: strangers cannot keep someone else's account or spend the merchant's money. Whoever reads
 * an address's mail owns its account (forgot password, the claim a verification link leads to, the reset link that
 * registering an address again sends); no link's token in the log; SMS limits a shopper's own actions meet; the
 * registration limit; sign-in limits per IPv6 /64 that spare the owner's known device; clean names and addresses.
 * ADMIN_EMAILS is "admin@example.com" here (wrangler.toml). (COD expiry is tested with the order money.)
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, products, users, type Notification } from "@db/schema.ts";
import { linkToken } from "~/domain/accounts/links.ts";
import { findUserByEmail, makeAdmin } from "~/domain/accounts/users.server.ts";
import { deliverNotification } from "~/domain/notifications/delivery.server.ts";
import type { EmailMessageParts } from "~/domain/notifications/channels/email-service.ts";
import type { ApiNotification } from "~/server/notifications.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import {
  CookieJar,
  db,
  DHAKA_ADDRESS,
  newShopper,
  ORIGIN,
  passwordResetLink,
  registerAccount,
  registerVerified,
  request,
  seedDemoShop,
  signIn,
  tokenOf,
  verificationLink,
} from "./helpers.ts";

type ApiUser = { email: string; displayName: string; admin: boolean; emailVerified: boolean };

async function whoAmI(jar: CookieJar): Promise<ApiUser | null> {
  return ((await (await request("/api/session", { jar })).json()) as { user: ApiUser | null }).user;
}

function signInWith(email: string, password: string, headers: Record<string, string> = {}, jar?: CookieJar) {
  return request("/api/session", { method: "POST", json: { email, password }, headers, jar });
}

function askReset(email: string, headers: Record<string, string> = {}) {
  return request("/api/password-reset", { method: "POST", json: { email }, headers });
}

function confirmReset(token: string, password: string) {
  return request("/api/password-reset/confirm", { method: "POST", json: { token, password } });
}

async function pageText(response: Response): Promise<string> {
  return (await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

let adminCount = 0;
async function newAdmin(): Promise<CookieJar> {
  const email = `abuse-admin-${++adminCount}@example.com`;
  await registerAccount("Abuse Admin", email, "AbuseAdmin#26");
  await makeAdmin(db, email);
  return signIn(email, "AbuseAdmin#26");
}

async function log(query: string, jar: CookieJar) {
  const response = await request(`/api/notifications?${query}`, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: ApiNotification[]; total: number };
}

let item: { id: number };

await seedDemoShop();

beforeAll(async () => {
  const [row] = await db.select().from(products).where(eq(products.name, "Slim Fit Oxford Cotton Shirt"));
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, row!.id));
  item = { id: row!.id };
});

describe("forgot password", () => {
  it("answers 202 the same way with or without an account, emails a single-use link, and the new password ends every session", async () => {
    const owner = await registerAccount("Forgetful", "forgetful@example.com", "Forgot#2026");
    const known = await askReset("Forgetful@Example.com");
    const unknown = await askReset("nobody-here@example.com");
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const knownBody = (await known.json()) as { message: string };
    const unknownBody = (await unknown.json()) as { message: string };
    expect(knownBody.message.replace("forgetful@example.com", "X")).toBe(
      unknownBody.message.replace("nobody-here@example.com", "X"),
    );
    const rows = await db.select().from(notifications).where(eq(notifications.event, "password-reset"));
    expect(rows.map((row) => row.recipient)).toEqual(["forgetful@example.com"]);
    expect(rows[0]!.body).toContain("http://localhost:8787/reset-password?token=…");

    const link = await passwordResetLink("forgetful@example.com");
    expect(link).toMatch(/^\/reset-password\?token=[\w-]{43}$/);
    const page = await request(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const pageWords = await pageText(page);
    expect(pageWords).toContain("Choose a new password");
    expect(pageWords).toContain("forgetful@example.com");
    // Looking does not use the link.
    expect((await request(link)).status).toBe(200);

    const short = await confirmReset(tokenOf(link), "short");
    expect(short.status).toBe(400);
    const done = await confirmReset(tokenOf(link), "Remembered#2026");
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ email: "forgetful@example.com" });
    expect(await whoAmI(owner)).toBeNull();
    expect((await signInWith("forgetful@example.com", "Forgot#2026")).status).toBe(401);
    const again = await signIn("forgetful@example.com", "Remembered#2026");
    expect(await whoAmI(again)).toMatchObject({ emailVerified: true });

    expect((await confirmReset(tokenOf(link), "Another#2026")).status).toBe(409);
    expect((await request(link)).status).toBe(409);
    expect((await confirmReset("A".repeat(43), "Another#2026")).status).toBe(400);
    expect((await askReset("not an email")).status).toBe(400);
  });

  it("expires after an hour (410)", async () => {
    await registerAccount("Slow Reader", "slow-reader@example.com", "SlowRead#26");
    expect((await askReset("slow-reader@example.com")).status).toBe(202);
    const link = await passwordResetLink("slow-reader@example.com");
    await env.DB.prepare("UPDATE password_resets SET expires_at = ? WHERE email = 'slow-reader@example.com'")
      .bind(Date.now() - 1)
      .run();
    expect((await request(link)).status).toBe(410);
    expect((await confirmReset(tokenOf(link), "Whatever#2026")).status).toBe(410);
    expect((await signInWith("slow-reader@example.com", "SlowRead#26")).status).toBe(200);
  });

  it("sets the password once when one link is used many times at once", async () => {
    const first = await registerAccount("Racer", "racer@example.com", "Racer#20266");
    await askReset("racer@example.com");
    const token = tokenOf(await passwordResetLink("racer@example.com"));
    const passwords = ["Winner#A2026", "Winner#B2026", "Winner#C2026", "Winner#D2026"];
    const statuses = (await Promise.all(passwords.map((password) => confirmReset(token, password)))).map(
      (response) => response.status,
    );
    expect(statuses.toSorted()).toEqual([200, 409, 409, 409]);
    const winner = passwords[statuses.indexOf(200)]!;
    expect((await signInWith("racer@example.com", winner)).status).toBe(200);
    for (const loser of passwords.filter((password) => password !== winner))
      expect((await signInWith("racer@example.com", loser)).status).toBe(401);
    expect(await whoAmI(first)).toBeNull();
  });

  it("works as a plain form before the page is interactive, and the dialog links to it", async () => {
    await registerAccount("Form Filler", "form-filler@example.com", "FormFill#26");
    const form = { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" };
    const asked = await request("/forgot-password", {
      method: "POST",
      headers: form,
      body: "email=form-filler%40example.com",
    });
    expect(asked.status).toBe(202);
    expect(await pageText(asked)).toContain("a link to choose a new password is on its way");
    const token = tokenOf(await passwordResetLink("form-filler@example.com"));
    const set = await request(`/reset-password?token=${token}`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ token, password: "FormFilled#26" }).toString(),
    });
    expect(set.status).toBe(200);
    expect(await pageText(set)).toContain("Your new password is saved");
    expect((await signInWith("form-filler@example.com", "FormFilled#26")).status).toBe(200);
    expect((await request("/forgot-password")).status).toBe(200);
  });

  it("limits requests per email (5 an hour) and per client address (10 an hour, an IPv6 /64 as one)", async () => {
    for (let index = 1; index <= 5; index++)
      expect((await askReset("limited-reset@example.com")).status, `request ${index}`).toBe(202);
    const sixth = await askReset("limited-reset@example.com");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);

    for (let index = 1; index <= 10; index++) {
      const from = { "CF-Connecting-IP": `2001:db8:47:1::${index.toString(16)}` };
      expect((await askReset(`many-${index}@example.com`, from)).status, `address ${index}`).toBe(202);
    }
    expect((await askReset("many-11@example.com", { "CF-Connecting-IP": "2001:db8:47:1:ffff::1" })).status).toBe(429);
    expect((await askReset("many-11@example.com", { "CF-Connecting-IP": "2001:db8:47:2::1" })).status).toBe(202);
  });
});

describe("an address belongs to whoever reads its mail", () => {
  it("a squatted address is claimed by its owner through the emailed verification link; the stranger's password and session die", async () => {
    const stranger = await registerAccount("Squatter", "claimed@example.com", "Squat#20266");
    const link = await verificationLink("claimed@example.com");

    // The owner opens the email on their own phone: no session or known device of the account there.
    const owner = new CookieJar();
    const page = await request(link, { jar: owner });
    expect(page.status).toBe(200);
    const words = await pageText(page);
    expect(words).toContain("Is this account yours?");
    expect(words).not.toContain("is confirmed as yours");
    expect((await findUserByEmail(db, "claimed@example.com"))?.emailVerifiedAt).toBeNull();
    expect((await whoAmI(stranger))?.email).toBe("claimed@example.com");

    const claimed = await confirmReset(tokenOf(link), "Owner#Claim26");
    expect(claimed.status).toBe(200);
    expect(await whoAmI(stranger)).toBeNull();
    expect((await signInWith("claimed@example.com", "Squat#20266")).status).toBe(401);
    const mine = await signIn("claimed@example.com", "Owner#Claim26");
    expect(await whoAmI(mine)).toMatchObject({ email: "claimed@example.com", emailVerified: true });
    expect((await request(link)).status).toBe(409);
  });

  it("the registrant's own browser verifies at once", async () => {
    const jar = await registerAccount("Honest", "honest@example.com", "Honest#2026");
    const page = await request(await verificationLink("honest@example.com"), { jar });
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain("honest@example.com is confirmed as yours");
    expect(await whoAmI(jar)).toMatchObject({ emailVerified: true });
  });

  it("registering a taken address is 409, creates nothing, and emails the owner a reset link that takes it back", async () => {
    const stranger = await registerAccount("First Comer", "taken@example.com", "Taken#20266");
    const before = (await db.select().from(users)).length;
    const again = await request("/api/users", {
      method: "POST",
      json: { name: "Real Owner", email: "Taken@example.com", password: "Owner#20266" },
    });
    expect(again.status).toBe(409);
    expect((await db.select().from(users)).length).toBe(before);
    const [reset] = await db.select().from(notifications).where(eq(notifications.event, "password-reset"));
    expect(reset).toBeDefined();
    const sent = await db.select().from(notifications).where(eq(notifications.recipient, "taken@example.com"));
    expect(sent.map((row) => row.event).toSorted()).toEqual(["password-reset", "verify-email"]);
    expect(sent.find((row) => row.event === "password-reset")!.body).toContain("already has one");

    const link = await passwordResetLink("taken@example.com");
    expect((await confirmReset(tokenOf(link), "Owner#20266")).status).toBe(200);
    expect(await whoAmI(stranger)).toBeNull();
    expect((await signInWith("taken@example.com", "Taken#20266")).status).toBe(401);
    expect(await whoAmI(await signIn("taken@example.com", "Owner#20266"))).toMatchObject({ emailVerified: true });
  });

  it("ADMIN_EMAILS: the squatter of a listed address never becomes an admin; its owner does by claiming it", async () => {
    // A shop whose listed admin has not registered yet (the demo seed made the account: it goes).
    await env.DB.prepare("DELETE FROM users WHERE email = 'admin@example.com'").run();
    const squatter = await registerAccount("Early Bird", "admin@example.com", "Squat#2026");
    expect(await whoAmI(squatter)).toMatchObject({ admin: false, emailVerified: false });
    const link = await verificationLink("admin@example.com");
    const page = await request(link);
    expect(page.status).toBe(200);
    expect(await whoAmI(squatter)).toMatchObject({ admin: false, emailVerified: false });
    expect((await request("/dashboard/manageorder", { jar: squatter })).status).toBe(403);

    // The owner chooses a password through the same link, as a plain form.
    const set = await request(`/reset-password?token=${tokenOf(link)}`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: tokenOf(link), password: "TheAdmin#2026" }).toString(),
    });
    expect(set.status).toBe(200);
    expect(await whoAmI(squatter)).toBeNull();
    const admin = await signIn("admin@example.com", "TheAdmin#2026");
    expect(await whoAmI(admin)).toMatchObject({ admin: true, emailVerified: true });
    expect((await request("/dashboard/manageorder", { jar: admin })).status).toBe(200);
  });

  it("Add Admin refuses an unverified account with 409 and a reason, and makes a verified one an admin", async () => {
    const admin = await newAdmin();
    await registerAccount("Not Yet", "not-yet@example.com", "NotYet#2026");
    const refused = await request("/api/users/admin", {
      method: "PUT",
      jar: admin,
      json: { email: "not-yet@example.com" },
      headers: { Origin: ORIGIN },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/has not confirmed its email address/);
    expect((await findUserByEmail(db, "not-yet@example.com"))?.isAdmin).toBe(false);

    const page = await request("/dashboard/addadmin", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=make&email=not-yet%40example.com",
    });
    expect(await pageText(page)).toContain("has not confirmed its email address");
    expect((await findUserByEmail(db, "not-yet@example.com"))?.isAdmin).toBe(false);

    await registerVerified("Now Yes", "now-yes@example.com", "NowYes#2026");
    const made = await request("/api/users/admin", {
      method: "PUT",
      jar: admin,
      json: { email: "now-yes@example.com" },
      headers: { Origin: ORIGIN },
    });
    expect(made.status).toBe(200);
    expect(await made.json()).toMatchObject({ email: "now-yes@example.com", admin: true });
  });
});

describe("no secret in the log", () => {
  it("stores, lists and shows links masked; the consumer sends the real token; Send again makes a new one", async () => {
    await registerAccount("Secret Keeper", "secret-keeper@example.com", "Secret#2026");
    await askReset("secret-keeper@example.com");
    const verifyToken = tokenOf(await verificationLink("secret-keeper@example.com"));
    const resetToken = tokenOf(await passwordResetLink("secret-keeper@example.com"));
    const rows = await db.select().from(notifications).where(eq(notifications.recipient, "secret-keeper@example.com"));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const text of [row.body, row.html ?? "", row.subject ?? "", row.idempotencyKey]) {
        expect(text).not.toContain(verifyToken);
        expect(text).not.toContain(resetToken);
      }
      expect(row.body).toContain("token=…");
      expect(row.html).toContain("token=…");
    }

    const admin = await newAdmin();
    const api = await request("/api/notifications?to=secret-keeper@example.com", { jar: admin });
    const apiText = await api.text();
    expect(apiText).toContain("token=…");
    expect(apiText).not.toMatch(/token=[\w-]{43}/);
    const dashboard = await request("/dashboard/notifications?to=secret-keeper%40example.com", { jar: admin });
    const dashboardText = await dashboard.text();
    expect(dashboardText).toContain("token=…");
    expect(dashboardText).not.toMatch(/token=[\w-]{43}/);
    expect(dashboardText).not.toContain(verifyToken);

    // The queue's consumer puts the token in, only in what it hands the provider.
    const verifyRow = rows.find((row) => row.event === "verify-email")!;
    const sent: EmailMessageParts[] = [];
    const senders = {
      sms: null,
      email: async (message: EmailMessageParts) => {
        sent.push(message);
        return { ok: true as const, providerId: "captured" };
      },
    };
    await db
      .update(notifications)
      .set({ status: "queued", leaseUntil: null })
      .where(eq(notifications.id, verifyRow.id));
    const outcome = await deliverNotification(db, senders, { id: verifyRow.id }, 1, { linkSecret: env.AUTH_SECRET });
    expect(outcome).toEqual({ action: "ack", result: "sent" });
    expect(sent[0]!.text).toContain(`/verify-email?token=${verifyToken}`);
    expect(sent[0]!.html).toContain(`/verify-email?token=${verifyToken}`);
    const [after] = await db.select().from(notifications).where(eq(notifications.id, verifyRow.id));
    expect(after!.body).not.toContain(verifyToken);

    // Send again: a new link, whose token is not the first one, and which works.
    const resetRow = rows.find((row) => row.event === "password-reset")!;
    await db.update(notifications).set({ status: "failed" }).where(eq(notifications.id, resetRow.id));
    const resend = await request(`/api/notifications/${resetRow.id}/resend`, {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
    });
    expect(resend.status).toBe(200);
    expect(await resend.text()).not.toMatch(/token=[\w-]{43}/);
    const [again] = await db.select().from(notifications).where(eq(notifications.id, resetRow.id));
    expect(again!.linkId).not.toBe(resetRow.linkId);
    const newToken = await linkToken(env.AUTH_SECRET, "password-reset", again!.linkId!);
    expect(newToken).not.toBe(resetToken);
    expect((await request(`/reset-password?token=${newToken}`)).status).toBe(200);
  });
});

describe("messages strangers cannot multiply", () => {
  let counter = 0;
  async function place(jar: CookieJar, mobile: string) {
    counter += 1;
    const response = await request("/api/orders", {
      method: "POST",
      jar,
      json: {
        name: "Karim Ahmed",
        mobile,
        checkoutKey: `abuse-${counter}-${Date.now()}`,
        orderProduct: [{ product_id: String(item.id), product_qty: 1 }],
        address: DHAKA_ADDRESS,
        paymentMethod: "COD",
      },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as ApiOrder;
  }
  function cancel(jar: CookieJar, id: string) {
    return request(`/api/orders/${id}`, { method: "DELETE", jar, headers: { Origin: ORIGIN } });
  }
  async function shopperSms(orderId: string): Promise<Notification | undefined> {
    const rows = await db.select().from(notifications).where(eq(notifications.orderId, orderId));
    return rows.find((row) => row.channel === "sms" && row.audience === "shopper" && row.event === "placed");
  }

  it("at most 3 SMS a day to one number: the 4th is written suppressed with its reason, and the order goes through", async () => {
    const victim = "01911474747";
    const first = await newShopper();
    const second = await newShopper();
    const one = await place(first, victim);
    expect((await cancel(first, one._id)).status).toBe(200);
    await place(second, victim);
    const fourth = await place(second, victim);
    const suppressed = await shopperSms(fourth._id);
    expect(suppressed).toMatchObject({ status: "suppressed", suppressedReason: "sms-per-number", recipient: victim });
    expect(fourth.status).toBe("pending");
    // Another number still gets its SMS.
    const other = await place(second, "01911474748");
    expect((await shopperSms(other._id))?.status).not.toBe("suppressed");

    const admin = await newAdmin();
    const { items } = await log(`to=${victim}&status=suppressed`, admin);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: "suppressed", reason: "sms-per-number", sentAt: null, attempts: 0 });
    const page = await pageText(await request(`/dashboard/notifications?status=suppressed`, { jar: admin }));
    expect(page).toContain("Not sent");
    expect(page).toContain("SMS_PER_NUMBER_DAY");
    // Suppressed rows never reach the queue.
    const [row] = await db.select().from(notifications).where(eq(notifications.id, suppressed!.id));
    expect(row!.enqueuedAt).toBeNull();
  });

  it("at most 10 SMS a day for one account's own orders and cancellations, whatever the numbers", async () => {
    const shopper = await newShopper();
    for (let round = 0; round < 5; round++) {
      const order = await place(shopper, `0181474${String(round).padStart(4, "0")}`);
      expect((await cancel(shopper, order._id)).status).toBe(200);
    }
    const eleventh = await place(shopper, "01814749999");
    expect(await shopperSms(eleventh._id)).toMatchObject({ status: "suppressed", suppressedReason: "sms-per-account" });
    expect(eleventh.status).toBe("pending");
  });

  it("order emails go only to verified addresses", async () => {
    const unverified = await registerAccount("Unverified Buyer", "unverified-buyer@example.com", "Buyer#2026");
    const order = await place(unverified, "01711474747");
    const rows = await db.select().from(notifications).where(eq(notifications.orderId, order._id));
    const email = rows.find((row) => row.channel === "email" && row.audience === "shopper");
    expect(email).toMatchObject({ status: "suppressed", suppressedReason: "unverified-email" });
    const verified = await newShopper();
    const mine = await place(verified, "01711474748");
    const sent = (await db.select().from(notifications).where(eq(notifications.orderId, mine._id))).find(
      (row) => row.channel === "email" && row.audience === "shopper",
    );
    expect(sent?.status).not.toBe("suppressed");
  });

  it("registration: at most 5 an hour from one client address, an IPv6 /64 counted as one", async () => {
    const register = (index: number, address: string) =>
      request("/api/users", {
        method: "POST",
        json: {
          name: "Bulk",
          email: `bulk-${index}-${crypto.randomUUID().slice(0, 6)}@example.com`,
          password: "Bulk#20266",
        },
        headers: { "CF-Connecting-IP": address },
      });
    for (let index = 1; index <= 5; index++)
      expect((await register(index, `2001:db8:4747:1::${index}`)).status, `account ${index}`).toBe(201);
    const sixth = await register(6, "2001:db8:4747:1:abcd::6");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await register(7, "2001:db8:4747:2::1")).status).toBe(201);
    expect((await register(8, "198.51.100.47")).status).toBe(201);
  });
});

describe("sign-in limits that spare the owner", () => {
  it("counts IPv6 addresses per /64: 5 wrong guesses from 5 addresses of one /64 lock the 6th", async () => {
    await registerAccount("Target", "ipv6-target@example.com", "Target#2026");
    for (let index = 1; index <= 5; index++) {
      const guess = await signInWith("ipv6-target@example.com", `Wrong#${index}0000`, {
        "CF-Connecting-IP": `2001:db8:6464:1::${index}`,
      });
      expect(guess.status).toBe(401);
    }
    const locked = await signInWith("ipv6-target@example.com", "Target#2026", {
      "CF-Connecting-IP": "2001:db8:6464:1:ffff:ffff:ffff:ffff",
    });
    expect(locked.status).toBe(429);
    expect(
      (await signInWith("ipv6-target@example.com", "Target#2026", { "CF-Connecting-IP": "2001:db8:6464:2::1" })).status,
    ).toBe(200);
  });

  it("a known device signs in with the right password from an address strangers guessed from", async () => {
    await registerAccount("Known Device", "known-device@example.com", "Known#20266");
    const phone = await signIn("known-device@example.com", "Known#20266");
    const shared = "203.0.113.47";
    // Strangers behind the carrier's shared address: 100 attempts across accounts, 5 of them on this one.
    const now = Date.now();
    const statements = [
      ...Array.from({ length: 95 }, (_, index) =>
        env.DB.prepare("INSERT INTO auth_failures (key, failed_at) VALUES (?, ?)").bind(`ip:${shared}`, now - index),
      ),
      ...Array.from({ length: 5 }, (_, index) =>
        env.DB.prepare("INSERT INTO auth_failures (key, failed_at) VALUES (?, ?)").bind(
          `pair:known-device@example.com|${shared}`,
          now - index,
        ),
      ),
    ];
    await env.DB.batch(statements);
    const stranger = await signInWith("known-device@example.com", "Known#20266", { "CF-Connecting-IP": shared });
    expect(stranger.status).toBe(429);
    const owner = await signInWith("known-device@example.com", "Known#20266", { "CF-Connecting-IP": shared }, phone);
    expect(owner.status).toBe(200);
    // Its own limit still holds: 10 wrong passwords from the device lock the device.
    for (let index = 0; index < 10; index++)
      await signInWith("known-device@example.com", `Wrong#${index}0000`, { "CF-Connecting-IP": shared }, phone);
    const deviceLocked = await signInWith(
      "known-device@example.com",
      "Known#20266",
      { "CF-Connecting-IP": shared },
      phone,
    );
    expect(deviceLocked.status).toBe(429);
  });
});

describe("clean records", () => {
  it("names, addresses and notes lose bidi controls and zero-width characters, keep ZWJ/ZWNJ, and must say something (400)", async () => {
    const jar = await registerAccount("\u202EnimdA\u202C Ra\u200Bhim", "clean-name@example.com", "Clean#2026");
    expect((await whoAmI(jar))?.displayName).toBe("nimdA Rahim");
    const invisible = await request("/api/users", {
      method: "POST",
      json: { name: "\u202E\u200B\u2066\u2069", email: "invisible@example.com", password: "Clean#2026" },
    });
    expect(invisible.status).toBe(400);
    const punctuation = await request("/api/users", {
      method: "POST",
      json: { name: "...!!", email: "punctuation@example.com", password: "Clean#2026" },
    });
    expect(punctuation.status).toBe(400);

    const shopper = await newShopper();
    const order = (address: Record<string, unknown>, name = "র‍্যাব Karim") =>
      request("/api/orders", {
        method: "POST",
        jar: shopper,
        json: {
          name,
          mobile: "01712474747",
          checkoutKey: `clean-${crypto.randomUUID()}`,
          orderProduct: [{ product_id: String(item.id), product_qty: 1 }],
          address,
          paymentMethod: "COD",
        },
      });
    const placed = await order({ ...DHAKA_ADDRESS, line: "House 12\u202E, Road 5\u2067", note: "Call\u200B first" });
    expect(placed.status).toBe(201);
    const body = (await placed.json()) as ApiOrder & { name?: string; customerName?: string };
    const [row] = await env.DB.prepare("SELECT customer_name, address_line, address_note FROM orders WHERE id = ?")
      .bind(body._id)
      .all<{ customer_name: string; address_line: string; address_note: string }>()
      .then((result) => result.results);
    expect(row).toEqual({ customer_name: "র‍্যাব Karim", address_line: "House 12, Road 5", address_note: "Call first" });
    expect((await order({ ...DHAKA_ADDRESS, line: "\u200B\u202E-----" })).status).toBe(400);
    expect((await order({ ...DHAKA_ADDRESS, note: "\u2066\u2069" })).status).toBe(201);
    expect((await order({ ...DHAKA_ADDRESS, note: "!!! ???" })).status).toBe(400);
    expect((await order(DHAKA_ADDRESS, "\u202E\u200F")).status).toBe(400);

    const saved = await request("/api/addresses", {
      method: "POST",
      jar: shopper,
      headers: { Origin: ORIGIN },
      json: {
        label: "\u202EHome",
        name: "Karim",
        mobile: "01712474747",
        ...DHAKA_ADDRESS,
        line: "House 1, Road 2\u200B",
      },
    });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ label: "Home", line: "House 1, Road 2" });
  });
});
