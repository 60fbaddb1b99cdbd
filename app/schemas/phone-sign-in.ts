/**
 * Signing in with a mobile number (issue 50): the number to text a code to, and the code with it. One schema each,
 * used by the sign-in dialog, the dashboard's number card and the API.
 */
import * as v from "valibot";
import { PHONE_CODE_PURPOSES } from "@db/enums.ts";
import { phoneCopy } from "~/i18n/phone.ts";
import { toAsciiDigits } from "~/i18n/digits.ts";
import { NAME_MAX } from "~/schemas/auth.ts";
import { mobileNumber } from "~/schemas/order.ts";
import { hasLetterOrDigit, visibleText } from "~/schemas/text.ts";
import { required } from "~/schemas/parse.ts";

/** `POST /api/auth/phone/start`: the number, and (signed in) `add-phone` to add it to the account. */
export const phoneStartSchema = v.object({
  phone: mobileNumber,
  purpose: v.optional(v.picklist(PHONE_CODE_PURPOSES, () => phoneCopy.validation.purpose)),
});

/** Six digits, however typed: spaces and Bengali digits are read too. */
export const phoneCodeField = required(
  v.pipe(
    v.string(() => phoneCopy.validation.code),
    v.transform((text) => toAsciiDigits(text).replace(/[\s-]/g, "")),
    v.regex(/^\d{6}$/, () => phoneCopy.validation.code),
  ),
);

/** `POST /api/auth/phone/verify`: the number, its code, and a name for an account it makes (optional). */
export const phoneVerifySchema = v.object({
  phone: mobileNumber,
  code: phoneCodeField,
  name: v.optional(
    v.pipe(
      v.string(() => phoneCopy.validation.name),
      visibleText,
      v.trim(),
      v.maxLength(NAME_MAX, () => phoneCopy.validation.name),
      v.check(
        (name) => name === "" || hasLetterOrDigit(name),
        () => phoneCopy.validation.name,
      ),
    ),
    "",
  ),
});

export type PhoneStartInput = v.InferOutput<typeof phoneStartSchema>;
export type PhoneVerifyInput = v.InferOutput<typeof phoneVerifySchema>;
