/**
 * `npm run fake:redx`: the fake RedX on its own (scripts/lib/fake-redx.ts), on PORT (default 8793), its API under
 * /v1.0.0-beta. WEBHOOK_URL, when set, is where its webhook goes, `?token=` included (or `POST /__webhook { url }`).
 */
import { REDX_API_PREFIX, startFakeRedx } from "./lib/fake-redx.ts";

const url = process.env.WEBHOOK_URL;
const fake = await startFakeRedx({
  port: Number(process.env.PORT ?? "8793"),
  log: true,
  alsoIpv6: true,
  webhook: url ? { url } : null,
});
console.log(`Fake RedX on ${fake.url}${REDX_API_PREFIX} (what it received: ${fake.url}/__sent)`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
