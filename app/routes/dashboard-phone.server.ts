/**
 * The dashboard's mobile-number card (issue 50): its two posts, answered by the same calls, schemas and failures as
 * `POST /api/auth/phone/start` and `/verify` for a signed-in account, with the API's status.
 */
import { data, type RouterContextProvider } from "react-router";
import type { SessionUser } from "~/domain/accounts/types.ts";
import { fieldErrorsOf } from "~/server/failures.ts";
import { startPhoneCode, verifyPhoneCode } from "~/server/phone-sign-in.ts";
import { parseInput } from "~/schemas/parse.ts";
import { phoneStartSchema, phoneVerifySchema } from "~/schemas/phone-sign-in.ts";
import { CONFIRM_PHONE_INTENT, type PhoneCardAnswer } from "~/components/account/PhoneNumberCard.tsx";
import { shopCopy } from "~/i18n/shop.ts";

type Context = Pick<RouterContextProvider, "get">;

function refused(status: number, answer: Extract<PhoneCardAnswer, { ok: false }>) {
  return data(answer, { status });
}

function typedPhone(body: unknown): string {
  const phone = body && typeof body === "object" && "phone" in body ? (body as { phone: unknown }).phone : "";
  return typeof phone === "string" ? phone : "";
}

/** `send-phone-code` `{phone}` texts an add-phone code; `confirm-phone` `{phone, code}` puts the number on the account. */
export async function phoneCardAction(
  context: Context,
  request: Request,
  user: SessionUser,
  intent: string,
  body: unknown,
) {
  const phone = typedPhone(body);
  if (intent === CONFIRM_PHONE_INTENT) {
    const parsed = parseInput(phoneVerifySchema, body);
    if (!parsed.ok)
      return refused(400, {
        phoneStep: parsed.fieldErrors.phone ? "phone" : "code",
        ok: false,
        phone,
        error: shopCopy.api.invalidInput,
        fieldErrors: { ...parsed.fieldErrors } as Record<string, string>,
      });
    const verified = await verifyPhoneCode(context, request, user, parsed.value, "add-phone");
    if (verified.ok) return { phoneStep: "added", ok: true, phone: parsed.value.phone } satisfies PhoneCardAnswer;
    const { answer } = verified;
    return refused(answer.status, {
      phoneStep: answer.status === 409 ? "phone" : "code",
      ok: false,
      phone: parsed.value.phone,
      error: answer.error,
      fieldErrors: fieldErrorsOf(answer),
    });
  }
  const parsed = parseInput(phoneStartSchema, body);
  if (!parsed.ok)
    return refused(400, {
      phoneStep: "phone",
      ok: false,
      phone,
      error: shopCopy.api.invalidInput,
      fieldErrors: { ...parsed.fieldErrors } as Record<string, string>,
    });
  const started = await startPhoneCode(context, request, user, { phone: parsed.value.phone, purpose: "add-phone" });
  if (started.ok) return { phoneStep: "code-sent", ok: true, phone: parsed.value.phone } satisfies PhoneCardAnswer;
  return refused(started.answer.status, {
    phoneStep: "phone",
    ok: false,
    phone: parsed.value.phone,
    error: started.answer.error,
    fieldErrors: fieldErrorsOf(started.answer),
  });
}
