import type { NotificationStatus } from "@db/enums.ts";
import { notificationLogCopy } from "~/i18n/notification-log.ts";
import { Badge } from "~/ui/badge.tsx";

/** The order statuses' looks: queued as pending, sent as delivered, failed as rejected; suppressed dashed and muted. */
const looks = { queued: "warning", sent: "success", failed: "danger", suppressed: "muted" } as const;

/**
 * A message's state: queued (waiting for its first or next attempt), sent (the provider took it), failed, or
 * suppressed (written, never sent: a limit or an unconfirmed address, decision 044).
 */
export function NotificationStatusBadge(props: { status: NotificationStatus }) {
  return (
    <Badge size="sm" variant={looks[props.status]} data-status={props.status}>
      {notificationLogCopy.statuses[props.status]}
    </Badge>
  );
}
