import { data } from "react-router";
import { VerifyEmailResult, type VerifyEmailState } from "~/components/account/VerifyEmailResult.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { accountsCopy } from "~/copy-accounts.ts";
import { verifyEmailToken } from "~/domain/accounts/verification.server.ts";
import { getDatabase } from "~/server/context.ts";
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
 * `/verify-email?token=...`, the link in the `verify-email` email (decision 025): following it confirms the
 * account's address, once, within 24 hours; signed in or not, on any device. The page says what happened.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await verifyEmailToken(getDatabase(context), token);
  const state: VerifyEmailState = result.ok ? "verified" : result.reason;
  return data({ state, email: result.ok ? result.email : null }, { status: STATUS[state] });
}

/** Following the link is the loader's one-time effect: never run it again for another form on the page. */
export function shouldRevalidate() {
  return false;
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return <VerifyEmailResult state={loaderData.state} email={loaderData.email} />;
}

export const ErrorBoundary = RouteErrorBoundary;
