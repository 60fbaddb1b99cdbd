import { getDatabase, getEnv } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { createProductResponse } from "~/server/admin-api.ts";
import { listFlashItems } from "~/domain/catalogue/catalogue.server.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, readBody, methodNotAllowed } from "~/server/http.ts";
import { toApiProduct } from "~/server/catalogue-api.ts";
import { flashSellWithImagesSchema } from "~/schemas/variants.ts";
import { parseInput } from "~/schemas/parse.ts";
import type { Route } from "./+types/api.flashsell";

/**
 * GET: every flash-sale product, newest first, with `sellprice` and `sellshipping` (whether or not the window is
 * open), and `variant_id` and `variant_title`: the one variant on offer, or null for every variant (issue 28).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const flashItems = await listFlashItems(getDatabase(context));
  const origin = new URL(request.url).origin;
  return json(flashItems.map((item) => toApiProduct(item, origin)));
}

/**
 * POST (admins): add a product with its flash offer (product fields plus `sellprice`, `sellshipping`); 201 with
 * `insertedId` and the product as GET `/api/products/:id` gives it (which includes `sellprice` and `sellshipping`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST");
  const parsed = parseInput(flashSellWithImagesSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const origin = new URL(request.url).origin;
  const env = getEnv(context);
  return createProductResponse(getDatabase(context), env, env.IMAGES, parsed.value, origin);
}
