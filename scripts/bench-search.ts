/**
 * `npm run bench:search`: search latency at catalogue sizes, on the production build on local workerd (issue 15).
 *
 * For each size (BENCH_SEARCH_SIZES, default 84,10000,100000; 84 is the demo shop) it seeds its own state folder,
 * `.tmp/bench-search/<size>`, with the demo shop topped up with generated products (`scripts/local-data.ts --reseed
 * --products <size>`, db/seed/generate-products.ts), starts `npm start` on a free loopback port on that folder (which
 * builds, finds the data there and keeps it), then times, one request after another:
 *
 * - `GET /api/products?q=<term>` for a fixed list of terms in classes (common, mid, phrase, rare, two-character, no
 *   match, typo): one warm-up request per term, then BENCH_SEARCH_REQUESTS (default 30) measured ones;
 * - a deep list page, `/api/products?page=500&sort=rating` (the last page when there are fewer);
 * - the search page `/products?q=...` (HTML) for two terms, with a cart cookie so the edge cache of anonymous pages
 *   does not answer (decision 016): the cost of rendering a search, not of a cache hit.
 *
 * It prints p50/p95/p99 per term and per class (from all of a class's samples), the pooled p95 of every API search,
 * the worst term's p95, the number of results (`total`) and top hit per term (do misspellings find anything?), D1's
 * rows read per search when the response says (`X-Rows-Read` header or a `rowsRead` field; else "n/a"), and at the
 * end a summary and the growth of p95 from one size to the next. Latency is measured by the client over loopback:
 * from sending the request to the last byte of the body.
 *
 * Bounded: loopback only; every request times out after 30 s (counted at 30 s in the percentiles, marked "*"); a
 * term stops after BENCH_SEARCH_TERM_BUDGET_MS (default 120 s) of requests, and the rest of a size is skipped after
 * BENCH_SEARCH_SIZE_BUDGET_MS (default 15 min); both say so in the output.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpus, platform, release } from "node:os";
import { resolve } from "node:path";
import { freePort } from "./lib/production-server.ts";

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? "84,10000,100000")
  .split(",")
  .map((size) => Number(size.trim().replaceAll("_", "")));
if (SIZES.length === 0 || SIZES.some((size) => !Number.isSafeInteger(size) || size < 1 || size > 200_000))
  throw new Error(
    `BENCH_SEARCH_SIZES wants sizes from 1 to 200000, comma-separated; got ${process.env.BENCH_SEARCH_SIZES}`,
  );
const REQUESTS = Math.max(1, Math.min(1000, Number(process.env.BENCH_SEARCH_REQUESTS ?? 30)));
const TERM_BUDGET_MS = Number(process.env.BENCH_SEARCH_TERM_BUDGET_MS ?? 120_000);
const SIZE_BUDGET_MS = Number(process.env.BENCH_SEARCH_SIZE_BUDGET_MS ?? 900_000);
const REQUEST_TIMEOUT_MS = 30_000;
const SERVER_START_TIMEOUT_MS = 300_000;
const STATE_ROOT = ".tmp/bench-search";
const DEEP_PAGE = 500;

const CLASSES = ["common", "mid", "phrase", "rare", "two-char", "no match", "typo"] as const;
type TermClass = (typeof CLASSES)[number];

/** Fixed, so runs compare. The rare words are in a few names at 10,000 generated products and tens at 100,000. */
const TERMS: { term: string; termClass: TermClass }[] = [
  { term: "laptop", termClass: "common" },
  { term: "phone", termClass: "common" },
  { term: "shirt", termClass: "common" },
  { term: "watch", termClass: "common" },
  { term: "bag", termClass: "common" },
  { term: "leather", termClass: "mid" },
  { term: "sneakers", termClass: "mid" },
  { term: "serum", termClass: "mid" },
  { term: "wireless headphones", termClass: "phrase" },
  { term: "travel backpack", termClass: "phrase" },
  { term: "noise cancelling", termClass: "phrase" },
  { term: "stainless steel watch", termClass: "phrase" },
  { term: "vespertine", termClass: "rare" },
  { term: "moissanite", termClass: "rare" },
  { term: "jamdani", termClass: "rare" },
  { term: "tv", termClass: "two-char" },
  { term: "pc", termClass: "two-char" },
  { term: "zzqx", termClass: "no match" },
  { term: "labtop", termClass: "typo" },
  { term: "hedphones", termClass: "typo" },
  { term: "bakpack", termClass: "typo" },
];
const HTML_TERMS = ["laptop", "travel backpack"];
/** Not a shopper: the edge cache of anonymous pages never serves a visitor with a cart (decision 016). */
const UNCACHED = { Cookie: "cart_count=1" };

// ------------------------------------------------------------------------------------------------ measuring

interface Series {
  label: string;
  samples: number[];
  timeouts: number;
  errors: number;
  /** HTTP statuses of failed requests. */
  errorStatuses: Set<number>;
  rowsRead: number[];
  /** From the first measured response. */
  total?: unknown;
  topHit?: string;
  extras?: string;
  /** Why it has fewer samples than asked, if it has. */
  note?: string;
  xCache: Set<string>;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function rowsReadOf(response: Response, body: unknown): number | undefined {
  const header = response.headers.get("X-Rows-Read");
  if (header !== null && header.trim() !== "" && Number.isFinite(Number(header))) return Number(header);
  if (body && typeof body === "object" && "rowsRead" in body && typeof body.rowsRead === "number") return body.rowsRead;
  return undefined;
}

/**
 * Top-level fields of the list response beyond the usual and the paging ones (a spelling correction, say), shortened;
 * empty ones (null, false, "") are left out.
 */
function extrasOf(body: Record<string, unknown>): string {
  return Object.entries(body)
    .filter(([key]) => !["items", "total", "totalCapped", "page", "pageSize", "rowsRead"].includes(key))
    .filter(([key, value]) => !/cursor|^has(Next|Prev)/i.test(key) && value !== null && value !== false && value !== "")
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`.slice(0, 50))
    .join(" ");
}

/** One warm-up request, then `count` measured ones in a row, within the term's and the size's budgets. */
async function measure(
  label: string,
  url: string,
  options: { json: boolean; headers?: Record<string, string>; sizeDeadline: number },
): Promise<Series> {
  const series: Series = {
    label,
    samples: [],
    timeouts: 0,
    errors: 0,
    errorStatuses: new Set(),
    rowsRead: [],
    xCache: new Set(),
  };
  const request = async (record: boolean) => {
    const begin = performance.now();
    try {
      const response = await fetch(url, {
        headers: options.headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const elapsed = performance.now() - begin;
      if (!record) return;
      if (!response.ok) {
        series.errors += 1;
        series.errorStatuses.add(response.status);
        return;
      }
      series.samples.push(elapsed);
      const cache = response.headers.get("X-Cache");
      if (cache) series.xCache.add(cache);
      let body: unknown;
      if (options.json) {
        body = JSON.parse(text);
        if (series.total === undefined && body && typeof body === "object") {
          const list = body as Record<string, unknown>;
          // A total capped by the server ("1,000+") says so beside it.
          series.total = list.totalCapped === true ? `${formatTotal(list.total)}+` : list.total;
          const items = Array.isArray(list.items) ? (list.items as { name?: unknown }[]) : [];
          series.topHit = typeof items[0]?.name === "string" ? items[0].name : "";
          series.extras = extrasOf(list);
        }
      }
      const rows = rowsReadOf(response, body);
      if (rows !== undefined) series.rowsRead.push(rows);
    } catch (error) {
      if (!record) return;
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
        series.timeouts += 1;
        series.samples.push(REQUEST_TIMEOUT_MS);
      } else series.errors += 1;
    }
  };
  if (performance.now() > options.sizeDeadline) {
    series.note = "skipped: size budget spent";
    return series;
  }
  await request(false);
  const termDeadline = performance.now() + TERM_BUDGET_MS;
  for (let i = 0; i < REQUESTS; i += 1) {
    if (performance.now() > options.sizeDeadline) {
      series.note = `stopped after ${i} of ${REQUESTS}: size budget spent`;
      break;
    }
    if (performance.now() > termDeadline) {
      series.note = `stopped after ${i} of ${REQUESTS}: term budget (${TERM_BUDGET_MS / 1000}s) spent`;
      break;
    }
    await request(true);
  }
  return series;
}

// ------------------------------------------------------------------------------------------------ server and data

/** The children see the project's Node 24 and its bin folder first, whichever `node` started this script. */
const childEnv = {
  ...process.env,
  PATH: `${resolve("node_modules/.bin")}:${process.env.PATH ?? ""}`,
};

function seed(stateDir: string, size: number): { seconds: number; lines: string[] } {
  const started = performance.now();
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      ["scripts/local-data.ts", "--reseed", "--persist-to", stateDir, "--products", String(size)],
      { env: { ...childEnv, CI: "true" }, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 << 20 },
    );
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    console.error(failed.stdout, failed.stderr);
    throw error;
  }
  const lines = output.split("\n").filter((line) => /^(Seeded|Added|The catalogue)/.test(line));
  return { seconds: (performance.now() - started) / 1000, lines };
}

interface Server {
  baseURL: string;
  stop(): Promise<void>;
}

/** `npm start` on a state folder that is already seeded (unlike `startProductionServer`, which wipes it). */
async function startServer(stateDir: string): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn("npm", ["start"], {
    env: { ...childEnv, NODE_ENV: "production", PORT: String(port), E_SHOP_STATE_DIR: stateDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // gone
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      console.error(log);
      throw new Error(`npm start exited with code ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${baseURL}/temp`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      console.error(log);
      await stop();
      throw new Error(`npm start did not answer within ${SERVER_START_TIMEOUT_MS / 1000}s`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  return { baseURL, stop };
}

// ------------------------------------------------------------------------------------------------ printing

const ms = (value: number) => (Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : value.toFixed(0));
const count = (value: number) => value.toLocaleString("en");
const median = (values: number[]) => percentile(values, 50);

function formatTotal(total: unknown): string {
  if (typeof total === "number") return count(total);
  if (total === undefined) return "-";
  return typeof total === "string" ? total : JSON.stringify(total);
}

function row(cells: [string, number][]): string {
  return cells.map(([text, width]) => (width < 0 ? text.padEnd(-width) : text.padStart(width))).join("");
}

interface SizeResult {
  size: number;
  terms: { term: string; termClass: TermClass; series: Series }[];
  deep?: Series;
  deepPath?: string;
  html: Series[];
}

const pooled = (result: SizeResult, termClass?: TermClass) =>
  result.terms.filter((t) => !termClass || t.termClass === termClass).flatMap((t) => t.series.samples);

function worstTerm(result: SizeResult): { term: string; p95: number } | undefined {
  let worst: { term: string; p95: number } | undefined;
  for (const { term, series } of result.terms) {
    const p95 = percentile(series.samples, 95);
    if (!Number.isNaN(p95) && (!worst || p95 > worst.p95)) worst = { term, p95 };
  }
  return worst;
}

const flag = (series: Series) => (series.timeouts ? "*" : "");
const rowsRead = (values: number[]) => (values.length ? count(median(values)) : "n/a");

function printSize(result: SizeResult) {
  console.log(
    row([
      ["term", -24],
      ["class", -10],
      ["results", 9],
      ["n", 5],
      ["p50 ms", 9],
      ["p95 ms", 9],
      ["p99 ms", 9],
      ["rows read", 11],
      ["  top hit", -44],
    ]),
  );
  for (const { term, termClass, series } of result.terms) {
    console.log(
      row([
        [term, -24],
        [termClass, -10],
        [formatTotal(series.total), 9],
        [String(series.samples.length), 5],
        [ms(percentile(series.samples, 50)), 9],
        [ms(percentile(series.samples, 95)) + flag(series), 9],
        [ms(percentile(series.samples, 99)) + flag(series), 9],
        [rowsRead(series.rowsRead), 11],
        [`  ${(series.topHit ?? "").slice(0, 42)}`, -44],
      ]),
    );
    const notes = [
      series.note,
      series.errors && `${series.errors} errors (HTTP ${[...series.errorStatuses].join(", ")})`,
      series.timeouts && `${series.timeouts} timeouts (counted at 30 s)`,
      series.extras && `response also says: ${series.extras}`,
    ].filter(Boolean);
    if (notes.length) console.log(`${" ".repeat(34)}(${notes.join("; ")})`);
  }
  console.log("");
  console.log(
    row([
      ["class", -24],
      ["terms", 10],
      ["samples", 9],
      ["p50 ms", 14],
      ["p95 ms", 9],
      ["p99 ms", 9],
      ["rows read", 11],
    ]),
  );
  for (const termClass of CLASSES) {
    const samples = pooled(result, termClass);
    const terms = result.terms.filter((t) => t.termClass === termClass);
    console.log(
      row([
        [termClass, -24],
        [String(terms.length), 10],
        [String(samples.length), 9],
        [ms(percentile(samples, 50)), 14],
        [ms(percentile(samples, 95)), 9],
        [ms(percentile(samples, 99)), 9],
        [rowsRead(terms.flatMap((t) => t.series.rowsRead)), 11],
      ]),
    );
  }
  const all = pooled(result);
  console.log(
    row([
      ["pooled API search", -24],
      [String(result.terms.length), 10],
      [String(all.length), 9],
      [ms(percentile(all, 50)), 14],
      [ms(percentile(all, 95)), 9],
      [ms(percentile(all, 99)), 9],
      [rowsRead(result.terms.flatMap((t) => t.series.rowsRead)), 11],
    ]),
  );
  const worst = worstTerm(result);
  if (worst) console.log(`worst term p95: ${ms(worst.p95)} ms ("${worst.term}")`);
  console.log("");
  for (const series of [...(result.deep ? [result.deep] : []), ...result.html]) {
    const cache = series.xCache.size ? `, X-Cache ${[...series.xCache].join("/")}` : "";
    console.log(
      `${series.label}: p50 ${ms(percentile(series.samples, 50))} ms, p95 ${ms(percentile(series.samples, 95))}${flag(series)} ms, ` +
        `p99 ${ms(percentile(series.samples, 99))}${flag(series)} ms (n ${series.samples.length}${cache}, rows read ${rowsRead(series.rowsRead)})` +
        (series.note ? ` (${series.note})` : "") +
        (series.errors ? ` (${series.errors} errors, HTTP ${[...series.errorStatuses].join(", ")})` : ""),
    );
  }
}

function printSummary(results: SizeResult[]) {
  console.log("\n== summary (p95, ms) ==");
  console.log(
    row([
      ["products", 10],
      ["  pooled API search", -21],
      ["worst term", -30],
      ["deep list page", -32],
      ["HTML " + HTML_TERMS.map((term) => `"${term}"`).join(" / "), -30],
    ]),
  );
  for (const result of results) {
    const worst = worstTerm(result);
    console.log(
      row([
        [count(result.size), 10],
        [`  ${ms(percentile(pooled(result), 95))}`, -21],
        [worst ? `${ms(worst.p95)} ("${worst.term}")` : "-", -30],
        [
          result.deep ? `${ms(percentile(result.deep.samples, 95))} (${result.deepPath?.replace(/^.*\?/, "")})` : "-",
          -32,
        ],
        [result.html.map((series) => ms(percentile(series.samples, 95))).join(" / "), -30],
      ]),
    );
  }
  for (let i = 1; i < results.length; i += 1) {
    const [from, to] = [results[i - 1]!, results[i]!];
    const ratio = (a: number[], b: number[]) => {
      const value = percentile(b, 95) / percentile(a, 95);
      return Number.isFinite(value) ? `x${value.toFixed(1)}` : "-";
    };
    console.log(
      `\ngrowth of p95 from ${count(from.size)} to ${count(to.size)} products (x${(to.size / from.size).toFixed(1)} the catalogue): ` +
        `pooled ${ratio(pooled(from), pooled(to))}`,
    );
    console.log(
      "  " +
        CLASSES.map((termClass) => `${termClass} ${ratio(pooled(from, termClass), pooled(to, termClass))}`).join(", ") +
        (from.deep && to.deep ? `, deep page ${ratio(from.deep.samples, to.deep.samples)}` : ""),
    );
  }
}

// ------------------------------------------------------------------------------------------------ main

function commit(): string {
  try {
    const hash = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
    return dirty ? `${hash} + uncommitted changes` : hash;
  } catch {
    return "unknown";
  }
}

let current: Server | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void (current?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

const cpuList = cpus();
console.log(
  `e-Shop search benchmark, ${new Date().toISOString()}, ${cpuList.length} x ${cpuList[0]?.model ?? "unknown CPU"}, ` +
    `${platform()} ${release()}, Node ${process.versions.node}, commit ${commit()}`,
);
console.log(
  `production build on local workerd, loopback; sizes ${SIZES.map(count).join(", ")}; ${TERMS.length} terms; ` +
    `1 warm-up + ${REQUESTS} requests per term, one at a time; latency from request to last byte, client side\n`,
);

const results: SizeResult[] = [];
const benchStarted = performance.now();
for (const size of SIZES) {
  const stateDir = `${STATE_ROOT}/${size}`;
  console.log(`== ${count(size)} products ==`);
  const seeded = seed(stateDir, size);
  for (const line of seeded.lines) console.log(`  ${line}`);
  console.log(`  seeding ${seeded.seconds.toFixed(1)}s (wipe, migrations, demo shop with images, generated products)`);
  const startedAt = performance.now();
  current = await startServer(stateDir);
  console.log(
    `  npm start (build and start) ${((performance.now() - startedAt) / 1000).toFixed(0)}s, ${current.baseURL}\n`,
  );
  const base = current.baseURL;
  const sizeDeadline = performance.now() + SIZE_BUDGET_MS;
  try {
    const result: SizeResult = { size, terms: [], html: [] };
    for (const { term, termClass } of TERMS) {
      const series = await measure(term, `${base}/api/products?q=${encodeURIComponent(term)}`, {
        json: true,
        sizeDeadline,
      });
      result.terms.push({ term, termClass, series });
    }
    // The whole catalogue is `size` products (the server may cap the total it reports); pages of the default size.
    const first = (await (await fetch(`${base}/api/products?sort=rating`)).json()) as { pageSize?: number };
    const lastPage = Math.max(1, Math.ceil(size / (first.pageSize ?? 24)));
    result.deepPath = `/api/products?page=${Math.min(DEEP_PAGE, lastPage)}&sort=rating`;
    result.deep = await measure(`deep list page ${result.deepPath}`, base + result.deepPath, {
      json: true,
      sizeDeadline,
    });
    for (const term of HTML_TERMS) {
      const path = `/products?q=${encodeURIComponent(term)}`;
      result.html.push(
        await measure(`HTML ${path} (uncached)`, base + path, { json: false, headers: UNCACHED, sizeDeadline }),
      );
    }
    results.push(result);
    printSize(result);
    console.log("");
  } finally {
    await current.stop();
    current = undefined;
  }
}
printSummary(results);
console.log(`\nbench took ${((performance.now() - benchStarted) / 1000 / 60).toFixed(1)} min`);
