/** Payments as screens show them. */
import type { OrderStatus, PaymentProblem, ReturnSettlement, Wallet } from "@db/enums.ts";

/** A bKash payment as screens show it (admins only). */
export interface PaymentView {
  wallet: Wallet;
  trxId: string;
  amountPaisa: number;
  sender: string;
  reference: string | null;
  /** ISO 8601, UTC. */
  receivedAt: string;
  state: "unmatched" | "matched" | "mismatch";
  orderId: string | null;
  /** For a mismatch on a pending order: how much less than its amount due arrived. */
  shortfallPaisa: number | null;
  /** Why a mismatch waits for the admin (null when it matched, or waits for its order). */
  problem: PaymentProblem | null;
  /** What the merchant still owes back (an overpayment's excess, the payment of a closed order), in paisa. */
  refundDuePaisa: number;
  /** What was already sent back, in paisa. */
  refundedPaisa: number;
  /** Where the payment's order stands (null: no order has its TrxID yet). */
  orderStatus: OrderStatus | null;
  /** For a returned order: what the merchant chose to do with its money (null: not yet). */
  returnSettlement: ReturnSettlement | null;
  /** The number of the payment's order (null: no order has its TrxID yet). */
  orderReference: string | null;
}
