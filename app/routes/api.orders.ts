import { getDatabase, getOrderDeps } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { checkout } from "~/domain/workflows/checkout.server.ts";
import { requireSessionClaim, requireUser } from "~/server/guards.ts";
import { json, jsonError, readBody, methodNotAllowed } from "~/server/http.ts";
import { requestLanguage } from "~/server/language.ts";
import { failureResponse } from "~/server/failures.ts";
import { orderFailure } from "~/server/failures/orders.ts";
import { riskExtra } from "~/server/failures/customers.ts";
import { paymentNotes, toApiOrder } from "~/server/order-api.ts";
import { listOrders } from "~/domain/orders/reading.server.ts";
import { tablePageQuery } from "~/schemas/table-page.ts";
import { cashIssueFilterSchema, orderStatusFilterSchema, placeOrderSchema } from "~/schemas/order.ts";
import { parseInput } from "~/schemas/parse.ts";
import { channelFilterSchema } from "~/schemas/desk.ts";
import { deskCopy } from "~/i18n/desk.ts";
import { parseRecordId } from "~/domain/ids.ts";
import * as v from "valibot";
import type { Route } from "./+types/api.orders";

/**
 * GET: the caller's orders, newest first (`?page=&pageSize=`), optionally in one status (`?status=pending`).
 * Admins get everyone's, or one customer's with `?email=`, and may search with `?q=` and keep the orders going to
 * one district with `?district=` (its id from GET /api/locations), and keep those whose courier cash differs from
 * what was to be collected with `?cashIssue=1` (issue 46), and those that came through one channel with
 * `?channel=facebook` (issue 50: web, facebook, messenger, whatsapp, instagram, phone, walk-in); anyone else asking for another email is refused.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const caller = await requireUser(context);
  const url = new URL(request.url);
  const query = tablePageQuery(url.searchParams);
  const email = url.searchParams.get("email");
  const status = v.safeParse(orderStatusFilterSchema, url.searchParams.get("status") ?? undefined);
  if (!status.success) return jsonError(400, shopCopy.orders.validation.status);
  const district = url.searchParams.get("district");
  const districtId = district === null || district === "" ? null : parseRecordId(district);
  if (districtId === null && district) return jsonError(400, shopCopy.checkout.validation.district);
  const cashIssue = v.safeParse(cashIssueFilterSchema, url.searchParams.get("cashIssue") ?? undefined);
  if (!cashIssue.success) return jsonError(400, shopCopy.orders.validation.cashIssue);
  const channel = v.safeParse(channelFilterSchema, url.searchParams.get("channel") ?? undefined);
  if (!channel.success) return jsonError(400, deskCopy.validation.channel);
  const scope = email !== null ? { email } : caller.isAdmin ? "everyone" : "mine";
  const result = await listOrders(getDatabase(context), caller, {
    ...query,
    scope,
    status: status.output,
    districtId,
    cashIssue: cashIssue.output,
    channel: channel.output || null,
  });
  if (!result.ok) return jsonError(403, shopCopy.auth.notAllowed);
  return json({ ...result.page, items: result.page.items.map((placed) => toApiOrder(placed, url.origin, caller)) });
}

/**
 * POST: place an order (see `placeOrderSchema`). 201 with the order; a retry with the same checkout key, 200. The
 * session cookie's row is read with the order's own first batch, not before (decision 040): an order whose session
 * ended is refused 401 there, and a flash offer's sold-out refusal needs no D1 at all.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const buyer = await requireSessionClaim(context);
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST");
  const parsed = parseInput(placeOrderSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const result = await checkout(
    getDatabase(context),
    getOrderDeps(context),
    buyer,
    parsed.value,
    paymentNotes,
    requestLanguage(request),
  );
  if (!result.ok)
    return failureResponse(
      orderFailure(result),
      "quote" in result
        ? { totalPrice: result.quote.totalCents / 100 }
        : result.reason === "cod-risk"
          ? riskExtra(result.refusal)
          : undefined,
    );
  return json(toApiOrder(result.placed, new URL(request.url).origin), { status: result.replayed ? 200 : 201 });
}
