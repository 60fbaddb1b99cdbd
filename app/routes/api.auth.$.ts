import { getDatabase, getEnv } from "~/context.ts";
import { handleAuthRequest } from "~/domain/auth.server.ts";
import { rateLimitedAuthCallback } from "~/domain/sign-in.server.ts";
import type { Route } from "./+types/api.auth.$";

/** Auth.js: csrf, session, providers, Google sign-in and callback, sign-out. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, getEnv(context), getDatabase(context));
}

export function action({ request, params, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const db = getDatabase(context);
  if (params["*"] === "callback/credentials") return rateLimitedAuthCallback(request, env, db);
  return handleAuthRequest(request, env, db);
}
