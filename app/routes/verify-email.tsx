import { data } from "react-router";
import { ResetPasswordForm } from "~/components/account/ResetPasswordForm.tsx";
import { VerifyEmailResult, type VerifyEmailState } from "~/components/account/VerifyEmailResult.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { accountsCopy } from "~/i18n/accounts.ts";
import { lookUpLink } from "~/domain/accounts/password-reset.server.ts";
import { findUserById } from "~/domain/accounts/users.server.ts";
import { verifyEmailToken } from "~/domain/accounts/verification.server.ts";
import type { Database } from "~/domain/database.ts";
import { getConfig, getDatabase } from "~/server/context.ts";
import { knownDevice } from "~/server/devices.ts";
import { getSessionUser } from "~/server/guards.ts";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [
  { title: accountsCopy.verifyPage.title },
  { name: "description", content: accountsCopy.verifyPage.description },
  { name: "robots", content: "noindex" },
];

/**
 * Never kept by any cache. The token in the address never leaves as a referrer: every page's Referrer-Policy is
 * strict-origin-when-cross-origin, which sends other sites the origin only.
 */
export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

const STATUS: Record<VerifyEmailState, number> = { verified: 200, used: 409, expired: 410, invalid: 400 };

/**
 * Whether this link must lead to choosing a password (decision 044): it is live, its account registered with a
 * password and nobody has verified it, and the browser following it shows no sign of having registered it (no
 * session of the account, no device cookie entry for it). Then the reader proved the mailbox but not the password:
 * perhaps the owner of an address a stranger registered first. Returns the account's address, or null.
 */
async function claimOf(request: Request, context: Route.LoaderArgs["context"], db: Database, token: string) {
  const link = await lookUpLink(db, token);
  if (link.kind !== "verify-email" || link.state !== "live" || link.userId === null) return null;
  const account = await findUserById(db, link.userId);
  if (!account?.passwordHash || account.emailVerifiedAt) return null;
  const reader = await getSessionUser(context);
  if (reader?.id === account.id) return null;
  if (await knownDevice(request, getConfig(context).auth.secret, account.email)) return null;
  return account.email;
}

/**
 * `/verify-email?token=...`, the link in the `verify-email` email (decisions 025, 044). Followed in the browser that
 * registered the account (its session or device cookie), it confirms the address, once, within 24 hours. Anywhere
 * else, for an account registered with a password, it leads to choosing the password instead (200, a form that
 * posts to /reset-password): reading the mail proves the address, not who set the password, so the link never
 * verifies a stranger's registration; choosing the password verifies the address and ends every other session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const db = getDatabase(context);
  const claim = await claimOf(request, context, db, token);
  if (claim) return data({ state: "claim" as const, email: claim, token });
  const result = await verifyEmailToken(db, token);
  const state: VerifyEmailState = result.ok ? "verified" : result.reason;
  return data({ state, email: result.ok ? result.email : null, token: null }, { status: STATUS[state] });
}

/** Following the link is the loader's one-time effect: never run it again for another form on the page. */
export function shouldRevalidate() {
  return false;
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "claim")
    return (
      <ResetPasswordForm state={{ kind: "form", mode: "claim", email: loaderData.email, token: loaderData.token }} />
    );
  return <VerifyEmailResult state={loaderData.state} email={loaderData.email} />;
}

export const ErrorBoundary = RouteErrorBoundary;
