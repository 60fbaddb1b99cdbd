import { Fragment, useId } from "react";
import { css } from "styled-system/css";
import type { Language, NotificationChannel, NotificationEvent } from "@db/enums.ts";
import { notificationLogCopy } from "~/i18n/notification-log.ts";
import { smsLength } from "~/domain/notifications/sms-length.ts";

/** One message as the templates write it (a `MessageDraft`). */
export interface PreviewMessage {
  event: NotificationEvent;
  channel: NotificationChannel;
  recipient: string;
  language: Language;
  subject: string | null;
  /** The SMS, or the email's plain text. */
  body: string;
  /** The email's HTML; null for an SMS. */
  html: string | null;
}

/** A phone's width and a screenful of its height, for the email's HTML. */
const PHONE = { width: 375, height: 667 };

/**
 * One SMS or email as its reader gets it: an SMS's text with its length (units of the 2-segment limit, encoding,
 * segments); an email's subject, plain text, and HTML drawn in a frame as wide as a phone.
 */
export function MessagePreview(props: { message: PreviewMessage }) {
  const { message } = props;
  const texts = notificationLogCopy;
  const headingId = useId();
  const length = message.channel === "sms" ? smsLength(message.body) : null;
  return (
    <article aria-labelledby={headingId} data-channel={message.channel} className={styles.panel}>
      <h3 id={headingId} className={styles.title}>
        {texts.sentTo(texts.preview[message.channel], message.recipient)}
      </h3>
      <dl lang={message.language} className={styles.facts}>
        {message.subject ? (
          <div>
            <dt lang="en">{texts.preview.subject}</dt>
            <dd>{message.subject}</dd>
          </div>
        ) : null}
        <div>
          <dt lang="en">{message.channel === "sms" ? texts.preview.sms : texts.preview.plainText}</dt>
          <dd>
            {message.body.split("\n").map((line, index) => (
              <Fragment key={index}>
                {index > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </dd>
        </div>
        {length ? (
          <div>
            <dt lang="en">{texts.preview.length}</dt>
            <dd lang="en">{texts.smsLength(length.units, length.limit, length.segments, length.encoding)}</dd>
          </div>
        ) : null}
      </dl>
      {message.html ? (
        <iframe
          title={texts.preview.htmlFrame(message.subject ?? message.recipient)}
          srcDoc={message.html}
          // The HTML is the shop's own, but drawn in the admin's page: no script, form, plugin or navigation from it.
          sandbox=""
          width={PHONE.width}
          height={PHONE.height}
          className={styles.frame}
        />
      ) : null}
    </article>
  );
}

const styles = {
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    p: { base: "4", md: "5" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  title: css({ fontSize: "md", fontWeight: "bold", overflowWrap: "anywhere" }),
  facts: css({
    display: "grid",
    gap: "2",
    fontSize: "sm",
    "& > div": { display: "grid", gridTemplateColumns: "minmax(7rem, auto) minmax(0, 1fr)", gap: "3" },
    "& dt": { color: "fg.muted" },
    "& dd": { fontWeight: "medium", overflowWrap: "anywhere" },
  }),
  frame: css({ maxW: "100%", borderWidth: "1px", borderColor: "border.default" }),
};
