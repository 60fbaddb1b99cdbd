import { getConfig, getDatabase } from "~/server/context.ts";
import { handleAuthRequest } from "~/server/auth.ts";
import type { Route } from "./+types/api.auth.$";

/**
 * Auth.js: csrf, session, providers, Google sign-in and callback, sign-out, and its credentials callback, which is
 * rate-limited inside the provider itself (see auth.server.ts), whatever the path's slashes or the body's shape.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, getConfig(context).auth, getDatabase(context));
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthRequest(request, getConfig(context).auth, getDatabase(context));
}
