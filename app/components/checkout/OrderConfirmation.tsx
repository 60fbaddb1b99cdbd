import { useId } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { CurrencyProvider } from "~/client/currency.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import type { OrderStatus } from "~/domain/orders/status.ts";
import type { OrderView } from "~/domain/orders/types.ts";
import { formatWholeTaka } from "~/format.ts";
import { Button } from "~/ui/button.tsx";
import { CheckCircleIcon, PackageIcon, ReceiptIcon } from "~/ui/icons.tsx";
import { formatOrderTime } from "~/components/orders/OrderTime.tsx";
import {
  awaitsCall,
  collectsCash,
  methodName,
  refundOwed,
  returnedMoneyText,
  walletOf,
} from "~/components/orders/payment-terms.ts";
import { addressText } from "~/components/delivery/address-text.ts";
import { LineItem, LineItemList } from "./LineItem.tsx";
import { Totals, totalsMoney } from "./Totals.tsx";
import { ordersCopy } from "~/i18n/orders.ts";

/** Where an order stands for its shopper, right after placing it. */
function stage(status: OrderStatus): "awaiting" | "paid" | "closed" {
  if (status === "pending") return "awaiting";
  return status === "rejected" || status === "cancelled" || status === "returned" ? "closed" : "paid";
}

/** The help under the heading: what the order waits for, in the words of how it is paid. */
function helpFor(order: OrderView, where: ReturnType<typeof stage>): string {
  const texts = checkoutCopy.checkoutPage;
  const words = ordersCopy.help;
  const wallet = walletOf(order);
  if (where === "closed") return texts.closedHelp;
  if (order.paymentMethod === "COD") {
    if (where === "paid") return words.codConfirmed;
    return wallet ? words.awaitingAdvance(wallet) : words.awaitingCall;
  }
  if (!wallet || wallet === "bKash") return where === "paid" ? texts.paidHelp : texts.awaitingHelp;
  return where === "paid" ? words.paidWallet(wallet) : words.awaitingWallet(wallet);
}

/**
 * After an order is placed: the spec's 'successfully ordered' message, then where it stands (its wallet payment
 * awaiting verification, or already confirmed; a cash-on-delivery order waiting for the shop's call), how it is
 * paid, the taka due by wallet and the reference (for cash on delivery, the advance paid first, if any, and the cash
 * to pay when the parcel arrives), what happens next, what was ordered (in the currency it was priced in) and where
 * to follow it.
 */
export function OrderConfirmation(props: {
  order: OrderView;
  /** The zone the payment deadline is shown in (the loader's). */
  timeZone: string;
}) {
  const { order } = props;
  const texts = checkoutCopy.checkoutPage;
  const headingId = useId();
  const nextHeadingId = useId();
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const where = stage(order.status);
  const help = helpFor(order, where);
  const words = ordersCopy;
  const wallet = walletOf(order);
  const cod = order.paymentMethod === "COD";
  const cash = formatWholeTaka(order.collectTaka);
  const due = formatWholeTaka(order.amountDuePaisa / 100);
  const moneyBack = returnedMoneyText(order);
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.hero} role="status">
        <span className={styles.badge} aria-hidden="true">
          <CheckCircleIcon />
        </span>
        <h1 id={headingId} className={styles.heading}>
          {texts.confirmedHeading}
        </h1>
        <p className={styles.help}>{help}</p>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>{texts.orderId}</dt>
          <dd className={styles.mono}>{order.reference}</dd>
        </div>
        <div>
          <dt>{texts.status}</dt>
          <dd className={where === "closed" ? styles.closed : where === "paid" ? styles.paid : styles.awaiting}>
            {awaitsCall(order) ? shopCopy.orders.pendingCod : shopCopy.orders.status[order.status]}
          </dd>
        </div>
        <div>
          <dt>{words.method}</dt>
          <dd>{methodName(order)}</dd>
        </div>
        {cod ? null : refundOwed(order) ? (
          <div>
            <dt>{words.refundTo}</dt>
            <dd className={styles.amount}>{words.refundAmount(due, order.bkashNumber)}</dd>
          </div>
        ) : (
          <div>
            <dt>{where === "paid" ? texts.amountPaid : texts.amountDue}</dt>
            <dd className={styles.amount}>{due}</dd>
          </div>
        )}
        {cod && wallet ? (
          <div>
            <dt>{words.advance}</dt>
            <dd className={styles.amount}>{due}</dd>
          </div>
        ) : null}
        {collectsCash(order) ? (
          <div>
            <dt>{words.cashDue}</dt>
            <dd className={styles.amount}>{cash}</dd>
          </div>
        ) : null}
        {wallet ? (
          <>
            <div>
              <dt>{texts.reference}</dt>
              <dd className={styles.mono}>{order.reference}</dd>
            </div>
            <div>
              <dt>{texts.trxId}</dt>
              <dd className={styles.mono}>{order.trxId}</dd>
            </div>
            <div>
              <dt>{texts.paidWith}</dt>
              <dd>{words.walletPayment(wallet, order.bkashNumber)}</dd>
            </div>
          </>
        ) : null}
        {moneyBack ? (
          <div className={styles.wide}>
            <dt>{words.returnedMoney.heading}</dt>
            <dd>{moneyBack}</dd>
          </div>
        ) : null}
        <div className={styles.wide}>
          <dt>{checkoutCopy.delivery.deliverTo}</dt>
          <dd>{order.address ? addressText(order.address) : checkoutCopy.delivery.noAddress}</dd>
        </div>
      </dl>

      {where === "closed" ? null : (
        <section aria-labelledby={nextHeadingId} className={styles.next}>
          <h2 id={nextHeadingId} className={styles.nextHeading}>
            {texts.nextHeading}
          </h2>
          <ol className={styles.steps}>
            {where === "awaiting" && !wallet ? <li>{words.next.call(order.mobile)}</li> : null}
            {where === "awaiting" && wallet ? (
              <>
                <li>{wallet === "bKash" ? texts.next.check : words.next.check(wallet)}</li>
                <li>{texts.next.confirm}</li>
              </>
            ) : null}
            <li>{texts.next.ship}</li>
            {cod && order.cashCollectedTaka === null ? <li>{words.next.payCash(cash)}</li> : null}
            {where === "awaiting" && order.paymentDueAt ? (
              <li>
                {(awaitsCall(order) ? texts.next.codDeadline : texts.next.deadline)(
                  formatOrderTime(order.paymentDueAt, props.timeZone),
                )}
              </li>
            ) : null}
          </ol>
        </section>
      )}

      {/* The order keeps the currency it was priced in, whatever the shop's is now. */}
      <CurrencyProvider currency={order.currency}>
        <div className={styles.lines}>
          <LineItemList label={texts.selectedProducts}>
            {order.lines.map((line, index) => (
              <LineItem
                key={`${line.productId ?? "gone"}-${index}`}
                line={{ ...line, variantTitle: line.variant?.title }}
              />
            ))}
          </LineItemList>
          <Totals
            money={totalsMoney(order)}
            delivery={order.deliveryZone ? { zone: order.deliveryZone, freeOverTaka: null } : null}
            totalLabel={texts.totalPrice(itemCount)}
          />
        </div>
      </CurrencyProvider>

      <div className={styles.actions}>
        <Button asChild size="lg">
          <Link to={`/dashboard/order/${order.id}`}>
            <PackageIcon />
            {texts.viewOrder}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/dashboard/myorder">
            <ReceiptIcon />
            {texts.seeMyOrders}
          </Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link to="/">{texts.continueShopping}</Link>
        </Button>
      </div>
    </section>
  );
}

const styles = {
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: { base: "5", md: "6" },
    maxW: "2xl",
    mx: "auto",
    width: "100%",
    p: { base: "5", md: "8" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  hero: css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "2", textAlign: "center" }),
  badge: css({
    display: "grid",
    placeItems: "center",
    w: "16",
    h: "16",
    mb: "2",
    borderRadius: "full",
    bg: "success.subtle",
    color: "success",
    "& svg": { w: "9", h: "9" },
  }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "extrabold" }),
  help: css({ color: "fg.muted" }),
  facts: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" },
    gap: "3",
    p: "4",
    bg: "bg.canvas",
    borderRadius: "l2",
    borderWidth: "1px",
    borderColor: "border.default",
    "& dt": { fontSize: "xs", fontWeight: "medium", color: "fg.muted" },
    "& dd": { fontWeight: "semibold", overflowWrap: "anywhere" },
  }),
  mono: css({ fontFamily: "mono", letterSpacing: "0.04em" }),
  wide: css({ gridColumn: "1 / -1" }),
  amount: css({ fontVariantNumeric: "tabular-nums" }),
  awaiting: css({ color: "accent.text" }),
  paid: css({ color: "success.emphasized" }),
  closed: css({ color: "danger.emphasized" }),
  next: css({ display: "flex", flexDirection: "column", gap: "2" }),
  nextHeading: css({ fontSize: "lg", fontWeight: "bold" }),
  steps: css({
    display: "flex",
    flexDirection: "column",
    gap: "1.5",
    ps: "5",
    listStyleType: "decimal",
    fontSize: "sm",
    "& li::marker": { color: "accent.text", fontWeight: "bold" },
  }),
  lines: css({ display: "flex", flexDirection: "column", gap: "2" }),
  actions: css({
    display: "flex",
    flexDirection: { base: "column", sm: "row" },
    flexWrap: "wrap",
    justifyContent: "center",
    gap: "3",
  }),
};
