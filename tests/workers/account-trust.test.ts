/**
 * Accounts you can trust (issue 25, decision 025): verified addresses, admin rights from ADMIN_EMAILS only for a
 * verified owner, Google sign-in that takes over an account registered in advance, and sign-in limits that lock
 * attackers out and never the owner's own device. ADMIN_EMAILS is "admin@example.com" here (wrangler.toml).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { findUserByEmail, listAdmins, makeAdmin } from "~/domain/accounts/users.server.ts";
import { SIGN_IN_LIMITS, takeSignInAttempt } from "~/domain/accounts/sign-in-limits.server.ts";
import {
  CookieJar,
  db,
  ORIGIN,
  registerAccount,
  registerVerified,
  request,
  signIn,
  verificationLink,
  verifyEmailOf,
} from "./helpers.ts";

type ApiUser = { email: string; displayName: string; admin: boolean; emailVerified: boolean };

async function whoAmI(jar: CookieJar): Promise<ApiUser | null> {
  return ((await (await request("/api/session", { jar })).json()) as { user: ApiUser | null }).user;
}

let adminCount = 0;
async function newAdmin(): Promise<CookieJar> {
  const email = `log-admin-${++adminCount}@example.com`;
  await registerAccount("Log Admin", email, "LogAdmin#26");
  await makeAdmin(db, email);
  return signIn(email, "LogAdmin#26");
}

function signInFrom(address: string, email: string, password: string, jar?: CookieJar) {
  return request("/api/session", {
    method: "POST",
    jar,
    headers: { "CF-Connecting-IP": address },
    json: { email, password },
  });
}

function resend(jar: CookieJar) {
  return request("/api/session/verification", { method: "POST", jar, headers: { Origin: ORIGIN } });
}

async function pageText(response: Response): Promise<string> {
  return (await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("verified email", () => {
  it("registers unverified, logs the verify-email message, and its link verifies once", async () => {
    const jar = await registerAccount("Mina Verify", "Mina@Example.com", "Verify#2026");
    expect(await whoAmI(jar)).toEqual({
      email: "mina@example.com",
      displayName: "Mina Verify",
      admin: false,
      emailVerified: false,
    });

    const admin = await newAdmin();
    const log = await request("/api/notifications?to=MINA@example.com&event=verify-email", { jar: admin });
    expect(log.status).toBe(200);
    const { items, total } = (await log.json()) as {
      items: { event: string; channel: string; to: string; orderId: string | null; subject: string; body: string }[];
      total: number;
    };
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      event: "verify-email",
      channel: "email",
      to: "mina@example.com",
      orderId: null,
      subject: "Confirm your email address for e-Shop",
    });
    // The link's token is never in the log (decision 044): the consumer puts it in when it sends the email.
    expect(items[0]!.body).toContain("http://localhost:8787/verify-email?token=…");
    expect(items[0]!.body).not.toMatch(/token=[\w-]{43}/);
    // Other filters leave it out.
    const other = (await (await request("/api/notifications?event=placed", { jar: admin })).json()) as {
      total: number;
    };
    expect(other.total).toBe(0);

    const link = await verificationLink("mina@example.com");
    // Followed in the browser that registered the account (decision 044).
    const first = await request(link, { jar });
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await pageText(first)).toContain("Thank you: mina@example.com is confirmed as yours.");
    expect((await whoAmI(jar))?.emailVerified).toBe(true);

    const again = await request(link, { jar });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain("This link was already used");
  });

  it("verifies once when the same link is followed twice at once", async () => {
    const jar = await registerAccount("Twice", "twice@example.com", "Twice#2026");
    const link = await verificationLink("twice@example.com");
    const statuses = (await Promise.all([request(link, { jar }), request(link, { jar }), request(link, { jar })])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });

  it("refuses an expired link (410) and one that is not ours (400), leaving the account unverified", async () => {
    const jar = await registerAccount("Late Reader", "late@example.com", "Late#20266");
    const link = await verificationLink("late@example.com");
    await env.DB.prepare("UPDATE email_verifications SET expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    const expired = await request(link);
    expect(expired.status).toBe(410);
    expect(await pageText(expired)).toContain("This link has expired");
    const forged = await request("/verify-email?token=" + "A".repeat(43));
    expect(forged.status).toBe(400);
    expect(await pageText(forged)).toContain("This link is not valid");
    expect((await request("/verify-email")).status).toBe(400);
    expect((await whoAmI(jar))?.emailVerified).toBe(false);
  });

  it("resends a new link, at most 5 emails an hour, and keeps the earlier link working", async () => {
    const jar = await registerAccount("Resender", "resender@example.com", "Resend#2026");
    const firstLink = await verificationLink("resender@example.com");
    for (let attempt = 2; attempt <= 5; attempt++) {
      const sent = await resend(jar);
      expect(sent.status, `email ${attempt}`).toBe(202);
    }
    expect(await verificationLink("resender@example.com")).not.toBe(firstLink);
    const sixth = await resend(jar);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await sixth.json()) as { error: string }).error).toMatch(/^We have sent several links already\./);
    const { total } = (await (
      await request("/api/notifications?to=resender@example.com&event=verify-email", { jar: await newAdmin() })
    ).json()) as { total: number };
    expect(total).toBe(5);

    expect((await request(firstLink, { jar })).status).toBe(200);
    const done = await resend(jar);
    expect(done.status).toBe(409);
    expect(await done.json()).toEqual({ error: "Your email address is already confirmed." });
    expect((await resend(new CookieJar())).status).toBe(401);
  });

  it("shows the banner with Resend on the dashboard until the address is verified, and resends from a plain form", async () => {
    const jar = await registerAccount("Banner Reader", "banner@example.com", "Banner#2026");
    const before = await pageText(await request("/dashboard", { jar }));
    expect(before).toContain("Please confirm your email address");
    expect(before).toContain("We sent a link to banner@example.com.");

    const posted = await request("/dashboard?index", {
      method: "POST",
      jar,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=resend-verification",
    });
    expect(posted.status).toBe(200);
    expect(await pageText(posted)).toContain("A new link is on its way to banner@example.com.");

    await verifyEmailOf("banner@example.com");
    const after = await pageText(await request("/dashboard", { jar }));
    expect(after).not.toContain("Please confirm your email address");
  });
});

describe("admin rights from ADMIN_EMAILS", () => {
  it("are a shopper's until the listed address is verified, then an admin's", async () => {
    const squatter = await registerAccount("Early Bird", "admin@example.com", "Squat#2026");
    expect(await whoAmI(squatter)).toMatchObject({ admin: false, emailVerified: false });
    expect((await request("/api/users?admin=true", { jar: squatter })).status).toBe(403);
    expect((await request("/dashboard/manageorder", { jar: squatter })).status).toBe(403);
    const listed = (await (await request("/api/users?admin=true", { jar: await newAdmin() })).json()) as {
      items: { email: string }[];
    };
    expect(listed.items.map((item) => item.email)).not.toContain("admin@example.com");

    // The owner of the mailbox follows the link on their own phone: it leads to choosing a password (decision 044),
    // and verifies nothing for the squatter (abuse.test.ts follows the claim to its end).
    const page = await request(await verificationLink("admin@example.com"));
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain("Is this account yours?");
    expect(await whoAmI(squatter)).toMatchObject({ admin: false, emailVerified: false });
    expect((await request("/dashboard/manageorder", { jar: squatter })).status).toBe(403);

    // Had the squatter read the owner's mail too, the address would be theirs: the registrant's own browser verifies.
    await verifyEmailOf("admin@example.com", squatter);
    expect(await whoAmI(squatter)).toMatchObject({ admin: true, emailVerified: true });
    expect((await request("/dashboard/manageorder", { jar: squatter })).status).toBe(200);
  });

  it("list a listed account among the admins only once it is verified", async () => {
    await registerAccount("Listed Later", "listed-later@example.com", "Listed#2026");
    await registerVerified("Listed Now", "listed-now@example.com", "Listed#2026");
    const listed = new Set(["listed-later@example.com", "listed-now@example.com"]);
    const emails = (await listAdmins(db, listed)).map(({ user }) => user.email);
    expect(emails).toContain("listed-now@example.com");
    expect(emails).not.toContain("listed-later@example.com");
  });

  it("are taken from an unverified account that had them before verification existed", async () => {
    // As migration 0015 leaves such an account: a password, no verification.
    await env.DB.prepare("UPDATE users SET email_verified_at = NULL WHERE email = 'admin@example.com'").run();
    const jar = await signIn("admin@example.com", "Squat#2026");
    expect(await whoAmI(jar)).toMatchObject({ admin: false, emailVerified: false });
  });
});

/** Google sign-in with the local provider, as the Google account of `email` (its `login_hint`). */
async function googleSignIn(email: string, jar = new CookieJar()): Promise<CookieJar> {
  const { csrfToken } = (await (await request("/api/auth/csrf", { jar })).json()) as { csrfToken: string };
  const start = await request("/api/auth/signin/google", {
    method: "POST",
    jar,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: `${ORIGIN}/dashboard` }).toString(),
  });
  const authorizeUrl = new URL(start.headers.get("Location")!);
  authorizeUrl.searchParams.set("login_hint", email);
  const authorize = await fetch(authorizeUrl, { redirect: "manual" });
  const callback = new URL(authorize.headers.get("Location")!);
  const back = await request(callback.pathname + callback.search, { jar });
  expect(back.status).toBe(302);
  expect(back.headers.get("Location")).toBe(`${ORIGIN}/dashboard`);
  return jar;
}

describe("Google sign-in onto an existing account", () => {
  it("takes over an unverified password account: the password goes and its sessions end", async () => {
    const attacker = await registerAccount("Attacker", "victim@example.com", "Attack#2026");
    expect((await whoAmI(attacker))?.email).toBe("victim@example.com");

    const victim = await googleSignIn("victim@example.com");
    expect(await whoAmI(victim)).toEqual({
      email: "victim@example.com",
      displayName: "victim",
      admin: false,
      emailVerified: true,
    });
    expect(victim.has("device")).toBe(true);
    expect(await whoAmI(attacker)).toBeNull();
    const withPassword = await request("/api/session", {
      method: "POST",
      json: { email: "victim@example.com", password: "Attack#2026" },
    });
    expect(withPassword.status).toBe(401);
    expect((await findUserByEmail(db, "victim@example.com"))?.passwordHash).toBeNull();
    // The attacker's unused link is gone with it.
    expect((await request(await verificationLink("victim@example.com"))).status).toBe(400);
  });

  it("joins a verified account normally: its password and sessions stay", async () => {
    const owner = await registerVerified("Owner", "owner-google@example.com", "Owner#20266");
    const google = await googleSignIn("owner-google@example.com");
    expect((await whoAmI(google))?.email).toBe("owner-google@example.com");
    expect((await whoAmI(owner))?.email).toBe("owner-google@example.com");
    expect((await signIn("owner-google@example.com", "Owner#20266")).has("device")).toBe(true);
  });

  it("creates a new account from Google sign-in as verified", async () => {
    const fresh = await googleSignIn("new-google@example.com");
    expect(await whoAmI(fresh)).toMatchObject({ emailVerified: true, admin: false });
  });
});

describe("sign-in limits", () => {
  it("locks one (email, address) pair after 5 failures, not the account's other addresses", async () => {
    await registerAccount("Pair", "pair@example.com", "Pair#20266");
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await signInFrom("203.0.113.10", "pair@example.com", `Wrong#${attempt}000`)).status).toBe(401);
    const locked = await signInFrom("203.0.113.10", "pair@example.com", "Pair#20266");
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: string }).error).toMatch(
      /^Too many wrong passwords for this account from your network\. Please try again in 15 minutes\./,
    );
    expect((await signInFrom("203.0.113.11", "pair@example.com", "Pair#20266")).status).toBe(200);
    // Another account from the locked address is not locked.
    await registerAccount("Neighbour", "neighbour@example.com", "Neigh#2026");
    expect((await signInFrom("203.0.113.10", "neighbour@example.com", "Neigh#2026")).status).toBe(200);
  });

  it("locks new devices out after 20 failures from many addresses, never a device that signed in before", async () => {
    await registerAccount("Owner Phone", "phone-owner@example.com", "Phone#2026");
    const phone = new CookieJar();
    expect((await signInFrom("198.51.100.1", "phone-owner@example.com", "Phone#2026", phone)).status).toBe(200);
    expect(phone.has("device")).toBe(true);

    for (let stranger = 1; stranger <= 20; stranger++) {
      const guess = await signInFrom(`192.0.2.${stranger}`, "phone-owner@example.com", "Guess#0000");
      expect(guess.status, `guess ${stranger}`).toBe(401);
    }
    const newDevice = await signInFrom("192.0.2.200", "phone-owner@example.com", "Phone#2026");
    expect(newDevice.status).toBe(429);
    expect(((await newDevice.json()) as { error: string }).error).toBe(
      "This account is locked for new devices after too many wrong passwords. Please try again in 15 minutes. A phone or computer you have signed in on before still works.",
    );
    // The owner's phone, from home and from a new network.
    expect((await signInFrom("198.51.100.1", "phone-owner@example.com", "Phone#2026", phone)).status).toBe(200);
    expect((await signInFrom("198.51.100.77", "phone-owner@example.com", "Phone#2026", phone)).status).toBe(200);

    // A device cookie of another account does not open this one.
    await registerAccount("Other", "other-device@example.com", "Other#2026");
    const otherDevice = new CookieJar();
    await signInFrom("198.51.100.2", "other-device@example.com", "Other#2026", otherDevice);
    expect((await signInFrom("198.51.100.2", "phone-owner@example.com", "Phone#2026", otherDevice)).status).toBe(429);
    // Nor does a forged one.
    const forged = new CookieJar();
    forged.store(new Response(null, { headers: { "Set-Cookie": `device=${"A".repeat(16)}.${"B".repeat(22)}` } }));
    expect((await signInFrom("198.51.100.3", "phone-owner@example.com", "Phone#2026", forged)).status).toBe(429);
  });

  it("sets the device cookie for a year, HttpOnly and SameSite=Lax", async () => {
    await registerAccount("Cookie", "cookie@example.com", "Cookie#2026");
    const response = await signInFrom("198.51.100.9", "cookie@example.com", "Cookie#2026");
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("device="));
    expect(cookie).toMatch(/^device=[\w-]{16}\.[\w-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
  });

  it("checks at most 20 passwords under 40 parallel wrong guesses from 40 addresses", async () => {
    await registerAccount("Parallel", "parallel@example.com", "Parallel#26");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        signInFrom(`100.64.0.${index + 1}`, "parallel@example.com", `Guess#${index}000`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBe(20);
    expect(statuses.filter((status) => status === 429).length).toBe(20);
  });

  it("checks at most 5 passwords under 12 parallel wrong guesses from one address", async () => {
    await registerAccount("Burst", "burst@example.com", "Burst#2026");
    const statuses = (
      await Promise.all(
        Array.from({ length: 12 }, (_, index) => signInFrom("100.64.1.1", "burst@example.com", `Guess#${index}000`)),
      )
    ).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBe(5);
  });

  it("limits one address to 100 attempts across emails, and a known device to 10", async () => {
    const now = Date.now();
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.client; attempt++) {
      const taken = await takeSignInAttempt(
        db,
        { email: `spray${attempt}@example.com`, client: "100.64.2.1", device: null },
        now,
      );
      expect(taken.ok).toBe(true);
    }
    expect(
      await takeSignInAttempt(db, { email: "spray-last@example.com", client: "100.64.2.1", device: null }, now),
    ).toMatchObject({ ok: false, scope: "client", retryAfterSeconds: 900 });

    for (let attempt = 0; attempt < SIGN_IN_LIMITS.device; attempt++) {
      const source = { email: "stolen@example.com", client: `100.64.3.${attempt}`, device: "stolen-nonce-0001" };
      expect((await takeSignInAttempt(db, source, now)).ok).toBe(true);
    }
    expect(
      await takeSignInAttempt(
        db,
        { email: "stolen@example.com", client: "100.64.3.99", device: "stolen-nonce-0001" },
        now,
      ),
    ).toMatchObject({ ok: false, scope: "device" });
  });

  it("guards the password change with the same limits", async () => {
    const changer = await registerAccount("Changer", "limit-changer@example.com", "Change#2026");
    const change = (jar: CookieJar, current: string, address = "203.0.113.50") =>
      request("/api/session/password", {
        method: "PUT",
        jar,
        headers: { "CF-Connecting-IP": address, Origin: ORIGIN },
        json: { currentPassword: current, newPassword: "Changed#2026" },
      });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await change(changer, `Wrong#${attempt}000`)).status).toBe(403);
    expect((await change(changer, "Change#2026")).status).toBe(429);

    // A stranger's 20 guesses lock the account for new devices: the changer's own browser (it registered, so it
    // is a known device) still changes the password from another address; a session without it cannot.
    for (let stranger = 1; stranger <= 20; stranger++)
      await signInFrom(`192.0.2.${100 + stranger}`, "limit-changer@example.com", "Guess#0000");
    const stripped = new CookieJar();
    stripped.store(
      new Response(null, {
        headers: changer
          .header()
          .split("; ")
          .filter((pair) => !pair.startsWith("device="))
          .map((pair) => ["Set-Cookie", pair] as [string, string]),
      }),
    );
    expect((await change(stripped, "Change#2026", "203.0.113.51")).status).toBe(429);
    expect((await change(changer, "Change#2026", "203.0.113.52")).status).toBe(200);
  });
});
