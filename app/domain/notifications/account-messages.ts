/**
 * Messages about an account rather than an order: the email that verifies its address (decision 025). Pure, like
 * the order templates; the link carries the token, which only this email ever holds in the clear.
 */
import type { Language } from "@db/enums.ts";
import { notificationCopy } from "~/copy-notifications.ts";
import type { NotificationSettings } from "./settings.ts";
import { emailDocument, escapeHtml, type MessageDraft } from "./templates.ts";

export interface VerifyEmailMessage {
  /** Identifies this link among the account's (the token's hash, never the token). */
  linkId: string;
  email: string;
  name: string;
  token: string;
  language: Language;
}

/** The link a verification email carries. */
export function verifyEmailUrl(settings: NotificationSettings, token: string): string {
  return `${settings.shopUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

export function verifyEmailDraft(message: VerifyEmailMessage, settings: NotificationSettings): MessageDraft {
  const words = notificationCopy[message.language];
  const { verifyEmail } = words;
  const url = verifyEmailUrl(settings, message.token);
  const subject = verifyEmail.subject(settings.shopName);
  const greeting = message.name ? words.email.greeting(message.name) : null;
  const paragraphs = [verifyEmail.intro(settings.shopName)];
  const after = [verifyEmail.expiry, verifyEmail.notYou];
  const footer = verifyEmail.footer(settings.shopName);
  const body = [
    ...(greeting ? [greeting, ""] : []),
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${verifyEmail.button}: ${url}`,
    "",
    ...after,
    "",
    "--",
    footer,
  ].join("\n");
  const paragraph = (text: string) =>
    `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const html = emailDocument({
    language: message.language,
    subject,
    shopName: settings.shopName,
    footer,
    content: `${greeting ? paragraph(greeting) : ""}
${paragraphs.map(paragraph).join("\n")}
<p style="margin:20px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:6px;font-size:16px">${escapeHtml(verifyEmail.button)}</a></p>
<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:#4b5563;word-break:break-all">${escapeHtml(url)}</p>
${after.map(paragraph).join("\n")}`,
  });
  return {
    idempotencyKey: `account/verify-email/${message.linkId}`,
    orderId: null,
    event: "verify-email",
    channel: "email",
    recipient: message.email,
    audience: "shopper",
    language: message.language,
    subject,
    body,
    html,
  };
}
