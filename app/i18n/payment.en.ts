/**
 * How the shopper pays, on the payment step (issue 23): a wallet, or cash on delivery as the address's zone allows.
 * A namespace of its own, so only the payment step downloads it.
 */
export const paymentCopy = {
  chooseHeading: "How would you like to pay?",
  methodName: { bKash: "bKash", Nagad: "Nagad", Rocket: "Rocket", COD: "Cash on delivery" },
  walletDetail: (amount: string) => `Pay ${amount} now by Send Money`,
  codDetail: (cash: string) => `Pay ${cash} in cash when the parcel arrives`,
  codAdvanceDetail: (now: string, later: string) => `Pay the delivery charge ${now} now, then ${later} in cash`,
  codNotHere: "Not available for this address",
  codOverLimit: (limit: string) => `Only for orders up to ${limit}`,
  codPayFirst: "This area pays in full before delivery",
  /** Flash-sale items with free delivery (issue 46): nothing to pay first, so no cash on delivery. */
  codFlashSale: "Flash-sale items with free delivery are paid by wallet",
  payNow: "Pay now",
  onDelivery: "On delivery",
  sendTo: (wallet: string) => `To this ${wallet} number`,
  merchantNumberName: (wallet: string) => `the shop's ${wallet} number`,
  open: {
    bKash: "Open your bKash app, or dial *247#.",
    Nagad: "Open your Nagad app, or dial *167#.",
    Rocket: "Open your Rocket app, or dial *322#.",
  },
  receipt: (wallet: string) => `Then enter your ${wallet} number and the TrxID from the receipt below.`,
  walletNumber: (wallet: string) => `${wallet} Number`,
  trxIdHint: {
    bKash: "On your bKash receipt: 10 letters and digits, such as 8N7A6D5EKR",
    Nagad: "On your Nagad receipt: 8 letters and digits, such as 75HKUOBF",
    Rocket: "On your Rocket receipt: 10 digits, such as 6606781284",
  },
  codHeading: "Cash on delivery",
  codHelp: (cash: string) =>
    `Pay ${cash} in cash to the courier when your parcel arrives. The shop calls your mobile number to confirm the order before it ships.`,
  advanceHeading: "The delivery charge first",
  advanceHelp: (now: string, later: string) =>
    `For this address the shop asks the delivery charge first: send ${now} by bKash, Nagad or Rocket now, and pay the remaining ${later} in cash on delivery.`,
  advanceWallet: "Send the delivery charge with",
  /** An order with flash-sale items pays its delivery charge first wherever it goes (issue 46). */
  flashAdvanceHelp: (now: string, later: string) =>
    `Flash-sale items are held only for a paid delivery charge: send ${now} by bKash, Nagad or Rocket now, and pay the remaining ${later} in cash on delivery.`,
  /**
   * Why this number's cash on delivery asks more than the address would (issue 49): said plainly, never as an
   * accusation; the advance is part of the total, not an extra charge.
   */
  riskyCod: {
    "advance-delivery":
      "For cash on delivery to this number, the shop asks the delivery charge first. It is part of your total, not an extra charge.",
    "advance-full":
      "For this number, the shop asks the whole amount first by bKash, Nagad or Rocket. Nothing more is paid on delivery.",
    refuse: "Cash on delivery is not available for this number. Please pay by bKash, Nagad or Rocket.",
  },
  codNotForNumber: "Not available for this number",
} as const;
