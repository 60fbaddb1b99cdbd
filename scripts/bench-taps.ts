/**
 * `npm run bench:taps`: what a press on "Add to Cart" does on a slow phone, on the production build on local
 * workerd (issue 30, decision 030).
 *
 * Each run opens a product page in a fresh 390 px tab with the CPU slowed CPU_RATE times (default 6) and the link
 * at 1.6 Mbps down / 750 kbps up with 150 ms round trips, presses "Add to Cart" as soon as it is drawn, and
 * records, from the start of the navigation: when the button showed, when it was pressed, when the page became
 * interactive (hydrated) and when the cart's badge counted the item. A press is lost when the badge never counts
 * it (within 20 s); it counts twice when the cart holds two.
 *
 * The same runs are made in the same session without the held-press script (stripped from the page's HTML): the
 * baseline that shows what a press before hydration did before decision 030. Prints medians per mode. Print only,
 * not a test. Knobs: BENCH_TAPS_RUNS (default 5), BENCH_TAPS_CPU (default 6), CHROME_PATH. Loopback only; every
 * wait is bounded.
 */
import { chromium, type Browser } from "playwright-core";
import { shopCopy } from "../app/i18n/shop.en.ts";
import { productsCopy } from "../app/i18n/products.en.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./check-chromium.ts";
import { median } from "./lib/median.ts";
import { plainProducts } from "./lib/plain-products.ts";
import { startProductionServer } from "./lib/production-server.ts";

const RUNS = Math.max(1, Math.min(20, Number(process.env.BENCH_TAPS_RUNS ?? 5)));
const CPU_RATE = Math.max(1, Number(process.env.BENCH_TAPS_CPU ?? 6));
const WAIT_MS = 20_000;
const HELD_SCRIPT = /<script[^>]*>\(\(\)=>\{const q=\[\];window\.__earlyTaps=q;[^<]*<\/script>/;

interface Run {
  shownMs: number;
  pressedMs: number;
  interactiveMs: number;
  countedMs: number | null;
  inCart: number;
}

async function oneRun(browser: Browser, url: string, withHold: boolean): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (!withHold) {
      await page.route(url, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(HELD_SCRIPT, "");
        await route.fulfill({ response, body: html });
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_RATE });

    const start = Date.now();
    await page.goto(url, { waitUntil: "commit", timeout: WAIT_MS });
    const button = page.getByRole("button", { name: productsCopy.addToCart });
    await button.waitFor({ state: "visible", timeout: WAIT_MS });
    const shownMs = Date.now() - start;
    // The shopper scrolls to it and presses where it is drawn, with no check that the page is ready for it (the
    // browser turns the press into a click, which is what the page listens for).
    let box: { x: number; y: number; width: number; height: number } | null = null;
    // The button can be redrawn while the page loads (no box for a moment): look again, a bounded few times.
    for (let attempt = 0; attempt < 5 && !box; attempt++) {
      await button.evaluate((element) => element.scrollIntoView({ block: "center" }));
      box = await button.boundingBox({ timeout: WAIT_MS });
    }
    if (!box) throw new Error("the button has no box");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const pressedMs = Date.now() - start;
    // Interactive: React has hydrated the button (it carries React's props, so its handler answers).
    await button.evaluate(
      (element, waitMs) =>
        new Promise<void>((resolve, reject) => {
          const deadline = Date.now() + waitMs;
          const check = () => {
            if (Object.keys(element).some((key) => key.startsWith("__reactProps"))) resolve();
            else if (Date.now() > deadline) reject(new Error("the page never became interactive"));
            else setTimeout(check, 50);
          };
          check();
        }),
      WAIT_MS,
    );
    const interactiveMs = Date.now() - start;
    let countedMs: number | null = null;
    try {
      await page
        .getByRole("link", { name: shopCopy.nav.cartWithCount("1") })
        .first()
        .waitFor({ state: "attached", timeout: 4_000 });
      countedMs = Date.now() - start;
    } catch {
      countedMs = null;
    }
    const stored = await page.evaluate(() => localStorage.getItem("shopping_cart") ?? "");
    const inCart = Number(/"product_qty":(\d+)/.exec(stored)?.[1] ?? 0);
    return { shownMs, pressedMs, interactiveMs, countedMs, inCart };
  } finally {
    await context.close();
  }
}

const executablePath = chromiumPath();
if (!executablePath) throw new Error("No Chromium found: install it or set CHROME_PATH.");
const server = await startProductionServer(".tmp/bench-taps-state");
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
try {
  const product = (await plainProducts(server.baseURL, 5))[0];
  if (!product) throw new Error("no product without options in stock");
  const path = `/productdetails/${product._id}`;
  const url = server.baseURL + path;
  console.log(
    `e-Shop early presses: ${path} at 390 px, CPU ${CPU_RATE}x slower, 1.6 Mbps / 150 ms, ${RUNS} run(s) per mode`,
  );
  const results: Record<string, Run[]> = { "held (decision 030)": [], "without the hold": [] };
  for (let index = 0; index < RUNS; index++) {
    // Alternated, so both modes meet the same machine load.
    results["held (decision 030)"]!.push(await oneRun(browser, url, true));
    results["without the hold"]!.push(await oneRun(browser, url, false));
  }
  const rows = Object.entries(results).map(([mode, runs]) => {
    const counted = runs.filter((run) => run.countedMs !== null && run.inCart === 1);
    return {
      mode,
      "button shown ms": median(runs.map((run) => run.shownMs)),
      "pressed ms": median(runs.map((run) => run.pressedMs)),
      "interactive ms": median(runs.map((run) => run.interactiveMs)),
      "counted ms": counted.length ? median(counted.map((run) => run.countedMs!)) : "-",
      "presses acted on": `${counted.length}/${runs.length}`,
      "counted twice": runs.filter((run) => run.inCart > 1).length,
    };
  });
  console.table(rows);
  if (process.env.BENCH_TAPS_DEBUG) console.log(JSON.stringify(results));
} finally {
  await browser.close();
  server.stop();
}
