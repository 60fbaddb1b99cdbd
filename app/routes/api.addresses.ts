import { shopCopy } from "~/i18n/shop.ts";
import { createAddress, listAddresses } from "~/domain/delivery/addresses.server.ts";
import { addressSchema } from "~/schemas/address.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase } from "~/server/context.ts";
import { toApiAddress } from "~/server/delivery-api.ts";
import { failureResponse } from "~/server/failures.ts";
import { addressFailure } from "~/server/failures/delivery.ts";
import { requireUser } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import type { Route } from "./+types/api.addresses";

/** GET (signed in): the caller's saved addresses, `{items: [...]}`, the default first. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  return json({ items: (await listAddresses(getDatabase(context), user.id)).map(toApiAddress) });
}

/**
 * POST `{label, name, mobile, districtId, areaId, line, note?, isDefault?}` (signed in): saves an address (201);
 * 400 with the field's message for a bad field or an area outside its district, 409 past 10 addresses.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST");
  const parsed = parseInput(addressSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const result = await createAddress(getDatabase(context), user.id, parsed.value);
  if (!result.ok) return failureResponse(addressFailure(result));
  return json(toApiAddress(result.address), { status: 201 });
}
