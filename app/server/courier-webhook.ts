/**
 * The couriers' webhooks over HTTP (`POST /api/couriers/:courier/webhook`; Steadfast's since issue 26, Pathao's and
 * RedX's since issue 51), each with its courier's own authentication, compared in constant time (a wrong or missing
 * one, or none configured, is 401 and changes nothing):
 * - Steadfast: `Authorization: Bearer <STEADFAST_WEBHOOK_TOKEN>`; its callbacks are taken as they come;
 * - Pathao: `X-PATHAO-Signature: <PATHAO_WEBHOOK_SECRET>`; answered 202 with `X-Pathao-Merchant-Webhook-Integration-
 *   Secret` (the same secret), as Pathao's integration check wants, `webhook_integration` included;
 * - RedX: `?token=<REDX_WEBHOOK_TOKEN>` on the URL (RedX signs nothing).
 * Pathao's and RedX's authentication is weak (a shared secret in a header or a URL), so an event that would move an
 * order or record a payout is first re-checked against that courier's status API: the order moves only when the
 * courier's own answer agrees (the event is kept on the timeline either way); when the API cannot be reached the
 * answer is 503 and nothing is written, so the courier sends it again. Every event is deduplicated (a replay
 * changes nothing). Pathao's `order.paid` records the parcel in its payout (the cash ledger).
 * Answers: `{ ok: true, orderId, status, changed }` (and `verified` for Pathao and RedX); 400 for a body that is not the courier's, 404 for a
 * consignment no order has with that courier.
 */
import * as v from "valibot";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { type CourierEvent, type CourierId, isCourierId } from "~/domain/couriers/courier.ts";
import { courierAdapter } from "~/domain/couriers/adapters.server.ts";
import { readPathaoWebhook } from "~/domain/couriers/pathao.ts";
import { payoutOfEvent } from "~/domain/couriers/payout-event.ts";
import { recordPayout } from "~/domain/couriers/payouts.server.ts";
import { readRedxWebhook } from "~/domain/couriers/redx.ts";
import { steadfastEvent } from "~/domain/couriers/steadfast-webhook.ts";
import { orderOfConsignment, receiveCourierEvent } from "~/domain/couriers/tracking.server.ts";
import { steadfastWebhookSchema } from "~/schemas/courier.ts";
import { getConfig, getDatabase, getOrderDeps, type ContextReader } from "./context.ts";
import { json, jsonError, parseJsonText } from "./http.ts";

/** Whether `given` is `expected`, in time that does not depend on where they differ. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  // Hash both, then compare the digests: equal length, and the time does not depend on where they differ.
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

/** The states that move an order: what Pathao's and RedX's events must have confirmed by their status API. */
const MOVING = new Set(["delivered", "partial", "returned", "failed"]);

export async function receiveCourierWebhook(
  courierParam: string | undefined,
  request: Request,
  context: ContextReader,
): Promise<Response> {
  if (!isCourierId(courierParam)) return jsonError(404, fulfilmentCopy.webhook.unknownCourier);
  const courier: CourierId = courierParam;
  const secret = getConfig(context).couriers.webhooks[courier];
  // Pathao's integration check wants its header on every answer.
  const answer = (response: Response) => {
    if (courier === "pathao" && secret) response.headers.set("X-Pathao-Merchant-Webhook-Integration-Secret", secret);
    return response;
  };
  const given =
    courier === "steadfast"
      ? (/^Bearer\s+(.+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1]?.trim() ?? "")
      : courier === "pathao"
        ? (request.headers.get("X-PATHAO-Signature")?.trim() ?? "")
        : (new URL(request.url).searchParams.get("token") ?? "");
  if (!secret || !given || !(await sameSecret(given, secret))) {
    await request.body?.cancel();
    const words = fulfilmentCopy.webhook;
    return jsonError(
      401,
      courier === "steadfast" ? words.unauthorized : courier === "pathao" ? words.badSignature : words.badToken,
    );
  }
  const body = parseJsonText(await request.text());
  const name = fulfilmentCopy.courierNames[courier];
  let event: CourierEvent | null;
  if (courier === "steadfast") {
    const parsed = v.safeParse(steadfastWebhookSchema, body);
    event = parsed.success ? steadfastEvent(parsed.output) : null;
    if (!event) return jsonError(400, fulfilmentCopy.webhook.badBody);
  } else if (courier === "pathao") {
    const read = readPathaoWebhook(body);
    if (!read) return answer(jsonError(400, fulfilmentCopy.webhook.badEvent(name)));
    if (read.kind === "integration") return answer(json({ ok: true }, { status: 202 }));
    event = read.event;
  } else {
    event = readRedxWebhook(body);
    if (!event) return jsonError(400, fulfilmentCopy.webhook.badEvent(name));
  }

  const db = getDatabase(context);
  const order = await orderOfConsignment(db, courier, event.consignmentId);
  if (!order) return answer(jsonError(404, fulfilmentCopy.webhook.unknownConsignment));

  // Pathao's and RedX's word is re-checked with their status API before it moves an order or pays it out.
  let verified = true;
  if (courier !== "steadfast" && ((event.state && MOVING.has(event.state)) || event.payout)) {
    const adapter = courierAdapter(db, getConfig(context).couriers, courier);
    const status = adapter ? await adapter.status(event.consignmentId) : null;
    if (!status?.ok) return answer(jsonError(503, fulfilmentCopy.webhook.statusUnavailable(name)));
    const said = status.status;
    verified = event.payout ? said.state === "delivered" || said.state === "partial" : said.state === event.state;
    // The courier's own figures win over the webhook's.
    if (verified)
      event = { ...event, cashTaka: said.cashTaka ?? event.cashTaka, chargeTaka: said.chargeTaka ?? event.chargeTaka };
  }

  const result = await receiveCourierEvent(db, getOrderDeps(context), event, { order, moves: verified });
  if (!result.ok) return answer(jsonError(404, fulfilmentCopy.webhook.unknownConsignment));
  let changed = result.changed;
  // Pathao's order.paid: the parcel joins its payout (what the order knows fills what the event does not say).
  const payout =
    verified && !result.duplicate
      ? payoutOfEvent({
          ...event,
          cashTaka: event.cashTaka ?? result.order.cashCollectedTaka,
          chargeTaka: event.chargeTaka ?? result.order.courierChargeTaka,
        })
      : null;
  if (payout) {
    const recorded = await recordPayout(db, courier, payout, "webhook");
    changed ||= recorded.ok && recorded.added > 0;
  }
  return answer(
    json(
      {
        ok: true,
        orderId: result.order.id,
        status: result.order.status,
        changed,
        // Whether the courier's status API confirmed it (Pathao's and RedX's; Steadfast's answer is as before).
        ...(courier === "steadfast" ? {} : { verified }),
      },
      { status: courier === "pathao" ? 202 : 200 },
    ),
  );
}
