/**
 * Admins listed and revoked (issue 13): GET /api/users?admin=true, DELETE /api/users/admin/:email and Add Admin's
 * route action. ADMIN_EMAILS is "admin@example.com" here (wrangler.toml).
 */
import { describe, expect, it } from "vitest";
import { findUserByEmail, makeAdmin, revokeAdmin } from "~/domain/accounts/users.server.ts";
import { CookieJar, db, ORIGIN, registerAccount, registerVerified, request, verifyEmailOf } from "./helpers.ts";

const anonymous = new CookieJar();

const OWNER = "omar@example.com";
const SECOND = "nadia@example.com";
const SHOPPER = "sara@example.com";
const CONFIGURED = "admin@example.com";

type ListedAdmin = { email: string; displayName: string; admin: boolean; emailVerified: boolean; configured: boolean };

async function listedAdmins(jar: CookieJar): Promise<ListedAdmin[]> {
  const response = await request("/api/users?admin=true", { jar });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ListedAdmin[] }).items;
}

function revoke(jar: CookieJar, email: string, headers: Record<string, string> = { Origin: ORIGIN }) {
  return request(`/api/users/admin/${encodeURIComponent(email)}`, { method: "DELETE", jar, headers });
}

async function isAdmin(email: string) {
  return (await findUserByEmail(db, email))?.isAdmin ?? false;
}

const shopper = await registerAccount("Sara Shopper", SHOPPER, "Shopper#26");
const owner = await registerAccount("Omar Owner", OWNER, "Owner#2026");
await makeAdmin(db, OWNER);
const second = await registerAccount("Nadia Second", SECOND, "Second#2026");
await makeAdmin(db, SECOND);
// In ADMIN_EMAILS: an admin once its address is verified, with no flag in D1.
const configured = await registerVerified("Configured Admin", CONFIGURED, "Admin#2026");

describe("GET /api/users?admin=true", () => {
  it("lists every admin, oldest first, and says which are set in ADMIN_EMAILS", async () => {
    expect(await listedAdmins(owner)).toEqual([
      { email: OWNER, displayName: "Omar Owner", admin: true, emailVerified: false, configured: false },
      { email: SECOND, displayName: "Nadia Second", admin: true, emailVerified: false, configured: false },
      { email: CONFIGURED, displayName: "Configured Admin", admin: true, emailVerified: true, configured: true },
    ]);
    expect((await listedAdmins(configured)).map((admin) => admin.email)).not.toContain(SHOPPER);
  });

  it("is for admins only: 401 anonymous, 403 shopper; no list of every user", async () => {
    expect((await request("/api/users?admin=true", { jar: anonymous })).status).toBe(401);
    expect((await request("/api/users?admin=true", { jar: shopper })).status).toBe(403);
    const everyone = await request("/api/users", { jar: owner });
    expect(everyone.status).toBe(405);
    expect(everyone.headers.get("Allow")).toBe("POST");
  });
});

describe("DELETE /api/users/admin/:email", () => {
  it("refuses anonymous callers, shoppers and other sites, and changes nothing", async () => {
    expect((await revoke(anonymous, SECOND)).status).toBe(401);
    expect((await revoke(shopper, SECOND)).status).toBe(403);
    expect((await revoke(owner, SECOND, { Origin: "https://evil.example" })).status).toBe(403);
    expect(await isAdmin(SECOND)).toBe(true);
  });

  it("refuses an admin's own rights and an address set in ADMIN_EMAILS with 409 and a message", async () => {
    const self = await revoke(owner, OWNER);
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({
      error: "You cannot revoke your own admin rights. Ask another admin to do it.",
    });
    const fromList = await revoke(owner, "Admin@Example.com");
    expect(fromList.status).toBe(409);
    expect(await fromList.json()).toEqual({
      error: "This admin is set in ADMIN_EMAILS in the shop's configuration and can only be removed there.",
    });
    expect(await isAdmin(OWNER)).toBe(true);
    expect((await listedAdmins(configured)).map((admin) => admin.email)).toContain(CONFIGURED);
  });

  it("answers 404 for an address with no account or no admin rights", async () => {
    const ghost = await revoke(owner, "ghost@example.com");
    expect(ghost.status).toBe(404);
    expect(await ghost.json()).toMatchObject({ error: "No account uses this email. Ask them to register first." });
    const notAdmin = await revoke(owner, SHOPPER);
    expect(notAdmin.status).toBe(404);
    expect(await notAdmin.json()).toEqual({ error: "This account is not an admin." });
    expect((await request("/api/users/admin/x%40y.z", { jar: owner })).status).toBe(405);
    expect(
      (await request(`/api/users/admin/${SECOND}`, { method: "PUT", jar: owner, headers: { Origin: ORIGIN } })).status,
    ).toBe(405);
  });

  it("revokes another admin, who is a shopper from their very next request", async () => {
    expect((await request("/dashboard/addadmin", { jar: second })).status).toBe(200);
    const response = await revoke(owner, SECOND.toUpperCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: SECOND,
      displayName: "Nadia Second",
      admin: false,
      emailVerified: false,
    });
    expect(await isAdmin(SECOND)).toBe(false);
    // Same session cookie, no sign-in again: the rights are read from D1 on every request.
    expect((await request("/api/users?admin=true", { jar: second })).status).toBe(403);
    expect((await request("/dashboard/addadmin", { jar: second })).status).toBe(403);
    const session = (await (await request("/api/session", { jar: second })).json()) as { user: { admin: boolean } };
    expect(session.user.admin).toBe(false);
    expect((await listedAdmins(owner)).map((admin) => admin.email)).toEqual([OWNER, CONFIGURED]);
    expect((await revoke(owner, SECOND)).status).toBe(404);
  });
});

describe("the last admin", () => {
  it("is never revoked, even by two admins revoking each other at once", async () => {
    await makeAdmin(db, SECOND);
    // Without ADMIN_EMAILS, the two flagged accounts are the only admins.
    const noList = new Set<string>();
    const owner = (await findUserByEmail(db, OWNER))!;
    const second = (await findUserByEmail(db, SECOND))!;
    const results = await Promise.all([revokeAdmin(db, noList, owner, SECOND), revokeAdmin(db, noList, second, OWNER)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: "last-admin" });
    expect(Number(await isAdmin(OWNER)) + Number(await isAdmin(SECOND))).toBe(1);
    await makeAdmin(db, OWNER);
    await makeAdmin(db, SECOND);
  });

  it("cannot be revoked by an admin whose own rights went meanwhile", async () => {
    const noList = new Set<string>();
    const revokedCaller = (await findUserByEmail(db, SECOND))!;
    await revokeAdmin(db, noList, (await findUserByEmail(db, OWNER))!, SECOND);
    await makeAdmin(db, SHOPPER);
    expect(await revokeAdmin(db, noList, revokedCaller, SHOPPER)).toEqual({ ok: false, reason: "not-allowed" });
    expect(await isAdmin(SHOPPER)).toBe(true);
    await revokeAdmin(db, noList, (await findUserByEmail(db, OWNER))!, SHOPPER);
    await makeAdmin(db, SECOND);
  });
});

describe("Add Admin", () => {
  it("lists the admins, with Revoke for others and a note for ADMIN_EMAILS", async () => {
    const html = await (await request("/dashboard/addadmin", { jar: owner })).text();
    expect(html).toContain(">Current admins<");
    expect(html).toContain(">3 admins<");
    expect(html).toContain(`aria-label="Revoke admin rights of ${SECOND}"`);
    expect(html).not.toContain(`aria-label="Revoke admin rights of ${OWNER}"`);
    expect(html).not.toContain(`aria-label="Revoke admin rights of ${CONFIGURED}"`);
    expect(html).toContain("Configured in ADMIN_EMAILS: remove the address there to revoke it.");
    expect(html).toContain(">You<");
  });

  // Document posts, as the tests of the other screens' actions: the answer is the page with the action's data.
  it("revokes through the route action (intent revoke) with the API's refusals", async () => {
    const post = (jar: CookieJar, json: unknown) =>
      request("/dashboard/addadmin", { method: "POST", jar, json, headers: { Origin: ORIGIN } });
    expect((await post(shopper, { intent: "revoke", email: SECOND })).status).toBe(403);
    const self = await post(owner, { intent: "revoke", email: OWNER });
    expect(self.status).toBe(409);
    expect(await self.text()).toContain("You cannot revoke your own admin rights.");
    expect((await post(owner, { intent: "revoke", email: "nope" })).status).toBe(400);
    expect(await isAdmin(SECOND)).toBe(true);
    const done = await post(owner, { intent: "revoke", email: SECOND });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(`${SECOND} is no longer an admin.`);
    expect(await isAdmin(SECOND)).toBe(false);
    // Making an admin still works, with or without the intent (a plain form post before hydration has none), for an
    // account whose address is verified (decision 044).
    await verifyEmailOf(SECOND);
    expect(await (await post(owner, { intent: "make", email: SECOND })).text()).toContain(`${SECOND} is now an admin.`);
    expect(await isAdmin(SECOND)).toBe(true);
  });
});
