/** What couriers send the shop (issue 26): Steadfast's status callback; and the couriers an admin ships with. */
import * as v from "valibot";

const text = (max: number) =>
  v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(max)));
const amount = v.nullish(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+(?:\.\d+)?$/))]),
    v.transform(Number),
    v.number(),
    v.minValue(0),
    v.maxValue(10_000_000),
  ),
);

/**
 * `{ notification_type, consignment_id, invoice, status, cod_amount, delivery_charge, tracking_message, updated_at }`:
 * the consignment id may come as a number or a string; amounts in taka, as numbers or numeric strings.
 */
export const steadfastWebhookSchema = v.pipe(
  v.object({
    notification_type: v.picklist(["delivery_status", "tracking_update"]),
    consignment_id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(64)),
    invoice: text(64),
    status: text(64),
    cod_amount: amount,
    delivery_charge: amount,
    tracking_message: text(500),
    updated_at: text(64),
  }),
  v.transform((body) => ({
    notificationType: body.notification_type,
    consignmentId: body.consignment_id,
    invoice: body.invoice ?? null,
    status: body.status ?? null,
    codAmount: body.cod_amount ?? null,
    deliveryCharge: body.delivery_charge ?? null,
    trackingMessage: body.tracking_message ?? null,
    updatedAt: body.updated_at ?? null,
  })),
);

const sheetText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/**
 * One row of a courier's returned sheet: which order, which courier, its tracking number. The courier is read as
 * text here: one outside the shop's list (`SHIPPING_COURIERS`, below) is that row's error, not the sheet's (issue 46).
 */
export const shipmentRowSchema = v.object({
  orderId: sheetText(64),
  courier: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(2000)), ""),
  trackingNumber: sheetText(80),
});

/**
 * The couriers an admin ships with by hand (issue 30): Bangladesh's parcel couriers the shop works with, and Other
 * for any more. Manage Order's Ship offers these; `PATCH /api/orders/:id` to `shipped` takes one of them.
 */
export const SHIPPING_COURIERS = ["Steadfast", "Pathao", "RedX", "Paperfly", "Sundarban", "Other"] as const;

export type ShippingCourier = (typeof SHIPPING_COURIERS)[number];

/** The list's spelling of a courier written in any case ("redx", "REDX"), or null when it is not one of them. */
export function shippingCourier(name: string): ShippingCourier | null {
  const wanted = name.trim().toLowerCase();
  return SHIPPING_COURIERS.find((courier) => courier.toLowerCase() === wanted) ?? null;
}
