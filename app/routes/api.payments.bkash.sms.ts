import { receiveForwardedSms } from "~/server/sms-webhook.ts";
import { methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.payments.bkash.sms";

export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{text, from, receivedAt?}` from the SMS forwarder, signed with `X-Signature: sha256=<hex HMAC-SHA256 of the
 * raw body>` under BKASH_SMS_SECRET: bKash's received-money SMS only (`from` must be bKash). POST /api/payments/sms
 * takes every wallet's (server/sms-webhook.ts has the rules).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return receiveForwardedSms(request, context, "bKash");
}
