/**
 * Every route of app/routes.ts, as a visitor and as an admin, read and written, answers with the security headers
 * (set once, in the Worker entry): a CSP whose script nonce is new on every response and is the one the HTML's
 * scripts carry, nosniff, the referrer and permissions policies, and HSTS over https only.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes.ts";
import { registerAdmin, request, routePatterns, seedDemoShop } from "./helpers.ts";

let imageKey: string;

await seedDemoShop();
const admin = await registerAdmin("Header Admin", "header-admin@example.com", "Header#Pass1");

beforeAll(async () => {
  imageKey = (await env.IMAGES.list({ limit: 1 })).objects[0]!.key;
});

/** A real URL for a pattern: demo ids, an existing image, a category, the splat. */
function concrete(pattern: string): string {
  return (
    pattern
      .replace(":findItem?", "laptop")
      .replace(":orderId?", "")
      .replace(":id?", "1")
      .replace(":id", "1")
      .replace(":email", "admin%40example.com")
      .replace(":key", imageKey)
      .replace("*", "session")
      .replace(/\/$/, "") || "/"
  );
}

function expectSecurityHeaders(response: Response, label: string, https = false) {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  expect(csp, label).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data:",
  ]) {
    expect(csp, label).toContain(directive);
  }
  expect(response.headers.get("X-Content-Type-Options"), label).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy"), label).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("Permissions-Policy"), label).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
  );
  if (https) expect(response.headers.get("Strict-Transport-Security"), label).toMatch(/^max-age=\d{7,}/);
  else expect(response.headers.get("Strict-Transport-Security"), label).toBeNull();
}

describe("security headers on every route", () => {
  it("covers every route of app/routes.ts", () => {
    const all = routePatterns(routes);
    expect(all.length).toBeGreaterThan(40);
    expect(all).toContain("/api/products/:id");
    expect(all).toContain("/dashboard/addadmin");
  });

  it("sends them on every route, read by a visitor and by an admin, and on writes and refusals", async () => {
    for (const url of new Set(routePatterns(routes).map(concrete))) {
      expectSecurityHeaders(await request(url), `GET ${url}`);
      expectSecurityHeaders(await request(url, { jar: admin }), `admin GET ${url}`);
      expectSecurityHeaders(
        await request(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }),
        `POST ${url}`,
      );
    }
    expectSecurityHeaders(
      await request("/api/products", { method: "POST", headers: { Origin: "https://evil.example" } }),
      "cross-site refusal",
    );
    expectSecurityHeaders(await request("/products/a%00b"), "bad path refusal");
  });

  it("sends Strict-Transport-Security over https", async () => {
    for (const url of ["https://shop.test/", "https://shop.test/api/products", "https://shop.test/no-such-page"]) {
      expectSecurityHeaders(await request(url), url, true);
    }
  });

  it("puts a fresh nonce on each page and on every script of its HTML, and no script without it", async () => {
    const first = await request("/");
    const second = await request("/");
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)![1]!;
    const nonce = nonceOf(first);
    expect(nonceOf(second)).not.toBe(nonce);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      if (/type="application\/(ld\+)?json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("lets Google sign-in's redirect through form-action when Google is configured", async () => {
    const csp = (await request("/")).headers.get("Content-Security-Policy")!;
    expect(csp).toContain(`form-action 'self' ${new URL(env.AUTH_GOOGLE_ISSUER!).origin}`);
  });
});
