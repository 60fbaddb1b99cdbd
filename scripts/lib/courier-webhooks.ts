/**
 * Where the local fake couriers send their webhooks (issue 51): the shop at `origin`, each courier's webhook route
 * with its authentication from `.dev.vars` (or `--var` overrides): Pathao's X-PATHAO-Signature is
 * PATHAO_WEBHOOK_SECRET, RedX's URL carries REDX_WEBHOOK_TOKEN as `?token=`.
 */
import { configuredVar } from "./config.ts";

export function courierWebhooks(origin: string, overrides: Record<string, string> = {}) {
  const redxToken = configuredVar("REDX_WEBHOOK_TOKEN", overrides) ?? "";
  return {
    pathao: {
      url: `${origin}/api/couriers/pathao/webhook`,
      secret: configuredVar("PATHAO_WEBHOOK_SECRET", overrides) ?? "",
    },
    redx: { url: `${origin}/api/couriers/redx/webhook?token=${encodeURIComponent(redxToken)}` },
  };
}
