import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { css, cx } from "styled-system/css";
import type { ScreenAnswer } from "~/client/route-action.ts";
import { useSubmit } from "~/client/submit.ts";
import { TablePages } from "~/components/shared/PageSizeLinks.tsx";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import type { PaymentView } from "~/domain/payments/types.ts";
import { formatMoney } from "~/format.ts";
import { refundSchema } from "~/schemas/payment.ts";
import { parseInput } from "~/schemas/parse.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as EmptyState from "~/ui/empty-state.tsx";
import { CheckCircleIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import * as Table from "~/ui/table.tsx";
import { emptyPanel, orderCards, tableHeight } from "./order-cards.ts";
import { OrderTime } from "./OrderTime.tsx";

export interface RefundPage {
  /** Payments that still owe money back, newest first. */
  items: PaymentView[];
  total: number;
  page: number;
  pageSize: number;
}

export interface RefundListProps {
  /** The list's label (the queue's heading). */
  label: string;
  page: RefundPage;
  pageHref(page: number): string;
  pageSizeHref(size: number): string;
  onRefund(payment: PaymentView, refundTrxID: string): Promise<ScreenAnswer>;
  /** Says what was recorded (the queue's notice) and moves focus back to the heading. */
  onDone(message: string): void;
  timeZone: string;
  /** What the page's action answered an "Attach to order" form (a plain post), if one was just sent. */
  attachAnswer?: AttachAnswer | null;
}

/** The page action's answer to "Attach to order". */
export type AttachAnswer = { ok: true; trxId: string; reference: string } | { ok: false; error: string };

/** Why the money goes back: no order took it in time, the order was closed, or more than its amount due arrived. */
function why(payment: PaymentView): string {
  const texts = orderScreensCopy.queue.refunds.why;
  if (payment.orderId === null) return orderScreensCopy.money.attach.owed;
  if (payment.orderStatus === "cancelled") return texts.cancelled;
  if (payment.orderStatus === "rejected") return texts.rejected;
  if (payment.orderStatus === "returned")
    return payment.returnSettlement === "refund-less-delivery"
      ? texts.returnedLessDelivery
      : payment.returnSettlement === "refund"
        ? texts.returnedRefund
        : texts.returned;
  return texts.overpaid(formatMoney(payment.amountPaisa - payment.refundDuePaisa - payment.refundedPaisa, "BDT"));
}

/**
 * Manage Order's "Refunds owed": every payment the merchant must send money back for (an overpayment's excess, the
 * payment of an order that was cancelled or rejected), with the number it came from, and a form to record the
 * refund's own TrxID once the money is sent. The form is a plain post to the page's action before hydration.
 */
export function RefundList(props: RefundListProps) {
  const texts = orderScreensCopy.queue;
  const { page } = props;
  const answer = props.attachAnswer ? (
    props.attachAnswer.ok ? (
      <Alert tone="success">{orderScreensCopy.money.attach.attached(props.attachAnswer.reference)}</Alert>
    ) : (
      <Alert tone="error">{props.attachAnswer.error}</Alert>
    )
  ) : null;
  if (page.items.length === 0)
    return (
      <>
        {answer}
        <NoRefunds />
      </>
    );
  return (
    <>
      {answer}
      <p className={styles.help}>{texts.refunds.help}</p>
      <Table.Root
        aria-label={props.label}
        stickyHeader
        striped
        compact
        scrollLabel={orderScreensCopy.myOrders.tableLabel(props.label)}
        className={orderCards.table}
        containerClassName={cx(orderCards.container, tableHeight.queue)}
      >
        <Table.Head>
          <Table.Row>
            <Table.Header scope="col">{texts.refunds.columns.payment}</Table.Header>
            <Table.Header scope="col">{texts.refunds.columns.order}</Table.Header>
            <Table.Header scope="col">{texts.refunds.columns.why}</Table.Header>
            <Table.Header scope="col" data-align="end">
              {texts.refunds.columns.owed}
            </Table.Header>
            <Table.Header scope="col">{texts.refunds.columns.record}</Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {page.items.map((payment) => (
            <Table.Row key={payment.trxId} data-payment={payment.trxId} className={styles.row}>
              <Table.Cell className={styles.paymentArea}>
                <span className={styles.mono}>{texts.trxId(payment.trxId)}</span>
                <span>{texts.refunds.received(formatMoney(payment.amountPaisa, "BDT"), payment.sender)}</span>
                <OrderTime at={payment.receivedAt} timeZone={props.timeZone} className={styles.muted} />
              </Table.Cell>
              <Table.Cell data-label={texts.refunds.columns.order} className={styles.orderArea}>
                {payment.orderId ? (
                  <Link to={`/dashboard/order/${payment.orderId}`} className={styles.orderLink}>
                    {texts.orderLink(payment.orderReference ?? payment.orderId)}
                  </Link>
                ) : (
                  <>
                    <span className={styles.muted}>{orderScreensCopy.money.attach.noOrder}</span>
                    <AttachForm payment={payment} />
                  </>
                )}
              </Table.Cell>
              <Table.Cell data-label={texts.refunds.columns.why} className={styles.whyArea}>
                {why(payment)}
                {payment.refundedPaisa > 0 ? (
                  <span className={styles.muted}>{texts.refunded(formatMoney(payment.refundedPaisa, "BDT"))}</span>
                ) : null}
              </Table.Cell>
              <Table.Cell data-align="end" data-label={texts.refunds.columns.owed} className={styles.owedArea}>
                <span className={styles.owed}>{formatMoney(payment.refundDuePaisa, "BDT")}</span>
              </Table.Cell>
              <Table.Cell className={styles.recordArea}>
                <RefundForm payment={payment} onRefund={props.onRefund} onDone={props.onDone} />
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
  );
}

/** The refund's TrxID for one payment, checked by the shared schema before it is sent. */
function RefundForm(props: Pick<RefundListProps, "onRefund" | "onDone"> & { payment: PaymentView }) {
  const texts = orderScreensCopy.queue.refunds;
  const { payment } = props;
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const { busy: pending, run: send } = useSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = parseInput(refundSchema, { refundTrxID: value });
    if (!parsed.ok) return setError(parsed.fieldErrors.refundTrxID);
    setError(undefined);
    const answer = await send(() => props.onRefund(payment, parsed.value.refundTrxID));
    if (!answer.ok) return setError(answer.fieldErrors?.refundTrxID ?? answer.error);
    setValue("");
    props.onDone(texts.recorded(formatMoney(payment.refundDuePaisa, "BDT"), payment.trxId));
  }

  return (
    <form method="post" noValidate onSubmit={submit} className={styles.form} aria-busy={pending}>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="trxId" value={payment.trxId} />
      <Input.Root invalid={error !== undefined} className={styles.field}>
        <Input.Label>{texts.refundTrxId}</Input.Label>
        <Input.Control
          name="refundTrxID"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          aria-required="true"
          value={value}
          readOnly={pending}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
        {error === undefined ? <Input.HelperText>{texts.refundTrxIdHint(payment.sender)}</Input.HelperText> : null}
        <Input.ErrorText>{error}</Input.ErrorText>
      </Input.Root>
      <Button type="submit" size="sm" disabled={pending}>
        <CheckCircleIcon />
        {texts.record}
      </Button>
    </form>
  );
}

/**
 * "Attach to order" for a payment no order has (issue 46): the order's number, then the payment is matched with it as
 * if its shopper had typed the TrxID. A plain form post to the page's action (it works before the page is
 * interactive); the answer comes back as the page's action data.
 */
function AttachForm({ payment }: { payment: PaymentView }) {
  const texts = orderScreensCopy.money.attach;
  const legendId = useId();
  return (
    <form method="post" className={styles.form} aria-labelledby={legendId}>
      <span id={legendId} className={styles.srOnly}>
        {texts.legend(payment.trxId)}
      </span>
      <input type="hidden" name="intent" value="attach" />
      <input type="hidden" name="wallet" value={payment.wallet} />
      <input type="hidden" name="trxId" value={payment.trxId} />
      <Input.Root className={styles.field}>
        <Input.Label>{texts.order}</Input.Label>
        <Input.Control
          name="orderId"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          pattern="[A-Za-z0-9]{4,64}"
        />
        <Input.HelperText>{texts.orderHint}</Input.HelperText>
      </Input.Root>
      <Button type="submit" size="sm" variant="outline">
        {texts.submit}
      </Button>
    </form>
  );
}

function NoRefunds() {
  const texts = orderScreensCopy.queue;
  const headingId = useId();
  return (
    <EmptyState.Root tone="neutral" aria-labelledby={headingId} className={emptyPanel}>
      <EmptyState.Icon aria-hidden>
        <CheckCircleIcon />
      </EmptyState.Icon>
      <EmptyState.Title asChild>
        <h2 id={headingId}>{texts.emptyTitle.refunds}</h2>
      </EmptyState.Title>
      <EmptyState.Description>{texts.emptyHelp.refunds}</EmptyState.Description>
    </EmptyState.Root>
  );
}

const styles = {
  help: css({ fontSize: "sm", color: "fg.muted" }),
  row: css({
    "@container orders (max-width: 55.99rem)": {
      gridTemplateColumns: "minmax(0, 1fr) auto",
      gridTemplateAreas: '"payment owed" "order order" "why why" "record record"',
    },
  }),
  paymentArea: css({
    "& > *": { display: "block" },
    "@container orders (max-width: 55.99rem)": { gridArea: "payment" },
  }),
  orderArea: css({ "@container orders (max-width: 55.99rem)": { gridArea: "order" } }),
  whyArea: css({
    "& > span": { display: "block" },
    "@container orders (max-width: 55.99rem)": { gridArea: "why" },
  }),
  owedArea: css({
    whiteSpace: "nowrap",
    "@container orders (max-width: 55.99rem)": { gridArea: "owed", "&&": { textAlign: "end" } },
  }),
  recordArea: css({
    minW: "14rem",
    "@container orders (max-width: 55.99rem)": { gridArea: "record", minW: "0" },
  }),
  owed: css({ fontWeight: "bold", color: "danger.emphasized", fontVariantNumeric: "tabular-nums" }),
  orderLink: css({
    color: "accent.text",
    fontWeight: "semibold",
    textDecoration: "underline",
    fontFamily: "mono",
    overflowWrap: "anywhere",
  }),
  form: css({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "2" }),
  field: css({ width: "100%" }),
  muted: css({ color: "fg.muted", fontSize: "xs" }),
  mono: css({ fontFamily: "mono", wordBreak: "break-all" }),
  srOnly: css({ srOnly: true }),
};
