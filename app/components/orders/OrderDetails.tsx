import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import type { OrderDetailView, OrderView } from "~/domain/orders/types.ts";
import { formatDigits, formatWholeTaka } from "~/format.ts";
import { useSubmit } from "~/client/submit.ts";
import type { ReturnSettlement } from "@db/enums.ts";
import { Button } from "~/ui/button.tsx";
import { Alert } from "~/ui/alert.tsx";
import { ChevronLeftIcon } from "~/ui/icons.tsx";
import { actionsFor, type OrderAnswer, OrderActions, type OrderMove } from "./OrderActions.tsx";
import { type OrderMessageView, OrderMessages } from "./OrderMessages.tsx";
import { PaymentReceived } from "./OrderQueue.tsx";
import { CustomerBadge } from "./CustomerBadge.tsx";
import { riskExplanation } from "./RiskExplanation.tsx";
import type { CustomerBadgeView } from "~/domain/customers/views.ts";
import type { RiskDecision } from "~/domain/customers/risk.ts";
import { OrderStatusBadge } from "./OrderStatusBadge.tsx";
import { OrderItems, OrderTimeline, Panel, ParcelTracking, type ParcelView } from "./OrderParts.tsx";
import { formatOrderTime, OrderTime } from "./OrderTime.tsx";
import { CourierCashCheck, type ReturnedUnitsAnswer, ReturnedUnitsForm } from "./CourierCash.tsx";
import {
  awaitsCall,
  cashOnly,
  collectsCash,
  methodName,
  refundOwed,
  returnedMoney,
  returnedMoneyText,
  walletOf,
} from "./payment-terms.ts";
import { addressText } from "~/components/delivery/address-text.ts";
import { ordersCopy } from "~/i18n/orders.ts";
import { notificationLogCopy } from "~/i18n/notification-log.ts";

export interface OrderDetailsProps {
  order: OrderDetailView;
  /** The order's shopper, or an admin (who sees the payment received and may move the order). */
  viewer: "owner" | "admin";
  /** The zone times are shown in (the loader's). */
  timeZone: string;
  /** The SMS and emails its changes sent, oldest first (a shopper's own only). */
  messages: OrderMessageView[];
  onCancel(order: OrderView): Promise<OrderAnswer>;
  /** Admins: Confirm, Reject, Ship, Delivered, Mark returned. */
  onMove?(order: OrderView, change: OrderMove): Promise<OrderAnswer>;
  /** Admins: what to do with the money of a paid order that came back. */
  onSettleReturn?(order: OrderView, settlement: ReturnSettlement): Promise<OrderAnswer>;
  /** A parcel booked through a courier's API: its tracking page, what the courier said (oldest first), and "partial". */
  parcel?: ParcelView;
  /** Admins: what the page's action answered the returned-units form (a plain post), if it was just sent. */
  returnedAnswer?: ReturnedUnitsAnswer | null;
  /** Admins: the customer behind the order's phone (issue 49). */
  customer?: CustomerBadgeView | null;
  /** Admins: why the order was treated as it was at placement (issue 49); null when the phone changed nothing. */
  decision?: RiskDecision | null;
}

/**
 * One order's page: its status and what may be done now (the owner may cancel while it is pending; an admin gets
 * Manage Order's actions), what was bought with the totals in the order's currency, how it is paid (a wallet's
 * payment, the amount due always in taka; or cash on delivery, with any advance paid first by wallet, the cash due
 * and, once delivered, the cash collected), tracking once shipped, the timeline of who changed what and when, and
 * the messages that told it.
 */
export type { ParcelView };
export { OrderItems, OrderTimeline, Panel, ParcelTracking };

export function OrderDetails(props: OrderDetailsProps) {
  const { order, viewer } = props;
  const texts = orderScreensCopy.page;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const role = viewer === "admin" ? "admin" : "shopper";
  const canAct = actionsFor(order.status, role).length > 0;
  const tracked = order.courier !== null || order.trackingNumber !== null;
  const parcel = props.parcel;

  return (
    <article aria-labelledby={headingId} className={styles.page}>
      <Link to={viewer === "admin" ? "/dashboard/manageorder" : "/dashboard/myorder"} className={styles.back}>
        <ChevronLeftIcon />
        {viewer === "admin" ? texts.backToQueue : texts.backToMine}
      </Link>

      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {texts.heading(order.reference)}
          </h1>
          <OrderStatusBadge status={order.status} awaitsCall={awaitsCall(order)} size="md" />
        </div>
        <p className={styles.muted}>
          {texts.placed} <OrderTime at={order.createdAt} timeZone={props.timeZone} />
        </p>
      </header>

      {notice ? (
        <Alert tone="success" onDismiss={() => setNotice(null)} dismissLabel={orderScreensCopy.myOrders.dismiss}>
          {notice}
        </Alert>
      ) : null}

      {canAct || viewer === "owner" ? (
        <Panel title={texts.actions}>
          <OrderActions
            order={order}
            role={role}
            size="md"
            onMove={props.onMove}
            onCancel={(target) => {
              setNotice(null);
              return props.onCancel(target);
            }}
            onDone={(message) => {
              setNotice(message);
              headingRef.current?.focus();
            }}
            focusAfterDone={() => headingRef.current}
          />
          {canAct ? null : <p className={styles.muted}>{orderScreensCopy.noCancel[order.status]}</p>}
        </Panel>
      ) : null}

      <div className={styles.grid}>
        <div className={styles.column}>
          <Panel title={texts.items}>
            <OrderItems
              order={order}
              withSku={viewer === "admin" ? orderScreensCopy.variantWithSku : undefined}
              totalLabel={texts.total}
            />
          </Panel>

          <Panel title={texts.timeline}>
            <OrderTimeline events={order.events} order={order} viewer={viewer} timeZone={props.timeZone} />
          </Panel>

          <Panel title={notificationLogCopy.orderMessages}>
            <OrderMessages messages={props.messages} timeZone={props.timeZone} />
          </Panel>
        </div>

        <div className={styles.column}>
          <PaymentPanel order={order} viewer={viewer} timeZone={props.timeZone} />
          {viewer === "admin" && (order.cashIssue || order.courierConflict || order.status === "delivered") ? (
            <Panel title={orderScreensCopy.money.cashHeading}>
              <CourierCashCheck order={order} />
              {order.status === "delivered" ? <ReturnedUnitsForm order={order} answer={props.returnedAnswer} /> : null}
            </Panel>
          ) : null}
          {viewer === "admin" && props.onSettleReturn && order.status === "returned" && walletOf(order) ? (
            <SettleReturn
              order={order}
              onSettle={props.onSettleReturn}
              onDone={(message) => {
                setNotice(message);
                headingRef.current?.focus();
              }}
            />
          ) : null}

          {tracked ? (
            <Panel title={texts.tracking}>
              <ParcelTracking order={order} parcel={parcel} timeZone={props.timeZone} />
            </Panel>
          ) : null}

          <Panel title={texts.customer}>
            <dl className={styles.facts}>
              <div>
                <dt>{texts.name}</dt>
                <dd>{order.customerName}</dd>
              </div>
              <div>
                <dt>{texts.mobile}</dt>
                <dd>
                  {formatDigits(order.mobile)} {props.customer ? <CustomerBadge customer={props.customer} /> : null}
                </dd>
              </div>
              {props.decision ? (
                <div>
                  <dt>{fulfilmentCopy.decision.heading}</dt>
                  <dd data-risk-decision={props.decision.action}>{riskExplanation(props.decision)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{texts.email}</dt>
                <dd>{order.email}</dd>
              </div>
              <div>
                <dt>{checkoutCopy.delivery.deliverTo}</dt>
                <dd>{order.address ? addressText(order.address) : checkoutCopy.delivery.noAddress}</dd>
                {order.address?.note ? (
                  <dd className={styles.muted}>{checkoutCopy.delivery.courierNote(order.address.note)}</dd>
                ) : null}
              </div>
            </dl>
          </Panel>
        </div>
      </div>
    </article>
  );
}

/**
 * How the order is paid. A wallet's payment: the amount due in taka, the reference, the number and the TrxID (and,
 * for admins, the payment received with it). Cash on delivery: the advance paid first by wallet, if any, with the
 * same details, then the cash due on delivery and, once delivered, the cash collected.
 */
function PaymentPanel({ order, viewer, timeZone }: { order: OrderView; viewer: "owner" | "admin"; timeZone: string }) {
  const texts = orderScreensCopy.page;
  const words = ordersCopy;
  const wallet = walletOf(order);
  const cod = order.paymentMethod === "COD";
  return (
    <Panel title={cod || !wallet ? methodName(order) : words.paymentPanel(wallet)}>
      <dl className={styles.facts}>
        <div>
          <dt>{words.method}</dt>
          <dd>{methodName(order)}</dd>
        </div>
        {cod ? null : refundOwed(order) ? (
          <div>
            <dt>{words.refundTo}</dt>
            <dd>{words.refundAmount(formatWholeTaka(order.amountDuePaisa / 100), order.bkashNumber)}</dd>
          </div>
        ) : (
          <div>
            {/* Once past pending, the wallet's money came in (or the shop confirmed it): it was paid. */}
            <dt>{paidByWallet(order) ? checkoutCopy.checkoutPage.amountPaid : texts.amountDue}</dt>
            <dd className={styles.due}>{formatWholeTaka(order.amountDuePaisa / 100)}</dd>
          </div>
        )}
        {cod && wallet ? (
          <div>
            <dt>{words.advance}</dt>
            <dd>{words.advanceBy(formatWholeTaka(order.amountDuePaisa / 100), wallet)}</dd>
          </div>
        ) : null}
        {wallet ? (
          <>
            <div>
              <dt>{texts.reference}</dt>
              <dd className={styles.mono}>{order.reference}</dd>
            </div>
            <div>
              <dt>{words.walletNumber(wallet)}</dt>
              <dd>{formatDigits(order.bkashNumber)}</dd>
            </div>
            <div>
              <dt>{texts.trxId}</dt>
              <dd className={styles.mono}>{order.trxId}</dd>
            </div>
          </>
        ) : null}
        {viewer === "admin" && !cashOnly(order) ? (
          <div>
            <dt>{texts.received}</dt>
            <dd>
              <PaymentReceived payment={order.payment} confirmedBy={order.confirmedBy} />
            </dd>
          </div>
        ) : null}
        {collectsCash(order) ? (
          <div>
            <dt>{words.cashDue}</dt>
            <dd className={styles.due}>{formatWholeTaka(order.collectTaka)}</dd>
          </div>
        ) : null}
        {order.cashCollectedTaka !== null ? (
          <div>
            <dt>{words.cashCollected}</dt>
            <dd>{formatWholeTaka(order.cashCollectedTaka)}</dd>
          </div>
        ) : null}
        {order.status === "pending" && awaitsCall(order) && order.paymentDueAt ? (
          <div>
            <dt>{texts.waitsUntil}</dt>
            <dd>{checkoutCopy.checkoutPage.next.codDeadline(formatOrderTime(order.paymentDueAt, timeZone))}</dd>
          </div>
        ) : null}
        {viewer === "owner" && returnedMoneyText(order) ? (
          <div>
            <dt>{words.returnedMoney.heading}</dt>
            <dd>{returnedMoneyText(order)}</dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}

/**
 * A paid order that came back (issue 45): what the customer paid, and the three ways to settle it: refund it all,
 * refund it less the delivery charge, or send the parcel again (which confirms the order once more). The choice so
 * far is said; a refund is then recorded with its TrxID in Manage Order's refunds.
 */
export function SettleReturn(props: {
  order: OrderView;
  onSettle(order: OrderView, settlement: ReturnSettlement): Promise<OrderAnswer>;
  onDone(message: string): void;
}) {
  const { order } = props;
  const texts = ordersCopy.settleReturn;
  const { pending, run: send } = useSubmit<ReturnSettlement>();
  const [error, setError] = useState<string | null>(null);
  const paid = order.amountDuePaisa / 100;
  const lessDelivery = Math.max(0, paid - order.taka.delivery);
  const chosen = returnedMoney({ ...order, returnSettlement: order.returnSettlement });
  async function settle(settlement: ReturnSettlement) {
    setError(null);
    const answer = await send(() => props.onSettle(order, settlement), settlement);
    if (answer.ok) props.onDone(texts.done(order.reference));
    else setError(answer.error);
  }
  return (
    <Panel title={texts.heading}>
      <p>{texts.help(formatWholeTaka(paid))}</p>
      {order.returnSettlement && chosen ? (
        <p className={styles.muted}>
          {order.returnSettlement === "refund"
            ? texts.chosen.refund(formatWholeTaka(chosen.taka))
            : texts.chosen["refund-less-delivery"](formatWholeTaka(chosen.taka))}
        </p>
      ) : null}
      <div className={styles.settle}>
        <Button
          variant={order.returnSettlement === "refund" ? "solid" : "outline"}
          disabled={pending !== null}
          aria-pressed={order.returnSettlement === "refund"}
          onClick={() => settle("refund")}
        >
          {texts.refund(formatWholeTaka(paid))}
        </Button>
        <Button
          variant={order.returnSettlement === "refund-less-delivery" ? "solid" : "outline"}
          disabled={pending !== null}
          aria-pressed={order.returnSettlement === "refund-less-delivery"}
          onClick={() => settle("refund-less-delivery")}
        >
          {texts.refundLessDelivery(formatWholeTaka(lessDelivery))}
        </Button>
        <Button variant="outline" disabled={pending !== null} onClick={() => settle("ship-again")}>
          {texts.shipAgain}
        </Button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Panel>
  );
}

/** A wallet order that moved on from pending to be shipped: its money came in (or the shop confirmed it had). */
function paidByWallet(order: OrderView): boolean {
  return ["confirmed", "shipped", "delivered", "returned"].includes(order.status);
}

const styles = {
  settle: css({ display: "flex", flexWrap: "wrap", gap: "2" }),
  page: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
  back: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "1",
    alignSelf: "flex-start",
    fontSize: "sm",
    fontWeight: "medium",
    color: "accent.text",
    textDecoration: "underline",
    "& svg": { w: "4", h: "4" },
  }),
  header: css({ display: "flex", flexDirection: "column", gap: "1" }),
  titleRow: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", outline: "none", overflowWrap: "anywhere" }),
  grid: css({
    display: "grid",
    gap: { base: "4", md: "5" },
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
    alignItems: "start",
  }),
  column: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
  facts: css({
    display: "grid",
    gap: "2",
    fontSize: "sm",
    "& > div": { display: "grid", gridTemplateColumns: "minmax(7rem, auto) minmax(0, 1fr)", gap: "3" },
    "& dt": { color: "fg.muted" },
    "& dd": { fontWeight: "medium", overflowWrap: "anywhere" },
  }),
  due: css({ fontSize: "lg", fontWeight: "bold" }),
  mono: css({ fontFamily: "mono" }),
  muted: css({ fontSize: "sm", color: "fg.muted" }),
};
