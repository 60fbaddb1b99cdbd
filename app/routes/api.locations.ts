import * as v from "valibot";
import { listLocations } from "~/domain/delivery/locations.server.ts";
import { searchLocations } from "~/domain/delivery/place-search.ts";
import { placeSearchSchema } from "~/schemas/address.ts";
import { getDatabase } from "~/server/context.ts";
import { json, methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.locations";

/**
 * GET (anyone): every district with its areas, in English and Bangla: `{districts: [{id, name, bnName, division,
 * aliases?, areas: [{id, name, bnName, aliases?}]}]}`, both by name; `aliases` are the other spellings that find a
 * place ("Chittagong"), left out when there are none. `?q=` narrows it to what the text finds by name or alias, as
 * the address fields do: the districts it names, with all their areas, then the districts with areas it names,
 * with only those (`?q=agrabad`: Chattogram with Agrabad). The data changes only with a migration, so browsers keep
 * it an hour and shared caches a day.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = v.parse(placeSearchSchema, new URL(request.url).searchParams.get("q") ?? "");
  const districts = searchLocations(await listLocations(getDatabase(context)), query);
  return json({ districts }, { cacheControl: "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800" });
}

export function action() {
  return methodNotAllowed("GET", "HEAD");
}
