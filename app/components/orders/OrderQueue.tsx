import { type ReactNode, useId, useRef, useState } from "react";
import { ORDER_CHANNELS, type OrderChannel } from "@db/enums.ts";
import { deskCopy } from "~/i18n/desk.ts";
import { Form, Link } from "react-router";
import { css, cx } from "styled-system/css";
import type { ScreenAnswer } from "~/client/route-action.ts";
import { TablePages } from "~/components/shared/PageSizeLinks.tsx";
import { placeText } from "~/components/delivery/address-text.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { currentLanguage } from "~/i18n/catalogue.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { isFinal, ORDER_STATUSES, type OrderStatus } from "~/domain/orders/status.ts";
import type { OrderPage, OrderView } from "~/domain/orders/types.ts";
import type { PaymentView } from "~/domain/payments/types.ts";
import { formatDigits, formatMoney, formatNumber, formatWholeTaka } from "~/format.ts";
import { Alert } from "~/ui/alert.tsx";
import { Badge } from "~/ui/badge.tsx";
import { Button } from "~/ui/button.tsx";
import * as EmptyState from "~/ui/empty-state.tsx";
import { ClipboardIcon, SearchIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import { NativeSelect } from "~/ui/native-select.tsx";
import * as Table from "~/ui/table.tsx";
import { type OrderAnswer, OrderActions, type OrderMove } from "./OrderActions.tsx";
import { OrderStatusBadge } from "./OrderStatusBadge.tsx";
import { CustomerBadge } from "./CustomerBadge.tsx";
import type { CustomerBadgeView } from "~/domain/customers/views.ts";
import { emptyPanel, orderCards, tableHeight } from "./order-cards.ts";
import { type AttachAnswer, RefundList, type RefundPage } from "./RefundList.tsx";
import { OrderTime } from "./OrderTime.tsx";
import { awaitsCall, cashOnly, collectsCash, methodName, walletOf } from "./payment-terms.ts";
import { VariantLine } from "./VariantLine.tsx";

/**
 * The queue's filter: one status, every order, the payments owing a refund, or the orders whose courier cash differs
 * from what was to be collected (issue 46).
 */
export type QueueFilter = OrderStatus | "all" | "refunds" | "cash" | "to-call";

export interface OrderQueueProps {
  title: string;
  /** One page of orders in `filter`, newest first. */
  page: OrderPage;
  filter: QueueFilter;
  /** How many orders are in each status (the whole shop, not just this search). */
  counts: Record<OrderStatus, number>;
  /** How many payments owe money back. */
  refundsOwed: number;
  /** How many orders have a cash issue from their courier (absent: the tab shows 0). */
  cashIssues?: number;
  /** With the `refunds` filter: the payments owing a refund (`page` is then empty). */
  refunds?: RefundPage;
  /** What the page's action answered an "Attach to order" form, if one was just sent. */
  attachAnswer?: AttachAnswer | null;
  onRefund(payment: PaymentView, refundTrxID: string): Promise<ScreenAnswer>;
  /** The search text (`q`), "" for none. */
  search: string;
  /** The district the list is narrowed to (`district`), null for all; and the districts to choose from. */
  district: number | null;
  districts: { id: number; name: string; bnName: string }[];
  /** The channel the list is narrowed to (`channel`, issue 50), null for all. */
  channel?: OrderChannel | null;
  /** The queue's own URL, for the search form and the links that clear it. */
  action: string;
  /** The first page of another filter (same search and page size). */
  filterHref(filter: QueueFilter): string;
  pageHref(page: number): string;
  pageSizeHref(size: number): string;
  onMove(order: OrderView, change: OrderMove): Promise<OrderAnswer>;
  onCancel(order: OrderView): Promise<OrderAnswer>;
  /** The zone order times are shown in (the loader's). */
  timeZone: string;
  /** Shown under the title, above the filters (the page's cash-on-delivery summary). */
  summary?: ReactNode;
  /**
   * The fulfilment bar (FulfilmentDesk), above the orders; with `selectFormId`, each order has a checkbox that
   * belongs to that form.
   */
  desk?: ReactNode;
  selectFormId?: string;
  /** The latest thing each booked parcel's courier said, by order id. */
  courierNews?: Record<string, string>;
  /** The customer behind each order's phone, by phone (issue 49). */
  customers?: Record<string, CustomerBadgeView>;
  /** How many cash-on-delivery orders wait for the shop's call (the "To call" tab; issue 49). */
  toCall?: number;
  /** In the "To call" tab: each order's form to record a call (issue 49). */
  callForm?(order: OrderView): ReactNode;
}

/** "To call" (issue 49) beside the pending orders it is part of. */
const FILTERS: readonly QueueFilter[] = [
  ...ORDER_STATUSES.flatMap((status): QueueFilter[] => (status === "pending" ? [status, "to-call"] : [status])),
  "all",
  "refunds",
  "cash",
];

/** The spec's order item names show their first 20 characters. */
const ITEM_NAME_LENGTH = 20;

/**
 * Manage Order: the verification queue. Status filters are links (they work before hydration and survive a
 * reload), each with its count; the search keeps the filter. Each row has how the order is paid and what an admin
 * checks a wallet payment against (the wallet, TrxID, sender, the amount due in taka, the payment that arrived with
 * that TrxID and any shortfall), for cash on delivery the advance paid first and the cash to collect (or collected),
 * and the actions its status allows, each behind a dialog. The table fits its space without scrolling sideways: with
 * room (the dashboard at 1280 px) its columns share the width, long values wrapping; with less (phones, tablets
 * beside the menu) each order is a card (see order-cards.ts).
 */
export function OrderQueue(props: OrderQueueProps) {
  const texts = orderScreensCopy.queue;
  const { page } = props;
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = props.filter === "refunds" && props.refunds ? props.refunds : page;
  const first = (shown.page - 1) * shown.pageSize + 1;
  const done = (message: string) => {
    setNotice(message);
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className={cx(styles.page, orderCards.page)}>
      <header className={styles.toolbar}>
        <div className={styles.titleBlock}>
          <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {props.title}
          </h1>
          {shown.total > 0 ? (
            <p className={styles.subtle}>
              {orderScreensCopy.myOrders.showing(first, first + shown.items.length - 1, shown.total)}
            </p>
          ) : null}
        </div>
        {props.filter === "refunds" ? null : <SearchForm {...props} />}
      </header>

      {props.summary}

      <nav aria-label={texts.filters} className={styles.filters}>
        <ul className={styles.filterList}>
          {FILTERS.map((filter) => {
            const count =
              filter === "all"
                ? Object.values(props.counts).reduce((sum, each) => sum + each, 0)
                : filter === "refunds"
                  ? props.refundsOwed
                  : filter === "cash"
                    ? (props.cashIssues ?? 0)
                    : filter === "to-call"
                      ? (props.toCall ?? 0)
                      : props.counts[filter];
            const label = filter === "to-call" ? fulfilmentCopy.calls.tab : texts.tabs[filter];
            return (
              <li key={filter}>
                <Link
                  to={props.filterHref(filter)}
                  aria-current={filter === props.filter ? "page" : undefined}
                  className={styles.filter}
                >
                  {label}
                  <Badge
                    size="sm"
                    variant={
                      (filter === "pending" || filter === "refunds" || filter === "cash" || filter === "to-call") &&
                      count > 0
                        ? "warning"
                        : "outline"
                    }
                  >
                    {formatNumber(count)}
                  </Badge>
                  <span className={styles.srOnly}>
                    {filter === "refunds" ? texts.refundsUnit(count) : texts.tabUnit(count)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {notice ? (
        <Alert tone="success" onDismiss={() => setNotice(null)} dismissLabel={orderScreensCopy.myOrders.dismiss}>
          {notice}
        </Alert>
      ) : null}

      {props.desk}

      {props.filter === "refunds" && props.refunds ? (
        <RefundList
          label={props.title}
          page={props.refunds}
          pageHref={props.pageHref}
          pageSizeHref={props.pageSizeHref}
          onRefund={(payment, refundTrxID) => {
            setNotice(null);
            return props.onRefund(payment, refundTrxID);
          }}
          onDone={done}
          timeZone={props.timeZone}
          attachAnswer={props.attachAnswer}
        />
      ) : page.items.length === 0 ? (
        <EmptyQueue {...props} />
      ) : (
        <>
          <Table.Root
            aria-labelledby={headingId}
            stickyHeader
            striped
            compact
            scrollLabel={orderScreensCopy.myOrders.tableLabel(props.title)}
            className={orderCards.table}
            containerClassName={cx(orderCards.container, tableHeight.queue)}
          >
            <Table.Head>
              <Table.Row>
                <Table.Header scope="col">{texts.columns.order}</Table.Header>
                <Table.Header scope="col">{texts.columns.customer}</Table.Header>
                <Table.Header scope="col" data-align="end">
                  {texts.columns.amountDue}
                </Table.Header>
                <Table.Header scope="col">{orderScreensCopy.cash.column}</Table.Header>
                <Table.Header scope="col">{texts.columns.payment}</Table.Header>
                <Table.Header scope="col">{texts.columns.status}</Table.Header>
                <Table.Header scope="col">{texts.columns.action}</Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {page.items.map((order) => (
                <Table.Row key={order.id} data-order={order.id} className={styles.row}>
                  <Table.Cell className={styles.orderArea}>
                    <div className={styles.orderCell}>
                      {props.selectFormId ? (
                        <input
                          type="checkbox"
                          name="orderIds"
                          value={order.id}
                          form={props.selectFormId}
                          aria-label={fulfilmentCopy.desk.select(order.reference)}
                        />
                      ) : null}
                      <Link to={`/dashboard/order/${order.id}`} className={styles.orderLink}>
                        {texts.orderLink(order.reference)}
                      </Link>
                      <OrderTime at={order.createdAt} timeZone={props.timeZone} className={styles.muted} />
                      {props.courierNews?.[order.id] ? (
                        <span className={styles.muted}>
                          {fulfilmentCopy.tracking.latest(props.courierNews[order.id]!)}
                        </span>
                      ) : null}
                      <ul className={styles.items}>
                        {order.lines.map((line, index) => {
                          const name = line.name;
                          return (
                            <li key={index} title={name.length > ITEM_NAME_LENGTH ? name : undefined}>
                              {line.quantity} × {name.slice(0, ITEM_NAME_LENGTH)}
                              {name.length > ITEM_NAME_LENGTH ? "…" : ""}
                              <VariantLine line={line} withSku={orderScreensCopy.variantWithSku} />
                            </li>
                          );
                        })}
                      </ul>
                    </div>
                  </Table.Cell>
                  <Table.Cell data-label={texts.columns.customer} className={styles.customer}>
                    <span className={styles.strong}>{order.customerName}</span>
                    <span className={styles.muted}>{formatDigits(order.mobile)}</span>
                    {props.customers?.[order.mobile] ? (
                      <CustomerBadge customer={props.customers[order.mobile]!} />
                    ) : null}
                    <span className={styles.muted}>
                      {order.address ? placeText(order.address) : checkoutCopy.delivery.noAddress}
                    </span>
                  </Table.Cell>
                  <Table.Cell data-align="end" data-label={texts.columns.amountDue} className={styles.amount}>
                    <AmountDue order={order} />
                  </Table.Cell>
                  <Table.Cell data-label={orderScreensCopy.cash.column} className={styles.bkash}>
                    <PaymentTerms order={order} />
                  </Table.Cell>
                  <Table.Cell data-label={texts.columns.payment} className={styles.paymentCell}>
                    {cashOnly(order) ? (
                      <span className={styles.muted}>{orderScreensCopy.cash.nothingToCheck}</span>
                    ) : (
                      <PaymentReceived payment={order.payment} confirmedBy={order.confirmedBy} />
                    )}
                  </Table.Cell>
                  <Table.Cell className={styles.statusCell}>
                    <OrderStatusBadge status={order.status} awaitsCall={awaitsCall(order)} />
                    <CashIssueBadge order={order} />
                  </Table.Cell>
                  <Table.Cell className={styles.actionsCell}>
                    {props.callForm?.(order)}
                    <OrderActions
                      order={order}
                      role="admin"
                      onMove={(target, change) => {
                        setNotice(null);
                        return props.onMove(target, change);
                      }}
                      onCancel={(target) => {
                        setNotice(null);
                        return props.onCancel(target);
                      }}
                      onDone={done}
                      focusAfterDone={() => headingRef.current}
                    />
                    {isFinal(order.status) ? (
                      <span className={styles.muted}>{orderScreensCopy.actions.none}</span>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>

          <TablePages
            page={page}
            pageHref={props.pageHref}
            pageSizeHref={props.pageSizeHref}
            label={orderScreensCopy.myOrders.pages}
          />
        </>
      )}
    </section>
  );
}

/**
 * The courier's cash when it differs from what was to be collected (issue 46): "Cash short by ৳1,289"; and a
 * courier report the order could not take. Nothing for an order without either.
 */
export function CashIssueBadge({ order }: { order: OrderView }) {
  const texts = orderScreensCopy.money;
  const difference = order.cashCollectedTaka === null ? 0 : Math.abs(order.cashCollectedTaka - order.collectTaka);
  return (
    <>
      {order.cashIssue ? (
        <Badge size="sm" variant="danger">
          {texts.cashIssue[order.cashIssue](formatWholeTaka(difference))}
        </Badge>
      ) : null}
      {order.courierConflict ? (
        <Badge size="sm" variant="warning">
          {texts.conflictBadge}
        </Badge>
      ) : null}
    </>
  );
}

/**
 * What the order asks paid by wallet, in taka (a cash-on-delivery order's advance), or for cash on delivery with
 * nothing first, the cash the courier collects; then of what total.
 */
function AmountDue({ order }: { order: OrderView }) {
  const texts = orderScreensCopy.queue;
  const cash = cashOnly(order);
  return (
    <>
      <span className={styles.strong}>
        {cash ? formatWholeTaka(order.collectTaka) : formatWholeTaka(order.amountDuePaisa / 100)}
      </span>
      {order.paymentMethod === "COD" ? (
        <span className={styles.muted}>
          {cash ? orderScreensCopy.cash.onDelivery : orderScreensCopy.cash.advanceFirst}
        </span>
      ) : null}
      <span className={styles.muted}>{texts.ofTotal(formatWholeTaka(order.taka.total))}</span>
    </>
  );
}

/**
 * How the order is paid: the method; the wallet's TrxID, sender and reference (for cash on delivery, those of the
 * advance paid first, with its amount and wallet); and the cash the courier collects after an advance, or
 * collected once delivered.
 */
function PaymentTerms({ order }: { order: OrderView }) {
  const texts = orderScreensCopy.queue;
  const wallet = walletOf(order);
  const cod = order.paymentMethod === "COD";
  return (
    <>
      <span className={styles.strong}>{methodName(order)}</span>
      {cod && wallet ? (
        <span>{orderScreensCopy.cash.advance(formatWholeTaka(order.amountDuePaisa / 100), wallet)}</span>
      ) : null}
      {wallet ? (
        <>
          <span className={styles.mono}>{texts.trxId(order.trxId)}</span>
          <span>{texts.sender(order.bkashNumber)}</span>
          <span className={styles.muted}>{texts.reference(order.reference)}</span>
        </>
      ) : null}
      {/* With nothing paid first, the amount due already says the cash to collect. */}
      {collectsCash(order) && (wallet || order.cashCollectedTaka !== null) ? (
        <span className={styles.cash}>
          {order.cashCollectedTaka === null
            ? orderScreensCopy.cash.collect(formatWholeTaka(order.collectTaka))
            : orderScreensCopy.cash.collected(formatWholeTaka(order.cashCollectedTaka))}
        </span>
      ) : null}
    </>
  );
}

/**
 * The wallet payment that arrived with the order's TrxID: none yet (or none, but an admin confirmed it by hand:
 * who), matching, or a mismatch and why (short by how much, sent from another number, arrived for a closed order),
 * and any money owed back.
 */
export function PaymentReceived({
  payment,
  confirmedBy,
}: {
  payment: PaymentView | null;
  confirmedBy?: string | null;
}) {
  const texts = orderScreensCopy.queue;
  if (!payment)
    return <span className={styles.muted}>{confirmedBy ? texts.confirmedByHand(confirmedBy) : texts.noPayment}</span>;
  const tone = payment.state === "matched" ? "success" : payment.state === "mismatch" ? "danger" : "outline";
  return (
    <div className={styles.payment}>
      <span>{texts.paymentFrom(formatMoney(payment.amountPaisa, "BDT"), payment.sender)}</span>
      <Badge size="sm" variant={tone} className={styles.paymentState}>
        {texts.paymentState[payment.state]}
      </Badge>
      {payment.problem === "short" && payment.shortfallPaisa !== null ? (
        <span className={styles.problem}>{texts.shortBy(formatMoney(payment.shortfallPaisa, "BDT"))}</span>
      ) : payment.problem === "other-sender" ? (
        <span className={styles.problem}>{texts.otherSender}</span>
      ) : payment.problem === "order-closed" ? (
        <span className={styles.problem}>{texts.lateMismatch}</span>
      ) : null}
      {payment.refundDuePaisa > 0 ? (
        <span className={styles.problem}>{texts.refundDue(formatMoney(payment.refundDuePaisa, "BDT"))}</span>
      ) : null}
    </div>
  );
}

/** The district filter's choices, named and in the order of the page's language (Bangla: by their Bangla names). */
function districtChoices(districts: OrderQueueProps["districts"]): { id: number; label: string }[] {
  if (currentLanguage() !== "bn") return districts.map((district) => ({ id: district.id, label: district.name }));
  return districts
    .map((district) => ({ id: district.id, label: district.bnName }))
    .sort((a, b) => a.label.localeCompare(b.label, "bn"));
}

function SearchForm(props: OrderQueueProps) {
  const texts = orderScreensCopy.myOrders;
  return (
    <Form method="get" action={props.action} role="search" aria-label={texts.searchLabel} className={styles.search}>
      <input type="hidden" name="status" value={props.filter} />
      <input type="hidden" name="pageSize" value={props.page.pageSize} />
      <NativeSelect
        label={orderScreensCopy.queue.district}
        name="district"
        defaultValue={props.district ?? ""}
        rootClassName={styles.districtField}
      >
        <option value="">{orderScreensCopy.queue.allDistricts}</option>
        {districtChoices(props.districts).map((district) => (
          <option key={district.id} value={district.id}>
            {district.label}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        label={deskCopy.filter.label}
        name="channel"
        defaultValue={props.channel ?? ""}
        rootClassName={styles.channelField}
      >
        <option value="">{deskCopy.filter.all}</option>
        {ORDER_CHANNELS.map((channel) => (
          <option key={channel} value={channel}>
            {deskCopy.channel.names[channel]}
          </option>
        ))}
      </NativeSelect>
      <Input.Root className={styles.searchField}>
        <Input.Label>{texts.searchLabel}</Input.Label>
        <Input.Control
          type="search"
          name="q"
          defaultValue={props.search}
          placeholder={texts.searchPlaceholder}
          maxLength={100}
          autoComplete="off"
        />
      </Input.Root>
      <Button type="submit" variant="outline" className={styles.searchButton}>
        <SearchIcon />
        {texts.search}
      </Button>
    </Form>
  );
}

function EmptyQueue(props: OrderQueueProps) {
  const texts = orderScreensCopy.queue;
  const headingId = useId();
  const query = props.search.trim();
  const help =
    props.filter === "pending"
      ? texts.emptyHelp.pending
      : props.filter === "all"
        ? texts.emptyHelp.all
        : texts.emptyHelp.other;
  return (
    <EmptyState.Root tone="neutral" aria-labelledby={headingId} className={emptyPanel}>
      <EmptyState.Icon aria-hidden>{query ? <SearchIcon /> : <ClipboardIcon />}</EmptyState.Icon>
      <EmptyState.Title asChild>
        <h2 id={headingId}>
          {query
            ? orderScreensCopy.myOrders.noMatchTitle(query)
            : props.filter === "to-call"
              ? fulfilmentCopy.calls.empty
              : texts.emptyTitle[props.filter]}
        </h2>
      </EmptyState.Title>
      <EmptyState.Description>{query ? orderScreensCopy.myOrders.noMatchHelp : help}</EmptyState.Description>
      {query ? (
        <EmptyState.Actions>
          {props.filter === "all" ? null : (
            <Button asChild>
              <Link to={`${props.action}?${new URLSearchParams({ status: "all", q: query })}`}>
                {texts.searchEveryStatus}
              </Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={`${props.action}?${new URLSearchParams({ status: props.filter })}`}>{texts.clearSearch}</Link>
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState.Root>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
  toolbar: css({
    display: "flex",
    flexDirection: { base: "column", md: "row" },
    alignItems: { base: "stretch", md: "flex-end" },
    justifyContent: "space-between",
    gap: "4",
  }),
  titleBlock: css({ display: "flex", flexDirection: "column", gap: "1" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", outline: "none" }),
  subtle: css({ fontSize: "sm", color: "fg.muted" }),
  search: css({
    display: "flex",
    flexWrap: { base: "wrap", sm: "nowrap" },
    alignItems: "flex-end",
    gap: "2",
    width: { base: "100%", md: "38rem" },
  }),
  searchField: css({ flex: "1" }),
  districtField: css({ flexShrink: "0", width: { base: "100%", sm: "11rem" } }),
  channelField: css({ flexShrink: "0", width: { base: "100%", sm: "9rem" } }),
  searchButton: css({ flexShrink: "0" }),
  // Positioned, so the counts' hidden words (absolutely placed) scroll with the strip instead of widening the page.
  filters: css({ position: "relative", minW: "0", overflowX: "auto", pb: "1" }),
  filterList: css({
    display: "inline-flex",
    gap: "1",
    p: "1",
    bg: "bg.muted",
    borderRadius: "l2",
    borderWidth: "1px",
    borderColor: "border.default",
  }),
  filter: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "2",
    h: "9",
    px: "3",
    borderRadius: "l1",
    fontSize: "sm",
    fontWeight: "semibold",
    color: "fg.muted",
    whiteSpace: "nowrap",
    textDecoration: "none",
    _hover: { color: "fg.default", bg: "bg.surface" },
    "&[aria-current=page]": { bg: "bg.surface", color: "accent.text", boxShadow: "soft" },
  }),
  row: css({
    "@container orders (max-width: 55.99rem)": {
      gridTemplateColumns: "minmax(0, 1fr) auto",
      gridTemplateAreas: '"order status" "customer amount" "bkash bkash" "payment payment" "action action"',
    },
    "@container orders (min-width: 36rem) and (max-width: 55.99rem)": {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      gridTemplateAreas: '"order status" "customer amount" "bkash payment" "action action"',
    },
  }),
  orderArea: css({ "@container orders (max-width: 55.99rem)": { gridArea: "order" } }),
  orderCell: css({ display: "flex", flexDirection: "column", gap: "1" }),
  // Order ids are 24 characters long: they break anywhere rather than widen the column.
  orderLink: css({
    color: "accent.text",
    fontWeight: "semibold",
    textDecoration: "underline",
    fontFamily: "mono",
    overflowWrap: "anywhere",
  }),
  items: css({ display: "flex", flexDirection: "column", gap: "0.5", color: "fg.muted" }),
  customer: css({
    "& > span": { display: "block" },
    "@container orders (max-width: 55.99rem)": { gridArea: "customer" },
  }),
  amount: css({
    whiteSpace: "nowrap",
    "& > span": { display: "block" },
    "@container orders (max-width: 55.99rem)": { gridArea: "amount", "&&": { textAlign: "end" } },
  }),
  bkash: css({
    "& > span": { display: "block" },
    "@container orders (max-width: 55.99rem)": { gridArea: "bkash" },
  }),
  paymentCell: css({ "@container orders (max-width: 55.99rem)": { gridArea: "payment" } }),
  statusCell: css({ "@container orders (max-width: 55.99rem)": { gridArea: "status", justifySelf: "end" } }),
  payment: css({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "1" }),
  paymentState: css({ fontWeight: "semibold" }),
  problem: css({ color: "danger.emphasized", fontWeight: "semibold", fontSize: "xs" }),
  actionsCell: css({
    minW: "6rem",
    "@container orders (max-width: 55.99rem)": {
      gridArea: "action",
      "&&": {
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: "3",
        pt: "3",
        borderTopWidth: "1px",
        borderColor: "border.default",
      },
    },
  }),
  strong: css({ fontWeight: "semibold" }),
  cash: css({ fontWeight: "medium", color: "fg.default" }),
  muted: css({ color: "fg.muted", fontSize: "xs" }),
  mono: css({ fontFamily: "mono", wordBreak: "break-all" }),
  srOnly: css({ srOnly: true }),
};
