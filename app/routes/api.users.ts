import { getConfig, getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { accountsCopy } from "~/i18n/accounts.ts";
import { signInWithPassword } from "~/server/auth.ts";
import { json, jsonError, methodNotAllowed, readBody, tooManyRequests } from "~/server/http.ts";
import { listAdmins, registerUser, toSessionUser } from "~/domain/accounts/users.server.ts";
import { sendVerificationEmail } from "~/domain/accounts/verification.server.ts";
import { sendResetOnRegisterAgain } from "~/domain/accounts/password-reset.server.ts";
import { clientAddress, takeAttempt } from "~/domain/rate-limit.server.ts";
import { requestLanguage } from "~/server/language.ts";
import { registerSchema } from "~/schemas/auth.ts";
import { parseInput } from "~/schemas/parse.ts";
import { failureResponse } from "~/server/failures.ts";
import { userFailures } from "~/server/failures/accounts.ts";
import { requireAdmin } from "~/server/guards.ts";
import { toApiAdmin, toApiUser } from "~/server/user-api.ts";
import type { Route } from "./+types/api.users";

/**
 * GET `?admin=true` (admins only): `{items: [{email, displayName, admin, configured}]}`, every admin, oldest first;
 * `configured` when ADMIN_EMAILS names them. There is no list of every user: any other GET is a 405.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get("admin") !== "true") return methodNotAllowed("POST");
  await requireAdmin(context);
  const { adminEmails } = getConfig(context).auth;
  const admins = await listAdmins(getDatabase(context), adminEmails);
  return json({
    items: admins.map(({ user, configured }) => toApiAdmin(toSessionUser(user, adminEmails), configured)),
  });
}

/**
 * POST `{name, email, password}`: create the account, then sign it in. It can shop at once; its address stays
 * unverified (`emailVerified: false`) until the owner follows the link this sends (event `verify-email`).
 * At most REGISTRATIONS_PER_ADDRESS_HOUR (5) an hour from one client address (an IPv6 /64 counts as one), 429 past that. An address that already has
 * an account is 409 and creates nothing, but its owner is emailed a reset link (event `password-reset`): the owner
 * of an address someone else registered first takes it back through it (decision 044).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const config = getConfig(context);
  const db = getDatabase(context);

  const parsed = parseInput(registerSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });

  const client = clientAddress(request);
  if (client) {
    const limit = await takeAttempt(db, `register:${client}`, {
      max: config.auth.registrationsPerAddressHour,
      windowMs: 60 * 60_000,
    });
    if (limit.limited)
      return tooManyRequests(limit.retryAfterSeconds, accountsCopy.register.tooMany(limit.retryAfterSeconds));
  }

  const links = {
    settings: config.notifications,
    language: requestLanguage(request),
    secret: config.auth.secret,
  };
  const registered = await registerUser(db, parsed.value);
  if (!registered.ok) {
    await sendResetOnRegisterAgain(db, parsed.value.email, links);
    return failureResponse(userFailures[registered.reason]);
  }

  await sendVerificationEmail(db, { ...registered.user, emailVerified: false }, links);
  const signedIn = await signInWithPassword(request, config.auth, db, parsed.value);
  return json(
    { user: toApiUser(toSessionUser(registered.user, config.auth.adminEmails)) },
    { status: 201, setCookies: signedIn.ok ? signedIn.setCookies : [] },
  );
}
