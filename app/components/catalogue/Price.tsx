import { css, cx } from "styled-system/css";
import { useMoney } from "~/client/currency.tsx";
import { copy } from "~/copy.ts";

/** "$12.00", or for a product sold in variants at several prices "$12.00 – $15.00" (issue 28). */
export function priceOrRange(money: (minor: number) => string, minCents: number, maxCents?: number): string {
  return maxCents !== undefined && maxCents > minCents
    ? copy.catalogue.priceRange(money(minCents), money(maxCents))
    : money(minCents);
}

/**
 * A price in the shop's currency ('$1,599.00', '৳1,250.00'). With `regularCents` (a flash-sale price), the regular price is shown
 * struck through beside it and both are named for screen readers.
 */
export function Price(props: { cents: number; regularCents?: number; size?: "sm" | "md" | "lg"; className?: string }) {
  const money = useMoney();
  const size = props.size ?? "md";
  const shown = money(props.cents);
  if (props.regularCents === undefined || props.regularCents === props.cents) {
    return <span className={cx(styles.price, styles[size], props.className)}>{shown}</span>;
  }
  const regular = money(props.regularCents);
  return (
    <span className={cx(styles.row, props.className)}>
      <span className={cx(styles.price, styles[size])}>
        <span className={styles.hidden}>{copy.product.salePrice} </span>
        {shown}
      </span>
      <s className={styles.regular}>
        <span className={styles.hidden}>{copy.product.regularPrice} </span>
        {regular}
      </s>
    </span>
  );
}

const styles = {
  row: css({ display: "inline-flex", alignItems: "baseline", gap: "2", flexWrap: "wrap" }),
  price: css({ fontWeight: "bold", color: "accent.text", fontVariantNumeric: "tabular-nums" }),
  sm: css({ fontSize: "sm" }),
  md: css({ fontSize: "lg" }),
  lg: css({ fontSize: "2xl" }),
  regular: css({ color: "fg.muted", fontSize: "sm", fontVariantNumeric: "tabular-nums" }),
  hidden: css({ srOnly: true }),
};
