import { Fragment } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { OrderView } from "~/domain/orders/types.ts";
import { formatMoney } from "~/format.ts";

/**
 * A shopper's dashboard home: their latest orders, each with what was bought (and which variant, issue 28) and the
 * total.
 */
export function LatestOrders({ orders }: { orders: OrderView[] }) {
  const texts = dashboardCopy.latestOrders;
  return (
    <section aria-labelledby="latest-orders" className={styles.panel}>
      <h2 id="latest-orders" className={styles.heading}>
        {texts.heading}
      </h2>
      {orders.length === 0 ? (
        <p className={styles.muted}>{texts.none}</p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.id} className={styles.item}>
              <span>
                {order.lines.map((line, index) => (
                  <Fragment key={index}>
                    {index > 0 ? ", " : null}
                    {line.name}
                    {line.variant?.title ? <span className={styles.variant}> ({line.variant.title})</span> : null}
                    {` × ${line.quantity}`}
                  </Fragment>
                ))}
              </span>
              <span className={styles.total}>{formatMoney(order.totalCents, order.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/dashboard/myorder" className={styles.link}>
        {texts.all}
      </Link>
    </section>
  );
}

const styles = {
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    p: "5",
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  heading: css({ fontSize: "lg", fontWeight: "bold" }),
  muted: css({ color: "fg.muted", fontSize: "sm" }),
  variant: css({ color: "fg.muted" }),
  list: css({ display: "flex", flexDirection: "column", gap: "2" }),
  item: css({ display: "flex", justifyContent: "space-between", gap: "4", fontSize: "sm" }),
  total: css({ fontWeight: "semibold", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }),
  link: css({ color: "accent.text", textDecoration: "underline", fontSize: "sm" }),
};
