import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { customerRecord } from "~/domain/customers/records.server.ts";
import { localMobile } from "~/domain/phone.ts";
import { MOBILE_PATTERN } from "~/schemas/order.ts";
import { getDatabase } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError } from "~/server/http.ts";
import { toApiCustomer } from "~/server/customer-api.ts";
import type { Route } from "./+types/api.customers.$phone";

/**
 * GET (admins; issue 49): the customer behind a phone number, however it is written: `{phone, orders, delivered,
 * returned, cancelled, rejected, lastOrderAt, spent, courier}`, `spent` in the shop's currency (as `totalPrice`),
 * `courier` the courier's score `{courier, delivered, total, checkedAt}` or null while none is known. 400 for
 * anything that is not a Bangladeshi mobile number.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const phone = localMobile(params.phone);
  if (!phone || !MOBILE_PATTERN.test(phone)) return jsonError(400, fulfilmentCopy.risk.validation.phone);
  return json(toApiCustomer(await customerRecord(getDatabase(context), phone)));
}
