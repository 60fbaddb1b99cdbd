import { getConfig, getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { serverCopy } from "~/i18n/server.ts";
import { requireUser } from "~/server/guards.ts";
import { json, jsonError } from "~/server/http.ts";
import { findUserByEmail, normaliseEmail, toSessionUser } from "~/domain/accounts/users.server.ts";
import { toApiUser } from "~/server/user-api.ts";
import type { Route } from "./+types/api.users.$email";

/** GET: `{email, displayName, admin}` of that user, for the user themself or an admin. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const caller = await requireUser(context);
  const email = normaliseEmail(params.email);
  if (email !== caller.email && !caller.isAdmin) return jsonError(403, shopCopy.auth.notAllowed);
  const user = await findUserByEmail(getDatabase(context), email);
  if (!user) return jsonError(404, serverCopy.api.notFound);
  return json(toApiUser(toSessionUser(user, getConfig(context).auth.adminEmails)));
}
