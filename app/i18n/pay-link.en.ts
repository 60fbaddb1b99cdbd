/**
 * The payment link of a desk order (issue 50): `/pay/<reference>?k=<token>`, opened from the shop's SMS without
 * signing in. A namespace of its own, so only that page downloads it.
 */
export const payLinkCopy = {
  title: "Pay for your order | e-Shop",
  description: "Pay for your order by bKash, Nagad or Rocket with Send Money and your TrxID.",
  heading: (reference: string) => `Pay for order #${reference}`,
  intro: "Send the amount below with Send Money, then enter the number you sent it from and the TrxID on your receipt.",
  items: "Your order",
  total: "Total",
  amountDue: "Amount to pay",
  payBy: (time: string) => `Please pay by ${time}; the order is cancelled after that.`,
  chooseWallet: "Pay with",
  submit: "Submit payment",
  submitting: "Sending...",
  paidHeading: "Paid, thank you",
  paidConfirmed: (reference: string) => `Your payment for order #${reference} has reached us.`,
  paidWaiting: (reference: string) =>
    `We have your TrxID for order #${reference}. We confirm the order as soon as the payment reaches us.`,
  status: "Order status",
  track: "Track your order",
  expiredHeading: "This payment link has expired",
  expired: "The time to pay for this order is over. Please contact the shop if you still want it.",
  notFoundHeading: "This payment link is not valid",
  notFound: "Open the whole link from the shop's SMS, or ask the shop to send it again.",
};
