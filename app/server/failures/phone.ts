/** Signing in with a mobile number's failures as answers (`FailureAnswer`, issue 50). */
import { phoneCopy } from "~/i18n/phone.ts";
import type { CheckCodeFailure } from "~/domain/accounts/phone-sign-in.server.ts";
import type { FailureAnswer } from "../failures.ts";

/**
 * A code refused: wrong (400, a try counted), none waiting (400), expired (410: it is gone, ask for another) and
 * too many tries (429: this code is dead, ask for another).
 */
export function codeFailure(failure: CheckCodeFailure): FailureAnswer {
  switch (failure.reason) {
    case "wrong-code":
      return { status: 400, error: phoneCopy.errors.wrongCode(failure.triesLeft), field: "code" };
    case "no-code":
      return { status: 400, error: phoneCopy.errors.noCode, field: "code" };
    case "expired":
      return { status: 410, error: phoneCopy.errors.expired, field: "code" };
    case "too-many-tries":
      return { status: 429, error: phoneCopy.errors.tooManyTries, field: "code" };
  }
}

/** A number on an account that has an email or a password: it is that account's (409). */
export function phoneTakenFailure(): FailureAnswer {
  return { status: 409, error: phoneCopy.errors.phoneTaken, field: "phone" };
}
