import { shopCopy } from "~/i18n/shop.ts";
import { listZones, replaceZones } from "~/domain/delivery/zones.server.ts";
import { zonesSchema } from "~/schemas/zones.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase } from "~/server/context.ts";
import { fromZoneInput, toApiZone } from "~/server/delivery-api.ts";
import { failureResponse } from "~/server/failures.ts";
import { zoneFailure } from "~/server/failures/delivery.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import type { Route } from "./+types/api.delivery.zones";

/**
 * GET (anyone): the delivery zones, `{zones: [{id, name, fee, freeOver, districtIds, areaIds, default}]}`, money in
 * decimal units of the shop's currency, `freeOver` null when delivery is never free there.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return json({ zones: (await listZones(getDatabase(context))).map(toApiZone) });
}

/**
 * PUT `{zones: [...]}` (admins): replaces every zone with these. 400 and nothing changed for a bad fee, not
 * exactly one default, an unknown district or area id, or one covered by two zones.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "PUT") return methodNotAllowed("GET", "HEAD", "PUT");
  const parsed = parseInput(zonesSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const result = await replaceZones(getDatabase(context), parsed.value.zones.map(fromZoneInput));
  if (!result.ok) return failureResponse(zoneFailure(result));
  return json({ zones: result.zones.map(toApiZone) });
}
