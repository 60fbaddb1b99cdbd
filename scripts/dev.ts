/**
 * `npm run dev`: the local data (migrations, demo seed), the fake SMS gateway on SMS_API_URL when that is a loopback
 * address, then the Vite dev server with the Worker in workerd (`react-router dev`). Arguments go to the dev server.
 */
import { execFileSync, spawn } from "node:child_process";
import { startLocalFakeFor } from "./lib/fake-sms-gateway.ts";
import { configuredVar } from "./lib/config.ts";

execFileSync("node", ["scripts/local-data.ts"], { stdio: "inherit" });
const fake = await startLocalFakeFor(configuredVar("SMS_API_URL"));
const dev = spawn("react-router", ["dev", ...process.argv.slice(2)], { stdio: "inherit" });
const stop = () => {
  dev.kill("SIGTERM");
  void fake?.close();
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
dev.on("exit", (code) => {
  void fake?.close().finally(() => process.exit(code ?? 0));
  if (!fake) process.exit(code ?? 0);
});
