/**
 * `npm start`: builds the production bundle and serves it on local workerd with the local data, through Miniflare
 * configured by wrangler itself (`unstable_getMiniflareWorkerOptions` reads the built `wrangler.json`: bindings,
 * static assets, the Durable Object, vars and `.dev.vars` secrets). Not `wrangler dev`: its dev proxy, a second
 * Worker in front of ours, turns a request whose body is cut short into a 500 of its own before the shop can
 * answer 400 (see docs/decisions/010-npm-start-without-the-dev-proxy.md). The state is wrangler's layout, shared
 * with `npm run dev` and `npm run db:seed`.
 *
 * PORT (default 8787) picks the port; E_SHOP_STATE_DIR (default .wrangler/state) the local D1/R2/DO folder;
 * INSPECTOR_PORT (none by default) opens workerd's DevTools inspector there, for a CPU profile of the Worker.
 * When SMS_API_URL points at this machine (wrangler.toml's default, http://localhost:8791), the fake SMS gateway
 * (scripts/lib/fake-sms-gateway.ts) is started there; likewise the fake Steadfast (scripts/lib/fake-steadfast.ts) where
 * STEADFAST_BASE_URL points (http://localhost:8790/api/v1), the fake Pathao (scripts/lib/fake-pathao.ts) where
 * PATHAO_BASE_URL points (http://localhost:8792) and the fake RedX (scripts/lib/fake-redx.ts) where REDX_BASE_URL
 * points (http://localhost:8793/v1.0.0-beta), their webhooks sent to this server (`POST /__callback` on them). The
 * mail sink (scripts/lib/mail-sink.ts) lists every email
 * the shop sent on http://localhost:8794/__sent, read from Miniflare's Local Explorer (on here for that).
 * Arguments: `--var NAME:VALUE` (repeatable) sets or overrides a var or secret; `--test-scheduled` is accepted for
 * habit's sake: `/cdn-cgi/local/scheduled` always runs the cron by hand.
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type * as MiniflareModule from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { configuredVar, devVars } from "./lib/config.ts";
import { courierWebhooks } from "./lib/courier-webhooks.ts";
import { startLocalPathaoFor } from "./lib/fake-pathao.ts";
import { startLocalRedxFor } from "./lib/fake-redx.ts";
import { startLocalFakeFor } from "./lib/fake-sms-gateway.ts";
import { startLocalSteadfastFor } from "./lib/fake-steadfast.ts";
import { startLocalMailSink } from "./lib/mail-sink.ts";

const port = Number(process.env.PORT ?? "8787");
const stateDir = process.env.E_SHOP_STATE_DIR ?? ".wrangler/state";
const { values } = parseArgs({
  options: {
    var: { type: "string", multiple: true, default: [] },
    "test-scheduled": { type: "boolean", default: false },
  },
});
const vars: Record<string, string> = {};
for (const pair of values.var) {
  const colon = pair.indexOf(":");
  if (colon < 1) throw new Error(`--var wants NAME:VALUE, got "${pair}"`);
  vars[pair.slice(0, colon)] = pair.slice(colon + 1);
}

// Local data first: on a fresh clone it also writes `.dev.vars` (AUTH_SECRET), which the build then carries along.
execFileSync("node", ["scripts/local-data.ts", "--persist-to", stateDir], { stdio: "inherit" });
execFileSync("react-router", ["build"], { stdio: "inherit" });

// The Miniflare that this wrangler drives, so its workerd and options match what `wrangler dev` would run.
const requireFromWrangler = createRequire(import.meta.resolve("wrangler"));
const { Miniflare, Log, LogLevel, convertV4MiniflareOptions } = (await import(
  requireFromWrangler.resolve("miniflare")
)) as typeof MiniflareModule;

const serverDir = resolve("build/server");
const { workerOptions, main } = unstable_getMiniflareWorkerOptions(resolve(serverDir, "wrangler.json"));
// The secrets in `.dev.vars` as well, whether or not the build carried a copy (`--var` still wins).
const configuredBindings = { ...(workerOptions.bindings ?? {}), ...devVars(".dev.vars") };
const modules = [resolve(serverDir, main ?? "index.js")];
for (const file of readdirSync(resolve(serverDir, "assets"))) {
  if (file.endsWith(".js")) modules.push(resolve(serverDir, "assets", file));
}

const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    host: "127.0.0.1",
    port,
    rootPath: process.cwd(),
    resourcePersistencePath: resolve(stateDir, "v3"),
    unsafeTriggerHandlers: true,
    // Keeps every email the send_email binding is handed, for the mail sink (decision 044).
    unsafeLocalExplorer: true,
    ...(process.env.INSPECTOR_PORT ? { inspectorPort: Number(process.env.INSPECTOR_PORT) } : {}),
    log: new Log(LogLevel.INFO),
    workers: [
      {
        ...workerOptions,
        name: "e-shop",
        modulesRoot: serverDir,
        modules: modules.map((path) => ({ type: "ESModule" as const, path })),
        bindings: { ...configuredBindings, ...vars },
      },
    ],
  }),
);
// The fake SMS gateway where SMS_API_URL points, when that is this machine (a real gateway is left alone).
const fakeSms = await startLocalFakeFor(configuredVar("SMS_API_URL", vars));
// The fake Steadfast where STEADFAST_BASE_URL points, likewise.
const fakeSteadfast = await startLocalSteadfastFor(configuredVar("STEADFAST_BASE_URL", vars));
// The fake Pathao and fake RedX likewise, their webhooks to this server with the secrets in `.dev.vars`.
const webhooks = courierWebhooks(`http://127.0.0.1:${port}`, vars);
const fakePathao = await startLocalPathaoFor(configuredVar("PATHAO_BASE_URL", vars), webhooks.pathao);
const fakeRedx = await startLocalRedxFor(configuredVar("REDX_BASE_URL", vars), webhooks.redx);
const url = await miniflare.ready;
// Every email the shop sends, listed on http://localhost:8794/__sent.
const mailSink = await startLocalMailSink(url.origin);
console.log(`Ready on ${url.origin}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void Promise.all([
      miniflare.dispose(),
      fakeSms?.close(),
      fakeSteadfast?.close(),
      fakePathao?.close(),
      fakeRedx?.close(),
      mailSink?.close(),
    ]).finally(() => process.exit(0));
  });
}
