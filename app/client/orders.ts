import { shopCopy } from "~/i18n/shop.ts";
import type { OrderChangeInput } from "~/schemas/order.ts";
import type { ReturnSettlement } from "@db/enums.ts";
import { type ScreenAnswer, useRouteAction } from "./route-action.ts";

/**
 * My Order, Manage Order and the order page's cancel: intent `cancel` posted to the page's own route action (which
 * calls the same `cancelOrder` as DELETE /api/orders/:id); React Router then reloads the page's data.
 */
export function useCancelOrder(): (order: { id: string }) => Promise<ScreenAnswer> {
  const cancel = useRouteAction<ScreenAnswer>();
  return async (order) =>
    (await cancel({ intent: "cancel", orderId: order.id })) ?? { ok: false, error: shopCopy.checkout.errors.failed };
}

/**
 * Manage Order and the order page's moves (admins): intent `move` with the change, answered as PATCH
 * /api/orders/:id would; a refusal carries the server's message and field errors.
 */
export function useMoveOrder(): (order: { id: string }, change: OrderChangeInput) => Promise<ScreenAnswer> {
  const move = useRouteAction<ScreenAnswer>();
  return async (order, change) =>
    (await move({ intent: "move", orderId: order.id, ...change })) ?? {
      ok: false,
      error: shopCopy.checkout.errors.failed,
    };
}

/**
 * Manage Order's "Refunds owed": intent `refund` with the payment's TrxID and the refund's, answered as POST
 * /api/payments/:trxID/refund would.
 */
export function useRecordRefund(): (payment: { trxId: string }, refundTrxID: string) => Promise<ScreenAnswer> {
  const record = useRouteAction<ScreenAnswer>();
  return async (payment, refundTrxID) =>
    (await record({ intent: "refund", trxId: payment.trxId, refundTrxID })) ?? {
      ok: false,
      error: shopCopy.checkout.errors.failed,
    };
}

/**
 * Manage Order and the order page's settling of a paid order that came back (admins): intent `settle-return`,
 * answered as PATCH /api/orders/:id `{returnSettlement}` would.
 */
export function useSettleReturn(): (order: { id: string }, settlement: ReturnSettlement) => Promise<ScreenAnswer> {
  const settle = useRouteAction<ScreenAnswer>();
  return async (order, returnSettlement) =>
    (await settle({ intent: "settle-return", orderId: order.id, returnSettlement })) ?? {
      ok: false,
      error: shopCopy.checkout.errors.failed,
    };
}
