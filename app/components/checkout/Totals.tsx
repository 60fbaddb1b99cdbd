import { css, cx } from "styled-system/css";
import { useMoney } from "~/client/currency.tsx";
import { copy } from "~/copy.ts";

/**
 * The money rows of a cart or order: subtotal and shipping fee (when known), then the total under `totalLabel`
 * (such as 'Total Price (3 Items)'). Free shipping says so.
 */
export function Totals(props: {
  subtotalCents?: number;
  shippingCents?: number;
  totalCents: number;
  totalLabel: string;
  className?: string;
}) {
  const texts = copy.checkoutPage;
  const money = useMoney();
  const { shippingCents } = props;
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
      <div className={cx(styles.row, styles.totalRow)}>
        <dt className={styles.totalTerm}>{props.totalLabel}</dt>
        <dd className={styles.total}>{money(props.totalCents)}</dd>
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
