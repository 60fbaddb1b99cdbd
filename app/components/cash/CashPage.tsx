import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import type { CourierId } from "~/domain/couriers/courier.ts";
import type { CashLedger, LedgerRow, PayoutListing } from "~/domain/couriers/payouts.server.ts";
import { formatDigits, formatNumber, formatWholeTaka } from "~/format.ts";
import { cashCopy } from "~/i18n/cash.ts";
import * as Table from "~/ui/table.tsx";
import { PayoutActions, type ImportView, type SyncView } from "./PayoutActions.tsx";

/** One courier's figures (or every courier's, `courier` null). */
export interface CourierCash {
  courier: CourierId | null;
  outstanding: CashLedger["outstanding"];
  paidOut: CashLedger["paidOut"];
}

export interface CashPageProps {
  /** The courier shown (null: every courier). */
  courier: CourierId | null;
  couriers: readonly CourierId[];
  /** The figures of each courier in view. */
  figures: CourierCash[];
  payouts: PayoutListing[];
  mismatches: LedgerRow[];
  /** No cash-on-delivery parcel went with a courier, and no payout is recorded. */
  empty: boolean;
  /** Where "Check payouts" and the sheet are posted (the page's own action). */
  action: string;
  exportHref: string;
  sync: SyncView | null;
  sheet: ImportView | null;
  /** Which of the two forms is being posted. */
  busy: "sync" | "import" | null;
}

/**
 * /dashboard/cash (issue 51): per courier, the cash collected and not yet paid out with its age, the payouts, and the
 * orders whose payout differs from the cash collected less the charge; "Check payouts", a settlement sheet's upload
 * and the ledger's export. Everything it shows comes in its props.
 */
export function CashPage(props: CashPageProps) {
  const headingId = useId();
  const filterHref = (courier: CourierId | null) =>
    courier ? `/dashboard/cash?courier=${courier}` : "/dashboard/cash";
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <div className={styles.top}>
        <h1 id={headingId} className={styles.heading}>
          {cashCopy.heading}
        </h1>
        <a href={props.exportHref} download className={styles.link}>
          {cashCopy.export}
        </a>
      </div>
      <p className={styles.muted}>{cashCopy.intro}</p>
      <nav aria-label={cashCopy.filter.label} className={styles.filter}>
        {[null, ...props.couriers].map((courier) => (
          <Link
            key={courier ?? "all"}
            to={filterHref(courier)}
            aria-current={props.courier === courier ? "page" : undefined}
            className={styles.chip}
          >
            {courier ? cashCopy.couriers[courier] : cashCopy.filter.all}
          </Link>
        ))}
      </nav>

      <PayoutActions action={props.action} sync={props.sync} sheet={props.sheet} busy={props.busy} />

      {props.empty ? (
        <p className={styles.empty}>{cashCopy.empty}</p>
      ) : (
        <>
          <div className={styles.figures}>
            {props.figures.map((figure) => (
              <Figures key={figure.courier ?? "all"} {...figure} />
            ))}
          </div>
          <PayoutTable payouts={props.payouts} showCourier={props.courier === null} />
          <MismatchTable rows={props.mismatches} showCourier={props.courier === null} />
        </>
      )}
    </section>
  );
}

function Figures(props: CourierCash) {
  const { outstanding } = props;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.cardTitle}>
        {props.courier ? cashCopy.couriers[props.courier] : cashCopy.filter.all}
      </h2>
      <p className={styles.label}>{cashCopy.outstanding.heading}</p>
      {outstanding.orders === 0 ? (
        <p className={styles.muted}>{cashCopy.outstanding.none}</p>
      ) : (
        <>
          <p className={styles.value}>{formatWholeTaka(outstanding.taka)}</p>
          <p className={styles.muted}>
            {cashCopy.outstanding.orders(outstanding.orders)} · {cashCopy.outstanding.oldest(outstanding.oldestDays)}
          </p>
        </>
      )}
      <p className={styles.label}>{cashCopy.paidOut}</p>
      <p className={styles.paid}>{formatWholeTaka(props.paidOut.taka)}</p>
    </section>
  );
}

/** A titled table of its own, or what says it has no rows. */
function TableSection(props: {
  texts: { heading: string; none: string; caption: string };
  rows: number;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <h2 id={headingId} className={styles.subheading}>
        {props.texts.heading}
      </h2>
      {props.rows === 0 ? (
        <p className={styles.muted}>{props.texts.none}</p>
      ) : (
        <Table.Root
          aria-labelledby={headingId}
          compact
          striped
          scrollLabel={props.texts.caption}
          maxHeight="440px"
          stickyHeader
        >
          {props.children}
        </Table.Root>
      )}
    </section>
  );
}

function PayoutTable(props: { payouts: PayoutListing[]; showCourier: boolean }) {
  const texts = cashCopy.payouts;
  return (
    <TableSection texts={texts} rows={props.payouts.length}>
      <Table.Head>
        <Table.Row>
          <Table.Header scope="col">{texts.date}</Table.Header>
          <Table.Header scope="col">{texts.id}</Table.Header>
          {props.showCourier ? <Table.Header scope="col">{texts.courier}</Table.Header> : null}
          <Table.Header scope="col" className={styles.number}>
            {texts.orders}
          </Table.Header>
          <Table.Header scope="col" className={styles.number}>
            {texts.taka}
          </Table.Header>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {props.payouts.map((payout) => (
          <Table.Row key={`${payout.courier}:${payout.id}`}>
            <Table.Cell>{formatDigits(payout.date)}</Table.Cell>
            <Table.Cell>{payout.id}</Table.Cell>
            {props.showCourier ? <Table.Cell>{cashCopy.couriers[payout.courier]}</Table.Cell> : null}
            <Table.Cell className={styles.number}>{formatNumber(payout.orders.length)}</Table.Cell>
            <Table.Cell className={styles.number}>{formatWholeTaka(payout.taka)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableSection>
  );
}

function MismatchTable(props: { rows: LedgerRow[]; showCourier: boolean }) {
  const texts = cashCopy.mismatches;
  return (
    <TableSection texts={texts} rows={props.rows.length}>
      <Table.Head>
        <Table.Row>
          <Table.Header scope="col">{texts.order}</Table.Header>
          {props.showCourier ? <Table.Header scope="col">{texts.courier}</Table.Header> : null}
          {[texts.expected, texts.collected, texts.charge, texts.paid, texts.difference].map((name) => (
            <Table.Header key={name} scope="col" className={styles.number}>
              {name}
            </Table.Header>
          ))}
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {props.rows.map((row) => (
          <Table.Row key={row.id}>
            <Table.Header scope="row">
              <Link to={`/dashboard/order/${row.id}`} className={styles.link}>
                {row.reference || row.id}
              </Link>
              {row.payout ? <span className={styles.payoutOf}>{row.payout.id}</span> : null}
            </Table.Header>
            {props.showCourier ? <Table.Cell>{cashCopy.couriers[row.courier]}</Table.Cell> : null}
            <Table.Cell className={styles.number}>{formatWholeTaka(row.expected)}</Table.Cell>
            <Table.Cell className={styles.number}>
              {row.collected === null ? texts.notSaid : formatWholeTaka(row.collected)}
            </Table.Cell>
            <Table.Cell className={styles.number}>{formatWholeTaka(row.charge)}</Table.Cell>
            <Table.Cell className={styles.number}>{formatWholeTaka(row.paid ?? 0)}</Table.Cell>
            <Table.Cell className={row.difference < 0 ? styles.short : styles.number}>
              {formatWholeTaka(row.difference)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableSection>
  );
}

const number = { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: "4" }),
  top: css({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: "3" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" }),
  subheading: css({ fontSize: "lg", fontWeight: "bold" }),
  muted: css({ fontSize: "sm", color: "fg.muted" }),
  empty: css({ p: "5", bg: "bg.surface", borderRadius: "l3", borderWidth: "1px", borderColor: "border.default" }),
  link: css({ color: "accent.text", textDecoration: "underline", fontWeight: "medium" }),
  filter: css({ display: "flex", flexWrap: "wrap", gap: "2" }),
  chip: css({
    px: "3",
    py: "1.5",
    minH: "10",
    display: "inline-flex",
    alignItems: "center",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "border.default",
    fontSize: "sm",
    fontWeight: "medium",
    "&[aria-current=page]": { bg: "accent.default", color: "accent.fg", borderColor: "accent.default" },
  }),
  figures: css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" } }),
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
  cardTitle: css({ fontSize: "md", fontWeight: "bold" }),
  label: css({ mt: "2", fontSize: "sm", fontWeight: "semibold", color: "fg.muted" }),
  value: css({ fontSize: "2xl", fontWeight: "bold", fontVariantNumeric: "tabular-nums" }),
  paid: css({ fontSize: "lg", fontWeight: "semibold", fontVariantNumeric: "tabular-nums" }),
  block: css({ display: "flex", flexDirection: "column", gap: "2" }),
  number: css(number),
  short: css({ ...number, color: "danger.emphasized", fontWeight: "semibold" }),
  payoutOf: css({ display: "block", fontSize: "xs", color: "fg.muted", fontWeight: "normal" }),
};
