/** Accounts' failures as answers (`FailureAnswer`): registration, password changes, admin rights. */
import { copy } from "~/copy.ts";
import { section } from "~/i18n/catalogue.ts";
import type { FailureAnswer } from "../failures.ts";

export const userFailures = section(
  () =>
    ({
      "email-in-use": { status: 409, error: copy.auth.errors.emailInUse, field: "email" },
      "wrong-password": { status: 403, error: copy.auth.errors.wrongCurrentPassword, field: "currentPassword" },
      "no-account": { status: 404, error: copy.api.noAccount, field: "email" },
      unverified: { status: 409, error: copy.api.unverifiedAccount, field: "email" },
      "not-admin": { status: 404, error: copy.api.notAnAdmin },
      self: { status: 409, error: copy.api.cannotRevokeSelf },
      "configured-admin": { status: 409, error: copy.api.configuredAdmin },
      "last-admin": { status: 409, error: copy.api.lastAdmin },
      // The caller's own rights were revoked while their request ran.
      "not-allowed": { status: 403, error: copy.auth.notAllowed },
    }) satisfies Record<string, FailureAnswer>,
);
