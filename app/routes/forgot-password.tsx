import { data, useNavigation } from "react-router";
import { ForgotPasswordForm } from "~/components/account/ForgotPasswordForm.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { accountsCopy } from "~/i18n/accounts.ts";
import { passwordResetRequestSchema } from "~/schemas/auth.ts";
import { parseInput } from "~/schemas/parse.ts";
import { readBody } from "~/server/http.ts";
import { askAnswer, askForReset } from "~/server/password-reset.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: accountsCopy.forgotPage.title },
  { name: "description", content: accountsCopy.forgotPage.description },
  { name: "robots", content: "noindex" },
];

/** Never cached: the answer names the address typed. A refusal's status comes with its headers (Retry-After). */
export function headers({ actionHeaders }: Route.HeadersArgs): Headers {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

/**
 * "Forgot password" (decision 044), as POST /api/password-reset: the sign-in dialog links here. The form posts to
 * this action, before the page is interactive (a plain form post) and after; the answer is the same whether or not
 * the address has an account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  const typed =
    typeof (body as { email?: unknown } | null)?.email === "string" ? (body as { email: string }).email : "";
  const parsed = parseInput(passwordResetRequestSchema, body);
  if (!parsed.ok)
    return data({ ok: false as const, email: typed, fieldError: parsed.fieldErrors.email }, { status: 400 });
  const answer = askAnswer(await askForReset(context, request, parsed.value.email), parsed.value.email);
  if (answer.retryAfterSeconds)
    return data(
      { ok: false as const, email: parsed.value.email, error: answer.message },
      { status: 429, headers: { "Retry-After": String(answer.retryAfterSeconds) } },
    );
  return data({ ok: true as const, email: parsed.value.email, message: answer.message }, { status: 202 });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return <ForgotPasswordForm answer={actionData} pending={navigation.state === "submitting"} />;
}

export const ErrorBoundary = RouteErrorBoundary;
