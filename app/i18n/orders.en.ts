/**
 * How an order is paid, on the order screens (issue 23): the confirmation, My Order, the order page, and what
 * Manage Order shares with them. The wallet is the order's own (bKash, Nagad or Rocket); cash on delivery may have
 * an advance paid first by wallet, and the rest is paid to the courier.
 * A namespace of its own, so only the order screens download it.
 */
export const ordersCopy = {
  method: "Payment method",
  methods: { bKash: "bKash", Nagad: "Nagad", Rocket: "Rocket", COD: "Cash on delivery" },
  /** A wallet payment as My Order writes it: "bKash-01712345678 8N7A6D5EKR". */
  walletText: (wallet: string, number: string, trxId: string) => `${wallet}-${number} ${trxId}`,
  /** The confirmation's "Paid with": "Nagad 01634358056". */
  walletPayment: (wallet: string, number: string) => `${wallet} ${number}`,
  walletNumber: (wallet: string) => `${wallet} number`,
  /** The order page's payment panel: "bKash payment", or "Cash on delivery". */
  paymentPanel: (wallet: string) => `${wallet} payment`,
  advance: "Advance",
  advanceBy: (amount: string, wallet: string) => `${amount} by ${wallet}`,
  /** My Order's advance line: "Advance ৳130.00: Nagad-01634358056 75HKUOBF". */
  advanceText: (amount: string, wallet: string, number: string, trxId: string) =>
    `Advance ${amount}: ${wallet}-${number} ${trxId}`,
  cashDue: "Cash due on delivery",
  cashDueText: (amount: string) => `${amount} in cash on delivery`,
  cashCollected: "Cash collected",
  cashCollectedText: (amount: string) => `Cash collected: ${amount}`,
  /** A cancelled order whose money was sent: it goes back, it is not due (issue 30). */
  refundTo: "To be refunded",
  refundAmount: (amount: string, number: string) => `${amount} to ${number}`,
  /** A paid order that came back: what happens to its money (issue 45). */
  /** The admin's settling of a paid order that came back (issue 45). */
  settleReturn: {
    heading: "Money of a returned order",
    help: (paid: string) => `The customer paid ${paid} before the parcel came back. Settle it:`,
    refund: (amount: string) => `Refund all ${amount}`,
    refundLessDelivery: (amount: string) => `Refund ${amount}, keep the delivery charge`,
    shipAgain: "Send the parcel again",
    shipAgainNote: "Sent again after the parcel came back.",
    chosen: {
      refund: (amount: string) => `Refunding all: ${amount} to send back.`,
      "refund-less-delivery": (amount: string) => `Refunding less the delivery charge: ${amount} to send back.`,
      "ship-again": "Sent again.",
    },
    done: (id: string) => `Order ${id}: settled.`,
    notReturned: "This order is not a returned order any more.",
    notPaid: "Nothing was paid by wallet for this order: there is no money to settle.",
    outOfStock: "Its products are no longer all in stock, so it cannot be sent again.",
  },
  returnedMoney: {
    heading: "Your money",
    pending: (amount: string, number: string) =>
      `Your parcel came back. The shop will refund ${amount} to ${number}, or call you to send it again.`,
    refund: (amount: string, number: string) => `Your parcel came back: the shop refunds ${amount} to ${number}.`,
    refundLessDelivery: (amount: string, delivery: string, number: string) =>
      `Your parcel came back: the shop refunds ${amount} to ${number}, keeping ${delivery} for the delivery.`,
    nothingBack: (delivery: string) =>
      `Your parcel came back: the ${delivery} you paid first covered its delivery, so nothing is refunded.`,
  },
  /** The confirmation's help under its heading. */
  help: {
    awaitingCall: "Thank you! There is no payment to check: the shop calls you to confirm your order.",
    awaitingAdvance: (wallet: string) =>
      `Thank you! Your order now waits for the shop to verify the advance you sent by ${wallet}.`,
    awaitingWallet: (wallet: string) =>
      `Thank you! Your order now waits for the shop to verify your ${wallet} payment.`,
    paidWallet: (wallet: string) => `Thank you! Your ${wallet} payment is confirmed.`,
    codConfirmed: "Thank you! The shop confirmed your order.",
  },
  next: {
    call: (mobile: string) => `The shop calls you on ${mobile} to confirm the order.`,
    check: (wallet: string) =>
      `The shop checks your TrxID and the amount against the ${wallet} payments it received, usually automatically within minutes.`,
    payCash: (amount: string) => `Pay ${amount} in cash when the parcel arrives.`,
  },
} as const;
