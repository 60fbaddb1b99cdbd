/**
 * Signing in with a mobile number over HTTP (issue 50), for `POST /api/auth/phone/start` and `/verify` and the
 * dashboard's number card alike: who is asking, one domain call, and what each outcome answers.
 */
import type { RouterContextProvider } from "react-router";
import type { PhoneCodePurpose } from "@db/enums.ts";
import type { User } from "@db/schema.ts";
import { phoneCopy } from "~/i18n/phone.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";
import {
  addPhoneToAccount,
  checkPhoneCode,
  latestPhoneCode,
  sendPhoneCode,
} from "~/domain/accounts/phone-sign-in.server.ts";
import { clientAddress } from "~/domain/rate-limit.server.ts";
import type { PhoneVerifyInput } from "~/schemas/phone-sign-in.ts";
import { signInWithPhoneCode } from "./auth.ts";
import { getConfig, getDatabase } from "./context.ts";
import type { FailureAnswer } from "./failures.ts";
import { codeFailure, phoneTakenFailure } from "./failures/phone.ts";
import { requestLanguage } from "./language.ts";

type Context = Pick<RouterContextProvider, "get">;

/** A refusal, and the seconds to wait when it is a limit (`Retry-After`). */
export type PhoneRefusal = { ok: false; answer: FailureAnswer; retryAfterSeconds?: number };

/**
 * Texts a code to `phone`. The caller's purpose, else `add-phone` when signed in and `sign-in` when not; adding a
 * number needs an account (401). The same answer whether or not the number has an account.
 */
export async function startPhoneCode(
  context: Context,
  request: Request,
  user: SessionUser | null,
  input: { phone: string; purpose?: PhoneCodePurpose },
): Promise<{ ok: true } | PhoneRefusal> {
  const purpose = input.purpose ?? (user ? "add-phone" : "sign-in");
  if (purpose === "add-phone" && !user)
    return { ok: false, answer: { status: 401, error: phoneCopy.errors.signInToAdd } };
  const config = getConfig(context);
  const sent = await sendPhoneCode(
    getDatabase(context),
    { phone: input.phone, purpose, userId: purpose === "add-phone" ? user!.id : null },
    {
      settings: config.notifications,
      language: requestLanguage(request),
      secret: config.auth.secret,
      client: clientAddress(request),
    },
  );
  if (sent.ok) return { ok: true };
  const error =
    sent.reason === "too-many-codes"
      ? phoneCopy.errors.tooManyCodes(sent.retryAfterSeconds)
      : phoneCopy.errors.tooManyFromNetwork(sent.retryAfterSeconds);
  return { ok: false, answer: { status: 429, error, field: "phone" }, retryAfterSeconds: sent.retryAfterSeconds };
}

export type PhoneVerified =
  | { ok: true; kind: "signed-in"; user: User; created: boolean; setCookies: string[] }
  | { ok: true; kind: "phone-added"; phone: string; moved: { orders: number; addresses: number } };

/**
 * Checks a code. Signed in with an add-phone code waiting: the number goes on the account (with the orders of an
 * account that had only the number). Otherwise a sign-in: the number's account, or a new one, gets a session.
 */
export async function verifyPhoneCode(
  context: Context,
  request: Request,
  user: SessionUser | null,
  input: PhoneVerifyInput,
  /** `add-phone`: only adding the number (the dashboard's card); a sign-in code is not taken. */
  only?: "add-phone",
): Promise<PhoneVerified | PhoneRefusal> {
  const config = getConfig(context);
  const db = getDatabase(context);
  const latest = user ? await latestPhoneCode(db, input.phone, user.id) : undefined;
  if (only === "add-phone" && latest?.purpose !== "add-phone")
    return { ok: false, answer: codeFailure({ ok: false, reason: "no-code" }) };
  if (user && latest?.purpose === "add-phone") {
    const checked = await checkPhoneCode(
      db,
      { phone: input.phone, code: input.code, purpose: "add-phone", userId: user.id },
      { secret: config.auth.secret },
    );
    if (!checked.ok) return { ok: false, answer: codeFailure(checked) };
    const added = await addPhoneToAccount(db, user.id, input.phone);
    if (!added.ok) return { ok: false, answer: phoneTakenFailure() };
    return { ok: true, kind: "phone-added", phone: input.phone, moved: added.moved };
  }
  const signedIn = await signInWithPhoneCode(request, config.auth, db, input);
  if (signedIn.ok) return { ...signedIn, kind: "signed-in" };
  if (signedIn.reason === "invalid") return { ok: false, answer: { status: 400, error: phoneCopy.errors.noCode } };
  return { ok: false, answer: codeFailure(signedIn) };
}
