import type { FlashSaleStatus } from "./flash-sale.server.ts";
import type { FlashSaleInfo } from "./types.ts";

/** What screens get from the Durable Object's answer. */
export function toFlashSaleInfo(status: FlashSaleStatus): FlashSaleInfo {
  return {
    state: status.state,
    startsAt: status.window?.startsAt ?? null,
    endsAt: status.window?.endsAt ?? null,
    now: status.now,
  };
}
