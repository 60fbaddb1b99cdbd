/**
 * The SMS forwarder's webhooks (POST /api/payments/bkash/sms, POST /api/payments/sms): a signed `{text, from,
 * receivedAt?}`, where `from` is the SMS's originator as the merchant phone shows it (covered by the signature). The
 * originator names the wallet (bKash, NAGAD, 16216 for Rocket); a received-money SMS of that wallet is stored once by
 * wallet and TrxID and matched with its order. 401 unsigned, 400 not JSON, 422 from no wallet (or from one the route
 * does not take) or not a payment SMS: nothing is stored.
 */
import * as v from "valibot";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { recordPayment } from "~/domain/workflows/payment-receipt.server.ts";
import { parseWalletSms } from "~/domain/payments/wallet-sms.ts";
import { walletOfOriginator, type Wallet } from "~/domain/payments/wallets.ts";
import { bkashSmsSchema } from "~/schemas/payment.ts";
import { verifySmsSignature } from "./sms-signature.ts";
import { getConfig, getDatabase, getOrderDeps, type ContextReader } from "./context.ts";
import { json, jsonError, parseJsonText } from "./http.ts";
import { paymentNotes, toApiPayment } from "./order-api.ts";

export async function receiveForwardedSms(request: Request, context: ContextReader, only?: Wallet): Promise<Response> {
  const secret = getConfig(context).payments.smsSecret;
  const raw = await request.text();
  if (!secret) return jsonError(401, dashboardCopy.payments.notConfigured);
  if (!(await verifySmsSignature(raw, request.headers.get("X-Signature"), secret)))
    return jsonError(401, dashboardCopy.payments.badSignature);
  const body = v.safeParse(bkashSmsSchema, parseJsonText(raw));
  if (!body.success) return jsonError(400, dashboardCopy.payments.badBody);
  const wallet = walletOfOriginator(body.output.from ?? "");
  if (!wallet || (only && wallet !== only))
    return jsonError(
      422,
      only === "bKash" ? dashboardCopy.payments.badOriginator : dashboardCopy.payments.badWalletOriginator,
    );
  // Control characters other than line breaks become spaces; Nagad's lines stay lines (CRLF as LF).
  const message = body.output.text
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]+/g, " ")
    .trim();
  const sms = parseWalletSms(wallet, message);
  if (!sms)
    return jsonError(
      422,
      wallet === "bKash" ? dashboardCopy.payments.notAPayment : dashboardCopy.payments.notAWalletPayment(wallet),
    );
  const recorded = await recordPayment(
    getDatabase(context),
    getOrderDeps(context),
    sms,
    message,
    body.output.receivedAt ?? new Date(),
    paymentNotes,
  );
  return json(toApiPayment(recorded.payment));
}
