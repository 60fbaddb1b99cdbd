/** Accounts' failures as answers (`FailureAnswer`): registration, password changes, admin rights. */
import { shopCopy } from "~/i18n/shop.ts";
import { serverCopy } from "~/i18n/server.ts";
import { section } from "~/i18n/catalogue.ts";
import type { FailureAnswer } from "../failures.ts";

export const userFailures = section(
  () =>
    ({
      "email-in-use": { status: 409, error: shopCopy.auth.errors.emailInUse, field: "email" },
      "wrong-password": { status: 403, error: shopCopy.auth.errors.wrongCurrentPassword, field: "currentPassword" },
      "no-account": { status: 404, error: serverCopy.api.noAccount, field: "email" },
      unverified: { status: 409, error: serverCopy.api.unverifiedAccount, field: "email" },
      "not-admin": { status: 404, error: serverCopy.api.notAnAdmin },
      self: { status: 409, error: serverCopy.api.cannotRevokeSelf },
      "configured-admin": { status: 409, error: serverCopy.api.configuredAdmin },
      "last-admin": { status: 409, error: serverCopy.api.lastAdmin },
      // The caller's own rights were revoked while their request ran.
      "not-allowed": { status: 403, error: shopCopy.auth.notAllowed },
    }) satisfies Record<string, FailureAnswer>,
);
