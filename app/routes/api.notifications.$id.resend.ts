import { resendNotification } from "~/domain/notifications/log.server.ts";
import { getConfig, getDatabase } from "~/server/context.ts";
import { failureResponse } from "~/server/failures.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, methodNotAllowed } from "~/server/http.ts";
import { toApiNotification } from "~/server/notifications.ts";
import { notificationFailures } from "~/server/failures/notifications.ts";
import type { Route } from "./+types/api.notifications.$id.resend";

/** GET: nothing to read here (405). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST (admins): sends a failed message again. It is queued again at once (its attempts kept) and the queue's
 * consumer tries it afresh; an account link's message (`verify-email`, `password-reset`) gets a new link, whose
 * token the log never holds (decision 044). 404 for an unknown message, 409 for one that did not fail.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const result = await resendNotification(getDatabase(context), params.id, {
    linkSecret: getConfig(context).auth.secret,
  });
  if (!result.ok) return failureResponse(notificationFailures[result.reason]);
  return json(toApiNotification(result.notification));
}
