/**
 * `npm run bench:main-thread`: how much work the browser's main thread does to load each shop page, before any
 * touch, on the production build on local workerd, in the system Chromium with no throttling (Lighthouse's
 * estimate multiplies this work by four).
 *
 * For `/`, `/products`, a product page and `/shoppingcart` it opens each page BENCH_MAIN_THREAD_LOADS times (default
 * 9), every time in a fresh browser (nothing cached, no font looked up before) at a 412 x 823 phone viewport, waits
 * for the load and one second more, and reads Chromium's own counters (CDP `Performance.getMetrics`): all
 * main-thread tasks, script, style recalculation and layout, in milliseconds. It prints the medians per page.
 *
 * `-- --vs URL` compares with another server already running (say `npm start` on an older checkout, with
 * `PORT=8788`): the loads alternate between the two, and each figure is printed for both with their ratio, so a
 * change is measured against a baseline of the same minutes on the same machine. Loopback only; print only, not a
 * test.
 */
import { chromium } from "playwright";
import { CHROMIUM_FLAGS } from "./check-chromium.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { median } from "./lib/median.ts";
import { shopPages } from "./lib/shop-pages.ts";

const LOADS = Math.min(Math.max(1, Number(process.env.BENCH_MAIN_THREAD_LOADS ?? 9)), 51);
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const SETTLE_MS = 1_000;
const COUNTERS = [
  ["tasks", "TaskDuration"],
  ["script", "ScriptDuration"],
  ["style", "RecalcStyleDuration"],
  ["layout", "LayoutDuration"],
] as const;
type Counters = Record<(typeof COUNTERS)[number][0], number>;

const vsIndex = process.argv.indexOf("--vs");
const baseline = vsIndex === -1 ? null : process.argv[vsIndex + 1];
if (baseline !== null && !/^http:\/\/127\.0\.0\.1:\d+$/.test(baseline ?? ""))
  throw new Error("--vs takes a server on this machine, as http://127.0.0.1:PORT");

/** One load of `url` in a fresh browser: the main thread's counters once it has loaded and settled. */
async function load(url: string): Promise<Counters> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send("Performance.getMetrics");
    const seconds = new Map(metrics.map(({ name, value }) => [name, value]));
    return Object.fromEntries(COUNTERS.map(([label, name]) => [label, (seconds.get(name) ?? NaN) * 1000])) as Counters;
  } finally {
    await browser.close();
  }
}

const server = await startProductionServer(".tmp/main-thread-state");
try {
  const pages = await shopPages(server.baseURL);
  const servers = baseline ? { this: server.baseURL, baseline } : { this: server.baseURL };
  console.log(`e-Shop main-thread benchmark: production build on local workerd at ${server.baseURL}`);
  console.log(
    `${LOADS} loads per page${baseline ? ` against ${baseline}, alternating` : ""}, each in a fresh ${CHROME_PATH}, ` +
      `412 x 823, no throttling; medians in ms\n`,
  );
  for (const [name, path] of pages) {
    const runs = new Map<string, Counters[]>(Object.keys(servers).map((label) => [label, []]));
    for (let round = 0; round < LOADS; round += 1) {
      // Alternating which goes first, so neither always loads on a machine the other just warmed.
      const order = Object.entries(servers);
      if (round % 2) order.reverse();
      for (const [label, origin] of order) runs.get(label)!.push(await load(origin + path));
    }
    const medians = new Map(
      [...runs].map(([label, loads]) => [
        label,
        Object.fromEntries(COUNTERS.map(([counter]) => [counter, median(loads.map((one) => one[counter]))])),
      ]),
    );
    const line = (label: string) =>
      COUNTERS.map(([counter]) => `${counter} ${medians.get(label)![counter]!.toFixed(1).padStart(6)}`).join("  ");
    if (!baseline) {
      console.log(`${name.padEnd(13)} ${line("this")}`);
      continue;
    }
    console.log(`${name.padEnd(13)} this     ${line("this")}`);
    console.log(`${"".padEnd(13)} baseline ${line("baseline")}`);
    const ratios = COUNTERS.map(
      ([counter]) =>
        `${counter} ${(medians.get("this")![counter]! / medians.get("baseline")![counter]!).toFixed(2).padStart(6)}`,
    ).join("  ");
    console.log(`${"".padEnd(13)} ratio    ${ratios}`);
  }
} finally {
  server.stop();
}
