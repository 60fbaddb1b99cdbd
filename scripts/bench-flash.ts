/**
 * `npm run bench:flash`: a flash sale's rush on the production build on local workerd (decision 015).
 *
 * Starts `npm start` (which builds first, like `bench:pages`) with its own fresh demo data, registers
 * BENCH_SHOPPERS shoppers through the API (`POST /api/users` signs each in; 500 by default, one per order, as each
 * account may buy only FLASH_LIMIT_PER_SHOPPER units of an offer), and as the demo admin opens the
 * flash-sale window and sets one flash offer's stock to BENCH_STOCK (`PATCH /api/flashsell/:id`). Then it fires
 * BENCH_ORDERS orders for that offer at once (`POST /api/orders`, each with its own TrxID and checkout key, the
 * shoppers taking turns) and prints the successes, the refusals by reason, the oversell check (the offer's stock
 * left, read back through `GET /api/products/:id`: it must be BENCH_STOCK less the successes, never below zero),
 * the time until the last answer (settle) and p50/p95/p99 latency. Then the same rush at an offer whose stock is 0:
 * every order is refused, by the Durable Object alone. Then, for scale, the same rush of signed-in
 * `GET /api/session` (a signed-in request's session check alone, one D1 read; an order makes that read in its own
 * first batch instead, and a refused flash order not at all: decision 040), and below it the runtime's floor: the
 * same rush answered 400 by the request guard before any session, route or database. Each scenario runs BENCH_RUNS
 * times (the stock set again each time, the previous run's orders cancelled by the admin first, so every shopper may
 * buy again) twice over: with every request on a connection it opens (`new`), and with every request on the
 * connection its shopper already holds open (`open`: opened by a signed-in `GET /api/session` just before, as a
 * browser on the sale's page holds the one it loaded the page on); each request is timed from its own start to its
 * answer either way. The medians are printed last, per way of connecting. Loopback only; every loop is bounded in
 * count and time (a request that takes longer than REQUEST_TIMEOUT_MS counts as an error).
 *
 * Wall-clock figures depend on whatever else the machine is doing, so on Linux it also prints the CPU time the
 * server's workerd process (the Worker and the Durable Object) spent on each rush, read from /proc.
 *
 * BENCH_FLASH_PROFILE=DIR also writes CPU profiles of each rush into DIR, one per isolate: the shop's Worker (with
 * its Durable Object), Miniflare's entry Worker and local D1 (`stock-open-1.core-user-e-shop.cpuprofile`, ...; open them
 * in Chrome DevTools' Performance panel), taken through workerd's inspector (scripts/lib/worker-profiler.ts): where
 * the rush's time goes, function by function.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Agent, request as httpRequest } from "node:http";
import { median } from "./lib/median.ts";
import { freePort, startProductionServer } from "./lib/production-server.ts";
import { startWorkerProfile } from "./lib/worker-profiler.ts";

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 500);
const ORDERS = Math.min(Number(process.env.BENCH_ORDERS ?? 500), 2_000);
const STOCK = Number(process.env.BENCH_STOCK ?? 50);
const RUNS = Math.min(Number(process.env.BENCH_RUNS ?? 3), 10);
const REQUEST_TIMEOUT_MS = 30_000;
const ADMIN = { email: "admin@example.com", password: "Admin#2026" };

interface Rush {
  settleMs: number;
  /** CPU time workerd spent during the rush (NaN where /proc cannot tell). */
  serverCpuMs: number;
  latencies: number[];
  successes: number;
  refusals: Map<string, number>;
  errors: number;
  /** Requests that got no answer, by the network error's message. */
  errorKinds: Map<string, number>;
  stockBefore: number;
  stockAfter: number;
  /** The orders placed (for the next run to cancel). */
  placed: string[];
}

const PROFILE_DIR = process.env.BENCH_FLASH_PROFILE;
if (PROFILE_DIR) {
  mkdirSync(PROFILE_DIR, { recursive: true });
  // `npm start` opens workerd's inspector there (scripts/start.ts).
  process.env.INSPECTOR_PORT = String(await freePort());
}

const server = await startProductionServer(".tmp/bench-flash-state");
const base = server.baseURL;
const workerd = workerdPid(Number(new URL(base).port));

/** The workerd process serving our port (Linux /proc), or null. */
function workerdPid(port: number): number | null {
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const args = readFileSync(`/proc/${entry}/cmdline`, "utf8");
        if (args.includes("workerd") && args.includes(`entry=127.0.0.1:${port}`)) return Number(entry);
      } catch {
        // gone, or not ours to read
      }
    }
  } catch {
    // no /proc
  }
  return null;
}

/** User plus system CPU time of a process in ms (clock ticks of 10 ms), or NaN. */
function cpuMs(pid: number | null): number {
  if (pid === null) return NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * One request on a connection of its own (`agent: false`: no keep-alive), as many shoppers' browsers would
 * connect: a pool of idle keep-alive sockets left by the previous rush would be closed by the server just as the
 * next rush reuses them, and count as errors that have nothing to do with the shop.
 */
function send(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent } = {},
) {
  return new Promise<Response>((resolve, reject) => {
    const outgoing = httpRequest(
      base + path,
      { method: init.method ?? "GET", headers: init.headers, agent: init.agent ?? false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
              headers.append(name, one);
          }
          resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 0, headers }));
        });
      },
    );
    outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

/** A signed-in client: the session cookie it was given, sent back on every request. */
class Session {
  private cookies = new Map<string, string>();

  async send(path: string, init: { method?: string; json?: unknown; agent?: Agent } = {}): Promise<Response> {
    const headers: Record<string, string> = { Origin: base };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (init.json !== undefined) headers["Content-Type"] = "application/json";
    const body = init.json === undefined ? undefined : JSON.stringify(init.json);
    const response = await send(path, { method: init.method, headers, body, agent: init.agent });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(";")[0]!;
      const index = pair.indexOf("=");
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  }
}

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** Runs `task` for 0..count-1, at most `width` at a time. */
async function inBatches<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    const size = Math.min(width, count - start);
    results.push(...(await Promise.all(Array.from({ length: size }, (_, offset) => task(start + offset)))));
  }
  return results;
}

let serial = 0;
function uniqueId(prefix: string) {
  serial += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${String(serial).padStart(5, "0")}`.slice(0, 20);
}

/** A bKash TrxID as bKash writes them: exactly 10 upper-case letters and digits, a new one each time. */
function bkashTrxId() {
  serial += 1;
  return `F${serial.toString(36).toUpperCase().padStart(5, "0")}${Date.now().toString(36).toUpperCase().slice(-4)}`;
}

async function stockOf(productId: string): Promise<number> {
  const response = await expectOk(await send(`/api/products/${productId}`), "read the product");
  return ((await response.json()) as { stock: number }).stock;
}

/** Why a 409 was refused, from the API's message. */
function reasonOf(status: number, error: string | undefined): string {
  if (status === 409 && error?.includes("does not have enough stock")) return "409 out of stock";
  if (status === 409 && error?.includes("TrxID")) return "409 TrxID used";
  if (status === 409 && error?.includes("Prices changed")) return "409 price changed";
  if (status === 409 && error?.includes("per shopper")) return "409 flash limit per shopper";
  if (status === 429) return "429 too many orders waiting for payment";
  return `${status} ${error ?? ""}`.trim();
}

/**
 * What a rush sends: an order for an offer (its product id), the signed-in session check alone (`session`), or a
 * request the Worker refuses with a 400 before any session, route or database (`runtime`: a path that is not
 * percent-encoded right), which is what the runtime and the connection cost by themselves.
 */
type Target = string | "session" | "runtime";

/** The bare path the runtime floor asks for: the request guard's 400, before anything else runs. */
const RUNTIME_FLOOR_PATH = "/api/%ZZ";

function rushRequest(shopper: Session, target: Target, agent: Agent | undefined): Promise<Response> {
  if (target === "session") return shopper.send("/api/session", { agent });
  if (target === "runtime") return send(RUNTIME_FLOOR_PATH, { agent });
  const productId = target;
  return shopper.send("/api/orders", {
    agent,
    method: "POST",
    json: {
      name: "Bench Shopper",
      mobile: "01712345678",
      bkashNum: "01812345678",
      trxID: bkashTrxId(),
      checkoutKey: `bench-${uniqueId("k")}`,
      orderProduct: [{ product_id: productId, product_qty: 1, product_type: "flashsell" }],
      // Dhanmondi, Dhaka (the seed's "Inside Dhaka" zone).
      address: { districtId: 47, areaId: 1013, line: "House 12, Road 5" },
    },
  });
}

/**
 * How each request of a rush reaches the server: on a connection of its own, opened with the request (`new`), or
 * on the connection its shopper already has open (`open`): each opened by the shopper's signed-in `GET
 * /api/session` just before the rush, as a browser on the sale's page holds the connection it loaded the page on.
 * Either way a request is timed from its own start to its answer; with `open` that start no longer includes
 * opening a connection.
 */
type Connections = "new" | "open";

/**
 * ORDERS requests at once, the shoppers taking turns; `label` names the rush's CPU profile (BENCH_FLASH_PROFILE).
 */
async function rush(shoppers: Session[], target: Target, label: string, connections: Connections): Promise<Rush> {
  const productId = target === "session" || target === "runtime" ? null : target;
  const expected = target === "runtime" ? 400 : target === "session" ? 200 : 201;
  const stockBefore = productId === null ? 0 : await stockOf(productId);
  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  const errorKinds = new Map<string, number>();
  const placed: string[] = [];
  let successes = 0;
  let errors = 0;
  const shopperOf = (index: number) => shoppers[index % shoppers.length]!;
  // One connection per request, kept alive: the warm-up's socket is the one the rush's request goes out on.
  const agents =
    connections === "open" ? Array.from({ length: ORDERS }, () => new Agent({ keepAlive: true, maxSockets: 1 })) : [];
  await inBatches(agents.length, 50, async (index) => {
    const response = await shopperOf(index).send("/api/session", { agent: agents[index] });
    await expectOk(response, "open a shopper's connection");
  });
  const stopProfile = PROFILE_DIR ? await startWorkerProfile(Number(process.env.INSPECTOR_PORT)) : null;
  const cpuBefore = cpuMs(workerd);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: ORDERS }, async (_, index) => {
      const begin = performance.now();
      try {
        const response = await rushRequest(shopperOf(index), target, agents[index]);
        const body = (await response.json()) as { error?: string; _id?: string };
        latencies.push(performance.now() - begin);
        if (response.status === expected) {
          successes += 1;
          if (body._id) placed.push(body._id);
        } else {
          const reason = reasonOf(response.status, body.error);
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
        }
      } catch (error) {
        errors += 1;
        const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : "?";
        errorKinds.set(cause, (errorKinds.get(cause) ?? 0) + 1);
      }
    }),
  );
  const settleMs = performance.now() - started;
  for (const agent of agents) agent.destroy();
  const serverCpuMs = cpuMs(workerd) - cpuBefore;
  await stopProfile?.(join(PROFILE_DIR!, label));
  latencies.sort((a, b) => a - b);
  const stockAfter = productId === null ? 0 : await stockOf(productId);
  return {
    settleMs,
    serverCpuMs,
    latencies,
    successes,
    refusals,
    errors,
    errorKinds,
    stockBefore,
    stockAfter,
    placed,
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);

function report(label: string, run: Rush, withStock = true) {
  const refused = [...run.refusals].map(([reason, count]) => `${count} ${reason}`).join(", ") || "none";
  const oversold = run.stockAfter < 0 || run.stockBefore - run.stockAfter !== run.successes;
  const stock = `stock ${run.stockBefore} -> ${run.stockAfter} ${oversold ? "OVERSOLD OR LOST UNITS" : "(no oversell)"}`;
  console.log(
    `${label.padEnd(8)} ok ${String(run.successes).padStart(4)}  refused: ${refused}; errors ${run.errors}` +
      (run.errors > 0 ? ` (${[...run.errorKinds].map(([kind, count]) => `${count} ${kind}`).join(", ")})` : "") +
      (withStock ? `  | ${stock}` : "") +
      `  | settle ${ms(run.settleMs)}  p50 ${ms(percentile(run.latencies, 50))}  p95 ${ms(percentile(run.latencies, 95))}` +
      `  p99 ${ms(percentile(run.latencies, 99))}  | workerd CPU ${ms(run.serverCpuMs)}` +
      ` (${(run.serverCpuMs / ORDERS).toFixed(1)} ms/order)`,
  );
}

function summary(label: string, runs: Rush[]) {
  const of = (pick: (run: Rush) => number) => ms(median(runs.map(pick)));
  console.log(
    `${label}: median of ${runs.length}: ok ${median(runs.map((run) => run.successes))}, settle ${of((run) => run.settleMs)}, ` +
      `p50 ${of((run) => percentile(run.latencies, 50))}, p95 ${of((run) => percentile(run.latencies, 95))}, ` +
      `p99 ${of((run) => percentile(run.latencies, 99))}, workerd CPU ${of((run) => run.serverCpuMs)}`,
  );
}

try {
  const admin = new Session();
  await expectOk(await admin.send("/api/session", { method: "POST", json: ADMIN }), "admin sign-in");
  const now = Date.now();
  await expectOk(
    await admin.send("/api/flashsellTime", {
      method: "POST",
      json: {
        startTime: new Date(now - 3_600_000).toISOString(),
        endTime: new Date(now + 6 * 3_600_000).toISOString(),
      },
    }),
    "open the flash-sale window",
  );
  const offers = (await (await expectOk(await send("/api/flashsell"), "list flash offers")).json()) as {
    _id: string;
    name: string;
  }[];
  const [hot, soldOut] = offers;
  if (!hot || !soldOut) throw new Error("the demo shop has fewer than two flash offers");

  const runTag = Date.now().toString(36);
  const shoppers = await inBatches(SHOPPERS, 10, async (index) => {
    const shopper = new Session();
    await expectOk(
      await shopper.send("/api/users", {
        method: "POST",
        json: { name: `Bench Shopper ${index}`, email: `bench-${runTag}-${index}@example.com`, password: "Bench#2026" },
      }),
      "register a shopper",
    );
    return shopper;
  });

  console.log(`e-Shop flash-sale benchmark: production build on local workerd at ${base}`);
  console.log(
    `${ORDERS} concurrent orders (one unit each) from ${SHOPPERS} signed-in shoppers, ${RUNS} runs per scenario\n`,
  );

  /** RUNS rushes at `target` over each way of connecting; `prepare` runs before each (the stock reset). */
  async function scenario(
    title: string,
    target: Target,
    label: string,
    prepare?: (previous: Rush | undefined) => Promise<void>,
  ) {
    const runs = { new: [] as Rush[], open: [] as Rush[] };
    let last: Rush | undefined;
    console.log(`\n${title}:`);
    for (const connections of ["new", "open"] as const) {
      for (let run = 1; run <= RUNS; run += 1) {
        await prepare?.(last);
        const result = await rush(shoppers, target, `${label}-${connections}-${run}`, connections);
        last = result;
        runs[connections].push(result);
        report(`${connections} connections, run ${run}`, result, target !== "session" && target !== "runtime");
      }
    }
    return runs;
  }

  // Each run's buyers may buy again: the previous run's orders are cancelled (as an admin does) and the stock set.
  const sale = await scenario(
    `flash offer "${hot.name}" (#${hot._id}) with stock ${STOCK}`,
    hot._id,
    "stock",
    async (last) => {
      const previous = last?.placed ?? [];
      await inBatches(previous.length, 10, async (index) =>
        expectOk(await admin.send(`/api/orders/${previous[index]}`, { method: "DELETE" }), "cancel an order"),
      );
      await expectOk(
        await admin.send(`/api/flashsell/${hot._id}`, { method: "PATCH", json: { stock: STOCK } }),
        "set the stock",
      );
    },
  );

  await expectOk(
    await admin.send(`/api/flashsell/${soldOut._id}`, { method: "PATCH", json: { stock: 0 } }),
    "set the stock",
  );
  const refusals = await scenario(
    `sold-out flash offer "${soldOut.name}" (#${soldOut._id}) with stock 0`,
    soldOut._id,
    "sold-out",
  );
  // For scale: what the same rush of signed-in requests costs when each only reads its session row from D1.
  const floor = await scenario(
    "session check: the same shoppers' GET /api/session (one D1 read each, no order)",
    "session",
    "session",
  );
  // Below that, the runtime's own floor: the same number of requests, each answered before any of the shop's work
  // (no session, no route, no database). No order can settle faster than this on the machine.
  const runtime = await scenario(
    `runtime floor: the same rush of GET ${RUNTIME_FLOOR_PATH}, refused (400) by the request guard first`,
    "runtime",
    "runtime",
  );

  for (const connections of ["new", "open"] as const) {
    console.log(`\n${connections} connections:`);
    summary(`stock ${STOCK}`, sale[connections]);
    summary("sold out", refusals[connections]);
    summary("session check", floor[connections]);
    summary("runtime floor", runtime[connections]);
    const ratio =
      median(sale[connections].map((run) => percentile(run.latencies, 99))) /
      median(runtime[connections].map((run) => percentile(run.latencies, 99)));
    console.log(`flash order p99 is ${ratio.toFixed(1)}x the runtime floor's p99 on this machine`);
  }
  const exact = [...sale.new, ...sale.open].every(
    (run) => run.successes === STOCK && run.stockAfter === 0 && run.errors === 0,
  );
  console.log(
    exact ? `every run sold exactly ${STOCK}, none oversold` : `NOT every run sold exactly ${STOCK}: see above`,
  );
} finally {
  server.stop();
}
