/**
 * Paying a desk order by its payment link (issue 50; a workflow: it composes `payments`, which opens the link and
 * records the customer's TrxID on the order, and the payment receipt, which matches it with the money the merchant
 * phone received, as the website's checkout does right after placing an order).
 */
import { eq } from "drizzle-orm";
import { orders } from "@db/schema.ts";
import type { Database } from "../database.ts";
import type { PaymentNotes } from "../payments/notes.ts";
import { type LinkPayment, type LinkPaymentResult, recordLinkPayment } from "../payments/pay-link.server.ts";
import type { MerchantNumbers } from "../payments/wallets.ts";
import { matchPayment, type MatchDeps } from "./payment-receipt.server.ts";

/** What paying by link needs: matching (moves, limits) and the wallets the shop takes. */
export interface PayLinkDeps extends MatchDeps {
  merchantNumbers: MerchantNumbers;
}

/**
 * The customer pays the order `reference` through its link's `token` (no account): the order takes the wallet, the
 * number and the TrxID while it still waits (a TrxID once, as on the website); then a payment that already came in
 * with that TrxID confirms it at once, else the forwarded SMS will when it comes. Answers the order as it is after.
 */
export async function payByLink(
  db: Database,
  deps: PayLinkDeps,
  reference: string,
  token: string,
  payment: LinkPayment,
  notes: PaymentNotes,
  now = new Date(),
): Promise<LinkPaymentResult> {
  const recorded = await recordLinkPayment(db, deps.merchantNumbers, reference, token, payment, now);
  if (!recorded.ok) return recorded;
  const { trxWallet, trxId, id } = recorded.order;
  await matchPayment(db, deps, trxWallet!, trxId, notes, { now });
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return { ok: true, order: order ?? recorded.order };
}
