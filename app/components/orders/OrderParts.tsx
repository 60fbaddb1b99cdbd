/**
 * The parts of an order's page that other screens show too (issue 50: the tracking page and the payment link): what
 * was bought with the totals, the timeline, the parcel's tracking, and a titled card. A module of their own, so those
 * public pages load them without the order page's admin tools.
 */
import { css } from "styled-system/css";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import type { OrderEventView, OrderView } from "~/domain/orders/types.ts";
import { OrderStatusBadge } from "./OrderStatusBadge.tsx";
import { OrderTime } from "./OrderTime.tsx";
import { cashOnly } from "./payment-terms.ts";
import { OrderItems, Panel } from "./OrderItems.tsx";

export interface ParcelView {
  trackingUrl: string | null;
  updates: { id: number; at: string; text: string }[];
  partial: boolean;
}

export { OrderItems, Panel };

/** The order's timeline, oldest first: each status it entered, when, by whom as this reader knows them. */
export function OrderTimeline(props: {
  events: OrderEventView[];
  order: TimelineOrder;
  viewer: "owner" | "admin";
  timeZone: string;
}) {
  return (
    <ol className={styles.timeline}>
      {props.events.map((event, index) => (
        <TimelineEvent key={index} event={event} order={props.order} viewer={props.viewer} timeZone={props.timeZone} />
      ))}
    </ol>
  );
}

/** The courier and tracking number, and for a parcel booked through a courier's API its page and what it said. */
export function ParcelTracking(props: {
  order: Pick<OrderView, "courier" | "trackingNumber">;
  parcel?: ParcelView;
  timeZone: string;
}) {
  const { order, parcel } = props;
  const texts = orderScreensCopy.page;
  return (
    <>
      <dl className={styles.facts}>
        {order.courier ? (
          <div>
            <dt>{texts.courier}</dt>
            <dd>{order.courier}</dd>
          </div>
        ) : null}
        {order.trackingNumber ? (
          <div>
            <dt>{texts.trackingNumber}</dt>
            <dd className={styles.mono}>{order.trackingNumber}</dd>
          </div>
        ) : null}
      </dl>
      {parcel?.trackingUrl ? (
        <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer" className={styles.back}>
          {fulfilmentCopy.tracking.follow(order.courier ?? "")}
        </a>
      ) : null}
      {parcel?.partial ? <p className={styles.note}>{fulfilmentCopy.tracking.partial}</p> : null}
      {parcel && parcel.updates.length > 0 ? (
        <ol aria-label={fulfilmentCopy.tracking.updates} className={styles.timeline}>
          {parcel.updates.map((update) => (
            <li key={update.id} className={styles.event}>
              <OrderTime at={update.at} timeZone={props.timeZone} className={styles.muted} />
              <p className={styles.note}>{update.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

/** What a timeline entry needs of its order: how it is paid, and (for admins) whose it is. */
type TimelineOrder = Pick<OrderView, "paymentMethod" | "trxWallet"> & { customerName?: string };

/** Who made a change, as this reader knows them: shoppers see the shop's admins as the shop. */
function actor(by: string, order: TimelineOrder, viewer: "owner" | "admin"): string {
  const texts = orderScreensCopy.page;
  if (by === "shopper") return viewer === "owner" ? texts.you : texts.customerActor(order.customerName ?? "");
  return by === "system" || viewer === "owner" ? texts.shop : by;
}

function TimelineEvent(props: {
  event: OrderEventView;
  order: TimelineOrder;
  viewer: "owner" | "admin";
  timeZone: string;
}) {
  const { event } = props;
  const texts = orderScreensCopy.page;
  return (
    <li className={styles.event}>
      <div className={styles.eventHead}>
        <OrderStatusBadge status={event.status} awaitsCall={cashOnly(props.order)} />
        <OrderTime at={event.at} timeZone={props.timeZone} className={styles.muted} />
        <span className={styles.muted}>{texts.by(actor(event.by, props.order, props.viewer))}</span>
      </div>
      {event.call ? <p className={styles.note}>{fulfilmentCopy.calls.timeline[event.call]}</p> : null}
      {event.note ? <p className={styles.note}>{event.note}</p> : null}
      {event.courier || event.trackingNumber ? (
        <p className={styles.note}>
          {event.courier && event.trackingNumber
            ? texts.trackingLine(event.courier, event.trackingNumber)
            : (event.courier ?? event.trackingNumber)}
        </p>
      ) : null}
    </li>
  );
}

const styles = {
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
  facts: css({
    display: "grid",
    gap: "2",
    fontSize: "sm",
    "& > div": { display: "grid", gridTemplateColumns: "minmax(7rem, auto) minmax(0, 1fr)", gap: "3" },
    "& dt": { color: "fg.muted" },
    "& dd": { fontWeight: "medium", overflowWrap: "anywhere" },
  }),
  mono: css({ fontFamily: "mono" }),
  timeline: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    ps: "4",
    borderStartWidth: "2px",
    borderColor: "border.default",
  }),
  event: css({ display: "flex", flexDirection: "column", gap: "1" }),
  eventHead: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" }),
  note: css({ fontSize: "sm", color: "fg.default", overflowWrap: "anywhere" }),
  muted: css({ fontSize: "sm", color: "fg.muted" }),
};
