import { data, useNavigation } from "react-router";
import { ResetPasswordForm, type ResetPasswordState } from "~/components/account/ResetPasswordForm.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { accountsCopy } from "~/i18n/accounts.ts";
import { lookUpLink } from "~/domain/accounts/password-reset.server.ts";
import { passwordResetConfirmSchema } from "~/schemas/auth.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase } from "~/server/context.ts";
import { readBody } from "~/server/http.ts";
import { confirmAnswer, LINK_STATUS, setNewPassword } from "~/server/password-reset.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: accountsCopy.resetPage.title },
  { name: "description", content: accountsCopy.resetPage.description },
  { name: "robots", content: "noindex" },
];

/**
 * Never kept by any cache; the token in the address never leaves as a referrer (every page's Referrer-Policy is
 * strict-origin-when-cross-origin).
 */
export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

/**
 * `/reset-password?token=...`, the link of a `password-reset` email (decision 044): the form to choose a new
 * password while the link works (200), or why it does not (409 used, 410 expired, 400 not ours). Looking does not
 * use the link: only posting a password does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await lookUpLink(getDatabase(context), token);
  if (link.state !== "live" || !link.email) {
    const reason = link.state === "live" ? "invalid" : link.state;
    return data({ kind: "failed", reason } satisfies ResetPasswordState, { status: LINK_STATUS[reason] });
  }
  const mode = link.kind === "verify-email" ? "claim" : "reset";
  return data({ kind: "form", mode, email: link.email, token } satisfies ResetPasswordState);
}

/**
 * The form's post (also the claim form of /verify-email), as POST /api/password-reset/confirm: the address verified,
 * the password replaced and every session ended, in one batch. Works before the page is interactive.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  const parsed = parseInput(passwordResetConfirmSchema, body);
  const token =
    typeof (body as { token?: unknown } | null)?.token === "string" ? (body as { token: string }).token : "";
  if (!parsed.ok) {
    const link = await lookUpLink(getDatabase(context), token);
    if (link.state !== "live" || !link.email) {
      const reason = link.state === "live" ? "invalid" : link.state;
      return data({ kind: "failed", reason } satisfies ResetPasswordState, { status: LINK_STATUS[reason] });
    }
    return data(
      {
        kind: "form",
        mode: link.kind === "verify-email" ? "claim" : "reset",
        email: link.email,
        token,
        fieldError: parsed.fieldErrors.password ?? accountsCopy.resetPage.passwordHelp,
      } satisfies ResetPasswordState,
      { status: 400 },
    );
  }
  const result = await setNewPassword(context, parsed.value.token, parsed.value.password);
  if (!result.ok)
    return data({ kind: "failed", reason: result.reason } satisfies ResetPasswordState, {
      status: confirmAnswer(result).status,
    });
  // The status said outright: after the action the loader runs again and finds the link used (409), and an
  // action's own status is the page's only when it gives one.
  return data({ kind: "done", email: result.email } satisfies ResetPasswordState, { status: 200 });
}

/** The link is looked at once; after a post, the action's answer is what the page shows. */
export function shouldRevalidate() {
  return false;
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const state = (actionData ?? loaderData) as ResetPasswordState;
  return <ResetPasswordForm state={state} pending={navigation.state === "submitting"} />;
}

export const ErrorBoundary = RouteErrorBoundary;
