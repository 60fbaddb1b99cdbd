import { receiveSteadfastWebhook } from "~/server/courier-webhook.ts";
import { methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.couriers.steadfast.webhook";

export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST from Steadfast with `Authorization: Bearer <STEADFAST_WEBHOOK_TOKEN>`: a parcel's delivery status or tracking
 * message (server/courier-webhook.ts has the answers, couriers/tracking.server.ts what each does to the order).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return receiveSteadfastWebhook(request, context);
}
