/**
 * Calling a cash-on-delivery customer before shipping (issue 49). An order waiting for the shop's call (pending,
 * cash on delivery, nothing paid first) gets each call's outcome on its timeline, with the admin and the time:
 * `confirmed` confirms it, `no-answer` keeps it waiting and counts the tries, `fake` rejects it and restores its
 * stock, and offers to block the number.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { orderEvents, orders, type Order } from "@db/schema.ts";
import type { CallOutcome } from "@db/enums.ts";
import type { Database } from "../database.ts";
import { awaitsCall, moveFrom, type LifecycleDeps, type MoveFailure } from "../orders/lifecycle.server.ts";
import { isBlocked } from "./settings.ts";
import { readRiskSettings } from "./settings.server.ts";

export type CallResult =
  | {
      ok: true;
      order: Order;
      /** Calls without an answer so far. */
      tries: number;
      /** After a `fake` call: the number to offer to block (null when it is blocked already). */
      blockOffer: string | null;
    }
  | MoveFailure
  | CallFailure;

/** The order is not (or no longer) waiting for the shop's call. */
export type CallFailure = { ok: false; reason: "not-awaiting-call" };

/** Waiting for the shop's call: cash on delivery, still pending, nothing to pay first. */
export function waitsForCall(order: Pick<Order, "status" | "paymentMethod" | "trxWallet">): boolean {
  return order.status === "pending" && awaitsCall(order);
}

export async function recordCall(
  db: Database,
  deps: LifecycleDeps,
  admin: string,
  orderId: string,
  call: { outcome: CallOutcome; note: string },
  /** The timeline's note of a fake order when the admin wrote none (a rejection needs a reason). */
  fakeNote: string,
  now = new Date(),
): Promise<CallResult> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { ok: false, reason: "not-found" };
  if (!waitsForCall(order)) return { ok: false, reason: "not-awaiting-call" };
  const note = call.note.trim();
  let current: Order = order;
  if (call.outcome === "no-answer") {
    // Written only while the order still waits for its call.
    const written = await db
      .insert(orderEvents)
      .select(
        db
          .select({
            id: sql<number>`NULL`.as("id"),
            orderId: orders.id,
            status: orders.status,
            at: sql<number>`${now.getTime()}`.as("at"),
            by: sql<string>`${admin}`.as("by"),
            note: sql<string | null>`${note || null}`.as("note"),
            courier: sql<string | null>`NULL`.as("courier"),
            trackingNumber: sql<string | null>`NULL`.as("tracking_number"),
            call: sql<CallOutcome>`${"no-answer"}`.as("call"),
          })
          .from(orders)
          .where(and(eq(orders.id, order.id), eq(orders.status, "pending"))),
      )
      .returning({ id: orderEvents.id });
    if (written.length === 0) return { ok: false, reason: "not-awaiting-call" };
  } else {
    const moved = await moveFrom(
      db,
      deps,
      { admin },
      order,
      call.outcome === "confirmed"
        ? { status: "confirmed", note, call: "confirmed" }
        : { status: "rejected", note: note || fakeNote, call: "fake" },
      now,
    );
    if (!moved.ok) return moved;
    current = moved.order;
  }
  const [tries] = await db
    .select({ count: count() })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.call, "no-answer")));
  const blockOffer =
    call.outcome === "fake" && !isBlocked(await readRiskSettings(db), order.mobile) ? order.mobile : null;
  return { ok: true, order: current, tries: tries?.count ?? 0, blockOffer };
}
