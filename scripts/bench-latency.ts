/**
 * `npm run bench:latency`: what a shopper far from the database waits for (issue 29). Builds the production bundle
 * with `VITE_LATENCY_BENCH=1` (its own build: only it can delay D1, see app/server/d1-latency.ts), serves it on
 * local workerd with every D1 call delayed by `--rtt` ms (default 150), and asks each page as an anonymous visitor
 * and as the signed-in demo shopper, past the page cache (a fresh query string each time, as a cache miss).
 *
 * Prints per page the median time to the response's headers (TTFB) of `--runs` requests (default 5) and the
 * sequential D1 round trips the Worker counted (`X-D1-Round-Trips`). `--json` prints
 * `{ rttMs, pages: [{ path, signedIn, ttfbMs, roundTrips }] }` instead. Loopback only; bounded in count and time.
 */
import { parseArgs } from "node:util";
import { plainProducts } from "./lib/plain-products.ts";
import { median } from "./lib/median.ts";
import { startProductionServer } from "./lib/production-server.ts";

const { values } = parseArgs({
  options: {
    rtt: { type: "string", default: "150" },
    runs: { type: "string", default: "5" },
    json: { type: "boolean", default: false },
  },
});
const RTT_MS = Math.max(0, Math.min(2_000, Number(values.rtt)));
const RUNS = Math.max(1, Math.min(20, Number(values.runs)));
const TIMEOUT_MS = 30_000;

async function timePage(url: string, cookie: string | null): Promise<{ ttfbMs: number; roundTrips: number }> {
  const start = performance.now();
  const response = await fetch(url, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const ttfbMs = performance.now() - start;
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  const counted = response.headers.get("X-D1-Round-Trips");
  if (counted === null) throw new Error(`${url}: no X-D1-Round-Trips header (not the benchmark's build?)`);
  return { ttfbMs, roundTrips: Number(counted) };
}

async function signIn(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL },
    body: JSON.stringify({ email: "shopper@example.com", password: "Shopper#26" }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status}`);
  // Only the session: the bookmark the sign-in wrote would take the pages past the cache, which they are already.
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.startsWith("d1_bookmark="))
    .join("; ");
}

process.env.VITE_LATENCY_BENCH = "1";
const server = await startProductionServer(".tmp/bench-latency-state", { BENCH_D1_DELAY_MS: String(RTT_MS) });
try {
  const product = (await plainProducts(server.baseURL, 1))[0];
  if (!product) throw new Error("no product to open");
  const paths = ["/", "/products", `/productdetails/${product._id}`, "/products?q=phone"];
  const session = await signIn(server.baseURL);
  const pages: { path: string; signedIn: boolean; ttfbMs: number; roundTrips: number }[] = [];
  let bust = 0;
  for (const signedIn of [false, true]) {
    for (const path of paths) {
      // Warm this page's code in the isolate first; then the runs.
      const url = () => `${server.baseURL}${path}${path.includes("?") ? "&" : "?"}bench=${++bust}`;
      await timePage(url(), signedIn ? session : null);
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await timePage(url(), signedIn ? session : null));
      pages.push({
        path,
        signedIn,
        ttfbMs: Math.round(median(runs.map((each) => each.ttfbMs))),
        roundTrips: Math.max(...runs.map((each) => each.roundTrips)),
      });
    }
  }
  if (values.json) console.log(JSON.stringify({ rttMs: RTT_MS, pages }, null, 2));
  else {
    console.log(`e-Shop latency: production build, every D1 call delayed ${RTT_MS} ms, median of ${RUNS} per page`);
    console.table(
      pages.map((page) => ({
        page: page.path,
        visitor: page.signedIn ? "signed in" : "anonymous",
        "TTFB ms": page.ttfbMs,
        "D1 round trips": page.roundTrips,
        "TTFB - round trips x rtt": page.ttfbMs - page.roundTrips * RTT_MS,
      })),
    );
  }
} finally {
  server.stop();
}
