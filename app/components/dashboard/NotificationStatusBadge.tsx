import type { NotificationStatus } from "@db/enums.ts";
import { notificationLogCopy } from "~/copy-notification-log.ts";
import { Badge } from "~/ui/badge.tsx";

/** The order statuses' looks: queued as pending, sent as delivered, failed as rejected. */
const looks = { queued: "warning", sent: "success", failed: "danger" } as const;

/** A message's state: queued (waiting for its first or next attempt), sent (the provider took it), failed. */
export function NotificationStatusBadge(props: { status: NotificationStatus }) {
  return (
    <Badge size="sm" variant={looks[props.status]} data-status={props.status}>
      {notificationLogCopy.statuses[props.status]}
    </Badge>
  );
}
