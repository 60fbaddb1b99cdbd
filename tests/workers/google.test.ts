import { describe, expect, it } from "vitest";
import { CookieJar, request } from "./helpers.ts";

describe("Google sign-in", () => {
  it("signs in through a local OpenID Connect provider and creates the user record", async () => {
    const jar = new CookieJar();
    const { csrfToken } = (await (await request("/api/auth/csrf", { jar })).json()) as { csrfToken: string };
    const start = await request("/api/auth/signin/google", {
      method: "POST",
      jar,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, callbackUrl: "http://shop.test/dashboard" }).toString(),
    });
    expect(start.status).toBe(302);
    const authorizeUrl = start.headers.get("Location")!;
    expect(authorizeUrl).toContain("/authorize");

    // The provider "signs the user in" and sends the browser back to our callback with a code.
    const authorize = await fetch(authorizeUrl, { redirect: "manual" });
    const callbackUrl = new URL(authorize.headers.get("Location")!);
    expect(callbackUrl.pathname).toBe("/api/auth/callback/google");

    const callback = await request(callbackUrl.pathname + callbackUrl.search, { jar });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toBe("http://shop.test/dashboard");

    const session = (await (await request("/api/session", { jar })).json()) as { user: unknown };
    expect(session.user).toEqual({
      email: "google.user@example.com",
      displayName: "Google User",
      admin: false,
      emailVerified: true,
    });
  });
});
