import { getDatabase, getEnv } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { catalogueResponse } from "~/server/admin-api.ts";
import { toCategoryRecord } from "~/server/catalogue-api.ts";
import { createCategory, listCategories } from "~/domain/catalogue/admin.server.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, readBody, methodNotAllowed } from "~/server/http.ts";
import { categorySchema } from "~/schemas/admin.ts";
import { parseInput } from "~/schemas/parse.ts";
import type { Route } from "./+types/api.category";

/** GET: every category `{_id, name, key, image}` (`name` as typed, `key` what products and URLs use). */
export async function loader({ context }: Route.LoaderArgs) {
  return json((await listCategories(getDatabase(context))).map(toCategoryRecord));
}

/** POST (admins): `{name, image}` with an uploaded image's link; 201 with `insertedId` and the category as GET lists it; 409 if the name exists. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST");
  const parsed = parseInput(categorySchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  return catalogueResponse(
    await createCategory(getDatabase(context), getEnv(context).IMAGES, parsed.value),
    toCategoryRecord,
  );
}
