import { css } from "styled-system/css";
import type { NotificationChannel, NotificationEvent, NotificationStatus } from "@db/enums.ts";
import { NotificationStatusBadge } from "~/components/dashboard/NotificationStatusBadge.tsx";
import { notificationLogCopy } from "~/i18n/notification-log.ts";
import { OrderTime } from "./OrderTime.tsx";

/** One SMS or email an order's changes sent (or are sending), as its page lists it. */
export interface OrderMessageView {
  id: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  to: string;
  status: NotificationStatus;
  createdAt: string;
}

/**
 * The order page's "Messages": what its changes told whom, oldest first: the event, the channel and recipient, the
 * message's state and when it was written. Shoppers get only their own messages (the loader's choice).
 */
export function OrderMessages(props: { messages: OrderMessageView[]; timeZone: string }) {
  const texts = notificationLogCopy;
  if (props.messages.length === 0) return <p className={styles.muted}>{texts.orderMessagesEmpty}</p>;
  return (
    <ul className={styles.list}>
      {props.messages.map((message) => (
        <li key={message.id} data-status={message.status} className={styles.item}>
          <div className={styles.head}>
            <NotificationStatusBadge status={message.status} />
            <span className={styles.event}>{texts.events[message.event]}</span>
            <OrderTime at={message.createdAt} timeZone={props.timeZone} className={styles.muted} />
          </div>
          <p className={styles.to}>{texts.sentTo(texts.channels[message.channel], message.to)}</p>
        </li>
      ))}
    </ul>
  );
}

const styles = {
  list: css({ display: "flex", flexDirection: "column", gap: "3" }),
  item: css({ display: "flex", flexDirection: "column", gap: "1" }),
  head: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" }),
  event: css({ fontSize: "sm", fontWeight: "semibold" }),
  to: css({ fontSize: "sm", color: "fg.default", overflowWrap: "anywhere" }),
  muted: css({ fontSize: "sm", color: "fg.muted" }),
};
