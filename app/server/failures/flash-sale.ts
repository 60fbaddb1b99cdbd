/** The flash sale's failures as answers (`FailureAnswer`): the window an admin sets. */
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { section } from "~/i18n/catalogue.ts";
import type { FlashWindowProblem } from "~/domain/flash-sale/flash-sale.server.ts";
import type { FailureAnswer } from "../failures.ts";

export const flashSaleFailures = section((): Record<FlashWindowProblem, FailureAnswer> => ({
  invalid: { status: 400, error: dashboardCopy.admin.validation.endBeforeStart, field: "endTime" },
  "out-of-range": { status: 400, error: dashboardCopy.admin.errors.flashWindowRange, field: "endTime" },
  "end-not-after-start": { status: 400, error: dashboardCopy.admin.validation.endBeforeStart, field: "endTime" },
}));
