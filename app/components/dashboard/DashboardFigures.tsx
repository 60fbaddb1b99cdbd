import { Link } from "react-router";
import { css } from "styled-system/css";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { sayTimeLeft } from "~/domain/time-left.ts";
import type { FlashSaleInfo } from "~/domain/flash-sale/types.ts";
import { useMoney } from "~/client/currency.tsx";

export interface DashboardFiguresProps {
  today: { orders: number; revenueCents: number };
  week: { orders: number; revenueCents: number };
  lowStock: { id: number; name: string; stock: number }[];
  /** Orders waiting for their bKash payment to be checked (pending). */
  awaitingVerification: number;
  flash: FlashSaleInfo;
  /** The IANA zone today and this week were counted in, said under their figures. */
  timeZone: string;
}

/**
 * An admin's dashboard home: orders and revenue (calendar day and week, in Bangladesh time), the payments waiting
 * to be checked, products running low, and the flash-sale window.
 */
export function DashboardFigures(props: DashboardFiguresProps) {
  const texts = dashboardCopy.dashboardFigures;
  const money = useMoney();
  const { state, startsAt, endsAt, now } = props.flash;
  // From the server's clock, so the server's HTML and the hydrated page agree.
  const flashWhen =
    state === "open" && endsAt !== null
      ? texts.flashEndsIn(sayTimeLeft(endsAt - now, { largestOnly: true }))
      : state === "upcoming" && startsAt !== null
        ? texts.flashStartsIn(sayTimeLeft(startsAt - now, { largestOnly: true }))
        : null;
  const figure = (label: string, value: { orders: number; revenueCents: number }) => (
    <div className={styles.card}>
      <h2 className={styles.label}>{label}</h2>
      <p className={styles.value}>{texts.orders(value.orders)}</p>
      <p className={styles.sub}>{texts.revenue(money(value.revenueCents))}</p>
    </div>
  );
  return (
    <section aria-label={texts.label} className={styles.grid}>
      {figure(texts.today, props.today)}
      {figure(texts.week, props.week)}
      <p className={styles.note}>{texts.timeZoneNote(props.timeZone)}</p>
      <div className={styles.card}>
        <h2 className={styles.label}>{dashboardCopy.dashboardFigures.paymentChecks.awaiting}</h2>
        <p className={styles.value}>{dashboardCopy.dashboardFigures.paymentChecks.count(props.awaitingVerification)}</p>
        <Link className={styles.link} to="/dashboard/manageorder?status=pending">
          {dashboardCopy.dashboardFigures.paymentChecks.check}
        </Link>
      </div>
      <div className={styles.card}>
        <h2 className={styles.label}>{texts.flashSale}</h2>
        <p className={styles.value}>{texts.flashState[props.flash.state]}</p>
        {flashWhen ? <p className={styles.sub}>{flashWhen}</p> : null}
        <Link className={styles.link} to="/dashboard/manageflashsell">
          {texts.manageFlash}
        </Link>
      </div>
      <div className={styles.card}>
        <h2 className={styles.label}>{texts.lowStock}</h2>
        {props.lowStock.length === 0 ? (
          <p className={styles.sub}>{texts.noLowStock}</p>
        ) : (
          <ul className={styles.list}>
            {props.lowStock.map((product) => (
              <li key={product.id}>
                <Link className={styles.link} to={`/dashboard/editproduct/${product.id}`}>
                  {product.name}
                </Link>{" "}
                <span className={styles.sub}>{texts.left(product.stock)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

const styles = {
  grid: css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" } }),
  card: css({
    display: "flex",
    flexDirection: "column",
    gap: "1",
    p: "5",
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  label: css({ fontSize: "sm", fontWeight: "semibold", color: "fg.muted" }),
  value: css({ fontSize: "2xl", fontWeight: "bold", fontVariantNumeric: "tabular-nums" }),
  sub: css({ fontSize: "sm", color: "fg.muted" }),
  note: css({ gridColumn: "1 / -1", mt: "-2", fontSize: "sm", color: "fg.muted" }),
  list: css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "sm" }),
  link: css({ color: "accent.text", textDecoration: "underline", fontSize: "sm" }),
};
