import { shopCopy } from "~/i18n/shop.ts";
import { readRiskSettings, saveRiskSettings } from "~/domain/customers/settings.server.ts";
import { riskSettingsSchema } from "~/schemas/risk.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import type { Route } from "./+types/api.risk.settings";

/**
 * GET (admins; issue 49): the COD risk rule, `{minDeliveredShare, minParcels, ordersPerPhonePerHour, riskyCod,
 * blocklist: [{phone, note}]}`.
 */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return json(await readRiskSettings(getDatabase(context)));
}

/** PUT the whole settings object, as GET gives it (admins): 200 with what is kept, 400 and nothing changed. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "PUT") return methodNotAllowed("GET", "HEAD", "PUT");
  const parsed = parseInput(riskSettingsSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  return json(await saveRiskSettings(getDatabase(context), parsed.value));
}
