/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling: its defaults) on the production build on
 * local workerd, in the system Chromium.
 *
 * For `/`, `/products`, a product page, a product sold in options and `/shoppingcart` it runs Lighthouse RUNS times each and prints the medians
 * of the four category scores and of FCP, LCP, TBT, CLS and Speed Index, every run's performance score, the host
 * CPU's benchmark index as Lighthouse measured it (with any warning Lighthouse gave about the run), and the audits
 * that fail in the median run (performance ones by their estimated savings first). Print only, not a test.
 *
 * Last, as the same-run baseline, the same runs on a bare page (a heading and a paragraph, served from memory on the
 * loopback): what any page at all scores on this machine (BENCH_LIGHTHOUSE_FLOOR=0 leaves it out).
 *
 * Knobs: BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_LIGHTHOUSE_PAGES (comma-separated names or paths, e.g.
 * `shoppingcart`, `product-with-options` or `/,/products`; default all five), BENCH_LIGHTHOUSE_AUDITS (failing audits listed per page,
 * default 8), BENCH_LIGHTHOUSE_LANG (`bn` or `en`: each page opened with `?lang=`, as a shared link in that language
 * would; default none, the browser's own), CHROME_PATH (default /usr/bin/chromium).
 *
 * Loopback only: Chromium runs with its background networking, component updates and sync off, and resolves no
 * host name (the pages are addressed as 127.0.0.1); every request a run made is checked against 127.0.0.1 and any
 * other is reported. Each run is bounded in time.
 */
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_FLAGS } from "./check-chromium.ts";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { startProductionServer } from "./lib/production-server.ts";
import { median } from "./lib/median.ts";
import { shopPages } from "./lib/shop-pages.ts";

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type AuditResult = Result["audits"][string];

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const TOP_AUDITS = Number(process.env.BENCH_LIGHTHOUSE_AUDITS ?? 8);
const RUN_TIMEOUT_MS = 120_000;
const ATTEMPTS = 3;
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_FLAGS,
  "--disable-domain-reliability",
  // No name resolves: nothing but the 127.0.0.1 literal the pages are served on can be reached.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["SI", "speed-index"],
] as const;

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000}s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runLighthouse(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "error" });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: [...CATEGORIES],
      }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Every request the run saw that went anywhere but the loopback server. */
function foreignRequests(lhr: Result, origin: string): string[] {
  const details = lhr.audits["network-requests"]?.details as { items?: { url?: string }[] } | undefined;
  return (details?.items ?? [])
    .map((item) => item.url ?? "")
    .filter((url) => /^(https?|wss?):/.test(url) && new URL(url).origin !== origin);
}

interface Savings {
  ms: number;
  bytes: number;
  cls: number;
}

function savings(audit: AuditResult): Savings {
  const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
  const metricSavings = (audit.metricSavings ?? {}) as Record<string, number | undefined>;
  const ms = Math.max(
    details?.overallSavingsMs ?? 0,
    metricSavings.LCP ?? 0,
    metricSavings.FCP ?? 0,
    metricSavings.TBT ?? 0,
    metricSavings.INP ?? 0,
  );
  return { ms, bytes: details?.overallSavingsBytes ?? 0, cls: metricSavings.CLS ?? 0 };
}

/** Failing audits of the run: scored below 0.9 (or with estimated savings), performance ones by savings first. */
function failingAudits(lhr: Result) {
  const rows: {
    id: string;
    category: string;
    score: number | null;
    savings: Savings;
    display: string;
    finding: string;
  }[] = [];
  const seen = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id) || ref.group === "metrics") continue;
      if (audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "manual") continue;
      if (audit.scoreDisplayMode === "informative" && category !== "performance") continue;
      const saved = savings(audit);
      const hasSavings = saved.ms > 0 || saved.bytes > 0 || saved.cls > 0;
      const failed = audit.score !== null && audit.score < 0.9;
      if (!failed && !(category === "performance" && hasSavings && (audit.score ?? 0) < 1)) continue;
      seen.add(ref.id);
      rows.push({
        id: ref.id,
        category,
        score: audit.score,
        savings: saved,
        display: audit.displayValue ?? "",
        finding: firstFinding(audit),
      });
    }
  }
  const weight = (row: (typeof rows)[number]) =>
    row.category === "performance" ? 1e9 + row.savings.ms * 1e3 + row.savings.cls * 1e6 + row.savings.bytes / 1e3 : 0;
  return rows.sort((a, b) => weight(b) - weight(a) || (a.score ?? 1) - (b.score ?? 1));
}

/** What the audit's first finding is about (a console error's text, an element, a URL), for a hint of where to look. */
function firstFinding(audit: AuditResult): string {
  let details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  let item = details?.items?.[0];
  // Insights nest their tables in a list: look one level down.
  for (let depth = 0; depth < 3 && item && Array.isArray(item.items); depth += 1) {
    details = item as { items?: Record<string, unknown>[] };
    item = details.items?.[0];
  }
  if (!item) return "";
  const node = item.node as { snippet?: string; selector?: string } | undefined;
  const source = item.sourceLocation as { url?: string } | undefined;
  const where = (typeof item.url === "string" && item.url) || source?.url || "";
  const what = (typeof item.description === "string" && item.description) || node?.snippet || node?.selector || "";
  const text = what && where ? `${what} (${where})` : what || where;
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > 160 ? `${oneLine.slice(0, 157)}...` : oneLine;
}

function formatSavings(saved: Savings) {
  const parts: string[] = [];
  if (saved.ms > 0) parts.push(`${Math.round(saved.ms)} ms`);
  if (saved.bytes > 0) parts.push(`${(saved.bytes / 1024).toFixed(1)} kB`);
  if (saved.cls > 0) parts.push(`CLS ${saved.cls.toFixed(3)}`);
  return parts.join(", ");
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "n/a");

/**
 * The same-run baseline: a bare page (a heading and a paragraph, no script, no stylesheet, no image) served from
 * memory on the loopback, audited like the shop's pages. What it scores is what this machine and Lighthouse's
 * throttling leave to any page at all; the shop's figures are read against it.
 */
const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>e-Shop: a bare page</title>
<meta name="description" content="A bare page, the Lighthouse benchmark's baseline."><link rel="icon" href="data:,">
</head><body><main><h1>e-Shop</h1><p>A bare page: nothing loads but this document.</p></main></body></html>`;

function startFloorServer(): Promise<{ url: string; close(): void }> {
  const floorServer = createServer((request, response) => {
    // Only the page itself: Lighthouse's SEO audit reads /robots.txt, which a bare site does not have.
    if (request.url !== "/") {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("Not found");
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    response.end(FLOOR_HTML);
  });
  return new Promise((resolve) =>
    floorServer.listen(0, "127.0.0.1", () => {
      const { port } = floorServer.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => floorServer.close() });
    }),
  );
}

const server = await startProductionServer(".tmp/lighthouse-state");
const floor = process.env.BENCH_LIGHTHOUSE_FLOOR === "0" ? null : await startFloorServer();
try {
  const allPages = await shopPages(server.baseURL);
  const wanted = (process.env.BENCH_LIGHTHOUSE_PAGES ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const pages = wanted.length
    ? allPages.filter(([name, path]) =>
        wanted.some((want) => want === name || want === path || want === name.replaceAll(" ", "-")),
      )
    : allPages;
  if (!pages.length) throw new Error(`BENCH_LIGHTHOUSE_PAGES=${wanted.join(",")} names no page`);
  const language = process.env.BENCH_LIGHTHOUSE_LANG;
  if (language) {
    if (language !== "bn" && language !== "en") throw new Error(`BENCH_LIGHTHOUSE_LANG=${language}: bn or en`);
    for (const page of pages) page[1] = `${page[1]}${page[1].includes("?") ? "&" : "?"}lang=${language}`;
  }

  console.log(`e-Shop Lighthouse benchmark: production build on local workerd at ${server.baseURL}`);
  console.log(
    `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, ` +
      `mobile, simulated throttling, ${RUNS} run(s) per page, ${CHROME_PATH}\n`,
  );

  const targets = pages.map(([name, path]) => ({ name, path, url: server.baseURL + path }));
  if (floor) targets.push({ name: "floor", path: "(a bare page)", url: floor.url });

  const summaries: string[] = [];
  for (const { name, path, url } of targets) {
    // One warm-up request so the first compile of a route is not measured.
    await fetch(url).then((response) => response.arrayBuffer());
    const runs: Result[] = [];
    let failedRuns = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      let lhr: Result | undefined;
      // Lighthouse now and then loses the trace (NO_NAVSTART and the like), more often on a busy machine: such a
      // run is tried again, up to ATTEMPTS times in all, then left out of the medians.
      for (let attempt = 1; !lhr && attempt <= ATTEMPTS; attempt += 1) {
        try {
          lhr = await runLighthouse(url);
        } catch (error) {
          console.warn(
            `${name} run ${run + 1}/${RUNS} attempt ${attempt}/${ATTEMPTS} failed: ${(error as Error).message}`,
          );
        }
      }
      if (!lhr) {
        failedRuns += 1;
        continue;
      }
      runs.push(lhr);
      const saveTo = process.env.BENCH_LIGHTHOUSE_SAVE;
      if (saveTo) {
        mkdirSync(saveTo, { recursive: true });
        writeFileSync(join(saveTo, `${name.replaceAll(" ", "-")}-${run + 1}.json`), JSON.stringify(lhr));
      }
      const foreign = foreignRequests(lhr, new URL(url).origin);
      console.log(
        `${name} run ${run + 1}/${RUNS}: performance ${score(lhr, "performance")}, ` +
          `CLS ${metric(lhr, "cumulative-layout-shift").toFixed(3)}, ` +
          `${((performance.now() - started) / 1000).toFixed(1)}s` +
          (foreign.length ? `  NON-LOOPBACK REQUESTS: ${foreign.join(" ")}` : ""),
      );
    }
    if (!runs.length) {
      summaries.push(`${name} ${path}\n  every run failed`);
      continue;
    }

    const lines: string[] = [];
    lines.push(`${name} ${path}`);
    lines.push(
      "  scores (median)  " +
        CATEGORIES.map((category) => `${category} ${median(runs.map((lhr) => score(lhr, category)))}`).join("  "),
    );
    lines.push(
      "  metrics (median) " +
        METRICS.map(([label, id]) => {
          const value = median(runs.map((lhr) => metric(lhr, id)));
          return `${label} ${label === "CLS" ? value.toFixed(3) : ms(value)}`;
        }).join("  "),
    );
    lines.push(
      `  performance per run: ${runs.map((lhr) => score(lhr, "performance")).join(", ")}` +
        (failedRuns ? ` (${failedRuns} run(s) failed, left out)` : ""),
    );
    // How fast Lighthouse found this machine's CPU (its BenchmarkIndex: about 1000 on the mid-tier phone its 4x
    // slowdown is meant to stand in for, from a typical desktop; it warns below that), and what it warned about.
    lines.push(
      `  host CPU benchmark index (median): ${Math.round(median(runs.map((lhr) => lhr.environment.benchmarkIndex)))}`,
    );
    for (const warning of new Set(runs.flatMap((lhr) => lhr.runWarnings.map(String)))) {
      lines.push(`  Lighthouse warned: ${warning.replace(/\s+/g, " ").slice(0, 200)}`);
    }

    // The median run: the one whose performance score is the median (ties: the median LCP).
    const ordered = [...runs].sort(
      (a, b) =>
        score(a, "performance") - score(b, "performance") ||
        metric(a, "largest-contentful-paint") - metric(b, "largest-contentful-paint"),
    );
    const medianRun = ordered[Math.floor((ordered.length - 1) / 2)]!;
    const failing = failingAudits(medianRun);
    lines.push(failing.length ? "  failing audits (median run):" : "  failing audits (median run): none");
    for (const row of failing.slice(0, TOP_AUDITS)) {
      const scoreText = row.score === null ? "-" : String(Math.round(row.score * 100));
      const detail = [formatSavings(row.savings), row.display].filter(Boolean).join("; ");
      lines.push(`    ${row.category.padEnd(15)}${row.id.padEnd(36)}score ${scoreText.padStart(3)}  ${detail}`);
      if (row.finding) lines.push(`${" ".repeat(55)}e.g. ${row.finding}`);
    }
    if (failing.length > TOP_AUDITS) lines.push(`    ... and ${failing.length - TOP_AUDITS} more`);
    summaries.push(lines.join("\n"));
  }

  console.log(`\n${summaries.join("\n\n")}`);
} finally {
  server.stop();
  floor?.close();
}
