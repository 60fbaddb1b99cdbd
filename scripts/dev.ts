/**
 * `npm run dev`: the local data (migrations, demo seed), the fake SMS gateway on SMS_API_URL and the fake Steadfast
 * on STEADFAST_BASE_URL when those are loopback addresses, then the Vite dev server with the Worker in workerd (`react-router dev`). Arguments go to the dev server.
 */
import { execFileSync, spawn } from "node:child_process";
import { startLocalFakeFor } from "./lib/fake-sms-gateway.ts";
import { startLocalSteadfastFor } from "./lib/fake-steadfast.ts";
import { configuredVar } from "./lib/config.ts";

execFileSync("node", ["scripts/local-data.ts"], { stdio: "inherit" });
const fakes = [
  await startLocalFakeFor(configuredVar("SMS_API_URL")),
  await startLocalSteadfastFor(configuredVar("STEADFAST_BASE_URL")),
];
const closeFakes = () => Promise.all(fakes.map((fake) => fake?.close()));
const dev = spawn("react-router", ["dev", ...process.argv.slice(2)], { stdio: "inherit" });
const stop = () => {
  dev.kill("SIGTERM");
  void closeFakes();
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
dev.on("exit", (code) => {
  void closeFakes().finally(() => process.exit(code ?? 0));
});
