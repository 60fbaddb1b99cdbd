import { describe, expect, it } from "vitest";
import routes from "~/routes.ts";
import { findUserByEmail } from "~/domain/accounts/users.server.ts";
import { CookieJar, db, registerAccount, registerAdmin, registerVerified, request } from "./helpers.ts";

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

/** Every URL under a route file, read from app/routes.ts so a new screen cannot skip these tests. */
function pagesUnder(entries: RouteEntry[], file: string, prefix = "", inside = false): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    const within = inside || entry.file === file;
    const own = within && entry.file !== file && !entry.children ? [path] : [];
    return [...own, ...pagesUnder(entry.children ?? [], file, path, within)];
  });
}

const DASHBOARD_PAGES = pagesUnder(routes as RouteEntry[], "routes/dashboard.tsx");
/**
 * Pages of one record (`:id`): each has its own test with real records (order-screens.test.ts for orders,
 * admin-edit.test.ts for the product edit form).
 */
const RECORD_PAGES = DASHBOARD_PAGES.filter((path) => path.includes(":"));
const ADMIN_PAGES = pagesUnder(routes as RouteEntry[], "routes/dashboard.admin.tsx").filter(
  (path) => !RECORD_PAGES.includes(path),
);
const SHOPPER_PAGES = DASHBOARD_PAGES.filter((path) => !ADMIN_PAGES.includes(path) && !path.includes(":"));

const anonymous = new CookieJar();

const shopper = await registerAccount("Sara Shopper", "sara@example.com", "Shopper#26");
const admin = await registerAdmin("Omar Owner", "omar@example.com", "Owner#2026");

describe("dashboard pages", () => {
  it("finds every dashboard screen in the route config", () => {
    expect(SHOPPER_PAGES).toEqual(["/dashboard", "/dashboard/myorder", "/dashboard/addresses"]);
    // With /dashboard/risk (issue 49), the order desk, /dashboard/orders/new (issue 50), and /dashboard/cash (issue 51).
    expect(ADMIN_PAGES).toHaveLength(12);
    expect(ADMIN_PAGES).toContain("/dashboard/cash");
    expect(ADMIN_PAGES).toContain("/dashboard/orders/new");
    expect(RECORD_PAGES).toEqual(["/dashboard/order/:id", "/dashboard/editproduct/:id"]);
  });

  it("answers 401 with the sign-in prompt to anonymous visitors on every dashboard page", async () => {
    for (const path of [...SHOPPER_PAGES, ...ADMIN_PAGES]) {
      const response = await request(path, { jar: anonymous });
      expect(response.status, path).toBe(401);
      expect(await response.text(), path).toContain(">Please sign in to continue.<");
    }
  });

  it("serves the shopper pages to a shopper and refuses every admin page with 403", async () => {
    for (const path of SHOPPER_PAGES) expect((await request(path, { jar: shopper })).status, path).toBe(200);
    for (const path of ADMIN_PAGES) {
      const response = await request(path, { jar: shopper });
      expect(response.status, path).toBe(403);
      const html = await response.text();
      expect(html, path).toContain(">You are not allowed to see this page.<");
      // Refused inside the dashboard: the shopper still sees their own menu.
      expect(html, path).toContain(">My Order<");
    }
  });

  it("refuses admin data requests (client navigations) to a shopper", async () => {
    for (const path of ADMIN_PAGES) {
      const response = await request(`${path}.data`, { jar: shopper });
      expect(response.status, path).toBe(403);
    }
  });

  it("serves every dashboard page to an admin, with the admin menu", async () => {
    for (const path of [...SHOPPER_PAGES, ...ADMIN_PAGES]) {
      const response = await request(path, { jar: admin });
      expect(response.status, path).toBe(200);
    }
    const html = await (await request("/dashboard", { jar: admin })).text();
    for (const item of [
      "Add Product",
      "Manage Product",
      "Manage Flashsell",
      "Manage Order",
      "Manage Banner",
      "Manage Category",
      "Add Admin",
    ]) {
      expect(html).toContain(item);
    }
  });

  it("shows the shop's figures on the dashboard home to admins only", async () => {
    expect(await (await request("/dashboard", { jar: admin })).text()).toContain(">This week<");
    const shopperHome = await (await request("/dashboard", { jar: shopper })).text();
    expect(shopperHome).not.toContain(">This week<");
    expect(shopperHome).toContain(">Your latest orders<");
  });

  it("never lets the shared cache keep a signed-in page", async () => {
    const response = await request("/", { jar: shopper });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("make admin", () => {
  it("refuses the Add Admin page action to a shopper and leaves the target unchanged", async () => {
    await registerAccount("Target", "target-admin@example.com", "Target#1234");
    const response = await request("/dashboard/addadmin", {
      method: "POST",
      jar: shopper,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://shop.test" },
      body: "email=target-admin%40example.com",
    });
    expect(response.status).toBe(403);
    expect((await findUserByEmail(db, "target-admin@example.com"))?.isAdmin).toBe(false);
  });

  it("PUT /api/users/admin: 401 anonymous, 403 shopper, 200 admin, 404 for an email with no account, 409 unverified, 400 for bad input", async () => {
    await registerAccount("Unconfirmed", "unconfirmed@example.com", "Promo#1234");
    const unverified = await request("/api/users/admin", {
      method: "PUT",
      jar: admin,
      json: { email: "unconfirmed@example.com" },
    });
    expect(unverified.status).toBe(409);
    expect((await findUserByEmail(db, "unconfirmed@example.com"))?.isAdmin).toBe(false);
    // Add Admin gives rights only to an account whose owner verified its address (decision 044).
    await registerVerified("Promoted", "promoted@example.com", "Promo#1234");
    const put = (jar: CookieJar, json: unknown) => request("/api/users/admin", { method: "PUT", jar, json });
    expect((await put(anonymous, { email: "promoted@example.com" })).status).toBe(401);
    expect((await put(shopper, { email: "promoted@example.com" })).status).toBe(403);
    expect((await findUserByEmail(db, "promoted@example.com"))?.isAdmin).toBe(false);

    const made = await put(admin, { email: "Promoted@Example.com" });
    expect(made.status).toBe(200);
    expect(await made.json()).toEqual({
      email: "promoted@example.com",
      displayName: "Promoted",
      admin: true,
      emailVerified: true,
    });

    const missing = await put(admin, { email: "ghost@example.com" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "No account uses this email. Ask them to register first." });
    expect((await put(admin, { email: "nope" })).status).toBe(400);
  });
});

describe("GET /api/users/:email", () => {
  it("answers the user themself and admins, and nobody else", async () => {
    expect((await request("/api/users/sara@example.com", { jar: anonymous })).status).toBe(401);
    const own = await request("/api/users/sara@example.com", { jar: shopper });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({
      email: "sara@example.com",
      displayName: "Sara Shopper",
      admin: false,
      emailVerified: false,
    });
    expect((await request("/api/users/omar@example.com", { jar: shopper })).status).toBe(403);
    const byAdmin = await request("/api/users/sara@example.com", { jar: admin });
    expect(await byAdmin.json()).toMatchObject({ email: "sara@example.com", admin: false });
    expect((await request("/api/users/ghost@example.com", { jar: admin })).status).toBe(404);
  });
});
