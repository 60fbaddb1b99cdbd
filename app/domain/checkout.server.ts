/** The checkout, shared by the JSON API and the payment page's action. */
import type { PlaceOrderInput } from "~/schemas/order.ts";
import type { Database } from "./database.ts";
import { getFlashSaleStatus } from "./flash-sale.server.ts";
import { placeOrder, type PlaceOrderResult } from "./orders.server.ts";
import type { SessionUser } from "./types.ts";

/** Places the order at this instant's flash-sale state; a failure says why (`reason`), the server layer words it. */
export async function checkout(
  db: Database,
  env: Pick<Env, "FLASH_SALE">,
  user: SessionUser,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  return placeOrder(db, user, input, await getFlashSaleStatus(env));
}
