/**
 * What Pathao's and RedX's webhooks post (issue 51), read loosely as couriers write them: ids and amounts as numbers
 * or text, fields the shop does not read ignored. The adapters (app/domain/couriers/pathao.ts, redx.ts) turn them
 * into the shop's tracking events.
 */
import * as v from "valibot";

const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.minLength(1), v.maxLength(64));
const text = (max: number) =>
  v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(max)));
const amount = v.nullish(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(?:\.\d+)?$/))]),
    v.transform(Number),
    v.number(),
    v.minValue(0),
    v.maxValue(10_000_000),
  ),
);

/** Pathao's webhook test: `{ event: "webhook_integration" }`, sent when the merchant saves the webhook URL. */
export const pathaoIntegrationSchema = v.object({ event: v.literal("webhook_integration") });

/**
 * One Pathao order event: `{ consignment_id, merchant_order_id, updated_at, timestamp, store_id, event,
 * collected_amount?, delivery_fee?, reason?, invoice_id? }` (`event` such as "order.delivered"; `invoice_id` on
 * "order.paid", the payout).
 */
export const pathaoEventSchema = v.object({
  event: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  consignment_id: id,
  merchant_order_id: text(64),
  updated_at: text(64),
  timestamp: text(64),
  store_id: text(32),
  collected_amount: amount,
  delivery_fee: amount,
  reason: text(500),
  invoice_id: text(64),
});

export type PathaoEventBody = v.InferOutput<typeof pathaoEventSchema>;

/** RedX's webhook: `{ tracking_number, status, message_en, message_bn, invoice_number, timestamp }`. */
export const redxEventSchema = v.object({
  tracking_number: id,
  status: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  message_en: text(500),
  message_bn: text(500),
  invoice_number: text(64),
  timestamp: text(64),
});

export type RedxEventBody = v.InferOutput<typeof redxEventSchema>;
