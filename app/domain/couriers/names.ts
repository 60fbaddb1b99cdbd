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
