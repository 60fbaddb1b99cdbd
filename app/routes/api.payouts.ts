import { cashCopy } from "~/i18n/cash.ts";
import { listPayouts } from "~/domain/couriers/payouts.server.ts";
import { COURIER_CHOICES, readCourierFilter } from "~/server/cash.ts";
import { getDatabase } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError } from "~/server/http.ts";
import type { Route } from "./+types/api.payouts";

/**
 * GET (admins; issue 51) `?courier=` (optional): the couriers' payouts recorded, newest first, `[{ courier, id,
 * date, taka, orders: [order ids] }]` (`id` the courier's own id of the payout; `date` YYYY-MM-DD; whole taka).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const filter = readCourierFilter(new URL(request.url).searchParams);
  if (!filter) return jsonError(400, cashCopy.badCourier(COURIER_CHOICES));
  return json(await listPayouts(getDatabase(context), { courier: filter.courier }));
}
