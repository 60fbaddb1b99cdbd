/**
 * The notification log (issue 24): the admin's /dashboard/notifications page, its API's refusals, and the order
 * page's "Messages" list. A namespace of its own, so only these screens download it.
 */
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
  statuses: { queued: "Queued", sent: "Sent", failed: "Failed", suppressed: "Not sent" },
  /** Why a message was written but not sent (decision 044). */
  suppressed: {
    label: "Why",
    "sms-per-number": (limit: number) =>
      `This number already got ${limit} SMS from shoppers' own orders and cancellations in 24 hours (SMS_PER_NUMBER_DAY).`,
    "sms-per-account": (limit: number) =>
      `This account's own orders and cancellations already sent ${limit} SMS in 24 hours (SMS_PER_ACCOUNT_DAY).`,
    "unverified-email": () =>
      "Order emails go only to an address its owner has confirmed; this one is not confirmed yet.",
  },
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
    "courier-issue": "Courier report to check (to you)",
    "verify-email": "Email address check",
    "password-reset": "New password link",
    "payment-link": "Payment link",
    "phone-code": "Sign-in code (masked)",
  },
  languages: { en: "English", bn: "বাংলা" },
  columns: { when: "When", event: "Event", to: "To", message: "Message", status: "Status", action: "Action" },
  attempts: (count: number) => (count === 1 ? "1 attempt" : `${count} attempts`),
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
  total: (count: number) => (count === 1 ? "1 message" : `${count} messages`),
  previous: "Previous",
  next: "Next",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  smsLength: (units: number, limit: number, segments: number, encoding: string) =>
    `${units} of ${limit} characters (${encoding}), ${segments} ${segments === 1 ? "segment" : "segments"}`,
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
    status: "Status must be queued, sent, failed or suppressed.",
    channel: "Channel must be sms or email.",
    event: "That is not an event the shop sends messages for.",
    page: "Page must be a whole number from 1.",
  },
  notFound: "This message does not exist.",
  notFailed: "Only a message that failed can be sent again.",
} as const;
