/**
 * How a new order is paid (decision 023): by a wallet the shop has a number in (the whole total, in taka, before
 * it ships), or in cash on delivery as its zone allows, with the advance the zone asks paid first by wallet. What
 * the order row keeps, or why the order is refused. Pure.
 */
import type { PaymentMethod, Wallet } from "@db/enums.ts";
import { amountDuePaisa, type ShopMoney } from "../money.ts";
import type { CodRefusal, CodTerms } from "./cod.ts";
import type { MerchantNumbers } from "./wallets.ts";

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
  /** The taka to send by wallet before the order moves on (0: nothing). */
  amountDuePaisa: number;
  advanceCents: number | null;
  collectCents: number;
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
      maxTotalCents: number | null;
      /** The shop's currency, that of `maxTotalCents`. */
      currency: string;
    }
  | { ok: false; reason: "advance-required"; advanceCents: number; advancePaisa: number };

export function paymentTerms(
  choice: PaymentChoice,
  order: { totalCents: number; zone: string | null; cod: CodTerms | null },
  money: ShopMoney,
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
        amountDuePaisa: amountDuePaisa(order.totalCents, money),
        advanceCents: null,
        collectCents: 0,
        awaitsMoney: true,
      },
    };
  }
  const cod = order.cod ?? { offered: false, reason: "not-here", maxTotalCents: null };
  if (!cod.offered)
    return {
      ok: false,
      reason: "cod-refused",
      refusal: cod.reason,
      zone: order.zone,
      maxTotalCents: cod.maxTotalCents,
      currency: money.currency,
    };
  if (cod.advanceCents === 0) {
    return {
      ok: true,
      payment: {
        paymentMethod: "COD",
        trxWallet: null,
        trxId: "",
        bkashNumber: "",
        amountDuePaisa: 0,
        advanceCents: null,
        collectCents: cod.collectCents,
        awaitsMoney: false,
      },
    };
  }
  const advancePaisa = amountDuePaisa(cod.advanceCents, money);
  const advance = choice.advance;
  if (!advance) return { ok: false, reason: "advance-required", advanceCents: cod.advanceCents, advancePaisa };
  if (wallets[advance.method] === undefined) return { ok: false, reason: "wallet-not-offered", wallet: advance.method };
  return {
    ok: true,
    payment: {
      paymentMethod: "COD",
      trxWallet: advance.method,
      trxId: advance.trxID,
      bkashNumber: advance.number,
      amountDuePaisa: advancePaisa,
      advanceCents: cod.advanceCents,
      collectCents: cod.collectCents,
      awaitsMoney: true,
    },
  };
}
