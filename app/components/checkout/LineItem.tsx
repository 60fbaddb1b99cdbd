import { css, cx } from "styled-system/css";
import { useMoney } from "~/client/currency.tsx";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { Badge } from "~/ui/badge.tsx";
import { BoltIcon } from "~/ui/icons.tsx";
import { ApproxTaka, Price } from "~/components/catalogue/Price.tsx";
import { thumbUrl } from "~/domain/images/url.ts";

export interface LineItemData {
  name: string;
  /** "Size: L / Colour: Red" for a product with options. */
  variantTitle?: string;
  imageUrl: string;
  category: string;
  productType: "regular" | "flashsell";
  unitPriceCents: number;
  quantity: number;
}

/** "Flash sale" or "Regular": how a line is priced. */
export function ProductTypeBadge(props: { type: "regular" | "flashsell"; className?: string }) {
  return props.type === "flashsell" ? (
    <Badge size="sm" variant="subtle" className={cx(styles.badge, props.className)}>
      <BoltIcon />
      {checkoutCopy.checkoutPage.flashSale}
    </Badge>
  ) : (
    <Badge size="sm" variant="outline" className={cx(styles.badge, props.className)}>
      {checkoutCopy.checkoutPage.regular}
    </Badge>
  );
}

/** One product of an order or checkout, read only: picture, name, category, type, `price × quantity` and the line's total. */
export function LineItem(props: {
  line: LineItemData;
  imageSize?: "sm" | "md";
  /** The line's total in whole taka beside it, for a shop pricing in another currency (the checkout, issue 30). */
  approxTaka?: boolean;
}) {
  const { line } = props;
  const money = useMoney();
  const name = line.name;
  return (
    <li className={styles.item}>
      <img
        src={thumbUrl(line.imageUrl)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        className={cx(styles.image, props.imageSize === "md" ? styles.imageMd : styles.imageSm)}
      />
      <div className={styles.text}>
        <p className={styles.name}>{name}</p>
        {line.variantTitle ? <p className={styles.meta}>{line.variantTitle}</p> : null}
        <p className={styles.meta}>
          <span className={styles.srOnly}>{checkoutCopy.checkoutPage.category}: </span>
          {line.category}
          <span className={styles.srOnly}>, {checkoutCopy.checkoutPage.productType}: </span>
          <ProductTypeBadge type={line.productType} />
        </p>
        <p className={styles.calculation}>
          {checkoutCopy.checkoutPage.unitTimesQuantity(money(line.unitPriceCents), line.quantity)}
        </p>
        {props.approxTaka ? <ApproxTaka cents={line.unitPriceCents * line.quantity} className={styles.approx} /> : null}
      </div>
      <Price cents={line.unitPriceCents * line.quantity} size="sm" className={styles.total} />
    </li>
  );
}

/** The list around `LineItem`s. */
export function LineItemList(props: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <ul aria-label={props.label} className={cx(styles.list, props.className)}>
      {props.children}
    </ul>
  );
}

const styles = {
  list: css({
    display: "flex",
    flexDirection: "column",
    "& > li + li": { borderTopWidth: "1px", borderColor: "border.default" },
  }),
  item: css({
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr) auto",
    alignItems: "start",
    gap: "3",
    py: "3",
  }),
  image: css({
    flexShrink: "0",
    objectFit: "cover",
    bg: "bg.muted",
    borderRadius: "l2",
    borderWidth: "1px",
    borderColor: "border.default",
  }),
  imageSm: css({ w: "14", h: "14" }),
  imageMd: css({ w: { base: "16", md: "20" }, h: { base: "16", md: "20" } }),
  text: css({ display: "flex", flexDirection: "column", gap: "1", minW: "0" }),
  name: css({
    fontWeight: "semibold",
    fontSize: "sm",
    lineHeight: "1.35",
    color: "fg.default",
    overflowWrap: "anywhere",
  }),
  meta: css({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: "2", fontSize: "xs", color: "fg.muted" }),
  calculation: css({ fontSize: "sm", color: "fg.muted", fontVariantNumeric: "tabular-nums" }),
  approx: css({ fontSize: "xs" }),
  total: css({ textAlign: "end", whiteSpace: "nowrap" }),
  badge: css({ fontWeight: "semibold", "& svg": { w: "3", h: "3" } }),
  srOnly: css({ srOnly: true }),
};
