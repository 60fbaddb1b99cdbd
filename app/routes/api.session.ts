import { getConfig, getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { lockedOut, signOut } from "~/server/auth.ts";
import { getSessionUser } from "~/server/guards.ts";
import { json, jsonError, readBody, methodNotAllowed } from "~/server/http.ts";
import { attemptPasswordSignIn } from "~/server/sign-in.ts";
import { toSessionUser } from "~/domain/accounts/users.server.ts";
import { parseInput } from "~/schemas/parse.ts";
import { loginSchema } from "~/schemas/auth.ts";
import { toApiUser } from "~/server/user-api.ts";
import type { Route } from "./+types/api.session";

/** GET: who is signed in (`{user: {email, displayName, admin, emailVerified}}` or `{user: null}`). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await getSessionUser(context);
  return json({ user: user && toApiUser(user) });
}

/** POST `{email, password}`: sign in. DELETE: sign out. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = getConfig(context);
  const db = getDatabase(context);
  if (request.method === "DELETE") {
    return json({ user: null }, { setCookies: await signOut(request, auth, db) });
  }
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST", "DELETE");

  const parsed = parseInput(loginSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });

  const outcome = await attemptPasswordSignIn(request, auth, db, parsed.value);
  switch (outcome.kind) {
    case "rate-limited":
      return lockedOut(outcome);
    case "invalid":
      return jsonError(401, shopCopy.auth.errors.invalidCredentials);
    case "signed-in": {
      return json(
        { user: toApiUser(toSessionUser(outcome.user, auth.adminEmails)) },
        { setCookies: outcome.setCookies },
      );
    }
  }
}
