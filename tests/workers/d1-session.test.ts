/**
 * D1's Sessions API per request (issue 29, decision 032): a write hands its bookmark back in a cookie, the next
 * requests read from it (and past the anonymous page cache), and a cookie that is not a bookmark is ignored.
 */
import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, bookmarkFrom } from "~/server/d1-session.ts";
import { CookieJar, ORIGIN, request, seedDemoShop } from "./helpers.ts";

await seedDemoShop();

function bookmarkSet(response: Response): string | null {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`));
  return header ?? null;
}

describe("the D1 bookmark cookie", () => {
  it("comes back from a write, short-lived and out of scripts' reach, and not from a read", async () => {
    const jar = new CookieJar();
    const read = await request("/", { jar });
    expect(read.status).toBe(200);
    expect(bookmarkSet(read)).toBeNull();

    const write = await request("/api/subscribers", {
      method: "POST",
      json: { email: "bookmark@example.com" },
      headers: { Origin: ORIGIN },
      jar,
    });
    expect(write.status).toBe(201);
    const cookie = bookmarkSet(write);
    expect(cookie).toMatch(/^d1_bookmark=[0-9A-Za-z-]+; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax/);
    expect(jar.has(BOOKMARK_COOKIE)).toBe(true);
  });

  it("takes the next page past the anonymous page cache, which may be older than the write", async () => {
    const jar = new CookieJar();
    await request("/api/subscribers", {
      method: "POST",
      json: { email: "next-page@example.com" },
      headers: { Origin: ORIGIN },
      jar,
    });
    const page = await request("/", { jar });
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Cache")).toBe("BYPASS");
  });

  it("ignores a cookie that is not a bookmark: the page is served as to anyone", async () => {
    const page = await request("/", { headers: { Cookie: `${BOOKMARK_COOKIE}=<script>; other=1` } });
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Cache")).not.toBe("BYPASS");
  });
});

describe("bookmarkFrom", () => {
  it("reads a well-formed bookmark and nothing else", () => {
    expect(bookmarkFrom(`a=1; ${BOOKMARK_COOKIE}=0000000e-00000003-00004f8e-9d4a`)).toBe(
      "0000000e-00000003-00004f8e-9d4a",
    );
    expect(bookmarkFrom(`${BOOKMARK_COOKIE}=first-primary`)).toBe("first-primary");
    expect(bookmarkFrom(`${BOOKMARK_COOKIE}=a%20b`)).toBeNull();
    expect(bookmarkFrom(`${BOOKMARK_COOKIE}=${"a".repeat(201)}`)).toBeNull();
    expect(bookmarkFrom(`${BOOKMARK_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(bookmarkFrom("other=1")).toBeNull();
    expect(bookmarkFrom(null)).toBeNull();
  });
});
