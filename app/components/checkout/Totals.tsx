import { css, cx } from "styled-system/css";
import { useMoney } from "~/client/currency.tsx";
import { ApproxTaka } from "~/components/catalogue/Price.tsx";
import { checkoutCopy } from "~/copy-checkout.ts";

/** The delivery row: the zone's charge to the address, or a prompt to choose the area first. */
export type TotalsDelivery = { zone: string | null; feeCents: number; freeOverCents: number | null } | "choose-area";

/**
 * The money rows of a cart or order: subtotal, shipping fee and delivery (when known), then the total under
 * `totalLabel` (such as 'Total Price (3 Items)'). Free shipping and free delivery say so, and a zone that is free
 * from a subtotal says from which.
 */
export function Totals(props: {
  subtotalCents?: number;
  shippingCents?: number;
  delivery?: TotalsDelivery;
  totalCents: number;
  totalLabel: string;
  className?: string;
}) {
  const texts = checkoutCopy.checkoutPage;
  const money = useMoney();
  const { shippingCents, delivery } = props;
  return (
    <dl className={cx(styles.list, props.className)}>
      {props.subtotalCents === undefined ? null : (
        <div className={styles.row}>
          <dt className={styles.term}>{texts.subtotal}</dt>
          <dd className={styles.amount}>{money(props.subtotalCents)}</dd>
        </div>
      )}
      {shippingCents === undefined ? null : (
        <div className={styles.row}>
          <dt className={styles.term}>{texts.shippingFee}</dt>
          <dd className={shippingCents === 0 ? styles.free : styles.amount}>
            {shippingCents === 0 ? texts.free : money(shippingCents)}
          </dd>
        </div>
      )}
      {delivery === undefined ? null : delivery === "choose-area" ? (
        <div className={styles.row}>
          <dt className={styles.term}>{checkoutCopy.delivery.delivery}</dt>
          <dd className={styles.note}>{checkoutCopy.delivery.chooseArea}</dd>
        </div>
      ) : (
        <div className={styles.row}>
          <dt className={styles.term}>
            {delivery.zone ? checkoutCopy.delivery.deliveryIn(delivery.zone) : checkoutCopy.delivery.delivery}
          </dt>
          <dd className={cx(delivery.feeCents === 0 ? styles.free : styles.amount, styles.stack)}>
            {delivery.feeCents === 0 ? checkoutCopy.delivery.free : money(delivery.feeCents)}
            {delivery.feeCents > 0 && delivery.freeOverCents !== null ? (
              <span className={styles.note}>{checkoutCopy.delivery.freeOver(money(delivery.freeOverCents))}</span>
            ) : null}
          </dd>
        </div>
      )}
      <div className={cx(styles.row, styles.totalRow)}>
        <dt className={styles.totalTerm}>{props.totalLabel}</dt>
        <dd className={styles.stack}>
          <span className={styles.total}>{money(props.totalCents)}</span>
          <ApproxTaka cents={props.totalCents} />
        </dd>
      </div>
    </dl>
  );
}

const styles = {
  list: css({ display: "flex", flexDirection: "column", gap: "2.5", fontSize: "sm" }),
  row: css({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: "4" }),
  term: css({ color: "fg.muted" }),
  amount: css({ fontWeight: "semibold", fontVariantNumeric: "tabular-nums", textAlign: "end", color: "fg.default" }),
  free: css({ fontWeight: "semibold", textAlign: "end", color: "success" }),
  note: css({ fontSize: "xs", fontWeight: "normal", color: "fg.muted", textAlign: "end" }),
  stack: css({ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: "0.5" }),
  totalRow: css({ pt: "3", mt: "1", borderTopWidth: "1px", borderColor: "border.default" }),
  totalTerm: css({ color: "fg.default", fontWeight: "semibold", fontSize: "md" }),
  total: css({
    fontSize: "xl",
    fontWeight: "extrabold",
    fontVariantNumeric: "tabular-nums",
    textAlign: "end",
    color: "accent.text",
    whiteSpace: "nowrap",
  }),
};
