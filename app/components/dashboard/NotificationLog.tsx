import { type FormEvent, Fragment, useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { css, cx } from "styled-system/css";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
  type Language,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationStatus,
  type NotificationSuppression,
} from "@db/enums.ts";
import { emptyPanel, orderCards, tableHeight } from "~/components/orders/order-cards.ts";
import { OrderTime, formatOrderTime } from "~/components/orders/OrderTime.tsx";
import { notificationLogCopy } from "~/i18n/notification-log.ts";

// The filters' options, in the copy's order (the enums' own arrays would join the dashboard's shared chunk).
import { NotificationStatusBadge } from "./NotificationStatusBadge.tsx";
import type { SmsLength } from "~/domain/notifications/sms-length.ts";
import { useSubmit } from "~/client/submit.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as EmptyState from "~/ui/empty-state.tsx";
import { ClipboardIcon, SearchIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import { NativeSelect } from "~/ui/native-select.tsx";
import * as Table from "~/ui/table.tsx";
import { formatDigits } from "~/format.ts";

/** One message as the log shows it: `GET /api/notifications`' item, with an SMS's length. */
export interface LogMessage {
  id: string;
  orderId: string | null;
  event: NotificationEvent;
  channel: NotificationChannel;
  to: string;
  audience: "shopper" | "merchant";
  language: Language;
  subject: string | null;
  body: string;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  /** Why a `suppressed` message was not sent (decision 044); null otherwise. */
  reason?: NotificationSuppression | null;
  /** The limit that suppressed it (SMS_PER_NUMBER_DAY or SMS_PER_ACCOUNT_DAY), when a limit did. */
  limit?: number | null;
  createdAt: string;
  sentAt: string | null;
  /** An SMS's length in its encoding's units and segments; null for an email. */
  sms: SmsLength | null;
}

/** The filters as typed in the URL ("" for unset), so the form shows what the list is filtered by. */
export interface LogFilterFields {
  status: string;
  channel: string;
  event: string;
  orderId: string;
  to: string;
}

/** What "Send again" answered: the route action's answer. */
export type ResendAnswer = { ok: true; message: string } | { ok: false; error: string };

export interface NotificationLogProps {
  /** One page of messages, newest first. */
  items: LogMessage[];
  total: number;
  page: number;
  pageSize: number;
  filter: LogFilterFields;
  /** Why the filters in the URL were refused (the list is then empty), or null. */
  filterError: string | null;
  /** The page's own URL: the filter form's action and the link that clears it. */
  action: string;
  pageHref(page: number): string;
  /** The zone times are shown in (the loader's). */
  timeZone: string;
  /** The answer to a "Send again" posted before the page was interactive (the route's action data). */
  answer?: ResendAnswer | null;
  onResend(message: LogMessage): Promise<ResendAnswer>;
}

type Notice = { tone: "success" | "error"; text: string } | null;

const noticeOf = (answer: ResendAnswer | null | undefined): Notice =>
  answer ? (answer.ok ? { tone: "success", text: answer.message } : { tone: "error", text: answer.error }) : null;

/** A longer body shows its first characters, the whole text one click away. */
const PREVIEW_LENGTH = 140;

/**
 * The notification log (/dashboard/notifications): every SMS and email the shop wrote, newest first, filtered by
 * status, channel, event, order and recipient with a GET form (works before hydration, a shareable URL), a page at
 * a time. Each message says when it was written (and sent), what it tells and about which order, to whom and in
 * which language, its text (a long one clamped, the whole text in a disclosure; an SMS with its length), its state
 * with attempts and the last error, and "Send again" once it failed: a plain form post before hydration, the
 * route's fetcher after. As the order tables, a table with room and a card per message on a phone.
 */
export function NotificationLog(props: NotificationLogProps) {
  const texts = notificationLogCopy;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<Notice>(() => noticeOf(props.answer));
  // A new answer from a plain post replaces what is shown (React's "adjust state while rendering").
  const [seenAnswer, setSeenAnswer] = useState(props.answer);
  if (props.answer !== seenAnswer) {
    setSeenAnswer(props.answer);
    setNotice(noticeOf(props.answer));
  }
  const { pending: sending, run: send } = useSubmit<string>(texts.resendFailed);
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));

  async function resend(event: FormEvent<HTMLFormElement>, message: LogMessage) {
    event.preventDefault();
    if (sending !== null) return;
    setNotice(null);
    const answer = await send(() => props.onResend(message), message.id);
    setNotice(noticeOf(answer));
    headingRef.current?.focus();
  }

  return (
    <section aria-labelledby={headingId} className={cx(styles.page, orderCards.page)}>
      <header className={styles.titleBlock}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {texts.title}
        </h1>
        <p className={styles.subtle}>{texts.intro}</p>
        {props.total > 0 ? <p className={styles.subtle}>{texts.total(props.total)}</p> : null}
      </header>

      <FilterForm filter={props.filter} action={props.action} />

      {props.filterError ? <Alert tone="error">{props.filterError}</Alert> : null}
      {notice?.tone === "success" ? (
        <Alert tone="success" onDismiss={() => setNotice(null)} dismissLabel={texts.dismiss}>
          {notice.text}
        </Alert>
      ) : null}
      {notice?.tone === "error" ? <Alert tone="error">{notice.text}</Alert> : null}

      {props.items.length === 0 ? (
        props.filterError ? null : (
          <NoMessages filtered={isFiltered(props.filter)} action={props.action} />
        )
      ) : (
        <>
          <Table.Root
            aria-labelledby={headingId}
            stickyHeader
            striped
            compact
            scrollLabel={texts.tableLabel}
            className={orderCards.table}
            containerClassName={cx(orderCards.container, tableHeight.queue)}
          >
            <Table.Head>
              <Table.Row>
                <Table.Header scope="col">{texts.columns.when}</Table.Header>
                <Table.Header scope="col">{texts.columns.event}</Table.Header>
                <Table.Header scope="col">{texts.columns.to}</Table.Header>
                <Table.Header scope="col">{texts.columns.message}</Table.Header>
                <Table.Header scope="col">{texts.columns.status}</Table.Header>
                <Table.Header scope="col">{texts.columns.action}</Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {props.items.map((message) => (
                <MessageRow
                  key={message.id}
                  message={message}
                  timeZone={props.timeZone}
                  sending={sending === message.id}
                  busy={sending !== null}
                  onResend={(event) => void resend(event, message)}
                />
              ))}
            </Table.Body>
          </Table.Root>

          {pages > 1 ? (
            <nav aria-label={texts.pages} className={styles.pager}>
              {props.page > 1 ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={props.pageHref(props.page - 1)} rel="prev">
                    {texts.previous}
                  </Link>
                </Button>
              ) : (
                <span />
              )}
              <span className={styles.subtle}>{texts.page(props.page, pages)}</span>
              {props.page < pages ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={props.pageHref(props.page + 1)} rel="next">
                    {texts.next}
                  </Link>
                </Button>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function isFiltered(filter: LogFilterFields): boolean {
  return Object.values(filter).some((value) => value.trim() !== "");
}

/** A GET form: it works before hydration and leaves a URL to share. Filtering starts again at page 1. */
function FilterForm(props: { filter: LogFilterFields; action: string }) {
  const texts = notificationLogCopy;
  const { filter } = props;
  return (
    <Form method="get" action={props.action} role="search" aria-label={texts.filters.label} className={styles.filters}>
      <NativeSelect
        label={texts.filters.status}
        name="status"
        defaultValue={filter.status}
        rootClassName={styles.field}
      >
        <option value="">{texts.filters.any}</option>
        {NOTIFICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {texts.statuses[status]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        label={texts.filters.channel}
        name="channel"
        defaultValue={filter.channel}
        rootClassName={styles.field}
      >
        <option value="">{texts.filters.any}</option>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <option key={channel} value={channel}>
            {texts.channels[channel]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect label={texts.filters.event} name="event" defaultValue={filter.event} rootClassName={styles.field}>
        <option value="">{texts.filters.any}</option>
        {NOTIFICATION_EVENTS.map((event) => (
          <option key={event} value={event}>
            {texts.events[event]}
          </option>
        ))}
      </NativeSelect>
      <Input.Root className={styles.field}>
        <Input.Label>{texts.filters.order}</Input.Label>
        <Input.Control name="orderId" defaultValue={filter.orderId} maxLength={64} autoComplete="off" />
      </Input.Root>
      <Input.Root className={styles.field}>
        <Input.Label>{texts.filters.to}</Input.Label>
        <Input.Control name="to" defaultValue={filter.to} maxLength={320} autoComplete="off" />
      </Input.Root>
      <Button type="submit" variant="outline" className={styles.button}>
        <SearchIcon />
        {texts.filters.apply}
      </Button>
      {isFiltered(filter) ? (
        <Button asChild variant="ghost" className={styles.button}>
          <Link to={props.action}>{texts.filters.clear}</Link>
        </Button>
      ) : null}
    </Form>
  );
}

function MessageRow(props: {
  message: LogMessage;
  timeZone: string;
  sending: boolean;
  busy: boolean;
  onResend(event: FormEvent<HTMLFormElement>): void;
}) {
  const { message } = props;
  const texts = notificationLogCopy;
  const flat = message.body.replace(/\s+/g, " ").trim();
  const clamped = flat.length > PREVIEW_LENGTH;
  return (
    <Table.Row data-status={message.status}>
      <Table.Cell className={styles.stack}>
        <OrderTime at={message.createdAt} timeZone={props.timeZone} className={styles.time} />
        {message.sentAt ? (
          <span className={styles.muted}>{texts.sentAt(formatOrderTime(message.sentAt, props.timeZone))}</span>
        ) : null}
      </Table.Cell>
      <Table.Cell data-label={texts.columns.event} className={styles.stack}>
        <span className={styles.strong}>{texts.events[message.event]}</span>
        {message.orderId ? (
          <Link to={`/dashboard/order/${message.orderId}`} className={styles.orderLink}>
            {texts.orderLink(message.orderId)}
          </Link>
        ) : null}
        <span lang={message.language} className={styles.muted}>
          {texts.languages[message.language]}
        </span>
      </Table.Cell>
      <Table.Cell data-label={texts.columns.to} className={styles.stack}>
        <span className={styles.strong}>{texts.channels[message.channel]}</span>
        {/* A mobile number stays whole; an email address breaks where it must. */}
        <span className={message.channel === "sms" ? styles.nowrap : styles.anywhere}>
          {message.channel === "sms" ? formatDigits(message.to) : message.to}
        </span>
      </Table.Cell>
      <Table.Cell data-label={texts.columns.message} lang={message.language} className={styles.stack}>
        {message.subject ? <span className={styles.strong}>{message.subject}</span> : null}
        <span className={styles.anywhere}>{clamped ? `${flat.slice(0, PREVIEW_LENGTH).trimEnd()}…` : flat}</span>
        {clamped ? (
          <details>
            <summary className={styles.link}>{texts.fullMessage}</summary>
            <p className={styles.anywhere}>
              {message.body.split("\n").map((line, index) => (
                <Fragment key={index}>
                  {index > 0 ? <br /> : null}
                  {line}
                </Fragment>
              ))}
            </p>
          </details>
        ) : null}
        {message.sms ? (
          <span lang="en" className={styles.muted}>
            {texts.smsLength(message.sms.units, message.sms.limit, message.sms.segments, message.sms.encoding)}
          </span>
        ) : null}
      </Table.Cell>
      <Table.Cell className={styles.stack}>
        <div>
          <NotificationStatusBadge status={message.status} />
        </div>
        <span className={styles.muted}>{texts.attempts(message.attempts)}</span>
        {message.status === "suppressed" && message.reason ? (
          <span className={styles.muted}>
            {texts.suppressed.label}: {texts.suppressed[message.reason](message.limit ?? 0)}
          </span>
        ) : null}
        {message.lastError && message.status !== "sent" ? (
          <span className={styles.problem}>
            {texts.lastError}: {message.lastError}
          </span>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        {message.status === "failed" ? (
          // A plain form: before the page is interactive it posts to the route's action.
          <form method="post" onSubmit={props.onResend}>
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="id" value={message.id} />
            <Button
              type="submit"
              size="sm"
              variant="outline"
              aria-label={props.sending ? undefined : texts.resendLabel(texts.events[message.event], message.to)}
              disabled={props.busy}
            >
              {props.sending ? texts.resending : texts.resend}
            </Button>
          </form>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

function NoMessages(props: { filtered: boolean; action: string }) {
  const texts = notificationLogCopy;
  const headingId = useId();
  return (
    <EmptyState.Root tone="neutral" aria-labelledby={headingId} className={emptyPanel}>
      <EmptyState.Icon aria-hidden>{props.filtered ? <SearchIcon /> : <ClipboardIcon />}</EmptyState.Icon>
      <EmptyState.Title asChild>
        <h2 id={headingId}>{props.filtered ? texts.emptyFiltered : texts.empty}</h2>
      </EmptyState.Title>
      {props.filtered ? (
        <EmptyState.Actions>
          <Button asChild variant="outline">
            <Link to={props.action}>{texts.filters.clear}</Link>
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState.Root>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
  titleBlock: css({ display: "flex", flexDirection: "column", gap: "1" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", outline: "none" }),
  subtle: css({ fontSize: "sm", color: "fg.muted" }),
  filters: css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "2" }),
  // Two to a line on a phone, all on one line beside the button with the dashboard's room.
  field: css({ flex: "1", minW: "8rem" }),
  button: css({ flexShrink: "0" }),
  stack: css({ "& > span": { display: "block" } }),
  strong: css({ fontWeight: "semibold" }),
  time: css({ fontWeight: "semibold", whiteSpace: "nowrap" }),
  nowrap: css({ whiteSpace: "nowrap" }),
  muted: css({ color: "fg.muted", fontSize: "xs" }),
  problem: css({ color: "danger.emphasized", fontWeight: "semibold", fontSize: "xs" }),
  anywhere: css({ overflowWrap: "anywhere" }),
  // Ids are 24 characters long: they break anywhere rather than widen the column.
  orderLink: css({
    color: "accent.text",
    fontWeight: "semibold",
    textDecoration: "underline",
    fontFamily: "mono",
    overflowWrap: "anywhere",
  }),
  link: css({ color: "accent.text", textDecoration: "underline", fontSize: "sm", fontWeight: "medium" }),
  pager: css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3" }),
};
