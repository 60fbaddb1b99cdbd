import type { FlashSaleStatus, FlashWindowProblem, SetWindowResult } from "../../workers/flash-sale.ts";
import type { FlashWindow } from "./flash-window.ts";

export type { FlashSaleStatus, FlashWindowProblem, SetWindowResult };

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
