import { useId, useState } from "react";
import { Form, Link } from "react-router";
import { css } from "styled-system/css";
import { payLinkCopy } from "~/i18n/pay-link.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { paymentCopy } from "~/i18n/payment.ts";
import type { OrderStatus } from "~/domain/orders/status.ts";
import type { OrderView } from "~/domain/orders/types.ts";
import { offeredWallets, type MerchantNumbers } from "~/domain/payments/wallets.ts";
import type { Wallet } from "~/schemas/order.ts";
import { formatWholeTaka } from "~/format.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as RadioCardGroup from "~/ui/radio-card-group.tsx";
import { CheckCircleIcon } from "~/ui/icons.tsx";
import { OrderItems, Panel } from "~/components/orders/OrderItems.tsx";
import { OrderStatusBadge } from "~/components/orders/OrderStatusBadge.tsx";
import { formatOrderTime } from "~/components/orders/OrderTime.tsx";
import { SendMoney } from "./PaymentPanel.tsx";
import { TextField } from "./TextField.tsx";

/** What the link's page shows of an order still waiting for its payment: what it is for, and how much. */
export type PayLinkOrderView = Pick<
  OrderView,
  | "reference"
  | "amountDuePaisa"
  | "paymentDueAt"
  | "lines"
  | "currency"
  | "subtotalCents"
  | "shippingCents"
  | "deliveryCents"
  | "totalCents"
  | "taka"
  | "deliveryZone"
>;

/** Where the link's order stands: open to pay, paid (its TrxID given; `confirmed` once the money came), or not. */
export type PayLinkState =
  | { kind: "open"; order: PayLinkOrderView; merchantNumbers: MerchantNumbers }
  | { kind: "paid"; reference: string; status: OrderStatus; confirmed: boolean }
  | { kind: "expired"; reference: string }
  | { kind: "not-found" };

/** What the last submit answered, if it failed: a message, and the fields' own. */
export interface PayLinkAnswer {
  error: string;
  fieldErrors?: Partial<Record<"paymentMethod" | "bkashNum" | "trxID", string>>;
  /** The wallet it was sent with, chosen again. */
  wallet?: Wallet;
}

export interface PayLinkPanelProps {
  state: PayLinkState;
  /** The link itself (its path and token): where the form posts. */
  action: string;
  timeZone: string;
  pending?: boolean;
  answer?: PayLinkAnswer | null;
}

/**
 * `/pay/<reference>?k=<token>` (issue 50): a desk order's customer pays without signing in, as on the website's
 * payment step: the amount in taka, the wallet, how to Send Money to the shop's number with the order's number as
 * the reference, then the number the money came from and the TrxID. A plain form post: it works before the
 * scripts load. Once paid, expired or not a link, one message says so.
 */
export function PayLinkPanel(props: PayLinkPanelProps) {
  const { state } = props;
  const texts = payLinkCopy;
  if (state.kind === "not-found") return <Message heading={texts.notFoundHeading} tone="error" text={texts.notFound} />;
  if (state.kind === "expired")
    return <Message heading={texts.expiredHeading} tone="error" text={texts.expired} reference={state.reference} />;
  if (state.kind === "paid")
    return (
      <Message
        heading={texts.paidHeading}
        tone="success"
        text={state.confirmed ? texts.paidConfirmed(state.reference) : texts.paidWaiting(state.reference)}
        reference={state.reference}
        status={state.status}
      />
    );
  return <OpenLink {...props} state={state} />;
}

function OpenLink(props: PayLinkPanelProps & { state: Extract<PayLinkState, { kind: "open" }> }) {
  const texts = payLinkCopy;
  const { order, merchantNumbers } = props.state;
  const wallets = offeredWallets(merchantNumbers);
  const [wallet, setWallet] = useState<Wallet>(() => props.answer?.wallet ?? wallets[0] ?? "bKash");
  const headingId = useId();
  const walletsId = useId();
  const errors = props.answer?.fieldErrors ?? {};
  const amount = formatWholeTaka(order.amountDuePaisa / 100);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.heading}>
          {texts.heading(order.reference)}
        </h1>
        <p className={styles.muted}>{texts.intro}</p>
      </header>
      <div className={styles.layout}>
        <section aria-labelledby={headingId} className={styles.card}>
          <div className={styles.amount}>
            <span className={styles.muted}>{texts.amountDue}</span>
            <span className={styles.amountValue}>{amount}</span>
            {order.paymentDueAt ? (
              <span className={styles.muted}>{texts.payBy(formatOrderTime(order.paymentDueAt, props.timeZone))}</span>
            ) : null}
          </div>
          <Form method="post" action={props.action} className={styles.form} aria-busy={props.pending ?? false}>
            <RadioCardGroup.Root
              name="paymentMethod"
              value={wallet}
              onValueChange={(details) => details.value && setWallet(details.value as Wallet)}
              orientation="horizontal"
              disabled={props.pending}
              aria-labelledby={walletsId}
            >
              <RadioCardGroup.Label id={walletsId}>{texts.chooseWallet}</RadioCardGroup.Label>
              <div className={styles.walletRow}>
                {wallets.map((each) => (
                  <RadioCardGroup.Item key={each} value={each}>
                    <RadioCardGroup.ItemControl />
                    <RadioCardGroup.ItemText>{paymentCopy.methodName[each]}</RadioCardGroup.ItemText>
                    <RadioCardGroup.ItemHiddenInput />
                  </RadioCardGroup.Item>
                ))}
              </div>
            </RadioCardGroup.Root>
            {errors.paymentMethod ? <Alert tone="error">{errors.paymentMethod}</Alert> : null}
            <SendMoney
              wallet={wallet}
              number={merchantNumbers[wallet] ?? ""}
              amountTaka={order.amountDuePaisa / 100}
              reference={order.reference}
              rateLine={null}
            />
            <TextField
              name="bkashNum"
              label={paymentCopy.walletNumber(wallet)}
              hint={checkoutCopy.checkoutPage.bkashNumberHint}
              error={errors.bkashNum}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={checkoutCopy.checkoutPage.mobilePlaceholder}
              readOnly={props.pending}
            />
            <TextField
              name="trxID"
              label={checkoutCopy.checkoutPage.trxId}
              hint={paymentCopy.trxIdHint[wallet]}
              error={errors.trxID}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              readOnly={props.pending}
              className={styles.mono}
            />
            {props.answer?.error && Object.keys(errors).length === 0 ? (
              <Alert tone="error">{props.answer.error}</Alert>
            ) : null}
            <Button type="submit" size="lg" disabled={props.pending} className={styles.submit}>
              {props.pending ? texts.submitting : texts.submit}
            </Button>
          </Form>
        </section>
        <Panel title={texts.items}>
          <OrderItems order={order} totalLabel={payLinkCopy.total} />
        </Panel>
      </div>
    </div>
  );
}

/** One state of a link that cannot be paid (any more): what it is, and for a real order its status and tracking. */
function Message(props: {
  heading: string;
  text: string;
  tone: "success" | "error";
  reference?: string;
  status?: OrderStatus;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.message}>
      {props.tone === "success" ? <CheckCircleIcon className={styles.done} aria-hidden /> : null}
      <h1 id={headingId} className={styles.heading}>
        {props.heading}
      </h1>
      <Alert tone={props.tone === "success" ? "success" : "error"}>{props.text}</Alert>
      {props.status ? (
        <p className={styles.statusRow}>
          <span className={styles.muted}>{payLinkCopy.status}</span>
          <OrderStatusBadge status={props.status} size="md" />
        </p>
      ) : null}
      {props.reference ? (
        <Link to="/track" className={styles.link}>
          {payLinkCopy.track}
        </Link>
      ) : null}
    </section>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "6" }, minW: "0" }),
  header: css({ display: "flex", flexDirection: "column", gap: "1" }),
  heading: css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold", overflowWrap: "anywhere" }),
  muted: css({ fontSize: "sm", color: "fg.muted" }),
  layout: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(0, 28rem) minmax(0, 1fr)" },
    gap: { base: "4", md: "6" },
    alignItems: "start",
  }),
  card: css({
    display: "flex",
    flexDirection: "column",
    gap: "4",
    p: { base: "4", md: "6" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
    minW: "0",
  }),
  amount: css({ display: "flex", flexDirection: "column", gap: "1" }),
  amountValue: css({
    fontSize: { base: "2xl", md: "3xl" },
    fontWeight: "extrabold",
    fontVariantNumeric: "tabular-nums",
  }),
  form: css({ display: "flex", flexDirection: "column", gap: "4" }),
  walletRow: css({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(6.5rem, 1fr))", gap: "2" }),
  mono: css({ fontFamily: "mono", letterSpacing: "0.04em" }),
  submit: css({ width: "100%" }),
  message: css({
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: "4",
    maxW: "xl",
    p: { base: "4", md: "6" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  done: css({ w: "10", h: "10", color: "success" }),
  statusRow: css({ display: "flex", alignItems: "center", gap: "2" }),
  link: css({ fontSize: "sm", fontWeight: "medium", color: "accent.text", textDecoration: "underline" }),
};
