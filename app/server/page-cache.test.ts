import { describe, expect, it } from "vitest";
import type { FlashSaleStatus } from "~/domain/flash-sale/flash-sale.server.ts";
import {
  CLOCK_LIFETIME_MS,
  configFingerprint,
  isStorablePage,
  PAGE_LIFETIME_MS,
  pageCacheKey,
  pageExpiry,
  swapNonce,
} from "./page-cache.ts";

const NOW = Date.UTC(2026, 10, 22, 12);
const MINUTE = 60_000;

function status(state: FlashSaleStatus["state"], window: FlashSaleStatus["window"], now = NOW): FlashSaleStatus {
  return { state, window, now };
}

describe("pageExpiry", () => {
  it("keeps a page that never read the window, or read it with no sale coming, for the full lifetime", () => {
    expect(pageExpiry(NOW, status("none", null), false)).toBe(NOW + PAGE_LIFETIME_MS);
    expect(pageExpiry(NOW, status("none", null), true)).toBe(NOW + PAGE_LIFETIME_MS);
    const ended = { startsAt: NOW - 60 * MINUTE, endsAt: NOW - MINUTE };
    expect(pageExpiry(NOW, status("ended", ended), true)).toBe(NOW + PAGE_LIFETIME_MS);
  });

  it("never keeps a page past the next boundary of the window, whether or not the page read it", () => {
    const endsSoon = { startsAt: NOW - MINUTE, endsAt: NOW + 2 * MINUTE };
    expect(pageExpiry(NOW, status("open", endsSoon), false)).toBe(endsSoon.endsAt);
    const startsSoon = { startsAt: NOW + 3 * MINUTE, endsAt: NOW + 60 * MINUTE };
    expect(pageExpiry(NOW, status("upcoming", startsSoon), false)).toBe(startsSoon.startsAt);
    const endsNow = { startsAt: NOW - MINUTE, endsAt: NOW + 300 };
    expect(pageExpiry(NOW, status("open", endsNow), true)).toBe(endsNow.endsAt);
  });

  it("keeps a page that shows the sale's clock for a second after the window was read", () => {
    const open = { startsAt: NOW - MINUTE, endsAt: NOW + 60 * MINUTE };
    expect(pageExpiry(NOW + 40, status("open", open), true)).toBe(NOW + CLOCK_LIFETIME_MS);
    const upcoming = { startsAt: NOW + 60 * MINUTE, endsAt: NOW + 120 * MINUTE };
    expect(pageExpiry(NOW, status("upcoming", upcoming), true)).toBe(NOW + CLOCK_LIFETIME_MS);
  });

  it("does not keep a page when the window could not be read", () => {
    expect(pageExpiry(NOW, null, false)).toBe(NOW);
  });
});

describe("isStorablePage", () => {
  const page = (status: number, headers: Record<string, string>) =>
    new Response("<!DOCTYPE html><html></html>", { status, headers });
  const html = { "Content-Type": "text/html; charset=utf-8" };

  it("keeps a 200 HTML page whose own headers allow a shared cache", () => {
    expect(isStorablePage(page(200, { ...html, "Cache-Control": "public, max-age=0, must-revalidate" }))).toBe(true);
    expect(isStorablePage(page(200, { ...html, "Cache-Control": "s-maxage=60" }))).toBe(true);
  });

  it("keeps nothing private, uncacheable, silent about caching, cookie-setting, non-HTML or not a 200", () => {
    expect(isStorablePage(page(200, { ...html, "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isStorablePage(page(200, { ...html, "Cache-Control": "public, no-cache" }))).toBe(false);
    expect(isStorablePage(page(200, { ...html, "Cache-Control": "public, no-store" }))).toBe(false);
    expect(isStorablePage(page(200, html))).toBe(false);
    expect(isStorablePage(page(200, { ...html, "Cache-Control": "public", "Set-Cookie": "a=b" }))).toBe(false);
    expect(isStorablePage(page(200, { "Content-Type": "application/json", "Cache-Control": "public" }))).toBe(false);
    for (const status of [201, 301, 404, 500])
      expect(isStorablePage(page(status, { ...html, "Cache-Control": "public" })), String(status)).toBe(false);
  });
});

describe("pageCacheKey", () => {
  const key = (
    url: string,
    fingerprint = "abc",
    userAgent = "Mozilla/5.0 Firefox/140.0",
    language: "en" | "bn" = "en",
  ) => pageCacheKey(new Request(url, { headers: { "User-Agent": userAgent } }), fingerprint, language).url;

  it("names the page's origin, path and query, the build, the audience and the language", () => {
    expect(key("https://shop.example/products?q=phone&page=2")).toBe(
      "https://shop.example/__page-cache/abc/browser/en/products?q=phone&page=2",
    );
    expect(key("https://shop.example/", undefined, "Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(
      "https://shop.example/__page-cache/abc/crawler/en/",
    );
    expect(key("https://shop.example/", undefined, undefined, "bn")).toBe(
      "https://shop.example/__page-cache/abc/browser/bn/",
    );
  });

  it("changes with the build and the host", () => {
    const base = key("https://shop.example/");
    expect(key("https://shop.example/", "abd")).not.toBe(base);
    expect(key("https://other.example/")).not.toBe(base);
  });
});

describe("configFingerprint", () => {
  it("changes with the build and with vars, and with a secret only being set or not", async () => {
    const env = { SHOP_CURRENCY: "USD", AUTH_GOOGLE_SECRET: "one", DB: {} };
    const base = await configFingerprint(env, "build-1");
    expect(await configFingerprint({ ...env }, "build-1")).toBe(base);
    expect(await configFingerprint({ ...env }, "build-2")).not.toBe(base);
    expect(await configFingerprint({ ...env, SHOP_CURRENCY: "BDT" }, "build-1")).not.toBe(base);
    expect(await configFingerprint({ ...env, AUTH_GOOGLE_SECRET: "two" }, "build-1")).toBe(base);
    expect(await configFingerprint({ ...env, AUTH_GOOGLE_SECRET: "" }, "build-1")).not.toBe(base);
  });
});

describe("swapNonce", () => {
  const page = (nonce: string) =>
    `<link rel="modulepreload" href="/a.js" nonce="${nonce}"/><p>nonce="text" ${nonce}</p>` +
    `<script nonce="${nonce}">import("/a.js")</script><script nonce="${nonce}">$RC("B:0","S:0")</script>`;
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  const encode = (text: string) => new TextEncoder().encode(text);

  it("puts the new nonce in every nonce attribute and changes nothing else", () => {
    const from = "r8G0mIcZ1oE8jXr0aUNL9A==";
    const to = "Zm9vYmFyYmF6cXV4MTIzNA==";
    expect(decode(swapNonce(encode(page(from)), from, to))).toBe(
      page(to).replace(`nonce="text" ${to}`, `nonce="text" ${from}`),
    );
  });

  it("works on a nonce of another length too, and on a page with no nonce", () => {
    expect(decode(swapNonce(encode(page("abc")), "abc", "defgh"))).toBe(
      page("defgh").replace('nonce="text" defgh', 'nonce="text" abc'),
    );
    expect(decode(swapNonce(encode("<p>é</p>"), "abc", "xyz"))).toBe("<p>é</p>");
  });
});
