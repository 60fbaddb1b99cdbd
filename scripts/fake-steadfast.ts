/**
 * `npm run fake:steadfast`: the fake Steadfast on its own (scripts/lib/fake-steadfast.ts), on PORT (default 8790).
 */
import { startFakeSteadfast } from "./lib/fake-steadfast.ts";

const fake = await startFakeSteadfast({ port: Number(process.env.PORT ?? "8790"), log: true, alsoIpv6: true });
console.log(`Fake Steadfast on ${fake.url}/api/v1 (what it received: ${fake.url}/api/v1/__sent)`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
