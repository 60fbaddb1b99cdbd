/**
 * `npm run bench:pages`: page weight and throughput of the production build on local workerd.
 *
 * For `/`, `/products`, a product page, a search and the cart page it prints the HTML, JavaScript and CSS bytes each
 * page sends (gzip, as a browser on a first visit downloads them; the JavaScript twice: what loads with the page, and
 * what the browsing pages load on the visitor's first touch, decision 035), then requests per second, the share of a
 * static response's rate from the same Worker measured in the same round (`/robots.txt`, no D1), p50/p99 latency, errors
 * and how many answers came from the edge cache of anonymous pages (`X-Cache: HIT`, decision 016). The home is
 * measured a second time with a cart cookie, which the cache never serves, so the cost of rendering it stays in view.
 *
 * Each round loads the baseline, then every page, one after the other (CONCURRENCY connections for DURATION_MS per
 * URL); the table shows the median of ROUNDS rounds, the share the median of each round's own share. Loopback only;
 * every loop is bounded in time and count: ROUNDS x 7 URLs x DURATION_MS, plus the build and start.
 */
import { gzipSync } from "node:zlib";
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from "../app/boot-on-intent.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { median } from "./lib/median.ts";
import { productWithOptionsPath, topRatedProductPath } from "./lib/shop-pages.ts";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3_000);
const ROUNDS = Math.max(1, Math.min(9, Number(process.env.BENCH_ROUNDS ?? 3)));
const MAX_REQUESTS = 20_000;

interface Weight {
  html: number;
  /** Loaded with the page. */
  js: number;
  /** Loaded on the first touch too (the browsing pages' inert module script and preloads, decision 035). */
  jsOnTouch: number;
  css: number;
  files: number;
}

/** The page's scripts and stylesheets: those it loads at once, and those it makes live on the first touch. */
function assetUrls(html: string, base: string) {
  const js = new Set<string>();
  const onTouch = new Set<string>();
  const css = new Set<string>();
  const add = (set: Set<string>, path: string) => set.add(new URL(path, base).href);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) add(js, match[1]!);
  for (const match of html.matchAll(new RegExp(`<link[^>]+rel="${INERT_PRELOAD_REL}"[^>]+href="([^"]+)"`, "g")))
    add(onTouch, match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) add(js, match[1]!);
  for (const match of html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)) {
    const set = match[1]!.includes(`type="${INERT_MODULE_TYPE}"`) ? onTouch : js;
    for (const imported of match[2]!.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) add(set, imported[1]!);
  }
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) add(css, match[1]!);
  for (const url of js) onTouch.delete(url);
  return { js: [...js], onTouch: [...onTouch], css: [...css] };
}

async function gzippedSize(url: string): Promise<number> {
  const body = new Uint8Array(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 6 }).length;
}

async function pageWeight(url: string): Promise<Weight> {
  const html = await (await fetch(url)).text();
  const { js, onTouch, css } = assetUrls(html, url);
  const sum = async (urls: string[]) => (await Promise.all(urls.map(gzippedSize))).reduce((a, b) => a + b, 0);
  const loaded = await sum(js);
  return {
    html: gzipSync(Buffer.from(html)).length,
    js: loaded,
    jsOnTouch: loaded + (await sum(onTouch)),
    css: await sum(css),
    files: js.length + css.length,
  };
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  hits: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  let hits = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline && latencies.length + errors < MAX_REQUESTS) {
      const begin = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - begin);
        else errors += 1;
        if (response.headers.get("X-Cache") === "HIT") hits += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    rps: latencies.length / seconds,
    p50: percentile(50),
    p99: percentile(99),
    requests: latencies.length,
    errors,
    hits,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const server = await startProductionServer(".tmp/bench-state");
try {
  const pages: [string, string][] = [
    ["home", "/"],
    ["products", "/products"],
    ["product page", await topRatedProductPath(server.baseURL)],
    ["with options", await productWithOptionsPath(server.baseURL)],
    ["search", "/products?q=phone"],
    ["cart page", "/shoppingcart"],
  ];
  /** What each round loads, after the baseline: every page as an anonymous visitor, then the home with a cart. */
  const targets: { label: string; path: string; headers: Record<string, string> }[] = [
    ...pages.map(([name, path]) => ({ label: `${name} ${path}`, path, headers: {} })),
    { label: "home, uncached (cart cookie) /", path: "/", headers: { Cookie: "cart_count=1" } },
  ];
  const baseline = { label: "baseline (static) /robots.txt", path: "/robots.txt", headers: {} };

  console.log(`e-Shop page benchmark: production build on local workerd at ${server.baseURL}`);
  console.log(
    `load: ${CONCURRENCY} concurrent connections for ${DURATION_MS / 1000}s per URL, ${ROUNDS} rounds, loopback\n`,
  );
  console.log("page weight (gzip, first visit)");
  console.log(
    [
      "page".padEnd(14),
      "html".padStart(10),
      "js".padStart(10),
      "js on touch".padStart(13),
      "css".padStart(10),
      "files".padStart(7),
    ].join(""),
  );
  for (const [name, path] of pages) {
    const weight = await pageWeight(server.baseURL + path);
    console.log(
      [
        name.padEnd(14),
        kb(weight.html).padStart(10),
        kb(weight.js).padStart(10),
        kb(weight.jsOnTouch).padStart(13),
        kb(weight.css).padStart(10),
        String(weight.files).padStart(7),
      ].join(""),
    );
  }

  // One warm-up request per URL, so neither a route's first compile nor the cache's first fill is measured.
  for (const target of [baseline, ...targets]) {
    await fetch(server.baseURL + target.path, { headers: target.headers }).then((response) => response.arrayBuffer());
  }
  const results = new Map<string, Load[]>();
  const shares = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const base = await load(server.baseURL + baseline.path, baseline.headers);
    results.set(baseline.label, [...(results.get(baseline.label) ?? []), base]);
    for (const target of targets) {
      const result = await load(server.baseURL + target.path, target.headers);
      results.set(target.label, [...(results.get(target.label) ?? []), result]);
      shares.set(target.label, [...(shares.get(target.label) ?? []), result.rps / base.rps]);
    }
  }

  console.log(
    `\nthroughput (median of ${ROUNDS} rounds; "of static": share of the baseline's req/s in the same round)`,
  );
  console.log(
    [
      "url".padEnd(40),
      "req/s".padStart(7),
      "of static".padStart(10),
      "p50".padStart(10),
      "p99".padStart(10),
      "requests".padStart(9),
      "errors".padStart(7),
      "cache hits".padStart(11),
    ].join(""),
  );
  for (const target of [baseline, ...targets]) {
    const runs = results.get(target.label)!;
    const share = shares.get(target.label);
    const requests = runs.reduce((sum, run) => sum + run.requests, 0);
    const hits = runs.reduce((sum, run) => sum + run.hits, 0);
    console.log(
      [
        target.label.slice(0, 39).padEnd(40),
        median(runs.map((run) => run.rps))
          .toFixed(0)
          .padStart(7),
        (share ? `${(median(share) * 100).toFixed(0)}%` : "").padStart(10),
        ms(median(runs.map((run) => run.p50))).padStart(10),
        ms(median(runs.map((run) => run.p99))).padStart(10),
        String(requests).padStart(9),
        String(runs.reduce((sum, run) => sum + run.errors, 0)).padStart(7),
        (target === baseline ? "" : `${requests ? ((hits / requests) * 100).toFixed(0) : 0}%`).padStart(11),
      ].join(""),
    );
  }
} finally {
  server.stop();
}
