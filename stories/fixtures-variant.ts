import type { OrderView } from "~/domain/orders/types.ts";

/** The variant an order line sold (issue 28), its title and SKU as kept at order time: the seeded jeans' kind. */
export const jeansVariant = { id: "31", title: "Waist: 32 / Colour: Indigo", sku: "JEANS-32-IND" };

/** `order` with its first line sold as `variant`; its other lines stay products without options. */
export function withVariant(
  order: OrderView,
  variant: NonNullable<OrderView["lines"][number]["variant"]> = jeansVariant,
) {
  return { ...order, lines: order.lines.map((line, position) => (position === 0 ? { ...line, variant } : line)) };
}
