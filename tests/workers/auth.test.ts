import { describe, expect, it } from "vitest";
import { findUserByEmail } from "~/domain/accounts/users.server.ts";
import { CookieJar, db, registerAccount, request, signIn } from "./helpers.ts";

async function session(jar: CookieJar) {
  return (await (await request("/api/session", { jar })).json()) as {
    user: { email: string; displayName: string; admin: boolean; emailVerified: boolean } | null;
  };
}

describe("registration", () => {
  it("creates the account, signs it in, and stores only a salted PBKDF2 hash", async () => {
    const jar = await registerAccount("Rahim Uddin", "Rahim@Example.com", "Secret#1234");
    expect((await session(jar)).user).toEqual({
      email: "rahim@example.com",
      displayName: "Rahim Uddin",
      admin: false,
      emailVerified: false,
    });
    const stored = await findUserByEmail(db, "rahim@example.com");
    expect(stored?.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored?.passwordHash).not.toContain("Secret#1234");
  });

  it("refuses an email that is already registered, whatever its case", async () => {
    await registerAccount("First", "taken@example.com", "Password1");
    const response = await request("/api/users", {
      method: "POST",
      json: { name: "Second", email: "TAKEN@example.com", password: "Password2" },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: "An account with this email already exists. Please sign in instead.",
    });
  });

  it("answers 400 with the spec's messages for each invalid field", async () => {
    const cases = [
      [{ name: "", email: "a@example.com", password: "Password1" }, "name", "Please Enter Your Name"],
      [
        { name: "x".repeat(81), email: "a@example.com", password: "Password1" },
        "name",
        "Name must be at most 80 characters",
      ],
      [{ name: "Ann", email: "not-an-email", password: "Password1" }, "email", "Please enter a valid Email Address"],
      [{ name: "Ann", email: "a@example.com", password: "Short1!" }, "password", "Password Must be 8-128 characters"],
      [
        { name: "Ann", email: "a@example.com", password: "x".repeat(129) },
        "password",
        "Password Must be 8-128 characters",
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await request("/api/users", { method: "POST", json: body });
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as { issues: Record<string, string> }).issues[field]).toBe(message);
    }
  });
});

describe("sign-in and sign-out", () => {
  it("accepts a 12-character password that registration accepted (the old login capped it at 11)", async () => {
    await registerAccount("Twelve", "twelve@example.com", "Twelve#Chars");
    const jar = await signIn("TWELVE@example.com", "Twelve#Chars");
    expect((await session(jar)).user?.email).toBe("twelve@example.com");
  });

  it("sets an HttpOnly, SameSite=Lax session cookie, Secure over https", async () => {
    await registerAccount("Cookie", "cookie@example.com", "Cookie#1234");
    const response = await request("https://shop.test/api/session", {
      method: "POST",
      json: { email: "cookie@example.com", password: "Cookie#1234" },
    });
    const cookie = response.headers.getSetCookie().find((header) => header.includes("session-token="));
    expect(cookie).toMatch(/^__Secure-authjs\.session-token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    await registerAccount("Known", "known@example.com", "Known#1234");
    const wrong = await request("/api/session", {
      method: "POST",
      json: { email: "known@example.com", password: "Wrong#1234" },
    });
    const unknown = await request("/api/session", {
      method: "POST",
      json: { email: "nobody@example.com", password: "Wrong#1234" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(wrong.headers.getSetCookie().some((header) => /session-token=[^;]/.test(header))).toBe(false);
  });

  it("ends the session on sign-out", async () => {
    await registerAccount("Leaving", "leaving@example.com", "Leave#1234");
    const jar = await signIn("leaving@example.com", "Leave#1234");
    const response = await request("/api/session", { method: "DELETE", jar });
    expect(response.status).toBe(200);
    expect((await session(jar)).user).toBeNull();
  });

  it("ignores a forged session cookie", async () => {
    const response = await request("/api/session", { headers: { Cookie: "authjs.session-token=forged.token.value" } });
    expect(((await response.json()) as { user: unknown }).user).toBeNull();
  });
});

describe("sign-in limits", () => {
  it("answers 429 to the sixth attempt from one address after five failures, even with the right password", async () => {
    await registerAccount("Target", "target@example.com", "Target#1234");
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await request("/api/session", {
        method: "POST",
        json: { email: "target@example.com", password: "Guess#" + attempt + "000" },
      });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const sixth = await request("/api/session", {
      method: "POST",
      json: { email: "target@example.com", password: "Target#1234" },
    });
    expect(sixth.status).toBe(429);
    const wait = Number(sixth.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await sixth.json()).toEqual({
      error:
        "Too many wrong passwords for this account from your network. Please try again in 15 minutes. A phone or computer you have signed in on before still works from another network.",
    });
  });

  it("applies to Auth.js's own credentials callback as well", async () => {
    const jar = new CookieJar();
    const csrf = (await (await request("/api/auth/csrf", { jar })).json()) as { csrfToken: string };
    const post = () =>
      request("/api/auth/callback/credentials", {
        method: "POST",
        jar,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          email: "direct@example.com",
          password: "Guess#0000",
          csrfToken: csrf.csrfToken,
        }).toString(),
      });
    for (let attempt = 1; attempt <= 5; attempt++) expect((await post()).status).toBe(302);
    expect((await post()).status).toBe(429);
  });
});

describe("same-origin mutations", () => {
  it("refuses an API mutation sent from another site", async () => {
    const fromElsewhere = await request("/api/session", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      json: { email: "a@example.com", password: "Password1" },
    });
    expect(fromElsewhere.status).toBe(403);
    const crossSite = await request("/api/users", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site" },
      json: { name: "A", email: "a@example.com", password: "Password1" },
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await request("/api/users", {
      method: "POST",
      headers: { Origin: "http://shop.test", "Sec-Fetch-Site": "same-origin" },
      json: { name: "Same", email: "same@example.com", password: "Password1" },
    });
    expect(sameOrigin.status).toBe(201);
  });
});
