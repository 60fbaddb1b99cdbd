/**
 * `npm run fake:steadfast`: the fake Steadfast on its own (scripts/lib/fake-steadfast.ts), on PORT (default 8792).
 */
import { startFakeSteadfast } from "./lib/fake-steadfast.ts";

const fake = await startFakeSteadfast({ port: Number(process.env.PORT ?? "8792"), log: true, alsoIpv6: true });
console.log(`Fake Steadfast on ${fake.url}/api/v1 (booked parcels: ${fake.url}/__parcels)`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
