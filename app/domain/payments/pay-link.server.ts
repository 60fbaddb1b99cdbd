/**
 * A payment link (issue 50): `/pay/<reference>?k=<token>` lets the customer of a desk order that waits for a wallet
 * payment pay it without signing in, by Send Money and TrxID as on the website. The token is 32 random bytes; the
 * order keeps only its hash (`orders.pay_token_hash`, base64url of SHA-256), so the database alone opens no link.
 * A link opens only its own order (its reference and its token), and only while the order still waits: pending, no
 * TrxID given yet, its payment window not over. Anything else is one of three answers: `not-found` (no such order,
 * or not this token: a wrong token tells nothing about the order), `paid` or `expired`.
 */
import { and, eq, gt } from "drizzle-orm";
import { orders, type Order } from "@db/schema.ts";
import { toBase64Url } from "../base64.ts";
import { constraintFailure } from "../constraints.ts";
import type { Database } from "../database.ts";
import type { MerchantNumbers, Wallet } from "./wallets.ts";

/** A link's token as it travels (43 characters of base64url), and what the order keeps of it. */
export interface PayLinkToken {
  token: string;
  hash: string;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new link's token (32 random bytes, base64url) and its hash, for `orders.pay_token_hash`. */
export async function payLinkToken(): Promise<PayLinkToken> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await payTokenHash(token) };
}

/** base64url(SHA-256(token)): what `orders.pay_token_hash` holds for a token. */
export async function payTokenHash(token: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))));
}

/** The link's path for an order's reference and its token: `/pay/<reference>?k=<token>`. */
export function payLinkPath(reference: string, token: string): string {
  return `/pay/${encodeURIComponent(reference)}?k=${encodeURIComponent(token)}`;
}

/** Two hashes compared in time that does not depend on where they differ. */
function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export type PayLinkLookup =
  | { ok: true; order: Order }
  | { ok: false; reason: "not-found" }
  /** A TrxID was given (by the link or the desk) or the order moved on: it shows as paid, with its status. */
  | { ok: false; reason: "paid"; order: Order }
  /** Its payment window is over, or the shop closed it unpaid. */
  | { ok: false; reason: "expired"; order: Order };

/** Where an order whose link is right stands: still waiting for its payment at `now`, paid, or past waiting. */
function linkState(order: Order, now: Date): PayLinkLookup {
  if (order.trxId !== "" || ["confirmed", "shipped", "delivered"].includes(order.status))
    return { ok: false, reason: "paid", order };
  if (order.status === "pending" && order.paymentDueAt !== null && order.paymentDueAt.getTime() > now.getTime())
    return { ok: true, order };
  return { ok: false, reason: "expired", order };
}

/**
 * The order a link opens: the one with this reference (as the link carries it; any case) whose kept hash is this
 * token's, compared in constant time, if it still waits for its payment at `now`.
 */
export async function findPayLinkOrder(
  db: Database,
  reference: string,
  token: string,
  now = new Date(),
): Promise<PayLinkLookup> {
  const typed = reference.trim().toUpperCase();
  if (!/^[A-Z0-9]{1,16}$/.test(typed) || !TOKEN_PATTERN.test(token)) return { ok: false, reason: "not-found" };
  const [hash, [order]] = await Promise.all([
    payTokenHash(token),
    db.select().from(orders).where(eq(orders.reference, typed)).limit(1),
  ]);
  if (!order?.payTokenHash || !sameHash(order.payTokenHash, hash)) return { ok: false, reason: "not-found" };
  return linkState(order, now);
}

/** What the customer sends through the link: the wallet, the number the money came from, and its TrxID. */
export interface LinkPayment {
  wallet: Wallet;
  number: string;
  trxId: string;
}

export type LinkPaymentResult =
  | { ok: true; order: Order }
  | Exclude<PayLinkLookup, { ok: true }>
  /** Another order has this TrxID in this wallet already (orders_wallet_trx_unique, as on the website). */
  | { ok: false; reason: "trx-id-used"; wallet: Wallet }
  | { ok: false; reason: "wallet-not-offered"; wallet: Wallet };

/**
 * Gives the order the link opens the customer's wallet, number and TrxID, in one UPDATE guarded by everything the
 * link checked (the token's hash, pending, no TrxID yet, the window still open), so two submits at once, or a submit
 * as the window closes, write at most one payment. A wallet order is then paid with the wallet chosen; cash on
 * delivery keeps its method (the advance's wallet is the one chosen). Matching the payment is the caller's
 * (workflows/pay-link.server.ts).
 */
export async function recordLinkPayment(
  db: Database,
  merchantNumbers: MerchantNumbers,
  reference: string,
  token: string,
  payment: LinkPayment,
  now = new Date(),
): Promise<LinkPaymentResult> {
  const found = await findPayLinkOrder(db, reference, token, now);
  if (!found.ok) return found;
  if (!merchantNumbers[payment.wallet]) return { ok: false, reason: "wallet-not-offered", wallet: payment.wallet };
  const { order } = found;
  const trxId = payment.trxId.trim().toUpperCase();
  let written: Order[];
  try {
    written = await db
      .update(orders)
      .set({
        trxWallet: payment.wallet,
        bkashNumber: payment.number,
        trxId,
        paymentMethod: order.paymentMethod === "COD" ? "COD" : payment.wallet,
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.payTokenHash, order.payTokenHash!),
          eq(orders.status, "pending"),
          eq(orders.trxId, ""),
          gt(orders.paymentDueAt, now),
        ),
      )
      .returning();
  } catch (error) {
    if (constraintFailure(error)?.kind === "unique")
      return { ok: false, reason: "trx-id-used", wallet: payment.wallet };
    throw error;
  }
  if (written[0]) return { ok: true, order: written[0] };
  // Paid or closed between the read and the write: answered as it stands now.
  const again = await findPayLinkOrder(db, reference, token, now);
  return again.ok ? { ok: false, reason: "expired", order: again.order } : again;
}
