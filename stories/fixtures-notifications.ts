/**
 * The shop's messages for stories, written by the real templates (`orderMessages`) from realistic orders, as the
 * Worker writes them: the template stories show them, the log's stories list them with a state.
 */
import type { Language } from "@db/enums.ts";
import type { LogMessage } from "~/components/dashboard/NotificationLog.tsx";
import type { OrderMessageView } from "~/components/orders/OrderMessages.tsx";
import { passwordResetDraft, verifyEmailDraft } from "~/domain/notifications/account-messages.ts";
import { DEFAULT_SMS_LIMITS, type NotificationSettings } from "~/domain/notifications/settings.ts";
import { smsLength } from "~/domain/notifications/sms-length.ts";
import {
  type MessageDraft,
  type MessageLine,
  type MessageOrder,
  orderMessages,
  type OrderNews,
} from "~/domain/notifications/templates.ts";

/** The shop's settings as wrangler.toml would set them; the merchant's alerts in `language`. */
export function storySettings(language: Language = "en"): NotificationSettings {
  return {
    shopName: "e-Shop",
    shopUrl: "https://eshop.example.com.bd",
    shopPhone: "09612-345678",
    shopAddress: "House 12, Road 5, Dhanmondi, Dhaka 1205",
    merchantEmails: ["tanvir.hasan@eshop.example"],
    merchantMobile: "01812345678",
    merchantLanguage: language,
    merchantNumbers: { bKash: "01712345678", Nagad: "01612345678", Rocket: "017123456781" },
    smsLimits: DEFAULT_SMS_LIMITS,
  };
}

export const storyLines: MessageLine[] = [
  { name: "Walton Primo S8 (6/128 GB)", quantity: 1, unitPriceCents: 18_499_00 },
  { name: "Anker 20W USB-C charger", quantity: 2, unitPriceCents: 1_250_00 },
];

/**
 * A taka order paid by bKash, to Mirpur: ৳20,999 of goods and ৳130 of delivery, ৳21,129 (decision 042's whole taka,
 * the same figures in a shop pricing in taka); `overrides` makes it cash on delivery or another wallet's.
 */
export function storyOrder(language: Language, overrides: Partial<MessageOrder> = {}): MessageOrder {
  return {
    id: "6650f1c2a9e4b7d3c8a1f042",
    reference: "K7Q2M9XA",
    customerName: "Ayesha Rahman",
    mobile: "01712340000",
    email: "ayesha.rahman@example.com",
    language,
    paymentMethod: "bKash",
    trxWallet: "bKash",
    trxId: "BLU1H6X87P",
    currency: "BDT",
    subtotalCents: 20_999_00,
    shippingCents: 0,
    deliveryCents: 130_00,
    totalCents: 21_129_00,
    amountDuePaisa: 21_129_00,
    totalTaka: 21_129,
    deliveryTaka: 130,
    discountTaka: 0,
    advanceTaka: null,
    collectTaka: 0,
    createdAt: new Date("2026-11-26T09:30:00Z"),
    addressLine: "House 12, Road 5, Block C",
    addressArea: "Mirpur",
    addressDistrict: "Dhaka",
    ...overrides,
  };
}

const cashOnDelivery: Partial<MessageOrder> = {
  paymentMethod: "COD",
  trxWallet: null,
  trxId: "",
  amountDuePaisa: 0,
  collectTaka: 21_129,
};

const codWithAdvance: Partial<MessageOrder> = {
  paymentMethod: "COD",
  trxWallet: "Nagad",
  trxId: "75HKUOBF",
  advanceTaka: 130,
  amountDuePaisa: 130_00,
  collectTaka: 20_999,
};

/** Each thing the shop tells, as a template story shows it: the order, the news, and which messages to show. */
export interface TemplateCase {
  order: Partial<MessageOrder>;
  news: OrderNews;
  /** The messages of the news this case is about (a placed order also alerts the merchant). */
  audience: MessageDraft["audience"] | "both";
}

export const templateCases = {
  placedWallet: { order: {}, news: { event: "placed" }, audience: "shopper" },
  placedCod: { order: cashOnDelivery, news: { event: "placed" }, audience: "shopper" },
  placedCodAdvance: { order: codWithAdvance, news: { event: "placed" }, audience: "shopper" },
  confirmed: { order: {}, news: { event: "confirmed" }, audience: "shopper" },
  rejected: {
    order: {},
    news: { event: "rejected", reason: "The TrxID you gave belongs to another payment" },
    audience: "shopper",
  },
  shipped: {
    order: cashOnDelivery,
    news: { event: "shipped", courier: "Steadfast", trackingNumber: "SFR251126ABC12345" },
    audience: "shopper",
  },
  delivered: { order: {}, news: { event: "delivered" }, audience: "shopper" },
  cancelledByYou: { order: {}, news: { event: "cancelled", by: "you", reason: null }, audience: "both" },
  cancelledByShop: {
    order: {},
    news: { event: "cancelled", by: "shop", reason: "The phone is out of stock in this colour" },
    audience: "shopper",
  },
  cancelledUnpaid: { order: {}, news: { event: "cancelled", by: "unpaid", reason: null }, audience: "shopper" },
  /** Issue 47: cash on delivery nobody confirmed within COD_CONFIRM_HOURS. */
  cancelledUnconfirmed: {
    order: cashOnDelivery,
    news: { event: "cancelled", by: "unconfirmed", reason: null },
    audience: "shopper",
  },
  returned: {
    order: cashOnDelivery,
    news: { event: "returned", reason: "The customer refused the parcel" },
    audience: "shopper",
  },
  newOrder: { order: codWithAdvance, news: { event: "placed" }, audience: "merchant" },
  paymentMismatch: {
    order: {},
    news: {
      event: "payment-mismatch",
      wallet: "bKash",
      amountPaisa: 20_000_00,
      trxId: "BLU1H6X87P",
      sender: "01712340000",
      problem: "short",
    },
    audience: "merchant",
  },
  /** Issue 46: the courier reported less cash than was to be collected. */
  courierCashShort: {
    order: cashOnDelivery,
    news: { event: "courier-issue", issue: "short", courierStatus: "delivered", cashTaka: 1, orderStatus: "shipped" },
    audience: "merchant",
  },
  /** Issue 46: the courier reported a delivery for an order that was cancelled. */
  courierConflict: {
    order: cashOnDelivery,
    news: {
      event: "courier-issue",
      issue: "conflict",
      courierStatus: "delivered",
      cashTaka: 1_290,
      orderStatus: "cancelled",
    },
    audience: "merchant",
  },
} satisfies Record<string, TemplateCase>;

/** The messages a case makes in `language` (the shopper's, and the merchant's alerts in the same language). */
export function templateMessages(item: TemplateCase, language: Language): MessageDraft[] {
  const drafts = orderMessages(storyOrder(language, item.order), storyLines, item.news, storySettings(language));
  return item.audience === "both" ? drafts : drafts.filter((draft) => draft.audience === item.audience);
}

function draftOf(item: TemplateCase, language: Language, channel: MessageDraft["channel"]): MessageDraft {
  const draft = templateMessages(item, language).find((each) => each.channel === channel);
  if (!draft) throw new Error(`no ${channel} for ${item.news.event}`);
  return draft;
}

let sequence = 0;

/** A written message as the log lists it, in a state. */
function logged(draft: MessageDraft, state: Partial<LogMessage> & Pick<LogMessage, "createdAt">): LogMessage {
  sequence += 1;
  return {
    id: `ntf_${String(sequence).padStart(4, "0")}`,
    orderId: draft.orderId,
    event: draft.event,
    channel: draft.channel,
    to: draft.recipient,
    audience: draft.audience,
    language: draft.language,
    subject: draft.subject,
    body: draft.body,
    status: "queued",
    attempts: 0,
    lastError: null,
    sentAt: null,
    sms: draft.channel === "sms" ? smsLength(draft.body) : null,
    ...state,
  };
}

/** Taken by the gateway on its first attempt. */
export const sentSms = logged(draftOf(templateCases.confirmed, "en", "sms"), {
  status: "sent",
  attempts: 1,
  createdAt: "2026-11-26T10:02:00.000Z",
  sentAt: "2026-11-26T10:02:04.000Z",
});

/** Written, waiting for the queue's first attempt: a Bangla order's email. */
export const queuedEmail = logged(draftOf(templateCases.placedCod, "bn", "email"), {
  createdAt: "2026-11-26T10:05:00.000Z",
});

/** The gateway was down for every attempt the queue made. */
export const failedSms503 = logged(draftOf(templateCases.shipped, "en", "sms"), {
  status: "failed",
  attempts: 3,
  lastError: "503 Service Unavailable",
  createdAt: "2026-11-26T09:40:00.000Z",
});

/** Refused at once: a 4xx is never tried again. */
export const failedSms400 = logged(
  { ...draftOf(templateCases.placedWallet, "en", "sms"), recipient: "01712349999" },
  {
    status: "failed",
    attempts: 1,
    lastError: "400 Bad Request: invalid recipient number",
    createdAt: "2026-11-26T09:31:00.000Z",
  },
);

/** The merchant's alert of a new order, sent. */
export const merchantEmail = logged(draftOf(templateCases.newOrder, "en", "email"), {
  status: "sent",
  attempts: 1,
  createdAt: "2026-11-26T09:30:05.000Z",
  sentAt: "2026-11-26T09:30:09.000Z",
});

/** The log's first page, newest first. */
export const logMessages: LogMessage[] = [queuedEmail, sentSms, failedSms503, failedSms400, merchantEmail];

const asOrderMessage = (message: LogMessage): OrderMessageView => ({
  id: message.id,
  event: message.event,
  channel: message.channel,
  to: message.to,
  status: message.status,
  createdAt: message.createdAt,
});

const orderLog = [merchantEmail, failedSms400, sentSms, queuedEmail];

/** What one order's changes sent, oldest first, as an admin sees them: the merchant's alert among the shopper's. */
export const orderMessagesForAdmin: OrderMessageView[] = orderLog.map(asOrderMessage);

/** The same, as the order's shopper sees them (the loader's choice): the messages sent to them only. */
export const orderMessagesForShopper: OrderMessageView[] = orderLog
  .filter((message) => message.audience === "shopper")
  .map(asOrderMessage);

/** Past SMS_PER_NUMBER_DAY: a shopper's own order would have texted this number a 4th time in a day (decision 044). */
export const suppressedSmsNumber = logged(
  { ...draftOf(templateCases.placedCod, "en", "sms"), recipient: "01911474747" },
  { status: "suppressed", reason: "sms-per-number", limit: 3, createdAt: "2026-11-26T11:20:00.000Z" },
);

/** Past SMS_PER_ACCOUNT_DAY: one account's orders and cancellations already sent 10 SMS that day. */
export const suppressedSmsAccount = logged(
  { ...draftOf(templateCases.placedCod, "bn", "sms"), recipient: "01814749999" },
  { status: "suppressed", reason: "sms-per-account", limit: 10, createdAt: "2026-11-26T11:15:00.000Z" },
);

/** An order email to an address nobody has verified: never sent. */
export const suppressedEmail = logged(draftOf(templateCases.placedCod, "en", "email"), {
  status: "suppressed",
  reason: "unverified-email",
  createdAt: "2026-11-26T11:10:00.000Z",
});

/** Account links, as the log keeps them: the token masked (`token=…`); the consumer puts it in when sending. */
export const passwordResetEmail = logged(
  passwordResetDraft(
    {
      linkId: "story-link-1",
      email: "ayesha.rahman@example.com",
      name: "Ayesha Rahman",
      language: "en",
      cause: "asked",
    },
    storySettings("en"),
  ),
  { status: "sent", attempts: 1, createdAt: "2026-11-26T11:05:00.000Z", sentAt: "2026-11-26T11:05:02.000Z" },
);

export const verifyEmailMessage = logged(
  verifyEmailDraft(
    { linkId: "story-link-2", email: "nusrat.jahan@example.com", name: "নুসরাত জাহান", language: "bn" },
    storySettings("bn"),
  ),
  { status: "failed", attempts: 5, lastError: "email: 503 Service Unavailable", createdAt: "2026-11-26T11:00:00.000Z" },
);

/** What a shopper's own actions could not multiply, and the account links, newest first. */
export const guardedMessages: LogMessage[] = [
  suppressedSmsNumber,
  suppressedSmsAccount,
  suppressedEmail,
  passwordResetEmail,
  verifyEmailMessage,
];
