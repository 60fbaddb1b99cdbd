/**
 * Messages about an account rather than an order: the email that verifies its address (decision 025) and the one
 * that lets its owner choose a new password (decision 044). Pure, like the order templates. The link's token is
 * never in the draft: the message says `token=…` and names its link (`linkId`); the queue's consumer puts the token
 * in when it sends, so the log never holds one.
 */
import type { Language } from "@db/enums.ts";
import { notificationsCopy } from "~/i18n/notifications.ts";
import { MASKED_TOKEN } from "../accounts/links.ts";
import { MASKED_CODE } from "../accounts/phone-code.ts";
import type { NotificationSettings } from "./settings.ts";
import { emailDocument, escapeHtml, type MessageDraft } from "./templates.ts";

export interface AccountLinkMessage {
  /** The link's id (decision 044): the consumer derives its token from it. */
  linkId: string;
  email: string;
  name: string;
  language: Language;
}

export type VerifyEmailMessage = AccountLinkMessage;

export interface PasswordResetMessage extends AccountLinkMessage {
  /** Why it is sent: asked for ("Forgot password"), or the address was registered again. */
  cause: "asked" | "registered-again";
}

/** The link a verification email carries, its token masked (`token=…`) unless one is given. */
export function verifyEmailUrl(settings: NotificationSettings, token = MASKED_TOKEN): string {
  return `${settings.shopUrl}/verify-email?token=${token === MASKED_TOKEN ? token : encodeURIComponent(token)}`;
}

/** The link a password-reset email carries, its token masked unless one is given. */
export function passwordResetUrl(settings: NotificationSettings, token = MASKED_TOKEN): string {
  return `${settings.shopUrl}/reset-password?token=${token === MASKED_TOKEN ? token : encodeURIComponent(token)}`;
}

interface LinkEmailWords {
  subject: string;
  paragraphs: string[];
  button: string;
  after: string[];
  footer: string;
}

function linkEmail(
  message: AccountLinkMessage,
  settings: NotificationSettings,
  url: string,
  texts: LinkEmailWords,
): Pick<MessageDraft, "subject" | "body" | "html"> {
  const words = notificationsCopy[message.language];
  const greeting = message.name ? words.email.greeting(message.name) : null;
  const body = [
    ...(greeting ? [greeting, ""] : []),
    ...texts.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${texts.button}: ${url}`,
    "",
    ...texts.after,
    "",
    "--",
    texts.footer,
  ].join("\n");
  const paragraph = (text: string) =>
    `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const html = emailDocument({
    language: message.language,
    subject: texts.subject,
    shopName: settings.shopName,
    footer: texts.footer,
    content: `${greeting ? paragraph(greeting) : ""}
${texts.paragraphs.map(paragraph).join("\n")}
<p style="margin:20px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:6px;font-size:16px">${escapeHtml(texts.button)}</a></p>
<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:#4b5563;word-break:break-all">${escapeHtml(url)}</p>
${texts.after.map(paragraph).join("\n")}`,
  });
  return { subject: texts.subject, body, html };
}

export function verifyEmailDraft(message: VerifyEmailMessage, settings: NotificationSettings): MessageDraft {
  const { verifyEmail } = notificationsCopy[message.language];
  const email = linkEmail(message, settings, verifyEmailUrl(settings), {
    subject: verifyEmail.subject(settings.shopName),
    paragraphs: [verifyEmail.intro(settings.shopName)],
    button: verifyEmail.button,
    after: [verifyEmail.expiry, verifyEmail.notYou],
    footer: verifyEmail.footer(settings.shopName),
  });
  return accountEmail(message, "verify-email", email);
}

export function passwordResetDraft(message: PasswordResetMessage, settings: NotificationSettings): MessageDraft {
  const { passwordReset } = notificationsCopy[message.language];
  const intro =
    message.cause === "registered-again"
      ? passwordReset.introRegisteredAgain(settings.shopName)
      : passwordReset.intro(settings.shopName);
  const email = linkEmail(message, settings, passwordResetUrl(settings), {
    subject: passwordReset.subject(settings.shopName),
    paragraphs: [intro],
    button: passwordReset.button,
    after: [passwordReset.expiry, passwordReset.notYou],
    footer: passwordReset.footer(settings.shopName),
  });
  return accountEmail(message, "password-reset", email);
}

/** An account email's draft: to the account's address, sent once per link (its idempotency key names the link). */
function accountEmail(
  message: AccountLinkMessage,
  event: "verify-email" | "password-reset",
  email: Pick<MessageDraft, "subject" | "body" | "html">,
): MessageDraft {
  return {
    idempotencyKey: `account/${event}/${message.linkId}`,
    orderId: null,
    event,
    channel: "email",
    recipient: message.email,
    audience: "shopper",
    language: message.language,
    linkId: message.linkId,
    ...email,
  };
}

/** A code texted to a mobile number (issue 50): `linkId` names it, and the consumer makes the code from it. */
export interface PhoneCodeMessage {
  linkId: string;
  phone: string;
  language: Language;
}

/**
 * The SMS of a sign-in (or add-a-number) code, the code masked: the log never holds one. Not under the SMS limits
 * of a shopper's orders (`smsLimits`): the codes have their own, per number (phone-sign-in.server.ts).
 */
export function phoneCodeDraft(message: PhoneCodeMessage, settings: NotificationSettings): MessageDraft {
  const words = notificationsCopy[message.language];
  return {
    idempotencyKey: `account/phone-code/${message.linkId}`,
    orderId: null,
    event: "phone-code",
    channel: "sms",
    recipient: message.phone,
    audience: "shopper",
    language: message.language,
    subject: null,
    body: words.phoneCode({ shop: settings.shopName, code: MASKED_CODE }),
    html: null,
    linkId: message.linkId,
  };
}
