/**
 * Texts only the server writes: what the shop puts on an order's timeline, the refusals of the rules that keep
 * orders honest, and the API's own (the pages show them as the server sends them). A namespace of its own, so no
 * page downloads it.
 */
export const serverCopy = {
  /** What the shop itself writes on an order's timeline. */
  notes: {
    paid: (wallet: string, amount: string, sender: string, trxId: string) =>
      `${wallet} payment of ${amount} from ${sender} received (TrxID ${trxId}).`,
    advancePaid: (wallet: string, amount: string, sender: string, trxId: string) =>
      `Cash on delivery: the advance of ${amount} arrived by ${wallet} from ${sender} (TrxID ${trxId}); the rest is collected on delivery.`,
    expired: (within: string) => `Not paid within ${within}: cancelled and stock restored.`,
    unconfirmed: (within: string) =>
      `Cash on delivery not confirmed with the shopper within ${within}: cancelled and stock restored.`,
    attached: (admin: string) => `Payment attached to the order by ${admin}.`,
    reinstated: (wallet: string, amount: string, sender: string, trxId: string) =>
      `${wallet} payment of ${amount} from ${sender} arrived after the order was cancelled for non-payment (TrxID ${trxId}); its stock was still there, so the order is back and confirmed.`,
  },
  /** Refusals of the way to pay (decision 023). */
  payment: {
    advanceRequired: (amount: string) =>
      `Cash on delivery here needs the delivery charge (${amount}) paid first: please send it by bKash, Nagad or Rocket and enter its TrxID.`,
    trxIdUsedIn: (wallet: string) =>
      `This TrxID has already been used for an order. Please check your ${wallet} receipt.`,
    walletNotOffered: (wallet: string) =>
      `The shop does not take ${wallet} payments. Please choose another way to pay.`,
    thisAddress: "this address",
    codNotHere: (zone: string) =>
      `Cash on delivery is not available for ${zone}. Please pay by bKash, Nagad or Rocket.`,
    codOverLimit: (limit: string) =>
      `Cash on delivery is for orders up to ${limit}. Please pay by bKash, Nagad or Rocket, or order less.`,
    codPayFirst: (zone: string) =>
      `Orders to ${zone} are paid in full before delivery. Please pay by bKash, Nagad or Rocket.`,
    codFlashSale:
      "Flash-sale items are paid in cash only with the delivery charge sent first, and this order's delivery is free: please pay by bKash, Nagad or Rocket.",
  },
  /** Refusals of the per-account limits (decision 021). */
  limits: {
    pendingOrders: (limit: number) =>
      `You already have ${limit} orders waiting for payment, the most one account can have. Pay for them, or cancel the ones you no longer want under My Order, then order again.`,
    flashUnits: (name: string, limit: number) =>
      `The flash sale allows ${limit} of ${name} per shopper, and your orders already have that many. You can still buy it at the regular price.`,
    unitsPerProduct: (name: string, limit: number) =>
      `One account may hold at most ${limit} of ${name} in orders waiting for payment or confirmation. Pay for those orders, or cancel the ones you no longer want under My Order, then order again.`,
  },
  /** Refusals of the phone's risk rule (issue 49): never an accusation, always what to do next. */
  risk: {
    blocked: "We cannot take this order online. Please call the shop and we will help you order.",
    cooldown: (limit: number) =>
      `This number has already placed ${limit} orders in the last hour. Please wait a little before ordering again, or call the shop.`,
    advance: (amount: string) =>
      `For cash on delivery to this number, please pay ${amount} first by bKash, Nagad or Rocket and enter its TrxID; the rest is paid on delivery.`,
    advanceFull: (amount: string) =>
      `For this number, the shop asks the whole amount (${amount}) first by bKash, Nagad or Rocket: please send it and enter its TrxID.`,
    noCod: "Cash on delivery is not available for this number. Please pay by bKash, Nagad or Rocket.",
  },
  /** The API's own refusals: the request guard, the JSON layer, the admins' list (the pages never show them). */
  api: {
    crossSite: "Requests from other sites are not accepted.",
    badPath: "This address has characters that are not allowed.",
    bodyUnreadable: "The request body was cut short or could not be read. Please try again.",
    bodyTooLarge: "The request is too large.",
    invalidCallbackUrl: "The address to return to after signing in is not valid.",
    methodNotAllowed: "This method is not allowed here.",
    unverifiedAccount:
      "This account has not confirmed its email address yet. It can become an admin once its owner opens the link the shop emailed them.",
    noAccount: "No account uses this email. Ask them to register first.",
    notAnAdmin: "This account is not an admin.",
    cannotRevokeSelf: "You cannot revoke your own admin rights. Ask another admin to do it.",
    configuredAdmin: "This admin is set in ADMIN_EMAILS in the shop's configuration and can only be removed there.",
    lastAdmin: "This is the shop's last admin: their rights cannot be revoked.",
    notFound: "Not found.",
  },
} as const;
