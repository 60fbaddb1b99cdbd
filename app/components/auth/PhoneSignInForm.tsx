import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { phoneCopy } from "~/i18n/phone.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import { phoneStartSchema, phoneVerifySchema } from "~/schemas/phone-sign-in.ts";
import type { AuthResult } from "~/client/auth-client.ts";
import { useSubmit } from "~/client/submit.ts";
import { Button } from "~/ui/button.tsx";
import { focusFirstInvalid } from "~/ui/form.ts";
import * as Input from "~/ui/input.tsx";

export interface PhoneSignInFormProps {
  phoneRef: RefObject<HTMLInputElement | null>;
  /** Texts a code to the number (canonical, 01XXXXXXXXX). */
  onSendCode(phone: string): Promise<AuthResult>;
  onSignIn(values: { phone: string; code: string; name: string }): Promise<AuthResult>;
  /** The dialog's alert: a refusal's words, or null to clear them. */
  onError(message: string | null): void;
}

/** A texted code's input: digits, which the phone may fill in from the SMS (`one-time-code`). */
export const CODE_INPUT = {
  name: "code",
  type: "text",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  maxLength: 12,
  "aria-required": "true",
} as const;

/** A code the server will no longer take: expired (410) or tried too often (429). A new one is the way on. */
function codeIsDead(result: AuthResult): boolean {
  return !result.ok && (result.status === 410 || result.status === 429);
}

/**
 * Signing in with a mobile number (issue 50): the number and "Send code", then the texted code (and a name for a
 * new account) and "Sign in", with "Send a new code" and "Change number". Checks each step with the shared schema
 * before it calls; the dialog shows refusals in its alert.
 */
export function PhoneSignInForm({ phoneRef, ...props }: PhoneSignInFormProps) {
  const [typedPhone, setTypedPhone] = useState("");
  /** The number the latest code went to; null until one was sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [codeDead, setCodeDead] = useState(false);
  const { busy, run } = useSubmit();
  const phoneForm = useRef<HTMLFormElement>(null);
  const codeForm = useRef<HTMLFormElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  // A code sent: its field is where the shopper goes next.
  useEffect(() => {
    if (sentTo) codeInput.current?.focus();
  }, [sentTo]);

  async function sendCode(phone: string) {
    if (busy) return;
    const parsed = parseInput(phoneStartSchema, { phone });
    if (!parsed.ok) {
      setFieldErrors(parsed.fieldErrors);
      focusFirstInvalid(phoneForm.current, ["phone"], parsed.fieldErrors);
      return;
    }
    setFieldErrors({});
    props.onError(null);
    const result = await run(() => props.onSendCode(parsed.value.phone));
    if (!result.ok) {
      props.onError(result.error);
      setFieldErrors(result.fieldErrors ?? {});
      return;
    }
    setSentTo(parsed.value.phone);
    setCode("");
    setCodeDead(false);
    codeInput.current?.focus();
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !sentTo || codeDead) return;
    const parsed = parseInput(phoneVerifySchema, { phone: sentTo, code, name });
    if (!parsed.ok) {
      setFieldErrors(parsed.fieldErrors);
      focusFirstInvalid(codeForm.current, ["code", "name"], parsed.fieldErrors);
      return;
    }
    setFieldErrors({});
    props.onError(null);
    const result = await run(() => props.onSignIn(parsed.value));
    if (result.ok) return;
    props.onError(result.error);
    setFieldErrors(result.fieldErrors ?? {});
    setCode("");
    if (codeIsDead(result)) setCodeDead(true);
    else codeInput.current?.focus();
  }

  if (!sentTo) {
    return (
      <form
        ref={phoneForm}
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void sendCode(typedPhone);
        }}
      >
        <Input.Root invalid={fieldErrors.phone !== undefined}>
          <Input.Label>{phoneCopy.phone}</Input.Label>
          <Input.Control
            ref={phoneRef}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-required="true"
            value={typedPhone}
            onChange={(event) => {
              setTypedPhone(event.target.value);
              if (fieldErrors.phone !== undefined) setFieldErrors({});
            }}
          />
          <Input.HelperText>{phoneCopy.phoneHint}</Input.HelperText>
          <Input.ErrorText>{fieldErrors.phone}</Input.ErrorText>
        </Input.Root>
        <Button type="submit" size="lg" className={styles.fullWidth} disabled={busy}>
          {busy ? phoneCopy.sendingCode : phoneCopy.sendCode}
        </Button>
      </form>
    );
  }

  return (
    <form ref={codeForm} noValidate className={styles.form} onSubmit={signIn}>
      <p role="status" className={styles.sent}>
        {phoneCopy.sent(sentTo)}
      </p>
      <Input.Root invalid={fieldErrors.code !== undefined} disabled={codeDead}>
        <Input.Label>{phoneCopy.code}</Input.Label>
        <Input.Control
          ref={codeInput}
          {...CODE_INPUT}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (fieldErrors.code !== undefined) setFieldErrors((current) => ({ ...current, code: undefined }));
          }}
        />
        <Input.HelperText>{phoneCopy.codeHint}</Input.HelperText>
        <Input.ErrorText>{fieldErrors.code}</Input.ErrorText>
      </Input.Root>
      <Input.Root invalid={fieldErrors.name !== undefined} disabled={codeDead}>
        <Input.Label>{phoneCopy.name}</Input.Label>
        <Input.Control
          name="name"
          type="text"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Input.HelperText>{phoneCopy.nameHint}</Input.HelperText>
        <Input.ErrorText>{fieldErrors.name}</Input.ErrorText>
      </Input.Root>
      <Button type="submit" size="lg" className={styles.fullWidth} disabled={busy || codeDead}>
        {busy ? phoneCopy.signingIn : phoneCopy.signIn}
      </Button>
      <div className={styles.row}>
        <Button
          type="button"
          variant={codeDead ? "solid" : "outline"}
          disabled={busy}
          onClick={() => void sendCode(sentTo)}
        >
          {phoneCopy.sendAgain}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={busy}
          onClick={() => {
            props.onError(null);
            setFieldErrors({});
            setTypedPhone(sentTo);
            setSentTo(null);
          }}
        >
          {phoneCopy.changeNumber}
        </Button>
      </div>
    </form>
  );
}

const styles = {
  form: css({ display: "flex", flexDirection: "column", gap: "4" }),
  fullWidth: css({ width: "100%" }),
  sent: css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" }),
  row: css({ display: "flex", flexWrap: "wrap", gap: "2", justifyContent: "space-between" }),
};
