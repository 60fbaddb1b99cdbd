/**
 * `npm run fake:pathao`: the fake Pathao on its own (scripts/lib/fake-pathao.ts), on PORT (default 8792). WEBHOOK_URL
 * and PATHAO_WEBHOOK_SECRET, when set, are where its webhooks go and the X-PATHAO-Signature they carry (or
 * `POST /__webhook { url, secret }`).
 */
import { startFakePathao } from "./lib/fake-pathao.ts";

const url = process.env.WEBHOOK_URL;
const fake = await startFakePathao({
  port: Number(process.env.PORT ?? "8792"),
  log: true,
  alsoIpv6: true,
  webhook: url ? { url, secret: process.env.PATHAO_WEBHOOK_SECRET ?? "" } : null,
});
console.log(`Fake Pathao on ${fake.url} (what it received: ${fake.url}/__sent)`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
