/**
 * The notification log (issue 24): the admin's /dashboard/notifications page, its API's refusals, and the order
 * page's "Messages" list. Part of the copy catalogue with `copy.ts`, in a module of its own so only these screens
 * download it.
 */
import { plural } from "./plural.ts";

export const notificationLogCopy = {
  title: "Notifications",
  metaDescription: "Every SMS and email the shop sent or is sending, with its state and attempts.",
  intro: "Every SMS and email the shop sends: to shoppers when their order changes, and to you.",
  filters: {
    label: "Filter messages",
    status: "Status",
    channel: "Channel",
    event: "Event",
    order: "Order id",
    to: "Recipient",
    any: "All",
    apply: "Filter",
    clear: "Clear filters",
  },
  statuses: { queued: "Queued", sent: "Sent", failed: "Failed" },
  channels: { sms: "SMS", email: "Email" },
  events: {
    placed: "Order placed",
    confirmed: "Confirmed",
    rejected: "Rejected",
    shipped: "Shipped",
    delivered: "Delivered",
    cancelled: "Cancelled",
    returned: "Returned",
    "new-order": "New order (to you)",
    "payment-mismatch": "Payment mismatch (to you)",
    "verify-email": "Email address check",
  },
  languages: { en: "English", bn: "বাংলা" },
  columns: { when: "When", event: "Event", to: "To", message: "Message", status: "Status", action: "Action" },
  attempts: (count: number) => plural("en", count, { one: "1 attempt", other: `${count} attempts` }),
  sentAt: (at: string) => `Sent ${at}`,
  lastError: "Last error",
  order: "Order",
  resend: "Send again",
  resendLabel: (event: string, to: string) => `Send again: ${event} to ${to}`,
  resending: "Sending...",
  resent: "Queued to send again.",
  resendFailed: "Could not send it again. Please try again.",
  dismiss: "Dismiss",
  tableLabel: "Messages, scrollable",
  pages: "Pages of messages",
  orderLink: (id: string) => `Order ${id}`,
  fullMessage: "Full message",
  empty: "No messages yet.",
  emptyFiltered: "No messages match these filters.",
  total: (count: number) => plural("en", count, { one: "1 message", other: `${count} messages` }),
  previous: "Previous",
  next: "Next",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  smsLength: (units: number, limit: number, segments: number, encoding: string) =>
    `${units} of ${limit} characters (${encoding}), ${segments} ${plural("en", segments, { one: "segment", other: "segments" })}`,
  /** One message as the template stories show it. */
  preview: {
    sms: "SMS",
    email: "Email",
    subject: "Subject",
    plainText: "Plain text",
    length: "Length",
    htmlFrame: (subject: string) => `${subject} (HTML)`,
  },
  /** The order page's list of what went out. */
  orderMessages: "Messages",
  orderMessagesEmpty: "No messages for this order yet.",
  sentTo: (channel: string, to: string) => `${channel} to ${to}`,
  validation: {
    status: "Status must be queued, sent or failed.",
    channel: "Channel must be sms or email.",
    event: "That is not an event the shop sends messages for.",
    page: "Page must be a whole number from 1.",
  },
  notFound: "This message does not exist.",
  notFailed: "Only a message that failed can be sent again.",
} as const;
