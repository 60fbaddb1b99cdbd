import { useId } from "react";
import { css } from "styled-system/css";
import { checkoutCopy } from "~/i18n/checkout.ts";
import type { CartQuote } from "~/domain/orders/types.ts";
import { LineItem, LineItemList } from "./LineItem.tsx";
import { Totals, totalsMoney, type TotalsDelivery } from "./Totals.tsx";

/**
 * The checkout's side panel: what is being ordered, at the server's prices, the delivery to the chosen area (or a
 * prompt to choose it), and the spec's 'Total Price (n Items)'.
 */
export function OrderSummary(props: { quote: CartQuote; title?: string; awaitingArea?: boolean }) {
  const { quote } = props;
  const title = props.title ?? checkoutCopy.checkoutPage.orderSummary;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <LineItemList label={title}>
        {quote.lines.map((line) => (
          <LineItem key={`${line.productId}:${line.requestedType}:${line.variantId ?? ""}`} line={line} approxTaka />
        ))}
      </LineItemList>
      <Totals
        money={totalsMoney(quote)}
        delivery={deliveryRow(quote, props.awaitingArea ?? false)}
        totalLabel={checkoutCopy.checkoutPage.totalPrice(quote.itemCount)}
        className={styles.totals}
      />
    </section>
  );
}

/** The quote's delivery for the totals: its zone's charge, a prompt while no area is chosen, or none. */
export function deliveryRow(quote: CartQuote, awaitingArea: boolean): TotalsDelivery {
  if (quote.delivery) return quote.delivery;
  return awaitingArea ? "choose-area" : null;
}

const styles = {
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: "2",
    p: { base: "4", md: "6" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
    minW: "0",
  }),
  heading: css({ fontSize: "lg", fontWeight: "bold" }),
  totals: css({ pt: "3", borderTopWidth: "1px", borderColor: "border.default" }),
};
