/**
 * Authorisation on the server. Every protected loader, action and API route calls one of these first; the
 * client-side guards only decide what to display. A thrown JSON Response reaches API callers as it is and
 * page error boundaries as a route error with its status (401: sign in, 403: not allowed).
 */
import type { RouterContextProvider } from "react-router";
import { sessionClaimContext, sessionUserContext } from "./context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { jsonError } from "./http.ts";
import type { SessionClaim, SessionUser } from "~/domain/accounts/types.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

export function getSessionUser(context: ContextReader): Promise<SessionUser | null> {
  return context.get(sessionUserContext)();
}

export async function requireUser(context: ContextReader): Promise<SessionUser> {
  const user = await getSessionUser(context);
  if (!user) throw jsonError(401, shopCopy.auth.loginRequired);
  return user;
}

/**
 * A session cookie that this server issued, for the one caller that confirms its session row itself, in the same
 * D1 read as its own work (placing an order, decision 040): 401 without one. Everything else uses `requireUser`.
 */
export async function requireSessionClaim(context: ContextReader): Promise<SessionClaim> {
  const claim = await context.get(sessionClaimContext)();
  if (!claim) throw jsonError(401, shopCopy.auth.loginRequired);
  return claim;
}

export async function requireAdmin(context: ContextReader): Promise<SessionUser> {
  const user = await requireUser(context);
  if (!user.isAdmin) throw jsonError(403, shopCopy.auth.notAllowed);
  return user;
}
