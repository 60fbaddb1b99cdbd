import { getDatabase, getEnv } from "~/context.ts";
import { copy } from "~/copy.ts";
import { createdResponse } from "~/domain/admin-api.server.ts";
import { createBanner, listBannerRecords } from "~/domain/admin-catalogue.server.ts";
import { requireAdmin } from "~/domain/guards.server.ts";
import { json, jsonError, readBody, methodNotAllowed } from "~/domain/http.server.ts";
import { bannerSchema } from "~/schemas/admin.ts";
import { parseInput } from "~/schemas/parse.ts";
import type { Route } from "./+types/api.banner";

/** GET: every home banner `{_id, name, banner_slide}`. */
export async function loader({ context }: Route.LoaderArgs) {
  return json(await listBannerRecords(getDatabase(context)));
}

/** POST (admins): `{name, banner_slide}` with the link of an uploaded 1080 x 344 image; 201 with `insertedId` and the banner as GET lists it. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST");
  const parsed = parseInput(bannerSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, copy.api.invalidInput, { issues: parsed.fieldErrors });
  return createdResponse(await createBanner(getDatabase(context), getEnv(context).IMAGES, parsed.value));
}
