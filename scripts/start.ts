/**
 * `npm start`: builds the production bundle and serves it on local workerd (wrangler dev) with the local data.
 * PORT (default 8787) picks the port; E_SHOP_STATE_DIR (default .wrangler/state) the local D1/R2/DO folder.
 * Further arguments go to wrangler dev (`npm start -- --test-scheduled` lets `/cdn-cgi/handler/scheduled` run the cron).
 */
import { execFileSync, spawn } from "node:child_process";

const port = process.env.PORT ?? "8787";
const stateDir = process.env.E_SHOP_STATE_DIR ?? ".wrangler/state";

execFileSync("react-router", ["build"], { stdio: "inherit" });
execFileSync("node", ["scripts/local-data.ts", "--persist-to", stateDir], { stdio: "inherit" });

const server = spawn(
  "wrangler",
  ["dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", stateDir, "--show-interactive-dev-session=false", ...process.argv.slice(2)],
  { stdio: ["ignore", "inherit", "inherit"] },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
