import { type ScreenAnswer, useRouteAction } from "~/client/route-action.ts";
import { ZonesEditor } from "~/components/delivery/ZonesEditor.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { listLocations } from "~/domain/delivery/locations.server.ts";
import { listZones, replaceZones } from "~/domain/delivery/zones.server.ts";
import { zonesSchema } from "~/schemas/zones.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase } from "~/server/context.ts";
import { fromZoneInput, toApiZone } from "~/server/delivery-api.ts";
import { zoneFailure } from "~/server/failures/delivery.ts";
import { requireAdmin } from "~/server/guards.ts";
import { done, invalidInput, readIntent, refused } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.delivery";

export const meta: Route.MetaFunction = () => [
  { title: dashboardCopy.delivery.title },
  { name: "description", content: dashboardCopy.dashboard.description },
];

/**
 * The zones as GET /api/delivery/zones lists them (money in whole taka), and every district with its areas (the
 * editor names its chips and pickers from them).
 */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const db = getDatabase(context);
  const [zones, locations] = await Promise.all([listZones(db), listLocations(db)]);
  return {
    zones: zones.map(toApiZone),
    locations,
  };
}

/**
 * Intent `save` (`{zones: [...]}`): replaces every zone, as PUT /api/delivery/zones, with the same schema and the
 * same refusals (nothing changes then). Anything else, such as a plain form post before hydration, is invalid input.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  const { intent, body } = await readIntent(request);
  if (intent !== "save") return invalidInput();
  const parsed = parseInput(zonesSchema, body);
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const result = await replaceZones(getDatabase(context), parsed.value.zones.map(fromZoneInput));
  return result.ok ? done() : refused(zoneFailure(result));
}

export default function Delivery({ loaderData }: Route.ComponentProps) {
  const save = useRouteAction<ScreenAnswer>();
  return (
    <ZonesEditor
      zones={loaderData.zones}
      locations={loaderData.locations}
      onSave={async (submission) =>
        (await save({ intent: "save", ...submission })) ?? { ok: false, error: dashboardCopy.delivery.saveFailed }
      }
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
