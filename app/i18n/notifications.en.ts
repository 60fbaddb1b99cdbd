/**
 * What the shop's SMS and emails say (issue 24), in English: the shape of the notifications namespace (Bangla is its
 * twin, key for key), read by language through notifications.ts.
 *
 * The values come in already formatted for the language (amounts, dates, digits). An SMS must fit 2 segments: 306
 * characters of GSM-7 in English (so no "৳" here: English SMS write "Tk"), 134 of UCS-2 in Bangla; the templates
 * cut the free-text parts (a reason, a name) to make it fit, and a test renders each with long values.
 */

/** Who cancelled an order, as its shopper is told. */
export type CancelledBy = "you" | "shop" | "unpaid" | "unconfirmed";

/** What a courier's callback showed the merchant (issue 46): the cash short or in excess, or a status in conflict. */
export type CourierIssueKind = "short" | "excess" | "conflict";

export interface NotificationWords {
  /** The locale `Intl` formats amounts and dates with. */
  locale: string;
  /** The currency sign an SMS may use for taka ("Tk" in English keeps the SMS in GSM-7). */
  smsTaka: (amount: string) => string;
  sms: {
    placedWallet: (v: {
      shop: string;
      ref: string;
      amount: string;
      wallet: string;
      number: string;
      url: string;
    }) => string;
    placedCod: (v: { shop: string; ref: string; cash: string; url: string }) => string;
    placedAdvance: (v: {
      shop: string;
      ref: string;
      advance: string;
      wallet: string;
      number: string;
      cash: string;
      url: string;
    }) => string;
    confirmed: (v: { shop: string; ref: string; url: string }) => string;
    /** The order desk's payment link (issue 50). */
    payLink: (v: { shop: string; ref: string; amount: string; url: string }) => string;
    rejected: (v: { shop: string; ref: string; reason: string; url: string }) => string;
    shipped: (v: {
      shop: string;
      ref: string;
      courier: string;
      tracking: string;
      cash: string | null;
      url: string;
    }) => string;
    delivered: (v: { shop: string; ref: string; url: string }) => string;
    cancelled: (v: { shop: string; ref: string; by: CancelledBy; reason: string | null; url: string }) => string;
    returned: (v: { shop: string; ref: string; reason: string; url: string }) => string;
    newOrder: (v: { ref: string; name: string; total: string; method: string; url: string }) => string;
    paymentMismatch: (v: {
      ref: string;
      wallet: string;
      amount: string;
      trxId: string;
      problem: string;
      url: string;
    }) => string;
    shopperCancelled: (v: { ref: string; name: string; url: string }) => string;
    courierIssue: (v: { ref: string; problem: string; url: string }) => string;
  };
  email: {
    subject: {
      placed: (ref: string) => string;
      confirmed: (ref: string) => string;
      rejected: (ref: string) => string;
      shipped: (ref: string) => string;
      delivered: (ref: string) => string;
      cancelled: (ref: string) => string;
      returned: (ref: string) => string;
      newOrder: (ref: string, total: string) => string;
      paymentMismatch: (ref: string) => string;
      shopperCancelled: (ref: string) => string;
      courierIssue: (ref: string) => string;
    };
    greeting: (name: string) => string;
    intro: {
      placedWallet: (amount: string, wallet: string, number: string, ref: string) => string;
      placedCod: (cash: string) => string;
      placedAdvance: (advance: string, wallet: string, number: string, ref: string, cash: string) => string;
      confirmed: string;
      rejected: (reason: string) => string;
      shipped: (courier: string, tracking: string) => string;
      shippedCash: (cash: string) => string;
      delivered: string;
      cancelled: (by: CancelledBy, reason: string | null) => string;
      returned: (reason: string) => string;
      newOrder: (name: string, mobile: string, method: string) => string;
      paymentMismatch: (wallet: string, amount: string, trxId: string, sender: string, problem: string) => string;
      shopperCancelled: (name: string, mobile: string) => string;
      courierIssue: (problem: string) => string;
    };
    trackParcel: string;
    orderLabel: string;
    placedOn: string;
    item: string;
    quantity: string;
    price: string;
    subtotal: string;
    delivery: string;
    discount: string;
    total: string;
    amountDue: string;
    advance: string;
    cashToCollect: string;
    deliverTo: string;
    viewOrder: string;
    manageOrder: string;
    footer: (shop: string) => string;
  };
  /**
   * The code that signs in with a mobile number or adds it to an account (issue 50). The log keeps it masked: the
   * queue's consumer puts the code in when it sends.
   */
  phoneCode: (v: { shop: string; code: string }) => string;
  /** The link that proves an account's address is its owner's (decision 025). */
  verifyEmail: {
    subject: (shop: string) => string;
    intro: (shop: string) => string;
    button: string;
    expiry: string;
    notYou: string;
    footer: (shop: string) => string;
  };
  /** A password-reset link (decision 044): asked for on "Forgot password", or sent when the address registers again. */
  passwordReset: {
    subject: (shop: string) => string;
    intro: (shop: string) => string;
    /** Someone (perhaps the owner) tried to register an address that already has an account. */
    introRegisteredAgain: (shop: string) => string;
    button: string;
    expiry: string;
    notYou: string;
    footer: (shop: string) => string;
  };
  /** Why a payment waits for the merchant (payments.problem). */
  problems: { short: string; "other-sender": string; "order-closed": string };
  /**
   * What a courier's callback showed (issue 46), the values formatted: the cash it reported and what was to be
   * collected; for a conflict, the courier's status word and the order's status.
   */
  courierIssues: {
    short: (cash: string, expected: string, difference: string) => string;
    excess: (cash: string, expected: string, difference: string) => string;
    conflict: (courierStatus: string, orderStatus: string, cash: string | null) => string;
  };
  /** The order's statuses, as a message names them. */
  statuses: {
    pending: string;
    confirmed: string;
    shipped: string;
    delivered: string;
    returned: string;
    rejected: string;
    cancelled: string;
  };
  methods: { bKash: string; Nagad: string; Rocket: string; COD: string };
}

export const notificationsCopy: NotificationWords = {
  locale: "en-GB",
  smsTaka: (amount) => `Tk ${amount}`,
  sms: {
    placedWallet: (v) =>
      `${v.shop}: Order ${v.ref} received. Pay ${v.amount} by ${v.wallet} Send Money to ${v.number} with reference ${v.ref} if not sent yet; we confirm it once the money arrives. ${v.url}`,
    payLink: (v) => `${v.shop}: Pay ${v.amount} for order ${v.ref} by bKash, Nagad or Rocket here: ${v.url}`,
    placedCod: (v) =>
      `${v.shop}: Order ${v.ref} received. Pay ${v.cash} in cash on delivery. We will call to confirm. ${v.url}`,
    placedAdvance: (v) =>
      `${v.shop}: Order ${v.ref} received. Pay ${v.advance} first by ${v.wallet} Send Money to ${v.number} with reference ${v.ref}, and ${v.cash} in cash on delivery. We will call to confirm. ${v.url}`,
    confirmed: (v) => `${v.shop}: Your order ${v.ref} is confirmed. We will send it soon. ${v.url}`,
    rejected: (v) => `${v.shop}: We could not accept your order ${v.ref}: ${v.reason}. ${v.url}`,
    shipped: (v) =>
      `${v.shop}: Your order ${v.ref} is shipped${v.courier ? ` with ${v.courier}` : ""}${v.tracking ? `, tracking ${v.tracking}` : ""}.${v.cash ? ` Please keep ${v.cash} ready for the courier.` : ""} ${v.url}`,
    delivered: (v) => `${v.shop}: Your order ${v.ref} is delivered. Thank you for shopping with us! ${v.url}`,
    cancelled: (v) =>
      `${v.shop}: Your order ${v.ref} is cancelled ${
        v.by === "you"
          ? "as you asked"
          : v.by === "unpaid"
            ? "because its payment did not arrive in time"
            : v.by === "unconfirmed"
              ? "because we could not confirm it with you in time"
              : "by the shop"
      }${v.reason && v.by === "shop" ? `: ${v.reason}` : ""}. ${v.url}`,
    returned: (v) => `${v.shop}: Your order ${v.ref} came back to us: ${v.reason}. ${v.url}`,
    newOrder: (v) => `New order ${v.ref} from ${v.name}: ${v.total}, ${v.method}. ${v.url}`,
    paymentMismatch: (v) =>
      `Payment to check for order ${v.ref}: ${v.wallet} ${v.amount}, TrxID ${v.trxId} (${v.problem}). ${v.url}`,
    shopperCancelled: (v) => `Order ${v.ref} was cancelled by ${v.name}. ${v.url}`,
    courierIssue: (v) => `Courier alert for order ${v.ref}: ${v.problem}. ${v.url}`,
  },
  email: {
    subject: {
      placed: (ref) => `We received your order ${ref}`,
      confirmed: (ref) => `Your order ${ref} is confirmed`,
      rejected: (ref) => `We could not accept your order ${ref}`,
      shipped: (ref) => `Your order ${ref} is on its way`,
      delivered: (ref) => `Your order ${ref} is delivered`,
      cancelled: (ref) => `Your order ${ref} is cancelled`,
      returned: (ref) => `Your order ${ref} came back to us`,
      newOrder: (ref, total) => `New order ${ref} (${total})`,
      paymentMismatch: (ref) => `A payment to check for order ${ref}`,
      shopperCancelled: (ref) => `Order ${ref} was cancelled by the shopper`,
      courierIssue: (ref) => `The courier's report on order ${ref} needs checking`,
    },
    greeting: (name) => `Hello ${name},`,
    intro: {
      placedWallet: (amount, wallet, number, ref) =>
        `Thank you for your order. If you have not sent it yet, pay ${amount} by ${wallet} Send Money to ${number} with the reference ${ref}. We confirm the order as soon as the money arrives.`,
      placedCod: (cash) =>
        `Thank you for your order. You pay ${cash} in cash when the parcel arrives. We will call you to confirm the order before it ships.`,
      placedAdvance: (advance, wallet, number, ref, cash) =>
        `Thank you for your order. Pay ${advance} first by ${wallet} Send Money to ${number} with the reference ${ref}, and ${cash} in cash when the parcel arrives. We will call you to confirm the order before it ships.`,
      confirmed: "Your order is confirmed. We are packing it, and will tell you when it ships.",
      rejected: (reason) =>
        `We could not accept your order: ${reason}. If you paid for it, we will send the money back.`,
      shipped: (courier, tracking) =>
        `Your order is on its way${courier ? ` with ${courier}` : ""}.${tracking ? ` Its tracking number is ${tracking}.` : ""}`,
      shippedCash: (cash) => `Please keep ${cash} ready for the courier.`,
      delivered: "Your order is delivered. Thank you for shopping with us!",
      cancelled: (by, reason) =>
        by === "you"
          ? "Your order is cancelled as you asked. If you paid for it, we will send the money back."
          : by === "unpaid"
            ? "Your order is cancelled because its payment did not arrive in time. If you did send it, reply to this email with its TrxID."
            : by === "unconfirmed"
              ? "Your cash-on-delivery order is cancelled because we could not confirm it with you in time. You are welcome to order again."
              : `The shop cancelled your order${reason ? `: ${reason}` : ""}. If you paid for it, we will send the money back.`,
      returned: (reason) =>
        `Your parcel came back to us: ${reason}. Reply to this email if you would still like it delivered.`,
      newOrder: (name, mobile, method) => `${name} (${mobile}) placed an order, paying by ${method}.`,
      paymentMismatch: (wallet, amount, trxId, sender, problem) =>
        `A ${wallet} payment of ${amount} (TrxID ${trxId}, from ${sender}) does not match its order: ${problem}. Settle it on the order's page.`,
      shopperCancelled: (name, mobile) => `${name} (${mobile}) cancelled this order. Its stock is back on the shelf.`,
      courierIssue: (problem) =>
        `The courier reported on this order: ${problem}. The cash is recorded on the order; settle it there.`,
    },
    trackParcel: "Track the parcel",
    orderLabel: "Order",
    placedOn: "Placed on",
    item: "Item",
    quantity: "Qty",
    price: "Price",
    subtotal: "Subtotal",
    delivery: "Delivery",
    discount: "Discount",
    total: "Total",
    amountDue: "To pay by wallet",
    advance: "Paid first by wallet",
    cashToCollect: "Cash on delivery",
    deliverTo: "Deliver to",
    viewOrder: "View your order",
    manageOrder: "Open the order",
    footer: (shop) => `${shop}. You get this email because of an order on your account.`,
  },
  phoneCode: (v) => `${v.code} is your ${v.shop} code. It works for 5 minutes. Never share it with anyone.`,
  verifyEmail: {
    subject: (shop) => `Confirm your email address for ${shop}`,
    intro: (shop) => `Thank you for creating your ${shop} account. Please confirm that this email address is yours.`,
    button: "Confirm my email address",
    expiry: "The link works once, for 24 hours.",
    notYou:
      "If you did not create this account, someone else used your address. Open the link to take the account back: you choose its password, and everyone else is signed out.",
    footer: (shop) => `${shop}. You get this email because this address was used to create an account.`,
  },
  passwordReset: {
    subject: (shop) => `Choose a new password for ${shop}`,
    intro: (shop) => `Someone asked to choose a new password for the ${shop} account of this email address.`,
    introRegisteredAgain: (shop) =>
      `Someone tried to create a ${shop} account with this email address, which already has one. If it was you, or if you never made that account, choose a password here: the account is then yours, and everyone else is signed out.`,
    button: "Choose a new password",
    expiry: "The link works once, for 1 hour.",
    notYou: "If you did not ask for this, ignore this email: your password stays as it is.",
    footer: (shop) => `${shop}. You get this email because a new password was asked for with this address.`,
  },
  problems: {
    short: "less than the amount due",
    "other-sender": "sent from another number",
    "order-closed": "the order was closed",
  },
  courierIssues: {
    short: (cash, expected, difference) => `cash ${cash} collected, ${expected} to collect: short by ${difference}`,
    excess: (cash, expected, difference) => `cash ${cash} collected, ${expected} to collect: ${difference} more`,
    conflict: (courierStatus, orderStatus, cash) =>
      `"${courierStatus}" reported while the order is ${orderStatus}${cash ? `, with cash ${cash}` : ""}`,
  },
  statuses: {
    pending: "pending",
    confirmed: "confirmed",
    shipped: "shipped",
    delivered: "delivered",
    returned: "returned",
    rejected: "rejected",
    cancelled: "cancelled",
  },
  methods: { bKash: "bKash", Nagad: "Nagad", Rocket: "Rocket", COD: "cash on delivery" },
};
