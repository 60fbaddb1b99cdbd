import { copy } from "~/copy.ts";
import { type ScreenAnswer, useRouteAction } from "./route-action.ts";

/**
 * My Order and Manage Order's cancel: intent `cancel` posted to the page's own route action (which calls the same
 * `cancelOrder` as DELETE /api/orders/:id); React Router then reloads the page of orders.
 */
export function useCancelOrder(): (order: { id: string }) => Promise<{ ok: true } | { ok: false; error: string }> {
  const cancel = useRouteAction<ScreenAnswer>();
  return async (order) => {
    const result = (await cancel({ intent: "cancel", orderId: order.id })) ?? {
      ok: false,
      error: copy.checkout.errors.failed,
    };
    return result.ok ? { ok: true } : { ok: false, error: result.error };
  };
}
