import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { css, cx } from "styled-system/css";
import { TablePages } from "~/components/shared/PageSizeLinks.tsx";
import { placeText } from "~/components/delivery/address-text.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import type { OrderPage, OrderView } from "~/domain/orders/types.ts";
import { formatMoney, formatWholeTaka } from "~/format.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as EmptyState from "~/ui/empty-state.tsx";
import { ReceiptIcon } from "~/ui/icons.tsx";
import * as Table from "~/ui/table.tsx";
import { type OrderAnswer, OrderActions } from "./OrderActions.tsx";
import { OrderStatusBadge } from "./OrderStatusBadge.tsx";
import { emptyPanel, orderCards, tableHeight } from "./order-cards.ts";
import { OrderTime } from "./OrderTime.tsx";
import { awaitsCall, collectsCash, methodName, walletOf } from "./payment-terms.ts";
import { ordersCopy } from "~/i18n/orders.ts";
import { VariantLine } from "./VariantLine.tsx";

export interface OrdersTableProps {
  /** One page of orders, newest first. */
  page: OrderPage;
  pageHref(page: number): string;
  /** The first page at another page size. */
  pageSizeHref(size: number): string;
  /** Cancels the order; the answer decides what the dialog shows. */
  onCancel(order: OrderView): Promise<OrderAnswer>;
  title: string;
  /** The zone order times are shown in (the loader's). */
  timeZone: string;
}

/** The spec's order item names show their first 20 characters. */
const ITEM_NAME_LENGTH = 20;

/**
 * My Order: the spec's seven columns in a table at most 440 px high (the column names stay in view), rows per page
 * and page links. The table fits its space without scrolling sideways: where it is wide enough (the dashboard at
 * 1280 px) the columns share it, the long ones wrapping; where it is narrower (phones, tablets beside the menu)
 * each order is a card, the same table drawn differently, so nothing is lost to a sideways scroll. Every order shows
 * its status and when it was placed, and links to its page; 'Cancle' is offered only while the order is pending (it
 * asks first, and the success message shows only once the cancel really succeeded), otherwise a short reason says
 * why not.
 */
export function OrdersTable(props: OrdersTableProps) {
  const texts = orderScreensCopy.myOrders;
  const { page } = props;
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = (page.page - 1) * page.pageSize + 1;

  return (
    <section aria-labelledby={headingId} className={cx(styles.page, orderCards.page)}>
      <header className={styles.titleBlock}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {props.title}
        </h1>
        {page.total > 0 ? (
          <p className={styles.subtle}>{texts.showing(first, first + page.items.length - 1, page.total)}</p>
        ) : null}
      </header>

      {notice ? (
        <Alert tone="success" onDismiss={() => setNotice(null)} dismissLabel={texts.dismiss}>
          {notice}
        </Alert>
      ) : null}

      {page.items.length === 0 ? (
        <NoOrders />
      ) : (
        <>
          <Table.Root
            aria-labelledby={headingId}
            stickyHeader
            striped
            compact
            scrollLabel={texts.tableLabel(props.title)}
            className={orderCards.table}
            containerClassName={cx(orderCards.container, tableHeight.spec)}
          >
            <Table.Head>
              <Table.Row>
                <Table.Header scope="col">{texts.orderedItem}</Table.Header>
                <Table.Header scope="col">{texts.productDetails}</Table.Header>
                <Table.Header scope="col">{texts.customerName}</Table.Header>
                <Table.Header scope="col" data-align="end">
                  {texts.totalPrice}
                </Table.Header>
                <Table.Header scope="col">{texts.paymentMethod}</Table.Header>
                <Table.Header scope="col">{texts.status}</Table.Header>
                <Table.Header scope="col">{texts.action}</Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {page.items.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  timeZone={props.timeZone}
                  onCancel={props.onCancel}
                  onAsk={() => setNotice(null)}
                  onDone={setNotice}
                  focusAfterDone={() => headingRef.current}
                />
              ))}
            </Table.Body>
          </Table.Root>

          <TablePages page={page} pageHref={props.pageHref} pageSizeHref={props.pageSizeHref} label={texts.pages} />
        </>
      )}
    </section>
  );
}

function OrderRow(props: {
  order: OrderView;
  timeZone: string;
  onCancel(order: OrderView): Promise<OrderAnswer>;
  onAsk(): void;
  onDone(message: string): void;
  focusAfterDone(): HTMLElement | null;
}) {
  const { order } = props;
  const texts = orderScreensCopy.myOrders;
  return (
    <Table.Row className={styles.row}>
      <Table.Cell className={styles.itemsCell}>
        <ul className={styles.stack}>
          {order.lines.map((line, index) => {
            const name = line.name;
            const truncated = name.length > ITEM_NAME_LENGTH;
            return (
              <li
                key={index}
                title={truncated ? name : undefined}
                data-truncated={truncated || undefined}
                className={styles.itemName}
              >
                {name.slice(0, ITEM_NAME_LENGTH)}
              </li>
            );
          })}
        </ul>
      </Table.Cell>
      <Table.Cell className={styles.detailsCell}>
        <ul className={styles.stack}>
          {order.lines.map((line, index) => (
            <li key={index} className={styles.detail}>
              <VariantLine line={line} />
              {checkoutCopy.checkoutPage.unitTimesQuantity(
                formatMoney(line.unitPriceCents, order.currency),
                line.quantity,
              )}
            </li>
          ))}
        </ul>
      </Table.Cell>
      <Table.Cell data-label={texts.customerName} className={styles.customer}>
        {order.customerName}
        <span className={styles.place}>
          {order.address ? placeText(order.address) : checkoutCopy.delivery.noAddress}
        </span>
      </Table.Cell>
      <Table.Cell data-align="end" data-label={texts.totalPrice} className={styles.total}>
        {order.currency === "BDT" ? (
          formatWholeTaka(order.taka.total)
        ) : (
          <>
            {formatMoney(order.totalCents, order.currency)}
            <span className={styles.detail}>{formatWholeTaka(order.taka.total)}</span>
          </>
        )}
      </Table.Cell>
      <Table.Cell data-label={texts.paymentMethod} className={styles.payment}>
        <PaymentText order={order} />
      </Table.Cell>
      <Table.Cell className={styles.statusCell}>
        <div className={styles.statusStack}>
          <span className={styles.reference}>{orderScreensCopy.number(order.reference)}</span>
          <OrderStatusBadge status={order.status} awaitsCall={awaitsCall(order)} className={styles.status} />
          <OrderTime at={order.createdAt} timeZone={props.timeZone} className={styles.detail} />
        </div>
      </Table.Cell>
      <Table.Cell className={styles.actionCell}>
        <div className={styles.actions}>
          <OrderActions
            order={order}
            role="shopper"
            onCancel={(target) => {
              props.onAsk();
              return props.onCancel(target);
            }}
            onDone={props.onDone}
            focusAfterDone={props.focusAfterDone}
            className={styles.cancel}
          />
          {order.status === "pending" ? null : (
            <p className={styles.reason}>{orderScreensCopy.noCancel[order.status]}</p>
          )}
          <Link
            to={`/dashboard/order/${order.id}`}
            aria-label={orderScreensCopy.viewOrder(order.reference)}
            className={styles.link}
          >
            {orderScreensCopy.details}
          </Link>
        </div>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The spec's payment column: the wallet, its number and the TrxID ("bKash-01712345678 8N7A6D5EKR"); for cash on
 * delivery, the advance paid first by wallet, if any, and the cash due on delivery, or collected once delivered
 * (nothing, once the order closed without reaching its customer).
 */
function PaymentText({ order }: { order: OrderView }) {
  const words = ordersCopy;
  const wallet = walletOf(order);
  if (order.paymentMethod !== "COD")
    return <>{wallet ? words.walletText(wallet, order.bkashNumber, order.trxId) : methodName(order)}</>;
  return (
    <span className={styles.cod}>
      <span className={styles.method}>{methodName(order)}</span>
      {wallet ? (
        <span>
          {words.advanceText(formatWholeTaka(order.amountDuePaisa / 100), wallet, order.bkashNumber, order.trxId)}
        </span>
      ) : null}
      {collectsCash(order) ? (
        <span>
          {order.cashCollectedTaka === null
            ? words.cashDueText(formatWholeTaka(order.collectTaka))
            : words.cashCollectedText(formatWholeTaka(order.cashCollectedTaka))}
        </span>
      ) : null}
    </span>
  );
}

function NoOrders() {
  const texts = orderScreensCopy.myOrders;
  const headingId = useId();
  return (
    <EmptyState.Root tone="neutral" aria-labelledby={headingId} className={emptyPanel}>
      <EmptyState.Icon aria-hidden>
        <ReceiptIcon />
      </EmptyState.Icon>
      <EmptyState.Title asChild>
        <h2 id={headingId}>{texts.emptyTitle}</h2>
      </EmptyState.Title>
      <EmptyState.Description>{texts.emptyHelp}</EmptyState.Description>
      <EmptyState.Actions>
        <Button asChild>
          <Link to="/products">{texts.shopNow}</Link>
        </Button>
      </EmptyState.Actions>
    </EmptyState.Root>
  );
}

const styles = {
  reference: css({ fontFamily: "mono", fontSize: "xs", fontWeight: "semibold", color: "fg.muted" }),
  page: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
  titleBlock: css({ display: "flex", flexDirection: "column", gap: "1" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", outline: "none" }),
  subtle: css({ fontSize: "sm", color: "fg.muted" }),
  stack: css({ display: "flex", flexDirection: "column", gap: "1.5" }),
  row: css({
    "@container orders (max-width: 55.99rem)": {
      gridTemplateColumns: "minmax(0, 1fr) auto",
      gridTemplateAreas: '"status total" "items details" "customer customer" "payment payment" "action action"',
    },
    "@container orders (min-width: 36rem) and (max-width: 55.99rem)": {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      gridTemplateAreas: '"status total" "items details" "customer payment" "action action"',
    },
    "@container orders (max-width: 26rem)": {
      gridTemplateAreas:
        '"status status" "items details" "total total" "customer customer" "payment payment" "action action"',
    },
  }),
  itemsCell: css({ "@container orders (max-width: 55.99rem)": { gridArea: "items" } }),
  itemName: css({
    fontWeight: "medium",
    "&[data-truncated]::after": { content: '"…"', color: "fg.muted" },
  }),
  detail: css({ color: "fg.muted", whiteSpace: "nowrap" }),
  detailsCell: css({
    whiteSpace: "nowrap",
    "@container orders (max-width: 55.99rem)": { gridArea: "details", "&&": { textAlign: "end" } },
  }),
  customer: css({ fontWeight: "medium", "@container orders (max-width: 55.99rem)": { gridArea: "customer" } }),
  total: css({
    fontWeight: "bold",
    whiteSpace: "nowrap",
    "@container orders (max-width: 55.99rem)": { gridArea: "total", fontSize: "md", "&&": { textAlign: "end" } },
    "@container orders (max-width: 26rem)": { "&&": { textAlign: "start" } },
  }),
  payment: css({
    fontVariantNumeric: "tabular-nums",
    color: "fg.default",
    "@container orders (max-width: 55.99rem)": { gridArea: "payment" },
  }),
  cod: css({ display: "flex", flexDirection: "column", gap: "0.5" }),
  method: css({ fontWeight: "semibold" }),
  statusCell: css({ "@container orders (max-width: 55.99rem)": { gridArea: "status" } }),
  statusStack: css({
    display: "flex",
    flexDirection: "column",
    gap: "1.5",
    "@container orders (max-width: 55.99rem)": {
      flexDirection: "row",
      flexWrap: "wrap",
      alignItems: "center",
      gap: "2",
    },
  }),
  status: css({
    alignSelf: "flex-start",
    flexShrink: "0",
    mt: "0.5",
    "@container orders (max-width: 55.99rem)": { mt: "0", alignSelf: "center" },
  }),
  actionCell: css({
    "@container orders (max-width: 55.99rem)": {
      gridArea: "action",
      "&&": { pt: "3", borderTopWidth: "1px", borderColor: "border.default" },
    },
  }),
  actions: css({
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: "2",
    minW: "7rem",
    "@container orders (max-width: 55.99rem)": {
      flexDirection: "row",
      flexWrap: "wrap",
      alignItems: "center",
      gap: "3",
    },
  }),
  // Lines the button's text up with the first line of the other cells.
  cancel: css({ display: "flex", mt: "-1", "@container orders (max-width: 55.99rem)": { mt: "0" } }),
  reason: css({ fontSize: "xs", color: "fg.muted" }),
  link: css({ color: "accent.text", textDecoration: "underline", fontSize: "sm", fontWeight: "medium" }),
  place: css({ display: "block", fontSize: "xs", color: "fg.muted" }),
};
