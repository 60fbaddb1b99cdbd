import { listLocations } from "~/domain/delivery/locations.server.ts";
import { getDatabase } from "~/server/context.ts";
import { json, methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.locations";

/**
 * GET (anyone): every district with its areas, in English and Bangla: `{districts: [{id, name, bnName, division,
 * areas: [{id, name, bnName}]}]}`, both by name. The data changes only with a migration, so browsers keep it an
 * hour and shared caches a day.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const districts = await listLocations(getDatabase(context));
  return json({ districts }, { cacheControl: "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800" });
}

export function action() {
  return methodNotAllowed("GET", "HEAD");
}
