import { css, cx } from "styled-system/css";
import { useApproxTaka, useMoney } from "~/client/currency.tsx";
import { shopCopy } from "~/i18n/shop.ts";

/** "$12.00", or for a product sold in variants at several prices "$12.00 – $15.00" (issue 28). */
export function priceOrRange(money: (minor: number) => string, minCents: number, maxCents?: number): string {
  return maxCents !== undefined && maxCents > minCents
    ? shopCopy.product.priceRange(money(minCents), money(maxCents))
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
        <span className={styles.hidden}>{shopCopy.product.salePrice} </span>
        {shown}
      </span>
      <s className={styles.regular}>
        <span className={styles.hidden}>{shopCopy.product.regularPrice} </span>
        {regular}
      </s>
    </span>
  );
}

/**
 * "≈ ৳18,787" beside a price or total when the shop prices in another currency (issue 30): whole taka at the
 * shop's rate, read out as "about ৳18,787"; with `maxCents`, a price range's ("≈ ৳1,464 – ৳1,830"). Nothing when
 * the shop prices in taka.
 */
export function ApproxTaka(props: { cents: number; maxCents?: number; className?: string }) {
  const taka = useApproxTaka();
  if (!taka) return null;
  const amount = priceOrRange(taka, props.cents, props.maxCents);
  return (
    <span className={cx(styles.approx, props.className)}>
      <span aria-hidden="true">{shopCopy.product.approxTaka(amount)}</span>
      <span className={styles.hidden}>{shopCopy.product.approxTakaSpoken(amount)}</span>
    </span>
  );
}

const styles = {
  approx: css({ color: "fg.muted", fontSize: "sm", fontWeight: "normal", fontVariantNumeric: "tabular-nums" }),
  row: css({ display: "inline-flex", alignItems: "baseline", gap: "2", flexWrap: "wrap" }),
  price: css({ fontWeight: "bold", color: "accent.text", fontVariantNumeric: "tabular-nums" }),
  sm: css({ fontSize: "sm" }),
  md: css({ fontSize: "lg" }),
  lg: css({ fontSize: "2xl" }),
  regular: css({ color: "fg.muted", fontSize: "sm", fontVariantNumeric: "tabular-nums" }),
  hidden: css({ srOnly: true }),
};
