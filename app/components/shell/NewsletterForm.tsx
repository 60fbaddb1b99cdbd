import { type FormEvent, useEffect, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { NEWSLETTER_ACTION, type NewsletterAnswer } from "~/client/newsletter.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { subscribeSchema } from "~/schemas/newsletter.ts";
import { parseInput } from "~/schemas/parse.ts";
import { Button } from "~/ui/button.tsx";
import * as Input from "~/ui/input.tsx";

export interface NewsletterFormProps {
  pending: boolean;
  /** The last answer; a new object each time, so a repeated answer shows again. */
  result?: NewsletterAnswer;
  onSubmit(email: string): void;
  /** `inverse` on the footer's dark background. */
  tone?: "inverse" | "default";
}

/**
 * The newsletter sign-up: one email, checked with the shared schema before it is sent. A success replaces the form
 * with the thank-you; a refusal shows under the field. Before hydration it is a plain form post to /newsletter.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const [email, setEmail] = useState("");
  const [localError, setLocalError] = useState<string>();
  const [shown, setShown] = useState(props.result);
  const [seen, setSeen] = useState(props.result);
  if (props.result !== seen) {
    setSeen(props.result);
    setShown(props.result);
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const submitted = useRef(false);
  const inverse = (props.tone ?? "inverse") === "inverse";
  // The form goes once thanked: focus moves to the thank-you instead of being lost with the button.
  useEffect(() => {
    if (shown?.ok && submitted.current) thanksRef.current?.focus();
  }, [shown]);

  if (shown?.ok) {
    return (
      <p ref={thanksRef} tabIndex={-1} role="status" className={cx(styles.thanks, inverse && styles.thanksInverse)}>
        {shown.message}
      </p>
    );
  }

  const error = localError ?? (shown && !shown.ok ? shown.error : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.pending) return;
    setShown(undefined);
    const parsed = parseInput(subscribeSchema, { email });
    if (!parsed.ok) {
      setLocalError(parsed.fieldErrors.email ?? shopCopy.auth.validation.email);
      inputRef.current?.focus();
      return;
    }
    setLocalError(undefined);
    submitted.current = true;
    props.onSubmit(parsed.value.email);
  }

  return (
    <form method="post" action={NEWSLETTER_ACTION} noValidate onSubmit={submit} className={styles.form}>
      <Input.Root invalid={error !== undefined} className={styles.field}>
        <Input.Label className={css({ srOnly: true })}>{shopCopy.footer.emailPlaceholder}</Input.Label>
        <div className={styles.row}>
          <Input.Control
            ref={inputRef}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={shopCopy.footer.emailPlaceholder}
            aria-required="true"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setLocalError(undefined);
            }}
            className={styles.input}
          />
          <Button type="submit" disabled={props.pending}>
            {props.pending ? shopCopy.newsletter.submitting : shopCopy.footer.submit}
          </Button>
        </div>
        <Input.ErrorText className={cx(inverse && styles.errorInverse)}>{error}</Input.ErrorText>
      </Input.Root>
    </form>
  );
}

const styles = {
  form: css({ width: "100%", maxW: "md" }),
  field: css({ width: "100%" }),
  row: css({ display: "flex", gap: "2", width: "100%" }),
  input: css({ flex: "1", minW: "0", bg: "bg.surface" }),
  errorInverse: css({ color: "fg.inverse", fontWeight: "medium" }),
  thanks: css({ fontSize: "sm", fontWeight: "medium", color: "success.emphasized", outline: "none" }),
  thanksInverse: css({ color: "fg.inverse" }),
};
