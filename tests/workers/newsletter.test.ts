/**
 * The footer's newsletter (issue 13): POST /api/subscribers and the /newsletter page's action (the footer's form
 * before and after hydration) keep the address once, refuse a bad one with the spec's message and are rate-limited
 * per client address; admins export the list as CSV.
 */
import { describe, expect, it } from "vitest";
import { subscribers } from "@db/schema.ts";
import { SUBSCRIBE_LIMIT } from "~/domain/newsletter.server.ts";
import { makeAdmin } from "~/domain/accounts/users.server.ts";
import { CookieJar, db, ORIGIN, registerAccount, request } from "./helpers.ts";

const anonymous = new CookieJar();

const EMAIL_MESSAGE = "Please enter a valid Email Address";

function subscribe(body: unknown, headers: Record<string, string> = {}) {
  return request("/api/subscribers", { method: "POST", json: body, headers: { Origin: ORIGIN, ...headers } });
}

async function stored() {
  return (await db.select().from(subscribers)).map((row) => row.email).sort();
}

const shopper = await registerAccount("Sara Shopper", "sara@example.com", "Shopper#26");
const admin = await registerAccount("Omar Owner", "omar@example.com", "Owner#2026");
await makeAdmin(db, "omar@example.com");

describe("POST /api/subscribers", () => {
  it("keeps a new address, normalised, and thanks the visitor", async () => {
    const response = await subscribe({ email: "  Reader@Example.COM " });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      email: "reader@example.com",
      alreadySubscribed: false,
      message: "Thank you! We will write to reader@example.com.",
    });
    expect(await stored()).toEqual(["reader@example.com"]);
  });

  it("answers a repeat as a friendly no-op, not an error", async () => {
    const response = await subscribe({ email: "READER@example.com" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      alreadySubscribed: true,
      message: expect.stringContaining("already"),
    });
    expect(await stored()).toEqual(["reader@example.com"]);
  });

  it("refuses a bad or missing email with the spec's message, and stores nothing", async () => {
    for (const body of [{ email: "not-an-email" }, { email: "" }, {}, { email: ["a@b.co"] }]) {
      const response = await subscribe(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: EMAIL_MESSAGE, issues: { email: EMAIL_MESSAGE } });
    }
    expect((await subscribe([1, 2])).status).toBe(400);
    expect(await stored()).toEqual(["reader@example.com"]);
  });

  it("refuses other sites", async () => {
    const response = await subscribe({ email: "cross@example.com" }, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await stored()).not.toContain("cross@example.com");
  });

  it("allows 10 sign-ups an hour from one client address, then answers 429 with Retry-After", async () => {
    const client = { "CF-Connecting-IP": "203.0.113.7" };
    for (let index = 0; index < SUBSCRIBE_LIMIT.max; index++) {
      expect((await subscribe({ email: `limit${index}@example.com` }, client)).status).toBe(201);
    }
    const refused = await subscribe({ email: "one-too-many@example.com" }, client);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await refused.json()).toEqual({ error: "Too many sign-ups from this connection. Please try again later." });
    expect(await stored()).not.toContain("one-too-many@example.com");
    // Another address is not held up.
    expect((await subscribe({ email: "neighbour@example.com" }, { "CF-Connecting-IP": "203.0.113.8" })).status).toBe(
      201,
    );
  });
});

describe("the footer's form and /newsletter", () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    request("/newsletter", {
      method: "POST",
      body,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });

  it("posts every page's footer form to /newsletter", async () => {
    for (const path of ["/", "/products", "/newsletter"]) {
      const html = await (await request(path)).text();
      expect(html, path).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/newsletter")/);
    }
  });

  it("thanks the visitor on the page when the form is sent before hydration, and keeps the address", async () => {
    const response = await post("email=plain%40example.com");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you! We will write to plain@example.com.");
    expect(await stored()).toContain("plain@example.com");
    const again = await post("email=PLAIN%40example.com");
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("plain@example.com is already on our list.");
  });

  it("shows the refusal instead of a thank-you for a bad address", async () => {
    const response = await post("email=nope");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(EMAIL_MESSAGE);
    expect(html).not.toContain("Thank you!");
  });

  it("shares the rate limit with the API", async () => {
    const client = { "CF-Connecting-IP": "203.0.113.9" };
    for (let index = 0; index < SUBSCRIBE_LIMIT.max; index++) {
      expect((await post(`email=page${index}%40example.com`, client)).status).toBe(200);
    }
    const refused = await post("email=page-more%40example.com", client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.text()).toContain("Too many sign-ups from this connection.");
    expect((await subscribe({ email: "api-more@example.com" }, client)).status).toBe(429);
  });
});

describe("GET /api/subscribers", () => {
  it("is for admins only", async () => {
    expect((await request("/api/subscribers", { jar: anonymous })).status).toBe(401);
    expect((await request("/api/subscribers", { jar: shopper })).status).toBe(403);
    expect((await request("/api/subscribers?format=csv", { jar: shopper })).status).toBe(403);
  });

  it("lists the subscribers, oldest first", async () => {
    const response = await request("/api/subscribers", { jar: admin });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { email: string; subscribedAt: string }[]; total: number };
    expect(body.total).toBe((await stored()).length);
    expect(body.items[0]).toEqual({ email: "reader@example.com", subscribedAt: expect.any(String) });
  });

  it("downloads them as CSV, with cells a spreadsheet cannot run", async () => {
    // Email patterns allow a leading + or -, which a spreadsheet reads as a formula.
    expect((await subscribe({ email: "-2+3@example.com" })).status).toBe(201);
    const response = await request("/api/subscribers?format=csv", { jar: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at");
    expect(lines[1]).toMatch(/^reader@example\.com,\d{4}-\d{2}-\d{2}T/);
    expect(lines).toContainEqual(expect.stringMatching(/^'-2\+3@example\.com,/));
    expect(lines).toHaveLength((await stored()).length + 1);
  });

  it("is linked from the admin's dashboard home, not the shopper's", async () => {
    const home = await (await request("/dashboard", { jar: admin })).text();
    expect(home).toContain(">Newsletter<");
    expect(home).toContain('href="/api/subscribers?format=csv"');
    const shopperHome = await (await request("/dashboard", { jar: shopper })).text();
    expect(shopperHome).not.toContain("/api/subscribers");
  });
});
