import { useId } from "react";
import { Form, Link } from "react-router";
import { css } from "styled-system/css";
import { accountsCopy } from "~/i18n/accounts.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Input from "~/ui/input.tsx";

/** What the last request answered: sent (the same words whether or not an account exists), or why not. */
export type ForgotPasswordAnswer =
  { ok: true; email: string; message: string } | { ok: false; error?: string; fieldError?: string; email: string };

export interface ForgotPasswordFormProps {
  answer?: ForgotPasswordAnswer;
  pending?: boolean;
}

/**
 * "Forgot password" (decision 044): one email address, posted to the page's own action, which works before the page
 * is interactive (a plain form post) and after (React Router's form). Once sent, it says to look in the inbox.
 */
export function ForgotPasswordForm({ answer, pending = false }: ForgotPasswordFormProps) {
  const texts = accountsCopy.forgotPage;
  const headingId = useId();
  const fieldError = answer && !answer.ok ? answer.fieldError : undefined;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h1 id={headingId} className={styles.heading}>
        {answer?.ok ? texts.sentHeading : texts.heading}
      </h1>
      {answer?.ok ? (
        <>
          <Alert tone="success">
            <span className={styles.wrap}>{answer.message}</span>
          </Alert>
          <Link to="/" className={styles.back}>
            {texts.toShop}
          </Link>
        </>
      ) : (
        <>
          <p className={styles.help}>{texts.intro}</p>
          {answer && !answer.ok && answer.error ? <Alert tone="error">{answer.error}</Alert> : null}
          <Form method="post" noValidate className={styles.form}>
            <Input.Root invalid={fieldError !== undefined}>
              <Input.Label>{texts.email}</Input.Label>
              <Input.Control
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                defaultValue={answer?.email ?? ""}
              />
              <Input.ErrorText>{fieldError}</Input.ErrorText>
            </Input.Root>
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? texts.submitting : texts.submit}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}

export const accountFormStyles = {
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: "4",
    maxW: "lg",
    mx: "auto",
    my: { base: "6", md: "12" },
    p: { base: "5", md: "8" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" }),
  help: css({ color: "fg.muted", overflowWrap: "anywhere" }),
  /** A long address breaks rather than widen a phone's page. */
  wrap: css({ overflowWrap: "anywhere" }),
  form: css({ display: "flex", flexDirection: "column", gap: "4" }),
  back: css({ color: "accent.text", textDecoration: "underline", alignSelf: "flex-start" }),
};

const styles = accountFormStyles;
