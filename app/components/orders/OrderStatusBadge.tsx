import { shopCopy } from "~/i18n/shop.ts";
import type { OrderStatus } from "~/domain/orders/status.ts";
import { Badge } from "~/ui/badge.tsx";
import type { BadgeVariantProps } from "styled-system/recipes";

/** Looks that differ in more than hue (solid, subtle, dashed), so the statuses tell apart at a glance. */
const looks: Record<OrderStatus, NonNullable<BadgeVariantProps["variant"]>> = {
  pending: "warning",
  confirmed: "info",
  shipped: "inverse",
  delivered: "success",
  returned: "outline",
  rejected: "danger",
  cancelled: "muted",
};

/**
 * An order's status as shoppers and admins read it. A pending cash-on-delivery order with nothing to pay first
 * (`awaitsCall`) waits for the shop's call, not for a payment check, and says so.
 */
export function OrderStatusBadge(props: {
  status: OrderStatus;
  awaitsCall?: boolean;
  size?: "sm" | "md";
  className?: string;
}) {
  return (
    <Badge
      size={props.size ?? "sm"}
      variant={looks[props.status]}
      data-status={props.status}
      className={props.className}
    >
      {props.status === "pending" && props.awaitsCall
        ? shopCopy.orders.pendingCod
        : shopCopy.orders.status[props.status]}
    </Badge>
  );
}
