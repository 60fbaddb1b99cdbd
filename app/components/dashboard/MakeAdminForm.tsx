import { type FormEvent, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { makeAdminSchema } from "~/schemas/auth.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import { adminPanel } from "./admin-panel.ts";
import * as Input from "~/ui/input.tsx";

export type MakeAdminResult = { ok: true; message: string } | { ok: false; error?: string; fieldErrors?: FieldErrors };

export interface MakeAdminFormProps {
  pending: boolean;
  /** The outcome of the last submit; a new object each time, so a repeated answer shows again. */
  result?: MakeAdminResult;
  onSubmit(email: string): void;
}

/** Admin screen "Add Admin": one email, checked with the shared schema before it is sent. */
export function MakeAdminForm(props: MakeAdminFormProps) {
  const [email, setEmail] = useState("");
  const [localError, setLocalError] = useState<string>();
  const [visibleResult, setVisibleResult] = useState(props.result);
  // A new result replaces what is shown, and a success empties the field (React's "adjust state while rendering").
  const [seenResult, setSeenResult] = useState(props.result);
  if (props.result !== seenResult) {
    setSeenResult(props.result);
    setVisibleResult(props.result);
    if (props.result?.ok) setEmail("");
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const serverFieldError = visibleResult && !visibleResult.ok ? visibleResult.fieldErrors?.email : undefined;
  const fieldError = localError ?? serverFieldError;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.pending) return;
    setVisibleResult(undefined);
    const parsed = parseInput(makeAdminSchema, { email });
    if (!parsed.ok) {
      setLocalError(parsed.fieldErrors.email ?? shopCopy.auth.validation.email);
      inputRef.current?.focus();
      return;
    }
    setLocalError(undefined);
    props.onSubmit(parsed.value.email);
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {dashboardCopy.dashboard.makeAdmin.heading}
      </h1>

      {visibleResult?.ok ? <Alert tone="success">{visibleResult.message}</Alert> : null}
      {visibleResult && !visibleResult.ok && visibleResult.error ? (
        <Alert tone="error">{visibleResult.error}</Alert>
      ) : null}

      <form method="post" noValidate onSubmit={submit} className={styles.form}>
        <Input.Root invalid={fieldError !== undefined} className={styles.field}>
          <Input.Label>{dashboardCopy.dashboard.makeAdmin.email}</Input.Label>
          <Input.Control
            ref={inputRef}
            name="email"
            type="email"
            autoComplete="off"
            aria-required="true"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setLocalError(undefined);
            }}
          />
          {fieldError === undefined ? (
            <Input.HelperText>{dashboardCopy.dashboard.makeAdmin.help}</Input.HelperText>
          ) : null}
          <Input.ErrorText>{fieldError}</Input.ErrorText>
        </Input.Root>
        <Button type="submit" className={styles.submit} disabled={props.pending}>
          {props.pending ? dashboardCopy.dashboard.makeAdmin.submitting : dashboardCopy.dashboard.makeAdmin.submit}
        </Button>
      </form>
    </section>
  );
}

const styles = {
  panel: adminPanel,
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" }),
  form: css({
    display: "flex",
    flexDirection: { base: "column", sm: "row" },
    alignItems: { base: "stretch", sm: "flex-start" },
    gap: "3",
  }),
  field: css({ flex: "1" }),
  // Lines the button up with the input, below the label.
  submit: css({ sm: { mt: "7" } }),
};
