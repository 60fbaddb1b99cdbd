/**
 * `npm run dev`: the local data (migrations, demo seed), the fake SMS gateway on SMS_API_URL, the fake Steadfast on
 * STEADFAST_BASE_URL, the fake Pathao on PATHAO_BASE_URL and the fake RedX on REDX_BASE_URL when those are loopback
 * addresses (the couriers' webhooks sent to the dev server), the mail sink on http://localhost:8794 (every email the
 * shop sent, read from the dev server's Local Explorer: scripts/lib/mail-sink.ts), then the Vite dev server with the
 * Worker in workerd (`react-router dev`). Arguments go to the dev server (`--port` also tells the sink where to read).
 */
import { execFileSync, spawn } from "node:child_process";
import { courierWebhooks } from "./lib/courier-webhooks.ts";
import { startLocalPathaoFor } from "./lib/fake-pathao.ts";
import { startLocalRedxFor } from "./lib/fake-redx.ts";
import { startLocalFakeFor } from "./lib/fake-sms-gateway.ts";
import { startLocalSteadfastFor } from "./lib/fake-steadfast.ts";
import { configuredVar } from "./lib/config.ts";
import { startLocalMailSink } from "./lib/mail-sink.ts";

execFileSync("node", ["scripts/local-data.ts"], { stdio: "inherit" });
const args = process.argv.slice(2);
const portArg =
  args.find((arg, index) => args[index - 1] === "--port") ??
  /^--port=(\d+)$/.exec(args.find((arg) => arg.startsWith("--port=")) ?? "")?.[1];
const webhooks = courierWebhooks(`http://localhost:${portArg ?? "5173"}`);
const fakes = [
  await startLocalFakeFor(configuredVar("SMS_API_URL")),
  await startLocalSteadfastFor(configuredVar("STEADFAST_BASE_URL")),
  await startLocalPathaoFor(configuredVar("PATHAO_BASE_URL"), webhooks.pathao),
  await startLocalRedxFor(configuredVar("REDX_BASE_URL"), webhooks.redx),
  await startLocalMailSink(`http://localhost:${portArg ?? "5173"}`),
];
const closeFakes = () => Promise.all(fakes.map((fake) => fake?.close()));
const dev = spawn("react-router", ["dev", ...args], { stdio: "inherit" });
const stop = () => {
  dev.kill("SIGTERM");
  void closeFakes();
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
dev.on("exit", (code) => {
  void closeFakes().finally(() => process.exit(code ?? 0));
});
