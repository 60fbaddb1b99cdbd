import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { deleteAddress, updateAddress } from "~/domain/delivery/addresses.server.ts";
import { parseRecordId } from "~/domain/ids.ts";
import { addressSchema } from "~/schemas/address.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase } from "~/server/context.ts";
import { toApiAddress } from "~/server/delivery-api.ts";
import { failureResponse } from "~/server/failures.ts";
import { addressFailure } from "~/server/failures/delivery.ts";
import { requireUser } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import type { Route } from "./+types/api.addresses.$id";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("PUT", "DELETE");
}

/**
 * PUT (the address's owner): replaces it with the body (as POST /api/addresses takes it); DELETE: removes it (the
 * oldest left becomes the default if it was). Another shopper's address, or an unknown id, is 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  const id = parseRecordId(params.id);
  if (request.method === "DELETE") {
    const deleted = id !== null && (await deleteAddress(getDatabase(context), user.id, id)).ok;
    return deleted ? json({ deleted: true }) : jsonError(404, dashboardCopy.addresses.notFound);
  }
  if (request.method !== "PUT") return methodNotAllowed("PUT", "DELETE");
  if (id === null) return jsonError(404, dashboardCopy.addresses.notFound);
  const parsed = parseInput(addressSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const result = await updateAddress(getDatabase(context), user.id, id, parsed.value);
  if (!result.ok) return failureResponse(addressFailure(result));
  return json(toApiAddress(result.address));
}
