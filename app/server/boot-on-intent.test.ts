import { describe, expect, it } from "vitest";
import {
  BOOT_ON_INTENT_SCRIPT,
  COUNTDOWN_TICKER_SCRIPT,
  INERT_MODULE_TYPE,
  INERT_PRELOAD_REL,
  INERT_SCRIPT_TYPE,
} from "~/boot-on-intent.ts";
import { bootsOnIntent, withScriptsOnIntent } from "./boot-on-intent.ts";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js"/><link rel="stylesheet" href="/assets/shop.css"/>' +
  '<script nonce="n">window.__earlyTaps=[]</script></head>' +
  "<body><p>A &quot;type=&quot;module&quot;&quot; in a description, and 3 &lt; 4</p>" +
  '<script type="application/ld+json">{"@type":"Product"}</script>' +
  '<script nonce="n">((storageKey, restoreKey) => {window.scrollTo(0, 0)})("k", null)</script>' +
  '<script nonce="n">for(var b=0;b<a.length;b+=2){}</script>' +
  '<script nonce="n">window.__reactRouterContext = {"a":1};</script>' +
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root-B.js";</script>' +
  '<div hidden id="S:1"><a href="/products">বাংলা</a></div><script nonce="n">$RC("B:1","S:1")</script>' +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';

/** `html` through the rewrite in chunks of `size` bytes, as React streams it. */
async function rewritten(html: string, size: number): Promise<{ text: string; chunks: number }> {
  const bytes = new TextEncoder().encode(html);
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  const parts: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of withScriptsOnIntent(source)) parts.push(decoder.decode(chunk, { stream: true }));
  return { text: parts.join("") + decoder.decode(), chunks: parts.length };
}

describe("withScriptsOnIntent", () => {
  it("makes the module script, its preloads and React Router's inline scripts inert, and nothing else", async () => {
    const { text } = await rewritten(PAGE, PAGE.length * 4);
    expect(text).toBe(
      PAGE.replaceAll('<link rel="modulepreload"', `<link rel="${INERT_PRELOAD_REL}"`)
        .replace(' type="module" async=""', ` type="${INERT_MODULE_TYPE}"`)
        .replaceAll(
          '<script nonce="n">window.__reactRouterContext',
          `<script type="${INERT_SCRIPT_TYPE}" nonce="n">window.__reactRouterContext`,
        )
        .replace('<script nonce="n">((storageKey', `<script type="${INERT_SCRIPT_TYPE}" nonce="n">((storageKey`),
    );
    // React Router's three kinds of inline script wait for the boot; the rest, and data blocks, are left alone.
    expect(text.split(INERT_SCRIPT_TYPE)).toHaveLength(4);
    expect(text).toContain('<script nonce="n">window.__earlyTaps=[]</script>');
    expect(text).toContain('<script nonce="n">for(var b=0;');
    expect(text).toContain('<script nonce="n">$RC("B:1","S:1")</script>');
    expect(text).toContain('<script type="application/ld+json">');
    expect(text).not.toContain('"modulepreload"');
    expect(text).toContain('<link rel="stylesheet" href="/assets/shop.css"/>');
    expect(text).toContain("A &quot;type=&quot;module&quot;&quot; in a description");
  });

  it("gives the same page whatever the chunks, a tag or a character cut in two included", async () => {
    const { text: whole } = await rewritten(PAGE, PAGE.length * 4);
    for (const size of [1, 2, 3, 7, 16, 33, 100]) {
      const { text, chunks } = await rewritten(PAGE, size);
      expect(text, `chunks of ${size} bytes`).toBe(whole);
      // Passed on as it comes: only an unfinished tag waits for the next chunk.
      if (size >= 16) expect(chunks).toBeGreaterThan(1);
    }
  });
});

describe("bootsOnIntent", () => {
  it("holds for the browsing pages and the cart, and not for checkout, payment, orders or the dashboard", () => {
    for (const id of [
      "routes/home",
      "routes/home-alias",
      "routes/products",
      "routes/productdetails.$id",
      "routes/shoppingcart",
    ])
      expect(bootsOnIntent(id), id).toBe(true);
    for (const id of [undefined, "root", "routes/productorder.$id", "routes/payment.$id"])
      expect(bootsOnIntent(id), String(id)).toBe(false);
    expect(bootsOnIntent("routes/dashboard.manageorder")).toBe(false);
  });

  it("writes inline scripts that parse, each an expression that ends where it is joined to the next", () => {
    for (const script of [BOOT_ON_INTENT_SCRIPT, COUNTDOWN_TICKER_SCRIPT]) {
      expect(() => new Function(script)).not.toThrow();
      expect(script).toMatch(/^\(\(\)=>\{.*\}\)\(\)$/s);
    }
  });
});
