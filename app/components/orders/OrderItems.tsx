/**
 * What was bought, and a titled card: the parts of an order's page the payment link shows too (issue 50), in a module
 * of their own so that page loads neither the order page's texts nor its tools.
 */
import { type ReactNode, useId } from "react";
import { css } from "styled-system/css";
import { checkoutCopy } from "~/i18n/checkout.ts";
import type { OrderView } from "~/domain/orders/types.ts";
import { formatMoney } from "~/format.ts";
import { CurrencyProvider } from "~/client/currency.tsx";
import { Totals, totalsMoney } from "~/components/checkout/Totals.tsx";
import { VariantLine } from "./VariantLine.tsx";

/** What was bought, each line with its price and quantity, then the totals in the order's currency. */
export function OrderItems(props: {
  order: Pick<
    OrderView,
    "lines" | "currency" | "subtotalCents" | "shippingCents" | "deliveryCents" | "totalCents" | "taka" | "deliveryZone"
  >;
  /** Admins see each variant's SKU, in these words (`orderScreensCopy.variantWithSku`). */
  withSku?: ((title: string, sku: string) => string) | undefined;
  /** The total's label: the order page's by default. */
  totalLabel: string;
}) {
  const { order } = props;
  return (
    <>
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          <li key={index} className={styles.line}>
            <span className={styles.lineName}>
              {line.name}
              <VariantLine line={line} withSku={props.withSku} />
            </span>
            <span className={styles.muted}>
              {checkoutCopy.checkoutPage.unitTimesQuantity(
                formatMoney(line.unitPriceCents, order.currency),
                line.quantity,
              )}
            </span>
            <span className={styles.lineTotal}>{formatMoney(line.unitPriceCents * line.quantity, order.currency)}</span>
          </li>
        ))}
      </ul>
      <CurrencyProvider currency={order.currency}>
        <Totals
          money={totalsMoney(order)}
          delivery={order.deliveryZone ? { zone: order.deliveryZone, freeOverTaka: null } : null}
          totalLabel={props.totalLabel}
          className={styles.totals}
        />
      </CurrencyProvider>
    </>
  );
}

/** One titled card of an order's page. */
export function Panel(props: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

const styles = {
  lines: css({ display: "flex", flexDirection: "column", "& > li + li": { borderTopWidth: "1px" } }),
  line: css({
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) auto",
    columnGap: "3",
    py: "2",
    borderColor: "border.default",
    fontSize: "sm",
  }),
  lineName: css({ fontWeight: "semibold", overflowWrap: "anywhere" }),
  lineTotal: css({
    gridColumn: "2",
    gridRow: "1 / span 2",
    fontWeight: "semibold",
    fontVariantNumeric: "tabular-nums",
  }),
  totals: css({ pt: "3", borderTopWidth: "1px", borderColor: "border.strong" }),
  muted: css({ fontSize: "sm", color: "fg.muted" }),
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    p: { base: "4", md: "5" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  panelTitle: css({ fontSize: "md", fontWeight: "bold" }),
};
