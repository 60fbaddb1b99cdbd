import { getEnv } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { clearFlashSaleWindow, getFlashSaleStatus, setFlashSaleWindow } from "~/domain/flash-sale/flash-sale.server.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, readBody, methodNotAllowed } from "~/server/http.ts";
import { flashTimeSchema } from "~/schemas/admin.ts";
import { parseInput } from "~/schemas/parse.ts";
import { failureResponse } from "~/server/failures.ts";
import { flashSaleFailures } from "~/server/failures/flash-sale.ts";
import type { Route } from "./+types/api.flashsellTime";

function windowBody(status: Awaited<ReturnType<typeof getFlashSaleStatus>>) {
  return {
    startTime: status.window ? new Date(status.window.startsAt).toISOString() : null,
    endTime: status.window ? new Date(status.window.endsAt).toISOString() : null,
    state: status.state,
    now: new Date(status.now).toISOString(),
  };
}

/** GET: the flash-sale window and its state now (upcoming, open, ended or none). */
export async function loader({ context }: Route.LoaderArgs) {
  return json(windowBody(await getFlashSaleStatus(getEnv(context))));
}

/**
 * POST (admins): `{startTime, endTime}`; the Durable Object checks it again and becomes the new authority.
 * DELETE (admins): no window any more (state `none`), so no flash prices until one is set.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  if (request.method === "DELETE") return json(windowBody(await clearFlashSaleWindow(getEnv(context))));
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST", "DELETE");
  const parsed = parseInput(flashTimeSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const result = await setFlashSaleWindow(
    getEnv(context),
    { startsAt: parsed.value.startTime, endsAt: parsed.value.endTime },
    admin.email,
  );
  if (!result.ok) return failureResponse(flashSaleFailures[result.reason]);
  return json({ ...windowBody(result.status), message: dashboardCopy.admin.flashTimeSet });
}
