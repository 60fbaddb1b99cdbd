import { useId } from "react";
import { Form, Link } from "react-router";
import { accountsCopy } from "~/i18n/accounts.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { AlertCircleIcon, CheckCircleIcon, DashboardIcon, LockIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/schemas/auth.ts";
import { accountFormStyles as styles } from "./ForgotPasswordForm.tsx";

export type LinkFailure = "used" | "expired" | "invalid";

/**
 * The page a password link leads to (decision 044): the form while the link works (a reset, or the claim of an
 * account someone else registered with this address), the outcome once it was posted.
 */
export type ResetPasswordState =
  | { kind: "form"; mode: "reset" | "claim"; email: string; token: string; error?: string; fieldError?: string }
  | { kind: "done"; email: string }
  | { kind: "failed"; reason: LinkFailure };

/** Where the form posts: the reset page's action, for the claim on /verify-email too. */
export function resetAction(token: string): string {
  return `/reset-password?token=${encodeURIComponent(token)}`;
}

export function ResetPasswordForm({ state, pending = false }: { state: ResetPasswordState; pending?: boolean }) {
  const texts = accountsCopy.resetPage;
  const headingId = useId();
  if (state.kind === "done")
    return (
      <EmptyState
        tone="accent"
        role="status"
        icon={<CheckCircleIcon />}
        title={texts.doneHeading}
        description={<span className={styles.help}>{texts.done(state.email)}</span>}
      >
        <Button asChild size="lg">
          <Link to="/dashboard">
            <DashboardIcon />
            {texts.signIn}
          </Link>
        </Button>
      </EmptyState>
    );
  if (state.kind === "failed")
    return (
      <EmptyState
        tone={state.reason === "used" ? "neutral" : "danger"}
        role="alert"
        icon={<AlertCircleIcon />}
        title={texts.failedHeading[state.reason]}
        description={texts.failed[state.reason]}
      >
        <Button asChild size="lg">
          <Link to="/forgot-password">
            <LockIcon />
            {texts.askAgain}
          </Link>
        </Button>
      </EmptyState>
    );
  const claim = state.mode === "claim";
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h1 id={headingId} className={styles.heading}>
        {claim ? accountsCopy.claim.heading : texts.heading}
      </h1>
      <p className={styles.help}>{claim ? accountsCopy.claim.intro(state.email) : texts.intro(state.email)}</p>
      {state.error ? <Alert tone="error">{state.error}</Alert> : null}
      <Form method="post" action={resetAction(state.token)} noValidate className={styles.form}>
        <input type="hidden" name="token" value={state.token} />
        {/* The account's address, for password managers to save the new password under. */}
        <input type="hidden" name="username" autoComplete="username" value={state.email} />
        <Input.Root invalid={state.fieldError !== undefined}>
          <Input.Label>{texts.password}</Input.Label>
          <Input.Control
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
          />
          {state.fieldError === undefined ? <Input.HelperText>{texts.passwordHelp}</Input.HelperText> : null}
          <Input.ErrorText>{state.fieldError}</Input.ErrorText>
        </Input.Root>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? texts.submitting : claim ? accountsCopy.claim.submit : texts.submit}
        </Button>
      </Form>
    </section>
  );
}
