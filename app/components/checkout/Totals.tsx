import { css, cx } from "styled-system/css";
import { useCurrency, useMoney } from "~/client/currency.tsx";
import { checkoutCopy } from "~/i18n/checkout.ts";
import type { OrderTaka } from "~/domain/money.ts";
import { formatWholeTaka } from "~/format.ts";

/**
 * A cart's or order's money (decision 042): the goods, the one delivery line (the zone's charge and the products'
 * own shipping), what a code took off, and the total, in the shop's currency and in the whole taka that is paid.
 * Each column adds up: subtotal - discount + delivery = total.
 */
export interface TotalsMoney {
  subtotalCents: number;
  /** The delivery line in the shop's currency: the zone's charge and the products' own shipping. */
  deliveryCents: number;
  discountCents?: number;
  totalCents: number;
  taka: OrderTaka;
}

/**
 * The zone that charged the delivery (with its free-delivery threshold and, where known, its charge in the line: 0
 * once the goods reach the threshold), or a prompt to choose the area first.
 */
export type TotalsDelivery =
  { zone: string | null; freeOverTaka: number | null; feeTaka?: number } | "choose-area" | null;

/** A quote's or order's money for the totals: the delivery line is its zone's charge plus the products' shipping. */
export function totalsMoney(source: {
  subtotalCents: number;
  shippingCents: number;
  deliveryCents: number;
  discountCents?: number;
  totalCents: number;
  taka: OrderTaka;
}): TotalsMoney {
  return {
    subtotalCents: source.subtotalCents,
    deliveryCents: source.shippingCents + source.deliveryCents,
    discountCents: source.discountCents ?? 0,
    totalCents: source.totalCents,
    taka: source.taka,
  };
}

/**
 * The money rows of a cart or order: subtotal, the one delivery line, any discount, then the total under
 * `totalLabel` (such as 'Total Price (3 Items)'). A shop pricing in another currency shows each row in it with its
 * whole taka beneath; a shop pricing in taka shows the taka. Free delivery says so, and a zone free from an amount
 * says from which.
 */
export function Totals(props: {
  money: TotalsMoney;
  delivery: TotalsDelivery;
  totalLabel: string;
  className?: string;
}) {
  const texts = checkoutCopy.checkoutPage;
  const { money, delivery } = props;
  const discount = money.taka.discount;
  const awaitingArea = delivery === "choose-area";
  const zone = delivery !== null && delivery !== "choose-area" ? delivery : null;
  const free = !awaitingArea && money.taka.delivery === 0;
  return (
    <dl className={cx(styles.list, props.className)}>
      <div className={styles.row}>
        <dt className={styles.term}>{texts.subtotal}</dt>
        <dd className={styles.amount}>
          <Amount cents={money.subtotalCents} taka={money.taka.goods} />
        </dd>
      </div>
      <div className={styles.row}>
        <dt className={styles.term}>
          {zone?.zone ? checkoutCopy.delivery.deliveryIn(zone.zone) : checkoutCopy.delivery.delivery}
        </dt>
        <dd className={cx(free ? styles.free : styles.amount, styles.stack)}>
          {awaitingArea && money.taka.delivery === 0 ? (
            <span className={styles.note}>{checkoutCopy.delivery.chooseArea}</span>
          ) : free ? (
            checkoutCopy.delivery.free
          ) : (
            <Amount cents={money.deliveryCents} taka={money.taka.delivery} />
          )}
          {awaitingArea && money.taka.delivery > 0 ? (
            <span className={styles.note}>{checkoutCopy.delivery.plusArea}</span>
          ) : null}
          {/* From how much the zone is free, while it charges: not beside the products' own shipping alone. */}
          {zone && !free && zone.freeOverTaka !== null && zone.feeTaka !== 0 ? (
            <span className={styles.note}>{checkoutCopy.delivery.freeOver(formatWholeTaka(zone.freeOverTaka))}</span>
          ) : null}
        </dd>
      </div>
      {discount > 0 ? (
        <div className={styles.row}>
          <dt className={styles.term}>{texts.discount}</dt>
          <dd className={styles.amount}>
            <Amount cents={money.discountCents ?? 0} taka={discount} negative />
          </dd>
        </div>
      ) : null}
      <div className={cx(styles.row, styles.totalRow)}>
        <dt className={styles.totalTerm}>{props.totalLabel}</dt>
        <dd className={styles.total}>
          <Amount cents={money.totalCents} taka={money.taka.total} />
        </dd>
      </div>
    </dl>
  );
}

/** An amount in the shop's currency with its whole taka beneath, or only the taka in a shop that prices in taka. */
function Amount(props: { cents: number; taka: number; negative?: boolean }) {
  const currency = useCurrency();
  const money = useMoney();
  const sign = props.negative ? "−" : "";
  if (currency === "BDT") return <>{sign + formatWholeTaka(props.taka)}</>;
  return (
    <span className={styles.stack}>
      <span>{sign + money(props.cents)}</span>
      <span className={styles.taka}>{sign + formatWholeTaka(props.taka)}</span>
    </span>
  );
}

const styles = {
  list: css({ display: "flex", flexDirection: "column", gap: "2.5", fontSize: "sm" }),
  row: css({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: "4" }),
  term: css({ color: "fg.muted" }),
  amount: css({ fontWeight: "semibold", fontVariantNumeric: "tabular-nums", textAlign: "end", color: "fg.default" }),
  free: css({ fontWeight: "semibold", textAlign: "end", color: "success" }),
  note: css({ fontSize: "xs", fontWeight: "normal", color: "fg.muted", textAlign: "end" }),
  taka: css({ fontSize: "xs", fontWeight: "semibold", color: "fg.muted" }),
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
