/**
 * What the shop's SMS and emails say (issue 24), the texts in notifications.en.ts and notifications.bn.ts (decision
 * 049). A page's texts are read in the language being read; a message is written in its recipient's language
 * instead, whatever the request (if any) is in: so this namespace is read by language, both at hand. Only the
 * Worker's notification code and the template stories load it; no page does.
 */
import type { Language } from "@db/enums.ts";
import { type NotificationWords, notificationsCopy as en } from "./notifications.en.ts";
import { notificationsCopy as bn } from "./notifications.bn.ts";

export type { CancelledBy, CourierIssueKind, NotificationWords } from "./notifications.en.ts";

export const notificationsCopy: Record<Language, NotificationWords> = { en, bn };
