import { useId } from "react";
import { css } from "styled-system/css";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { formatWholeTaka, readerDateLocale } from "~/format.ts";

interface CashFigure {
  /** Whole taka. */
  taka: number;
  orders: number;
}

/** What Manage Order knows of cash on delivery (app/domain/orders/cash.server.ts reads it), in whole taka. */
export interface CashSummaryView {
  /** Still to come in: with the courier (shipped) and about to ship (confirmed). */
  toCollect: CashFigure & { shipped: CashFigure; confirmed: CashFigure };
  /** Handed over by the couriers over `days`. */
  collected: CashFigure;
  /** The last days in Bangladesh time, today first, each with its date (YYYY-MM-DD). */
  days: (CashFigure & { date: string })[];
}

/** "Fri 13 Mar" for "2026-03-13": a calendar date, read the same on the server and in the browser. */
function dayName(date: string): string {
  const locale = readerDateLocale();
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * Manage Order's cash on delivery: the cash the couriers are to collect (with them, and about to ship), and what
 * they handed over on each of the last days, today first, with a bar per day for comparing them at a glance. Pure:
 * the figures come in as props.
 */
export function CashSummary({ summary }: { summary: CashSummaryView }) {
  const texts = orderScreensCopy.cash.summary;
  const headingId = useId();
  const money = formatWholeTaka;
  const most = Math.max(0, ...summary.days.map((day) => day.taka));
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      <div className={styles.layout}>
        <div className={styles.figure}>
          <h3 className={styles.label}>{texts.toCollect}</h3>
          <p className={styles.value}>{money(summary.toCollect.taka)}</p>
          <p className={styles.sub}>
            {texts.toCollectDetail(summary.toCollect.shipped.orders, summary.toCollect.confirmed.orders)}
          </p>
        </div>
        <div className={styles.figure}>
          <h3 className={styles.label}>{texts.collected}</h3>
          <p className={styles.value}>{money(summary.collected.taka)}</p>
          <p className={styles.sub}>{texts.orders(summary.collected.orders)}</p>
        </div>
        <ul aria-label={texts.perDay} className={styles.days}>
          {summary.days.map((day, index) => (
            <li key={day.date} className={styles.day}>
              <time dateTime={day.date} className={styles.dayName}>
                {index === 0 ? texts.today : dayName(day.date)}
              </time>
              <span aria-hidden="true" className={styles.track}>
                <span
                  className={styles.bar}
                  style={{ width: most > 0 ? `${Math.round((day.taka / most) * 100)}%` : "0%" }}
                />
              </span>
              <span className={styles.amount}>{money(day.taka)}</span>
              <span className={styles.count}>{texts.orders(day.orders)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.sub}>{texts.timeNote}</p>
    </section>
  );
}

const styles = {
  panel: css({
    containerType: "inline-size",
    containerName: "cash",
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
  heading: css({ fontSize: "md", fontWeight: "bold" }),
  // The two figures side by side, the days under them; with room, the days beside them.
  layout: css({
    display: "grid",
    columnGap: "4",
    rowGap: "3",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    "@container cash (min-width: 52rem)": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr)" },
  }),
  figure: css({ display: "flex", flexDirection: "column", gap: "1", minW: "0" }),
  label: css({ fontSize: "sm", fontWeight: "semibold", color: "fg.muted" }),
  value: css({
    fontSize: "xl",
    fontWeight: "bold",
    fontVariantNumeric: "tabular-nums",
    overflowWrap: "anywhere",
    "@container cash (min-width: 30rem)": { fontSize: "2xl" },
  }),
  sub: css({ fontSize: "sm", color: "fg.muted" }),
  // One grid for every day (each row a subgrid), so the bars start and end in line whatever the amounts.
  days: css({
    display: "grid",
    gridTemplateColumns: "auto minmax(2rem, 1fr) auto auto",
    columnGap: "3",
    rowGap: "1",
    alignItems: "center",
    fontSize: "sm",
    gridColumn: "1 / -1",
    "@container cash (min-width: 52rem)": { gridColumn: "auto" },
  }),
  day: css({ display: "grid", gridColumn: "1 / -1", gridTemplateColumns: "subgrid", alignItems: "center" }),
  dayName: css({ fontWeight: "medium", whiteSpace: "nowrap" }),
  track: css({ display: "block", h: "2", borderRadius: "full", bg: "bg.muted", overflow: "hidden" }),
  bar: css({ display: "block", h: "full", borderRadius: "full", bg: "accent.default" }),
  amount: css({ fontWeight: "semibold", fontVariantNumeric: "tabular-nums", textAlign: "end", whiteSpace: "nowrap" }),
  count: css({ fontSize: "xs", color: "fg.muted", textAlign: "end", whiteSpace: "nowrap" }),
};
