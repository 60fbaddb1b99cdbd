/**
 * `npm run bench:pages`: page weight and throughput of the production build on local workerd.
 *
 * For `/`, `/products`, a product page and a search it prints the HTML, JavaScript and CSS bytes each page sends
 * (gzip, as a browser on a first visit downloads them), then requests per second and p50/p99 latency under a
 * fixed local load (CONCURRENCY connections for DURATION_MS per page), beside a static response from the same
 * Worker (`/robots.txt`, no D1) as the baseline. Loopback only; every loop is bounded in time and count.
 */
import { gzipSync } from "node:zlib";
import { startProductionServer } from "./lib/production-server.ts";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const MAX_REQUESTS = 20_000;

interface Weight {
  html: number;
  js: number;
  css: number;
  files: number;
}

function assetUrls(html: string, base: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    js.add(new URL(match[1]!, base).href);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(new URL(match[1]!, base).href);
  for (const match of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(new URL(match[1]!, base).href);
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))
    css.add(new URL(match[1]!, base).href);
  return { js: [...js], css: [...css] };
}

async function gzippedSize(url: string): Promise<number> {
  const body = new Uint8Array(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 6 }).length;
}

async function pageWeight(url: string): Promise<Weight> {
  const html = await (await fetch(url)).text();
  const { js, css } = assetUrls(html, url);
  const jsSizes = await Promise.all(js.map(gzippedSize));
  const cssSizes = await Promise.all(css.map(gzippedSize));
  return {
    html: gzipSync(Buffer.from(html)).length,
    js: jsSizes.reduce((a, b) => a + b, 0),
    css: cssSizes.reduce((a, b) => a + b, 0),
    files: js.length + css.length,
  };
}

async function load(url: string) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline && latencies.length + errors < MAX_REQUESTS) {
      const begin = performance.now();
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - begin);
        else errors += 1;
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
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const server = await startProductionServer(".tmp/bench-state");
try {
  const products = (await (await fetch(`${server.baseURL}/api/products?pageSize=1&sort=rating`)).json()) as {
    items: { _id: string }[];
  };
  const pages: [string, string][] = [
    ["home", "/"],
    ["products", "/products"],
    ["product page", `/productdetails/${products.items[0]!._id}`],
    ["search", "/products?q=phone"],
  ];

  console.log(`e-Shop page benchmark: production build on local workerd at ${server.baseURL}`);
  console.log(`load: ${CONCURRENCY} concurrent connections for ${DURATION_MS / 1000}s per URL, loopback\n`);
  console.log("page weight (gzip, first visit)");
  console.log(
    ["page".padEnd(14), "html".padStart(10), "js".padStart(10), "css".padStart(10), "files".padStart(7)].join(""),
  );
  for (const [name, path] of pages) {
    const weight = await pageWeight(server.baseURL + path);
    console.log(
      [
        name.padEnd(14),
        kb(weight.html).padStart(10),
        kb(weight.js).padStart(10),
        kb(weight.css).padStart(10),
        String(weight.files).padStart(7),
      ].join(""),
    );
  }

  console.log("\nthroughput");
  console.log(
    [
      "url".padEnd(34),
      "req/s".padStart(9),
      "p50".padStart(11),
      "p99".padStart(11),
      "requests".padStart(10),
      "errors".padStart(8),
    ].join(""),
  );
  for (const [name, path] of [["baseline (static)", "/robots.txt"] as [string, string], ...pages]) {
    // One warm-up request so the first compile of a route is not measured.
    await fetch(server.baseURL + path).then((response) => response.arrayBuffer());
    const result = await load(server.baseURL + path);
    const label = `${name} ${path}`.slice(0, 33);
    console.log(
      [
        label.padEnd(34),
        result.rps.toFixed(0).padStart(9),
        ms(result.p50).padStart(11),
        ms(result.p99).padStart(11),
        String(result.requests).padStart(10),
        String(result.errors).padStart(8),
      ].join(""),
    );
  }
} finally {
  server.stop();
}
