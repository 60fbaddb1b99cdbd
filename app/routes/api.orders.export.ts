import { shopDate } from "~/domain/time-zone.ts";
import * as v from "valibot";
import { shopCopy } from "~/i18n/shop.ts";
import { handoverSheet } from "~/domain/couriers/handover.server.ts";
import { ORDER_STATUSES } from "@db/enums.ts";
import { getDatabase } from "~/server/context.ts";
import { csvDownload } from "~/server/csv.ts";
import { requireAdmin } from "~/server/guards.ts";
import { jsonError } from "~/server/http.ts";
import type { Route } from "./+types/api.orders.export";

const exportQuery = v.object({
  status: v.optional(v.picklist(ORDER_STATUSES), "confirmed"),
  format: v.optional(v.literal("csv"), "csv"),
});

/**
 * GET `?status=confirmed&format=csv` (admins): the orders in that status (confirmed by default) as a courier's
 * bulk-upload sheet, `Invoice,Name,Phone,Address,District,Area,COD Amount,Note,Weight (kg)`, oldest first (at most
 * 2,000): Invoice is the order id, COD Amount the cash to collect in whole taka. UTF-8 with a BOM so Excel reads
 * Bangla; cells a spreadsheet would run as formulas are made text.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const url = new URL(request.url);
  const query = v.safeParse(exportQuery, {
    status: url.searchParams.get("status") || undefined,
    format: url.searchParams.get("format") || undefined,
  });
  if (!query.success) return jsonError(400, shopCopy.api.invalidInput);
  const rows = await handoverSheet(getDatabase(context), query.output.status);
  const today = shopDate();
  return csvDownload(rows, `orders-${query.output.status}-${today}.csv`, { bom: true });
}
