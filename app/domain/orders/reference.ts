/**
 * The reference a shopper writes in bKash's Send Money reference field, so the merchant can tell payments apart
 * at a glance. It is known before the order exists (the shopper pays first, then submits the TrxID), so it comes
 * from the checkout's key: the same draft always shows the same reference, and the order stores it. Pure.
 */
export function orderReference(checkoutKey: string): string {
  return checkoutKey
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 8)
    .toUpperCase();
}
