/**
 * Texts only the server writes: what the shop puts on an order's timeline, and the refusals of the rules that keep
 * orders honest (the pages show them as the server sends them). Part of the copy catalogue with `copy.ts` and
 * `copy-dashboard.ts`, in a module of its own so no page downloads them.
 */
export const serverCopy = {
  /** What the shop itself writes on an order's timeline. */
  notes: {
    paid: (amount: string, sender: string, trxId: string) =>
      `bKash payment of ${amount} from ${sender} received (TrxID ${trxId}).`,
    expired: (within: string) => `Not paid within ${within}: cancelled and stock restored.`,
    reinstated: (amount: string, sender: string, trxId: string) =>
      `bKash payment of ${amount} from ${sender} arrived after the order was cancelled for non-payment (TrxID ${trxId}); its stock was still there, so the order is back and confirmed.`,
  },
  /** Refusals of the per-account limits (decision 021). */
  limits: {
    pendingOrders: (limit: number) =>
      `You already have ${limit} orders waiting for payment, the most one account can have. Pay for them, or cancel the ones you no longer want under My Order, then order again.`,
    flashUnits: (name: string, limit: number) =>
      `The flash sale allows ${limit} of ${name} per shopper, and your orders already have that many. You can still buy it at the regular price.`,
  },
} as const;
