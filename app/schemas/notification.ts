/** The notification log's filters (GET /api/notifications and /dashboard/notifications). */
import * as v from "valibot";
import { section } from "~/i18n/catalogue.ts";
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES } from "@db/enums.ts";
import { notificationLogCopy } from "~/i18n/notification-log.ts";

const validation = section(() => notificationLogCopy.validation);
const blankIsUnset = v.transform((value: string) => value.trim() || undefined);

export const notificationFilterSchema = v.object({
  orderId: v.optional(v.pipe(v.string(), v.maxLength(64), blankIsUnset)),
  to: v.optional(v.pipe(v.string(), v.maxLength(320), blankIsUnset)),
  status: v.optional(v.union([v.literal(""), v.picklist(NOTIFICATION_STATUSES)], () => validation.status)),
  channel: v.optional(v.union([v.literal(""), v.picklist(NOTIFICATION_CHANNELS)], () => validation.channel)),
  event: v.optional(v.union([v.literal(""), v.picklist(NOTIFICATION_EVENTS)], () => validation.event)),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, () => validation.page),
      v.transform(Number),
      v.minValue(1, () => validation.page),
    ),
  ),
});

export type NotificationFilterInput = v.InferOutput<typeof notificationFilterSchema>;

/** The filter from a URL's search params: unknown params ignored, blank ones unset. */
export function parseNotificationFilter(params: URLSearchParams) {
  const raw: Record<string, string> = {};
  for (const key of ["orderId", "to", "status", "channel", "event", "page"]) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const parsed = v.safeParse(notificationFilterSchema, raw);
  if (!parsed.success) return { ok: false as const, error: parsed.issues[0]?.message ?? validation.page };
  const { status, channel, event, ...rest } = parsed.output;
  return {
    ok: true as const,
    filter: {
      ...rest,
      status: status || undefined,
      channel: channel || undefined,
      event: event || undefined,
    },
  };
}
