/** The notification log's failures as answers (`FailureAnswer`); its words are the log's own copy module's. */
import { notificationLogCopy } from "~/i18n/notification-log.ts";
import type { ResendResult } from "~/domain/notifications/log.server.ts";
import { section } from "~/i18n/catalogue.ts";
import type { FailureAnswer } from "../failures.ts";

// Sending a message again, refused.
export const notificationFailures = section(
  (): Record<Extract<ResendResult, { ok: false }>["reason"], FailureAnswer> => ({
    "not-found": { status: 404, error: notificationLogCopy.notFound },
    "not-failed": { status: 409, error: notificationLogCopy.notFailed },
  }),
);
