import { receiveForwardedSms } from "~/server/sms-webhook.ts";
import { methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.payments.sms";

export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{text, from, receivedAt?}` from the SMS forwarder, signed as POST /api/payments/bkash/sms is: a
 * received-money SMS of bKash (`from` bKash), Nagad (NAGAD) or Rocket (16216), the wallet told by the originator and
 * the text (server/sms-webhook.ts has the rules).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return receiveForwardedSms(request, context);
}
