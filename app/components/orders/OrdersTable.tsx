import { useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { css } from "styled-system/css";
import { ConfirmDialog } from "~/components/shared/ConfirmDialog.tsx";
import { TableFooter } from "~/components/shared/PageSizeLinks.tsx";
import { type Removal, useConfirmedRemoval } from "~/components/shared/useConfirmedRemoval.ts";
import { copy } from "~/copy.ts";
import type { OrderPage, OrderView } from "~/domain/types.ts";
import { formatCents, titleCase } from "~/format.ts";
import { Alert } from "~/ui/alert.tsx";
import { Badge } from "~/ui/badge.tsx";
import { Button } from "~/ui/button.tsx";
import * as EmptyState from "~/ui/empty-state.tsx";
import { ReceiptIcon, SearchIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import { Pagination } from "~/ui/pagination.tsx";
import * as Table from "~/ui/table.tsx";

export type CancelOrderResult = { ok: true } | { ok: false; error: string };

export interface OrdersTableProps {
  /** One page of orders, newest first. */
  page: OrderPage;
  pageHref(page: number): string;
  /** The first page at another page size. */
  pageSizeHref(size: number): string;
  /** Cancels (deletes) the order; the answer decides what the dialog shows. */
  onCancel(order: OrderView): Promise<CancelOrderResult>;
  title: string;
  /** The admin screen's search: a GET form to `action` with the text as `q`. */
  search?: { value: string; action: string };
}

/** The spec's order item names show their first 20 characters. */
const ITEM_NAME_LENGTH = 20;

/**
 * My orders and the admins' all orders: the spec's seven columns in a table at most 440 px high (the column
 * names stay in view; on phones it also scrolls sideways), rows per page and page links. 'Cancle' asks first;
 * the success message shows only once the cancel really succeeded, and a failure is shown in the dialog.
 */
export function OrdersTable(props: OrdersTableProps) {
  const texts = copy.myOrders;
  const { page } = props;
  const [succeeded, setSucceeded] = useState(false);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const cancellations = useConfirmedRemoval<OrderView>({
    remove: props.onCancel,
    failedText: texts.cancelFailed,
    onRemoved: () => setSucceeded(true),
    onAsk: () => setSucceeded(false),
  });

  // Cancelled rows go at once; the route's fresh page follows.
  const orders = cancellations.remaining(page.items);
  const first = (page.page - 1) * page.pageSize + 1;

  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <header className={styles.toolbar}>
        <div className={styles.titleBlock}>
          <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {props.title}
          </h1>
          {page.total > 0 ? (
            <p className={styles.subtle}>{texts.showing(first, first + page.items.length - 1, page.total)}</p>
          ) : null}
        </div>
        {props.search ? <SearchForm search={props.search} pageSize={page.pageSize} /> : null}
      </header>

      {succeeded ? (
        <Alert tone="success" onDismiss={() => setSucceeded(false)} dismissLabel={texts.dismiss}>
          {copy.orders.cancelled}
        </Alert>
      ) : null}

      {orders.length === 0 ? (
        <NoOrders search={props.search} />
      ) : (
        <>
          <Table.Root
            aria-labelledby={headingId}
            maxHeight={440}
            stickyHeader
            striped
            scrollLabel={texts.tableLabel(props.title)}
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
              {orders.map((order) => (
                <OrderRow key={order.id} order={order} onCancel={() => cancellations.ask(order)} />
              ))}
            </Table.Body>
          </Table.Root>

          <TableFooter current={page.pageSize} hrefOf={props.pageSizeHref}>
            <Pagination
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              pageHref={props.pageHref}
              label={texts.pages}
            />
          </TableFooter>
        </>
      )}

      <CancelDialog
        cancellation={cancellations.removal}
        onClose={cancellations.cancel}
        onConfirm={() => void cancellations.confirm()}
        finalFocus={() => (succeeded ? headingRef.current : null)}
      />
    </section>
  );
}

function OrderRow(props: { order: OrderView; onCancel(): void }) {
  const { order } = props;
  const texts = copy.myOrders;
  return (
    <Table.Row>
      <Table.Cell className={styles.itemsCell}>
        <ul className={styles.stack}>
          {order.lines.map((line, index) => {
            const name = titleCase(line.name);
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
      <Table.Cell className={styles.nowrap}>
        <ul className={styles.stack}>
          {order.lines.map((line, index) => (
            <li key={index} className={styles.detail}>
              {copy.checkoutPage.unitTimesQuantity(copy.product.price(formatCents(line.unitPriceCents)), line.quantity)}
            </li>
          ))}
        </ul>
      </Table.Cell>
      <Table.Cell className={styles.customer}>{order.customerName}</Table.Cell>
      <Table.Cell data-align="end" className={styles.total}>
        {copy.product.price(formatCents(order.totalCents))}
      </Table.Cell>
      <Table.Cell className={styles.payment}>{texts.paymentText(order.bkashNumber, order.trxId)}</Table.Cell>
      <Table.Cell>
        <Badge size="sm" variant="success" className={styles.status}>
          {texts.statusLabel}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <Button
          size="sm"
          variant="outline"
          className={styles.cancel}
          aria-label={texts.cancelOrder(order.id)}
          onClick={props.onCancel}
        >
          {texts.cancel}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

function SearchForm(props: { search: { value: string; action: string }; pageSize: number }) {
  const texts = copy.myOrders;
  return (
    <Form method="get" action={props.search.action} role="search" className={styles.search}>
      <input type="hidden" name="pageSize" value={props.pageSize} />
      <Input.Root className={styles.searchField}>
        <Input.Label>{texts.searchLabel}</Input.Label>
        <Input.Control
          type="search"
          name="q"
          defaultValue={props.search.value}
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

function NoOrders(props: { search?: { value: string; action: string } }) {
  const texts = copy.myOrders;
  const headingId = useId();
  const query = props.search?.value.trim() ?? "";
  // The admin screen (the one with a search) lists every customer's orders, so it has no shopper's call to shop.
  const everyone = props.search !== undefined;
  return (
    <EmptyState.Root tone="neutral" aria-labelledby={headingId} className={styles.empty}>
      <EmptyState.Icon aria-hidden>{query ? <SearchIcon /> : <ReceiptIcon />}</EmptyState.Icon>
      <EmptyState.Title asChild>
        <h2 id={headingId}>{query ? texts.noMatchTitle(query) : everyone ? texts.shopEmptyTitle : texts.emptyTitle}</h2>
      </EmptyState.Title>
      <EmptyState.Description>
        {query ? texts.noMatchHelp : everyone ? texts.shopEmptyHelp : texts.emptyHelp}
      </EmptyState.Description>
      {query && props.search ? (
        <EmptyState.Actions>
          <Button asChild variant="outline">
            <Link to={props.search.action}>{texts.clearSearch}</Link>
          </Button>
        </EmptyState.Actions>
      ) : everyone ? null : (
        <EmptyState.Actions>
          <Button asChild>
            <Link to="/products">{texts.shopNow}</Link>
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState.Root>
  );
}

function CancelDialog(props: {
  cancellation: Removal<OrderView> | null;
  onClose(): void;
  onConfirm(): void;
  finalFocus(): HTMLElement | null;
}) {
  const texts = copy.myOrders;
  const { cancellation } = props;
  const order = cancellation?.item;
  const pending = cancellation?.pending ?? false;
  return (
    <ConfirmDialog
      open={cancellation?.open ?? false}
      title={texts.cancelTitle}
      description={texts.cancelDescription}
      cancelLabel={texts.no}
      confirmLabel={texts.delete}
      pendingLabel={texts.deleting}
      closeLabel={texts.close}
      pending={pending}
      error={cancellation?.error}
      onCancel={props.onClose}
      onConfirm={props.onConfirm}
      finalFocus={props.finalFocus}
    >
      {order ? (
        <p className={styles.dialogOrder}>
          <span className={styles.mono}>#{order.id}</span>
          <span aria-hidden="true">·</span>
          <span>{order.customerName}</span>
          <span aria-hidden="true">·</span>
          <span className={styles.dialogTotal}>{copy.product.price(formatCents(order.totalCents))}</span>
        </p>
      ) : null}
    </ConfirmDialog>
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
  search: css({ display: "flex", alignItems: "flex-end", gap: "2", width: { base: "100%", md: "26rem" } }),
  searchField: css({ flex: "1" }),
  searchButton: css({ flexShrink: "0" }),
  stack: css({ display: "flex", flexDirection: "column", gap: "1.5" }),
  itemsCell: css({ minW: "11rem" }),
  itemName: css({
    fontWeight: "medium",
    whiteSpace: "nowrap",
    "&[data-truncated]::after": { content: '"…"', color: "fg.muted" },
  }),
  detail: css({ color: "fg.muted", whiteSpace: "nowrap" }),
  nowrap: css({ whiteSpace: "nowrap" }),
  customer: css({ minW: "9rem", fontWeight: "medium" }),
  total: css({ fontWeight: "bold", whiteSpace: "nowrap" }),
  payment: css({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums", color: "fg.default" }),
  status: css({ whiteSpace: "nowrap", mt: "0.5" }),
  // Lines the button's text up with the first line of the other cells.
  cancel: css({ mt: "-1.5", color: "danger", borderColor: "danger/40", _hover: { _enabled: { bg: "danger.subtle" } } }),
  empty: css({
    width: "100%",
    maxW: "none",
    px: "6",
    bg: "bg.surface",
    borderRadius: "l3",
    borderWidth: "1px",
    borderColor: "border.default",
  }),
  dialogOrder: css({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "2",
    mt: "3",
    px: "3",
    py: "2",
    borderRadius: "l2",
    bg: "bg.muted",
    fontSize: "sm",
    color: "fg.default",
  }),
  mono: css({ fontFamily: "mono" }),
  dialogTotal: css({ fontWeight: "semibold", fontVariantNumeric: "tabular-nums" }),
  // The dialog recipe's z-index tokens ("overlay", "modal") are not defined, so the layers are set here:
  // above the table's sticky header (z-index 1).
};
