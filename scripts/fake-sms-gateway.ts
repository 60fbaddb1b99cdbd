/**
 * `npm run fake:sms`: the fake SMS gateway on its own (scripts/lib/fake-sms-gateway.ts), on PORT (default 8791).
 * `npm start` and `npm run dev` start it themselves.
 */
import { startFakeSmsGateway } from "./lib/fake-sms-gateway.ts";

const fake = await startFakeSmsGateway({ port: Number(process.env.PORT ?? "8791"), log: true, alsoIpv6: true });
console.log(`Fake SMS gateway on ${fake.url} (sent messages: ${fake.url}/__sent)`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
