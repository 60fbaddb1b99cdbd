import { data } from "react-router";
import * as v from "valibot";
import type { Notification } from "@db/schema.ts";
import { useRouteAction } from "~/client/route-action.ts";
import { useTimeZoneCookie } from "~/client/time-zone.ts";
import {
  type LogFilterFields,
  type LogMessage,
  NotificationLog,
  type ResendAnswer,
} from "~/components/dashboard/NotificationLog.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { notificationLogCopy } from "~/i18n/notification-log.ts";
import { LOG_PAGE_SIZE, listNotifications, resendNotification } from "~/domain/notifications/log.server.ts";
import { smsLength } from "~/domain/notifications/sms-length.ts";
import { requestTimeZone } from "~/domain/time-zone.ts";
import { parseNotificationFilter } from "~/schemas/notification.ts";
import { getConfig, getDatabase } from "~/server/context.ts";
import type { SmsLimits } from "~/domain/notifications/settings.ts";
import { requireAdmin } from "~/server/guards.ts";
import { toApiNotification } from "~/server/notifications.ts";
import { notificationFailures } from "~/server/failures/notifications.ts";
import { invalidInput, readIntent, refused } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.notifications";

const PAGE = "/dashboard/notifications";

export const meta: Route.MetaFunction = () => [
  { title: `${notificationLogCopy.title} | e-Shop` },
  { name: "description", content: notificationLogCopy.metaDescription },
];

function toLogMessage(row: Notification, limits: SmsLimits): LogMessage {
  const api = toApiNotification(row);
  const limit =
    row.suppressedReason === "sms-per-number"
      ? limits.perNumberDay
      : row.suppressedReason === "sms-per-account"
        ? limits.perAccountDay
        : null;
  return { ...api, limit, sms: row.channel === "sms" ? smsLength(api.body) : null };
}

/**
 * Admins: one page of the notification log, as GET /api/notifications lists it (the same filters from the URL,
 * newest first, 50 a page), each SMS with its length. Filters the API would refuse with 400 answer 400 here too,
 * with the page and the reason instead of a list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const filter: LogFilterFields = {
    status: params.get("status") ?? "",
    channel: params.get("channel") ?? "",
    event: params.get("event") ?? "",
    orderId: params.get("orderId") ?? "",
    to: params.get("to") ?? "",
  };
  const timeZone = requestTimeZone(request);
  const parsed = parseNotificationFilter(params);
  if (!parsed.ok) {
    const refusedPage = { items: [], total: 0, page: 1, pageSize: LOG_PAGE_SIZE, filter, error: parsed.error };
    return data({ ...refusedPage, timeZone }, { status: 400 });
  }
  const page = await listNotifications(getDatabase(context), parsed.filter);
  const { smsLimits } = getConfig(context).notifications;
  return {
    ...page,
    items: page.items.map((row) => toLogMessage(row, smsLimits)),
    filter,
    error: null,
    timeZone,
  };
}

const idField = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });

/**
 * Intent `resend` (`id`): a failed message is sent again, as POST /api/notifications/:id/resend, refused with the
 * API's status (404 unknown, 409 not failed). Also read from a plain form post before hydration.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  const { intent, body } = await readIntent(request);
  if (intent !== "resend") return invalidInput();
  const id = v.safeParse(idField, body);
  if (!id.success) return refused(notificationFailures["not-found"]);
  const result = await resendNotification(getDatabase(context), id.output.id, {
    linkSecret: getConfig(context).auth.secret,
  });
  if (!result.ok) return refused(notificationFailures[result.reason]);
  return { ok: true as const, message: notificationLogCopy.resent };
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const resend = useRouteAction<ResendAnswer>();
  useTimeZoneCookie(loaderData.timeZone);
  const { filter } = loaderData;
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) if (value.trim()) params.set(key, value);
    params.set("page", String(page));
    return `${PAGE}?${params}`;
  };
  return (
    <NotificationLog
      items={loaderData.items}
      total={loaderData.total}
      page={loaderData.page}
      pageSize={loaderData.pageSize}
      filter={filter}
      filterError={loaderData.error}
      action={PAGE}
      pageHref={pageHref}
      timeZone={loaderData.timeZone}
      answer={actionData}
      onResend={async (message) =>
        (await resend({ intent: "resend", id: message.id })) ?? {
          ok: false,
          error: notificationLogCopy.resendFailed,
        }
      }
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
