import type {
  FlashBuyer,
  FlashSaleBinding,
  FlashHoldLine,
  FlashOfferSnapshot,
  FlashReservation,
  FlashSaleStatus,
  ReleaseResync,
  SetWindowResult,
} from "./types.ts";
import type { FlashWindow } from "./window.ts";

export type {
  FlashBuyer,
  FlashSaleBinding,
  FlashSaleNamespace,
  FlashSaleObject,
  FlashHoldLine,
  FlashOfferSnapshot,
  FlashReservation,
  FlashSaleStatus,
  FlashWindowProblem,
  ReleaseResync,
  SetWindowResult,
} from "./types.ts";

function flashSaleStub(bindings: FlashSaleBinding) {
  return bindings.FLASH_SALE.get(bindings.FLASH_SALE.idFromName("global"));
}

/** Asks the Durable Object for the window and its state at this instant. */
export function getFlashSaleStatus(bindings: FlashSaleBinding): Promise<FlashSaleStatus> {
  return flashSaleStub(bindings).status();
}

export function setFlashSaleWindow(
  bindings: FlashSaleBinding,
  window: FlashWindow,
  setBy: string | null,
): Promise<SetWindowResult> {
  return flashSaleStub(bindings).setWindow(window, setBy);
}

/** Ends and forgets the window (the old client's DELETE before it set a new one). */
export function clearFlashSaleWindow(bindings: FlashSaleBinding): Promise<FlashSaleStatus> {
  return flashSaleStub(bindings).clearWindow();
}

/**
 * The checkout's flash-stock gate (decision 015): one call to the Durable Object answers the window's state and
 * holds the order's flash units (or refuses the order); `release` gives them back when the order is not written.
 * A release that cannot reach the object is logged and left to the object's sweep, which gives back a hold whose
 * order never reached D1 within a minute.
 */
export function flashStockGate(bindings: FlashSaleBinding) {
  const stub = flashSaleStub(bindings);
  return {
    reserve: (key: string, orderId: string, lines: FlashHoldLine[], buyer: FlashBuyer): Promise<FlashReservation> =>
      stub.reserve(key, orderId, lines, buyer),
    release: async (key: string, orderId: string, resync: ReleaseResync): Promise<void> => {
      try {
        await stub.release(key, orderId, resync);
      } catch (error) {
        console.error("flash-sale gate: release failed; the sweep gives the units back", error);
      }
    },
  };
}

/**
 * Tells the gate that D1's stock of these products changed some other way than an order it held (an admin's edit,
 * an offer added or deleted, an order's restock), after that change is committed: it re-reads their counts.
 * Callers pass the FLASH_SALE binding: the catalogue, order-lifecycle and payment functions take it as a
 * parameter, as `checkout` does, from the server layer (the route context the worker entry fills) or the cron
 * (decisions 018 and 048). A
 * failure is logged, not thrown: the change is already in D1, and the gate re-reads an offer it finds short once
 * its count is 30 s old.
 */
export async function flashStockChanged(
  bindings: FlashSaleBinding,
  productIds: readonly (number | null)[],
): Promise<void> {
  const ids = [...new Set(productIds.filter((id): id is number => id !== null && Number.isSafeInteger(id)))];
  if (ids.length === 0) return;
  try {
    await flashSaleStub(bindings).invalidate(ids);
  } catch (error) {
    console.error("flash-sale gate: invalidate failed; it re-reads the offers when they run short", error);
  }
}

/** What the gate holds for one offer now (null: not tracked yet). */
export function flashOfferCount(bindings: FlashSaleBinding, productId: number): Promise<FlashOfferSnapshot | null> {
  return flashSaleStub(bindings).offerCount(productId);
}
