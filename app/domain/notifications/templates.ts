/**
 * The messages an order's news makes (issue 24): to its shopper, an SMS to the order's mobile and an email to the
 * account's address, in the language they ordered in; to the merchant, an email (and an SMS when MERCHANT_MOBILE
 * is set) on a new order, a payment that does not match, and a shopper's cancellation. Pure: the words are in
 * app/i18n/notifications.<language>.ts, the values come formatted for the language here.
 */
import type { Language, NotificationChannel, NotificationEvent, PaymentMethod, Wallet } from "@db/enums.ts";
import {
  notificationsCopy,
  type CancelledBy,
  type CourierIssueKind,
  type NotificationWords,
} from "~/i18n/notifications.ts";
import type { OrderStatus } from "../orders/status.ts";
import { bnDateTime } from "~/i18n/bn-time.ts";
import { fitSms } from "./sms-length.ts";
import { orderMoneyLines, takaOfOrder, type MoneyLineKey } from "../orders/money-lines.ts";
import type { NotificationSettings, SmsLimits } from "./settings.ts";

/** What a message needs of its order (a row of `orders`, or the one about to be written). */
export interface MessageOrder {
  id: string;
  reference: string;
  customerName: string;
  mobile: string;
  email: string;
  language: Language;
  paymentMethod: PaymentMethod;
  trxWallet: Wallet | null;
  trxId: string;
  currency: string;
  subtotalCents: number;
  shippingCents: number;
  deliveryCents: number;
  totalCents: number;
  amountDuePaisa: number;
  /** The order's whole taka (decision 042): what every message says is paid or collected. */
  totalTaka: number;
  deliveryTaka: number;
  discountTaka: number;
  advanceTaka: number | null;
  collectTaka: number;
  createdAt: Date;
  addressLine: string | null;
  addressArea: string | null;
  addressDistrict: string | null;
  /** The place's Bangla names, which a Bangla message gives (orders placed before they were kept have none). */
  addressAreaBn?: string | null;
  addressDistrictBn?: string | null;
}

export interface MessageLine {
  name: string;
  /** The variant sold ("Size: L / Colour: Red", issue 28), as it was at order time. */
  variantTitle?: string | null;
  quantity: number;
  unitPriceCents: number;
}

/** What happened, as a message tells it. */
export type OrderNews =
  | { event: "placed" }
  | { event: "confirmed" }
  | { event: "rejected"; reason: string }
  | { event: "shipped"; courier: string; trackingNumber: string }
  | { event: "delivered" }
  | { event: "cancelled"; by: CancelledBy; reason: string | null }
  | { event: "returned"; reason: string }
  | {
      event: "payment-mismatch";
      wallet: Wallet;
      amountPaisa: number;
      trxId: string;
      sender: string;
      problem: "short" | "other-sender" | "order-closed";
    }
  | {
      /** What a courier's callback showed, for the merchant to check (issue 46). */
      event: "courier-issue";
      issue: CourierIssueKind;
      /** The courier's status word ("delivered", "partial_delivered", "cancelled"). */
      courierStatus: string;
      /** The cash it reported, whole taka (null: none). */
      cashTaka: number | null;
      /** The order's status when it came. */
      orderStatus: OrderStatus;
    };

/** The news only the merchant hears. */
type MerchantOnlyNews = Extract<OrderNews, { event: "payment-mismatch" | "courier-issue" }>;

/** One message, ready to be written to the log and sent. */
export interface MessageDraft {
  idempotencyKey: string;
  /** Null for a message about the account, not an order (`verify-email`). */
  orderId: string | null;
  event: NotificationEvent;
  channel: NotificationChannel;
  recipient: string;
  audience: "shopper" | "merchant";
  language: Language;
  subject: string | null;
  body: string;
  html: string | null;
  /** A `verify-email` or `password-reset` message's link, whose token the consumer puts in (decision 044). */
  linkId?: string | null;
  /**
   * An SMS the shopper's own action sends (an order placed, cancelled by the shopper): written `suppressed`, not
   * sent, past these limits over 24 hours (decision 044).
   */
  smsLimits?: SmsLimits;
  /** An order email to the shopper: sent only if an account has verified the address (else `suppressed`). */
  verifiedOnly?: boolean;
}

/** Every message `news` of `order` makes, to its shopper and to the merchant. */
export function orderMessages(
  order: MessageOrder,
  lines: readonly MessageLine[],
  news: OrderNews,
  settings: NotificationSettings,
): MessageDraft[] {
  const drafts: MessageDraft[] = [];
  if (news.event !== "payment-mismatch" && news.event !== "courier-issue")
    drafts.push(...shopperMessages(order, lines, news, settings));
  const merchantEvent =
    news.event === "placed"
      ? "new-order"
      : news.event === "payment-mismatch" || news.event === "courier-issue"
        ? news.event
        : news.event === "cancelled" && news.by === "you"
          ? "cancelled"
          : null;
  if (merchantEvent) drafts.push(...merchantMessages(order, lines, news, merchantEvent, settings));
  return drafts;
}

function shopperMessages(
  order: MessageOrder,
  lines: readonly MessageLine[],
  news: Exclude<OrderNews, MerchantOnlyNews>,
  settings: NotificationSettings,
): MessageDraft[] {
  const language = order.language;
  const words = notificationsCopy[language];
  const format = formatters(language);
  const url = `${settings.shopUrl}/o/${order.reference}`;
  const base = { orderId: order.id, event: news.event, audience: "shopper" as const, language };
  const drafts: MessageDraft[] = [];
  // What the shopper's own hand sends is limited: a stranger must not text any number through the shop (decision 044).
  const shopperCaused = news.event === "placed" || (news.event === "cancelled" && news.by === "you");
  if (order.mobile) {
    drafts.push({
      ...base,
      idempotencyKey: key(order.id, news.event, "sms", order.mobile),
      channel: "sms",
      recipient: order.mobile,
      subject: null,
      body: shopperSms(order, news, settings, words, format, url),
      html: null,
      ...(shopperCaused ? { smsLimits: settings.smsLimits } : {}),
    });
  }
  if (order.email) {
    const email = shopperEmail(order, lines, news, settings, words, format, url);
    drafts.push({
      ...base,
      idempotencyKey: key(order.id, news.event, "email", order.email),
      channel: "email",
      recipient: order.email,
      ...email,
      verifiedOnly: true,
    });
  }
  return drafts;
}

function shopperSms(
  order: MessageOrder,
  news: Exclude<OrderNews, MerchantOnlyNews>,
  settings: NotificationSettings,
  words: NotificationWords,
  format: Formatters,
  url: string,
): string {
  const { sms } = words;
  const v = { shop: settings.shopName, ref: order.reference, url };
  const wallet = order.trxWallet ?? "bKash";
  const number = settings.merchantNumbers[wallet] ?? "";
  const cash = format.smsTaka(order.collectTaka, words);
  switch (news.event) {
    case "placed":
      if (order.paymentMethod !== "COD")
        return sms.placedWallet({
          ...v,
          amount: format.smsTaka(order.amountDuePaisa / 100, words),
          wallet: words.methods[wallet],
          number,
        });
      if (order.advanceTaka !== null && order.advanceTaka > 0)
        return sms.placedAdvance({
          ...v,
          advance: format.smsTaka(order.advanceTaka, words),
          wallet: words.methods[wallet],
          number,
          cash,
        });
      return sms.placedCod({ ...v, cash });
    case "confirmed":
      return sms.confirmed(v);
    case "rejected":
      return fitSms((reason) => sms.rejected({ ...v, reason }), news.reason);
    case "shipped":
      return fitSms(
        (courier) =>
          sms.shipped({
            ...v,
            courier,
            tracking: news.trackingNumber,
            cash: order.collectTaka > 0 ? cash : null,
          }),
        news.courier,
      );
    case "delivered":
      return sms.delivered(v);
    case "cancelled":
      return fitSms((reason) => sms.cancelled({ ...v, by: news.by, reason: reason || null }), news.reason ?? "");
    case "returned":
      return fitSms((reason) => sms.returned({ ...v, reason }), news.reason);
  }
}

function shopperEmail(
  order: MessageOrder,
  lines: readonly MessageLine[],
  news: Exclude<OrderNews, MerchantOnlyNews>,
  settings: NotificationSettings,
  words: NotificationWords,
  format: Formatters,
  url: string,
): Pick<MessageDraft, "subject" | "body" | "html"> {
  const { email } = words;
  const wallet = order.trxWallet ?? "bKash";
  const number = settings.merchantNumbers[wallet] ?? "";
  const cash = format.taka(order.collectTaka);
  const due = format.taka(order.amountDuePaisa / 100);
  const walletName = words.methods[wallet];
  let paragraphs: string[];
  switch (news.event) {
    case "placed":
      paragraphs = [
        order.paymentMethod !== "COD"
          ? email.intro.placedWallet(due, walletName, number, order.reference)
          : order.advanceTaka !== null && order.advanceTaka > 0
            ? email.intro.placedAdvance(due, walletName, number, order.reference, cash)
            : email.intro.placedCod(cash),
      ];
      break;
    case "confirmed":
      paragraphs = [email.intro.confirmed];
      break;
    case "rejected":
      paragraphs = [email.intro.rejected(news.reason)];
      break;
    case "shipped":
      paragraphs = [
        email.intro.shipped(news.courier, news.trackingNumber),
        ...(order.collectTaka > 0 ? [email.intro.shippedCash(cash)] : []),
      ];
      break;
    case "delivered":
      paragraphs = [email.intro.delivered];
      break;
    case "cancelled":
      paragraphs = [email.intro.cancelled(news.by, news.reason)];
      break;
    case "returned":
      paragraphs = [email.intro.returned(news.reason)];
      break;
  }
  return composeEmail({
    subject: email.subject[news.event](order.reference),
    greeting: email.greeting(order.customerName),
    paragraphs,
    action: { label: news.event === "shipped" ? email.trackParcel : email.viewOrder, url },
    order,
    lines,
    words,
    format,
    shopName: settings.shopName,
  });
}

function merchantMessages(
  order: MessageOrder,
  lines: readonly MessageLine[],
  news: OrderNews,
  event: "new-order" | "payment-mismatch" | "cancelled" | "courier-issue",
  settings: NotificationSettings,
): MessageDraft[] {
  const language = settings.merchantLanguage;
  const words = notificationsCopy[language];
  const format = formatters(language);
  const url = `${settings.shopUrl}/dashboard/order/${order.id}`;
  // An SMS links by the short link, which opens the same page: a 24-character id would not fit 2 Bangla segments.
  const smsUrl = `${settings.shopUrl}/o/${order.reference}`;
  const total = format.taka(order.totalTaka);
  const method = words.methods[order.paymentMethod];
  const mismatch = news.event === "payment-mismatch" ? news : null;
  const courierIssue = news.event === "courier-issue" ? news : null;
  // A payment has its own key: two payments for one order are two alerts; so are two different courier reports.
  const eventKey = mismatch
    ? `${event}/${mismatch.wallet}-${mismatch.trxId}`
    : courierIssue
      ? `${event}/${courierIssue.issue}-${courierIssue.courierStatus}-${courierIssue.cashTaka ?? "none"}`
      : event;
  const base = { orderId: order.id, event, audience: "merchant" as const, language };
  let sms: string;
  let subject: string;
  let paragraph: string;
  if (mismatch) {
    const problem = words.problems[mismatch.problem];
    const wallet = words.methods[mismatch.wallet];
    sms = fitSms(
      (cut) =>
        words.sms.paymentMismatch({
          ref: order.reference,
          wallet,
          amount: format.smsMoney(mismatch.amountPaisa, "BDT", words),
          trxId: mismatch.trxId,
          problem: cut,
          url: smsUrl,
        }),
      problem,
    );
    subject = words.email.subject.paymentMismatch(order.reference);
    paragraph = words.email.intro.paymentMismatch(
      wallet,
      format.money(mismatch.amountPaisa, "BDT"),
      mismatch.trxId,
      mismatch.sender || "?",
      problem,
    );
  } else if (courierIssue) {
    // The same words with each channel's taka: an English SMS writes "Tk" (GSM-7), an email "৳".
    const problemIn = (taka: (amount: number) => string) => {
      const cash = courierIssue.cashTaka === null ? null : taka(courierIssue.cashTaka);
      const difference = taka(Math.abs((courierIssue.cashTaka ?? 0) - order.collectTaka));
      return courierIssue.issue === "conflict"
        ? words.courierIssues.conflict(courierIssue.courierStatus, words.statuses[courierIssue.orderStatus], cash)
        : words.courierIssues[courierIssue.issue](cash ?? taka(0), taka(order.collectTaka), difference);
    };
    sms = fitSms(
      (cut) => words.sms.courierIssue({ ref: order.reference, problem: cut, url: smsUrl }),
      problemIn((amount) => format.smsTaka(amount, words)),
    );
    subject = words.email.subject.courierIssue(order.reference);
    paragraph = words.email.intro.courierIssue(problemIn(format.taka));
  } else if (event === "new-order") {
    sms = fitSms(
      (name) =>
        words.sms.newOrder({
          ref: order.reference,
          name,
          total: format.smsTaka(order.totalTaka, words),
          method,
          url: smsUrl,
        }),
      order.customerName,
    );
    subject = words.email.subject.newOrder(order.reference, total);
    paragraph = words.email.intro.newOrder(order.customerName, order.mobile, method);
  } else {
    sms = fitSms((name) => words.sms.shopperCancelled({ ref: order.reference, name, url: smsUrl }), order.customerName);
    subject = words.email.subject.shopperCancelled(order.reference);
    paragraph = words.email.intro.shopperCancelled(order.customerName, order.mobile);
  }
  const drafts: MessageDraft[] = [];
  for (const to of settings.merchantEmails) {
    drafts.push({
      ...base,
      idempotencyKey: key(order.id, eventKey, "email", to),
      channel: "email",
      recipient: to,
      ...composeEmail({
        subject,
        greeting: null,
        paragraphs: [paragraph],
        action: { label: words.email.manageOrder, url },
        order,
        lines,
        words,
        format,
        shopName: settings.shopName,
      }),
    });
  }
  if (settings.merchantMobile) {
    drafts.push({
      ...base,
      idempotencyKey: key(order.id, eventKey, "sms", settings.merchantMobile),
      channel: "sms",
      recipient: settings.merchantMobile,
      subject: null,
      body: sms,
      html: null,
    });
  }
  return drafts;
}

/** The idempotency key: order, event, channel and recipient (decision 024). */
function key(orderId: string, event: string, channel: NotificationChannel, recipient: string): string {
  return `${orderId}/${event}/${channel}/${recipient.toLowerCase()}`;
}

interface Formatters {
  money: (minor: number, currency: string) => string;
  /** Whole taka: "৳1,250", in Bangla "১,২৫০৳". */
  taka: (taka: number) => string;
  /** An SMS's amount: "Tk 1,250" in English (GSM-7), "১,২৫০৳" in Bangla. */
  smsMoney: (minor: number, currency: string, words: NotificationWords) => string;
  smsTaka: (taka: number, words: NotificationWords) => string;
  date: (at: Date) => string;
  count: (value: number) => string;
}

const formatterCache = new Map<Language, Formatters>();

/** Amounts, counts and dates as the language writes them: `bn-BD` gives Bengali digits and lakh grouping. */
export function formatters(language: Language): Formatters {
  const cached = formatterCache.get(language);
  if (cached) return cached;
  const locale = notificationsCopy[language].locale;
  const currencies = new Map<string, Intl.NumberFormat>();
  const money = (minor: number, currency: string) => {
    let format = currencies.get(currency);
    if (!format) {
      format = new Intl.NumberFormat(language === "en" ? "en-US" : locale, {
        style: "currency",
        currency,
        currencyDisplay: "narrowSymbol",
        trailingZeroDisplay: "stripIfInteger",
      });
      currencies.set(currency, format);
    }
    return format.format(Math.trunc(minor) / 100);
  };
  const plain = new Intl.NumberFormat(language === "en" ? "en-US" : locale, {
    maximumFractionDigits: 2,
    trailingZeroDisplay: "stripIfInteger",
  });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dhaka" });
  const counts = new Intl.NumberFormat(locale);
  const smsMoney = (minor: number, currency: string, words: NotificationWords) =>
    currency === "BDT" && language === "en" ? words.smsTaka(plain.format(minor / 100)) : money(minor, currency);
  const made: Formatters = {
    money,
    taka: (taka) => money(taka * 100, "BDT"),
    smsMoney,
    smsTaka: (taka, words) => smsMoney(taka * 100, "BDT", words),
    // Bangla: "রাত ১২:৩০", not Intl's "12:30 AM" (issue 45).
    date: (at) => (language === "bn" ? bnDateTime(at, "Asia/Dhaka") : dates.format(at)),
    count: (value) => counts.format(value),
  };
  formatterCache.set(language, made);
  return made;
}

/** The email's plain text and HTML: a greeting, what happened, a button to the order, the lines and totals. */
function composeEmail(parts: {
  subject: string;
  greeting: string | null;
  paragraphs: string[];
  action: { label: string; url: string };
  order: MessageOrder;
  lines: readonly MessageLine[];
  words: NotificationWords;
  format: Formatters;
  shopName: string;
}): Pick<MessageDraft, "subject" | "body" | "html"> {
  const { order, words, format } = parts;
  const { email } = words;
  const rows = parts.lines.map((line) => ({
    name: line.variantTitle ? `${line.name} (${line.variantTitle})` : line.name,
    quantity: format.count(line.quantity),
    amount: format.money(line.unitPriceCents * line.quantity, order.currency),
  }));
  // The money lines, each column adding up (decision 042): in a shop pricing in another currency with its taka.
  const labels: Record<MoneyLineKey, string> = {
    subtotal: email.subtotal,
    delivery: email.delivery,
    discount: email.discount,
    total: email.total,
    walletDue: email.amountDue,
    advance: email.advance,
    cash: email.cashToCollect,
  };
  const totals: [string, string, boolean][] = orderMoneyLines({ ...order, taka: takaOfOrder(order) }).map((line) => {
    const taka = (line.key === "discount" ? "−" : "") + format.taka(line.taka);
    const value =
      order.currency !== "BDT" && line.cents !== null ? `${format.money(line.cents, order.currency)} (${taka})` : taka;
    return [labels[line.key], value, line.key === "total" || line.key === "cash"];
  });
  // A Bangla message names the place in Bangla, where the order kept those names.
  const bangla = words.locale.startsWith("bn");
  const address = [
    order.addressLine,
    (bangla ? order.addressAreaBn : null) ?? order.addressArea,
    (bangla ? order.addressDistrictBn : null) ?? order.addressDistrict,
  ]
    .filter(Boolean)
    .join(", ");
  const heading = `${email.orderLabel} ${order.reference}`;
  const placed = `${email.placedOn}: ${format.date(order.createdAt)}`;

  const text = [
    ...(parts.greeting ? [parts.greeting, ""] : []),
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${parts.action.label}: ${parts.action.url}`,
    "",
    heading,
    placed,
    ...rows.map((row) => `${row.quantity} x ${row.name}: ${row.amount}`),
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...(address ? ["", `${email.deliverTo}: ${order.customerName}, ${order.mobile}, ${address}`] : []),
    "",
    "--",
    email.footer(parts.shopName),
  ].join("\n");

  const cell = "padding:6px 0;border-bottom:1px solid #e5e7eb;vertical-align:top";
  const html = emailDocument({
    language: words.locale.slice(0, 2),
    subject: parts.subject,
    shopName: parts.shopName,
    footer: email.footer(parts.shopName),
    content: `${parts.greeting ? `<p style="margin:0 0 12px;font-size:16px">${escapeHtml(parts.greeting)}</p>` : ""}
${parts.paragraphs.map((paragraph) => `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join("\n")}
<p style="margin:20px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:6px;font-size:16px">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0;font-size:16px;font-weight:700">${escapeHtml(heading)}</p>
<p style="margin:0 0 8px;font-size:14px;color:#4b5563">${escapeHtml(placed)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">
${rows.map((row) => `<tr><td style="${cell}">${escapeHtml(row.name)} <span style="color:#4b5563">&times; ${escapeHtml(row.quantity)}</span></td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(row.amount)}</td></tr>`).join("\n")}
${totals.map(([label, value, strong]) => `<tr><td style="padding:6px 0${strong ? ";font-weight:700" : ""}">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right;white-space:nowrap${strong ? ";font-weight:700" : ""}">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
${address ? `<p style="margin:16px 0 0;font-size:14px;line-height:1.5"><strong>${escapeHtml(email.deliverTo)}</strong><br>${escapeHtml(order.customerName)}, ${escapeHtml(order.mobile)}<br>${escapeHtml(address)}</p>` : ""}`,
  });
  return { subject: parts.subject, body: text, html };
}

/** Every email's HTML around its content: one column on a grey page, the shop's name on top, the footer below. */
export function emailDocument(parts: {
  language: string;
  subject: string;
  shopName: string;
  footer: string;
  /** HTML, escaped by the caller. */
  content: string;
}): string {
  return `<!doctype html>
<html lang="${parts.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:'Noto Sans Bengali','Segoe UI',Roboto,Arial,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;padding:16px">
<div style="background:#ffffff;border-radius:8px;padding:20px">
<p style="margin:0 0 16px;font-size:18px;font-weight:700">${escapeHtml(parts.shopName)}</p>
${parts.content}
</div>
<p style="margin:12px 0 0;font-size:12px;color:#6b7280;text-align:center">${escapeHtml(parts.footer)}</p>
</div>
</body>
</html>`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * The order desk's payment link, texted to the order's mobile (issue 50): counted against the number only, never an
 * account (the merchant sends it). `path` is the link's path; the shop's URL goes before it.
 */
export function payLinkMessage(
  order: MessageOrder & { amountDuePaisa: number },
  path: string,
  settings: NotificationSettings,
): MessageDraft {
  const words = notificationsCopy[order.language];
  const format = formatters(order.language);
  return {
    orderId: order.id,
    event: "payment-link",
    audience: "shopper",
    language: order.language,
    // A new link is a new message: its path (the token) keys it.
    idempotencyKey: key(order.id, `payment-link${path}`, "sms", order.mobile),
    channel: "sms",
    recipient: order.mobile,
    subject: null,
    body: words.sms.payLink({
      shop: settings.shopName,
      ref: order.reference,
      amount: format.smsTaka(order.amountDuePaisa / 100, words),
      url: `${settings.shopUrl}${path}`,
    }),
    html: null,
    smsLimits: { perNumberDay: settings.smsLimits.perNumberDay, perAccountDay: null },
  };
}
