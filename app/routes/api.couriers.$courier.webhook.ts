import { receiveCourierWebhook } from "~/server/courier-webhook.ts";
import { methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.couriers.$courier.webhook";

export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST from a courier (steadfast, pathao, redx), with that courier's authentication: a parcel's status, a tracking
 * message, a payout (server/courier-webhook.ts has the answers, couriers/tracking.server.ts what each does to the
 * order).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return receiveCourierWebhook(params.courier, request, context);
}
