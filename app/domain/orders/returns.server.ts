/**
 * What the merchant does with the money of a paid order that came back (issue 45): send back everything it was
 * paid, send it back less the delivery charge (the parcel went there and back), or send the parcel again. The
 * payment's refund owed follows from the choice (payments/refunds.server.ts); sending again confirms the order once
 * more and takes its units again (lifecycle.server.ts). A choice of refund can be changed until the order is sent
 * again.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { orders, type Order } from "@db/schema.ts";
import type { ReturnSettlement } from "@db/enums.ts";
import type { Database } from "../database.ts";
import { shipAgain, type LifecycleDeps } from "./lifecycle.server.ts";

export type SettleReturnResult =
  | { ok: true; order: Order }
  | { ok: false; reason: "not-found" }
  /** The order is not returned (or was sent again already). */
  | { ok: false; reason: "not-returned" }
  /** Nothing was paid by wallet: there is no money to settle (cash on delivery with nothing first). */
  | { ok: false; reason: "not-paid" }
  /** Sending it again needs its units, which are no longer all on the shelf. */
  | { ok: false; reason: "out-of-stock" };

export async function settleReturn(
  db: Database,
  deps: LifecycleDeps,
  admin: string,
  orderId: string,
  settlement: ReturnSettlement,
  note: string,
): Promise<SettleReturnResult> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { ok: false, reason: "not-found" };
  if (order.status !== "returned") return { ok: false, reason: "not-returned" };
  if (settlement === "ship-again") {
    const sent = await shipAgain(db, deps, admin, orderId, note);
    return sent.ok ? sent : sent.reason === "out-of-stock" ? sent : { ok: false, reason: "not-returned" };
  }
  if (order.trxWallet === null) return { ok: false, reason: "not-paid" };
  const [settled] = await db
    .update(orders)
    .set({ returnSettlement: settlement })
    .where(and(eq(orders.id, orderId), eq(orders.status, "returned"), isNotNull(orders.trxWallet)))
    .returning();
  return settled ? { ok: true, order: settled } : { ok: false, reason: "not-returned" };
}
