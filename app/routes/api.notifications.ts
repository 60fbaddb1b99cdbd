import { listNotifications } from "~/domain/notifications/log.server.ts";
import { parseNotificationFilter } from "~/schemas/notification.ts";
import { getDatabase } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed } from "~/server/http.ts";
import { toApiNotification } from "~/server/notifications.ts";
import type { Route } from "./+types/api.notifications";

/**
 * GET (admins): every SMS and email the shop wrote, newest first, 50 a page: `{ items, total }`, filtered by
 * `?orderId=`, `status=` (queued, sent, failed), `channel=` (sms, email), `event=`, `to=` (the recipient) and
 * paged by `page=`. Anonymous 401, shopper 403, a bad filter 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const parsed = parseNotificationFilter(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);
  const page = await listNotifications(getDatabase(context), parsed.filter);
  return json({ ...page, items: page.items.map(toApiNotification) });
}

export async function action({ context }: Route.ActionArgs) {
  await requireAdmin(context);
  return methodNotAllowed("GET", "HEAD");
}
