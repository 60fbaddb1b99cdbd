import { getDatabase, getEnv } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { catalogueResponse } from "~/server/admin-api.ts";
import { toBannerRecord } from "~/server/catalogue-api.ts";
import { createBanner, listBanners } from "~/domain/catalogue/admin.server.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, readBody, methodNotAllowed } from "~/server/http.ts";
import { bannerSchema } from "~/schemas/admin.ts";
import { parseInput } from "~/schemas/parse.ts";
import type { Route } from "./+types/api.banner";

/** GET: every home banner `{_id, name, banner_slide, link}` (`link`: where its slide leads, or null). */
export async function loader({ context }: Route.LoaderArgs) {
  return json((await listBanners(getDatabase(context))).map(toBannerRecord));
}

/** POST (admins): `{name, banner_slide, link?}` with the link of an uploaded 1080 x 344 image; 201 with `insertedId` and the banner as GET lists it. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST");
  const parsed = parseInput(bannerSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  return catalogueResponse(
    await createBanner(getDatabase(context), getEnv(context).IMAGES, parsed.value),
    toBannerRecord,
  );
}
