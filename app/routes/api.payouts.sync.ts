import { syncPayoutsNow } from "~/server/cash.ts";
import { getConfig, getDatabase } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.payouts.sync";

export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST (admins; issue 51): the couriers' payouts pulled from their APIs now (Steadfast's `/payments`), as the hourly
 * cron does. 200 `{ couriers: [{ courier, ok: true, payouts, orders, unmatched } | { courier, ok: false, error }],
 * messages }`; 502 `{ error, couriers }` when no courier answered; 503 `{ error }` when none is set up.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const answer = await syncPayoutsNow(getDatabase(context), getConfig(context).couriers);
  return json(answer.body, { status: answer.status });
}
