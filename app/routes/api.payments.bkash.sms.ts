import * as v from "valibot";
import { dashboardCopy } from "~/copy-dashboard.ts";
import { parseBkashSms } from "~/domain/payments/bkash-sms.ts";
import { recordPayment } from "~/domain/payments/recording.server.ts";
import { walletOfOriginator } from "~/domain/payments/wallets.ts";
import { bkashSmsSchema } from "~/schemas/payment.ts";
import { verifySmsSignature } from "~/server/bkash-sms.ts";
import { getDatabase, getEnv } from "~/server/context.ts";
import { json, jsonError, methodNotAllowed } from "~/server/http.ts";
import { paymentNotes, toApiPayment } from "~/server/order-api.ts";
import type { Route } from "./+types/api.payments.bkash.sms";

export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{text, from, receivedAt?}` from the SMS forwarder on the merchant phone, signed with `X-Signature:
 * sha256=<hex HMAC-SHA256 of the raw body>` under BKASH_SMS_SECRET (401 and nothing stored otherwise), so `from`,
 * the SMS's originator as the phone shows it, is covered by the signature. A bKash received-money SMS from `bKash`
 * is stored once by TrxID and matched with its order (payments/recording.server.ts); a replay stores nothing and
 * matches a payment still waiting. Anything else is 400 (not JSON) or 422 (from no wallet, or not a payment SMS).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const env = getEnv(context);
  const secret = env.BKASH_SMS_SECRET ?? "";
  const raw = await request.text();
  if (!secret) return jsonError(401, dashboardCopy.payments.notConfigured);
  if (!(await verifySmsSignature(raw, request.headers.get("X-Signature"), secret)))
    return jsonError(401, dashboardCopy.payments.badSignature);
  const body = v.safeParse(bkashSmsSchema, safeJson(raw));
  if (!body.success) return jsonError(400, dashboardCopy.payments.badBody);
  if (walletOfOriginator(body.output.from ?? "") !== "bKash")
    return jsonError(422, dashboardCopy.payments.badOriginator);
  // Line breaks and other control characters become spaces: the SMS's words stay apart.
  // eslint-disable-next-line no-control-regex
  const message = body.output.text.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
  const sms = parseBkashSms(message);
  if (!sms) return jsonError(422, dashboardCopy.payments.notAPayment);
  const recorded = await recordPayment(
    getDatabase(context),
    env,
    sms,
    message,
    body.output.receivedAt ?? new Date(),
    paymentNotes,
  );
  return json(toApiPayment(recorded.payment));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
