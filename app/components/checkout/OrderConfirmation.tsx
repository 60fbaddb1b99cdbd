import { useId } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { copy } from "~/copy.ts";
import type { OrderView } from "~/domain/types.ts";
import { Button } from "~/ui/button.tsx";
import { CheckCircleIcon, ReceiptIcon } from "~/ui/icons.tsx";
import { LineItem, LineItemList } from "./LineItem.tsx";
import { Totals } from "./Totals.tsx";

/** After a successful order: the spec's 'successfully ordered' message, what was ordered and where to go next. */
export function OrderConfirmation(props: { order: OrderView }) {
  const { order } = props;
  const texts = copy.checkoutPage;
  const headingId = useId();
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.hero} role="status">
        <span className={styles.badge} aria-hidden="true">
          <CheckCircleIcon />
        </span>
        <h1 id={headingId} className={styles.heading}>
          {texts.confirmedHeading}
        </h1>
        <p className={styles.help}>{texts.confirmedHelp}</p>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>{texts.orderId}</dt>
          <dd>{order.id}</dd>
        </div>
        <div>
          <dt>{texts.trxId}</dt>
          <dd className={styles.mono}>{order.trxId}</dd>
        </div>
        <div>
          <dt>{texts.paidWith}</dt>
          <dd>{texts.bkashPayment(order.bkashNumber)}</dd>
        </div>
      </dl>

      <div className={styles.lines}>
        <LineItemList label={texts.selectedProducts}>
          {order.lines.map((line, index) => (
            <LineItem key={`${line.productId ?? "gone"}-${index}`} line={line} />
          ))}
        </LineItemList>
        <Totals totalCents={order.totalCents} totalLabel={texts.totalPrice(itemCount)} />
      </div>

      <div className={styles.actions}>
        <Button asChild size="lg">
          <Link to="/dashboard/myorder">
            <ReceiptIcon />
            {texts.seeMyOrders}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">{texts.continueShopping}</Link>
        </Button>
      </div>
    </section>
  );
}

const styles = {
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: { base: "5", md: "6" },
    maxW: "2xl",
    mx: "auto",
    width: "100%",
    p: { base: "5", md: "8" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  hero: css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "2", textAlign: "center" }),
  badge: css({
    display: "grid",
    placeItems: "center",
    w: "16",
    h: "16",
    mb: "2",
    borderRadius: "full",
    bg: "success.subtle",
    color: "success",
    "& svg": { w: "9", h: "9" },
  }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "extrabold" }),
  help: css({ color: "fg.muted" }),
  facts: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "minmax(0, 2fr) minmax(0, 3fr) minmax(0, 4fr)" },
    gap: "3",
    p: "4",
    bg: "bg.canvas",
    borderRadius: "l2",
    borderWidth: "1px",
    borderColor: "border.default",
    "& dt": { fontSize: "xs", fontWeight: "medium", color: "fg.muted" },
    "& dd": { fontWeight: "semibold", overflowWrap: "anywhere" },
  }),
  mono: css({ fontFamily: "mono", letterSpacing: "0.04em" }),
  lines: css({ display: "flex", flexDirection: "column", gap: "2" }),
  actions: css({
    display: "flex",
    flexDirection: { base: "column", sm: "row" },
    justifyContent: "center",
    gap: "3",
  }),
};
