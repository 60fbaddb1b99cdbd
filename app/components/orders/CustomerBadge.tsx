import { css } from "styled-system/css";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import type { CustomerBadgeView } from "~/domain/customers/views.ts";
import { formatDigits } from "~/format.ts";
import { Badge } from "~/ui/badge.tsx";

/**
 * The customer behind an order's phone (issue 49), at a glance: "New customer" before any parcel reached them,
 * "7 delivered" when none came back, "3 of 4 returned" when some did (in warning colours from the first return);
 * the courier's score beside it when it is known. The full counts are in its label.
 */
export function CustomerBadge({ customer }: { customer: CustomerBadgeView }) {
  const texts = fulfilmentCopy.customer;
  const parcels = customer.delivered + customer.returned;
  const text =
    parcels === 0
      ? texts.newCustomer
      : customer.returned > 0
        ? texts.returned(customer.returned, parcels)
        : texts.delivered(customer.delivered);
  const variant =
    parcels === 0
      ? "info"
      : customer.returned * 2 >= parcels
        ? "danger"
        : customer.returned > 0
          ? "warning"
          : "success";
  const label = texts.label(formatDigits(customer.phone), customer.orders, customer.delivered, customer.returned);
  return (
    <span data-customer={customer.phone} className={wrap}>
      <Badge size="sm" variant={variant} aria-label={label} title={label} data-customer-badge="">
        {text}
      </Badge>
      {customer.courier ? (
        <Badge size="sm" variant="outline" data-courier-score="">
          {texts.courierScore(customer.courier.courier, customer.courier.delivered, customer.courier.total)}
        </Badge>
      ) : null}
    </span>
  );
}

const wrap = css({ display: "inline-flex", flexWrap: "wrap", gap: "1" });
