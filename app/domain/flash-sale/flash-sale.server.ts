import type {
  FlashBuyer,
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
  FlashHoldLine,
  FlashOfferSnapshot,
  FlashReservation,
  FlashSaleStatus,
  FlashWindowProblem,
  ReleaseResync,
  SetWindowResult,
} from "./types.ts";

function flashSaleStub(env: Pick<Env, "FLASH_SALE">) {
  return env.FLASH_SALE.get(env.FLASH_SALE.idFromName("global"));
}

/** Asks the Durable Object for the window and its state at this instant. */
export function getFlashSaleStatus(env: Pick<Env, "FLASH_SALE">): Promise<FlashSaleStatus> {
  return flashSaleStub(env).status();
}

export function setFlashSaleWindow(
  env: Pick<Env, "FLASH_SALE">,
  window: FlashWindow,
  setBy: string | null,
): Promise<SetWindowResult> {
  return flashSaleStub(env).setWindow(window, setBy);
}

/** Ends and forgets the window (the old client's DELETE before it set a new one). */
export function clearFlashSaleWindow(env: Pick<Env, "FLASH_SALE">): Promise<FlashSaleStatus> {
  return flashSaleStub(env).clearWindow();
}

/**
 * The checkout's flash-stock gate (decision 015): one call to the Durable Object answers the window's state and
 * holds the order's flash units (or refuses the order); `release` gives them back when the order is not written.
 * A release that cannot reach the object is logged and left to the object's sweep, which gives back a hold whose
 * order never reached D1 within a minute.
 */
export function flashStockGate(env: Pick<Env, "FLASH_SALE">) {
  const stub = flashSaleStub(env);
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
 * parameter, as `checkout` does, from the server layer (the route context the worker entry fills) or the cron. A
 * failure is logged, not thrown: the change is already in D1, and the gate re-reads an offer it finds short once
 * its count is 30 s old.
 */
export async function flashStockChanged(
  env: Pick<Env, "FLASH_SALE">,
  productIds: readonly (number | null)[],
): Promise<void> {
  const ids = [...new Set(productIds.filter((id): id is number => id !== null && Number.isSafeInteger(id)))];
  if (ids.length === 0) return;
  try {
    await flashSaleStub(env).invalidate(ids);
  } catch (error) {
    console.error("flash-sale gate: invalidate failed; it re-reads the offers when they run short", error);
  }
}

/** What the gate holds for one offer now (null: not tracked yet). */
export function flashOfferCount(env: Pick<Env, "FLASH_SALE">, productId: number): Promise<FlashOfferSnapshot | null> {
  return flashSaleStub(env).offerCount(productId);
}
