/**
 * How a new order is paid (decision 023): by a wallet the shop has a number in (the whole total, before it ships),
 * or in cash on delivery as its zone allows, with the advance the zone asks paid first by wallet. Every amount is
 * the order's whole taka (decision 042). What the order row keeps, or why the order is refused. Pure.
 */
import type { PaymentMethod, Wallet } from "@db/enums.ts";
import type { OrderTaka } from "../money.ts";
import type { CodRefusal, CodTerms } from "./cod.ts";
import type { MerchantNumbers } from "./wallets.ts";

/**
 * ORDER_PAYMENT_HOURS unless it is set: how long an order waits for its money, and a payment that no order took in
 * that time is owed back (refunds.server.ts). The order limits take their default from here.
 */
export const DEFAULT_PAYMENT_HOURS = 24;

/** The payment part of the order input (the schema checked each TrxID against its wallet already). */
export interface PaymentChoice {
  paymentMethod: PaymentMethod;
  bkashNum?: string;
  trxID?: string;
  advance?: { method: Wallet; number: string; trxID: string };
}

/** What the order row keeps of its payment. */
export interface OrderPayment {
  paymentMethod: PaymentMethod;
  /** The wallet `trxId` belongs to; null when nothing is paid by wallet. */
  trxWallet: Wallet | null;
  trxId: string;
  bkashNumber: string;
  /** The taka to send by wallet before the order moves on, in paisa of whole taka (0: nothing). */
  amountDuePaisa: number;
  /** Paid first by wallet, for cash on delivery (whole taka); null when nothing is asked. */
  advanceTaka: number | null;
  /** What the courier collects (whole taka); 0 for an order paid before it ships. */
  collectTaka: number;
  /** The order waits for wallet money (and the cron cancels it when it does not come in time). */
  awaitsMoney: boolean;
}

export type PaymentTermsResult =
  | { ok: true; payment: OrderPayment }
  | { ok: false; reason: "wallet-not-offered"; wallet: Wallet }
  | {
      ok: false;
      reason: "cod-refused";
      refusal: CodRefusal;
      zone: string | null;
      /** The zone's limit, whole taka. */
      maxTotalTaka: number | null;
    }
  | { ok: false; reason: "advance-required"; advanceTaka: number };

export function paymentTerms(
  choice: PaymentChoice,
  order: { taka: OrderTaka; zone: string | null; cod: CodTerms | null },
  wallets: MerchantNumbers,
): PaymentTermsResult {
  const method = choice.paymentMethod;
  if (method !== "COD") {
    if (wallets[method] === undefined) return { ok: false, reason: "wallet-not-offered", wallet: method };
    return {
      ok: true,
      payment: {
        paymentMethod: method,
        trxWallet: method,
        trxId: choice.trxID ?? "",
        bkashNumber: choice.bkashNum ?? "",
        amountDuePaisa: order.taka.total * 100,
        advanceTaka: null,
        collectTaka: 0,
        awaitsMoney: true,
      },
    };
  }
  const cod = order.cod ?? { offered: false, reason: "not-here", maxTotalTaka: null };
  if (!cod.offered)
    return { ok: false, reason: "cod-refused", refusal: cod.reason, zone: order.zone, maxTotalTaka: cod.maxTotalTaka };
  if (cod.advanceTaka === 0) {
    return {
      ok: true,
      payment: {
        paymentMethod: "COD",
        trxWallet: null,
        trxId: "",
        bkashNumber: "",
        amountDuePaisa: 0,
        advanceTaka: null,
        collectTaka: cod.collectTaka,
        awaitsMoney: false,
      },
    };
  }
  const advance = choice.advance;
  if (!advance) return { ok: false, reason: "advance-required", advanceTaka: cod.advanceTaka };
  if (wallets[advance.method] === undefined) return { ok: false, reason: "wallet-not-offered", wallet: advance.method };
  return {
    ok: true,
    payment: {
      paymentMethod: "COD",
      trxWallet: advance.method,
      trxId: advance.trxID,
      bkashNumber: advance.number,
      amountDuePaisa: cod.advanceTaka * 100,
      advanceTaka: cod.advanceTaka,
      collectTaka: cod.collectTaka,
      awaitsMoney: true,
    },
  };
}
