import { Portal } from "@ark-ui/react/portal";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import type { GenericSchema, InferOutput } from "valibot";
import { shopCopy } from "~/i18n/shop.ts";
import { phoneCopy } from "~/i18n/phone.ts";
import { loginSchema, registerSchema } from "~/schemas/auth.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import type { AuthResult } from "~/client/auth-client.ts";
import type { AuthTab } from "~/client/ui.ts";
import { useSubmit } from "~/client/submit.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Dialog from "~/ui/dialog.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import { CloseIcon, GoogleMark, LogoMark } from "~/ui/icons.tsx";
import { focusFirstInvalid } from "~/ui/form.ts";
import * as Input from "~/ui/input.tsx";
import * as Tabs from "~/ui/tabs.tsx";
import { PhoneSignInForm } from "./PhoneSignInForm.tsx";

export interface AuthDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  tab: AuthTab;
  onTabChange(tab: AuthTab): void;
  onSignIn(values: { email: string; password: string }): Promise<AuthResult>;
  onRegister(values: { name: string; email: string; password: string }): Promise<AuthResult>;
  onGoogle(): Promise<AuthResult>;
  /** Texts a sign-in code to a mobile number (issue 50). */
  onSendPhoneCode(phone: string): Promise<AuthResult>;
  onPhoneSignIn(values: { phone: string; code: string; name: string }): Promise<AuthResult>;
  googleEnabled: boolean;
  /** A message to show on open, e.g. a failed Google sign-in. */
  error?: string | null;
}

/**
 * The sign-in and registration modal. It only reports what the shopper asked for; the container signs in,
 * closes the dialog and navigates. Its content unmounts once closed, so every opening starts with empty forms.
 */
export function AuthDialog(props: AuthDialogProps) {
  const signInEmail = useRef<HTMLInputElement>(null);
  const registerName = useRef<HTMLInputElement>(null);
  const phone = useRef<HTMLInputElement>(null);
  const firstField = { signin: signInEmail, register: registerName, phone }[props.tab];
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      initialFocusEl={() => firstField.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <AuthPanel {...props} signInEmail={signInEmail} registerName={registerName} phone={phone} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AuthPanel(
  props: AuthDialogProps & {
    signInEmail: RefObject<HTMLInputElement | null>;
    registerName: RefObject<HTMLInputElement | null>;
    phone: RefObject<HTMLInputElement | null>;
  },
) {
  const [alertMessage, setAlertMessage] = useState(props.error ?? null);
  // A new error from the container replaces what is shown (React's "adjust state while rendering" pattern).
  const [shownError, setShownError] = useState(props.error);
  if (props.error !== shownError) {
    setShownError(props.error);
    setAlertMessage(props.error ?? null);
  }
  const [googlePending, setGooglePending] = useState(false);
  const googleNoteId = useId();
  const signingIn = props.tab === "signin";
  const byPhone = props.tab === "phone";

  async function continueWithGoogle() {
    setAlertMessage(null);
    setGooglePending(true);
    const result = await props.onGoogle();
    // On success the browser is leaving for Google, so the button stays disabled.
    if (!result.ok) {
      setGooglePending(false);
      setAlertMessage(result.error);
    }
  }

  return (
    <>
      <div className={styles.header}>
        <LogoMark className={styles.logo} />
        <Dialog.Title className={styles.title}>
          {byPhone ? phoneCopy.dialog.title : signingIn ? shopCopy.auth.dialogTitle : shopCopy.auth.registerTitle}
        </Dialog.Title>
        <Dialog.Description>
          {byPhone
            ? phoneCopy.dialog.description
            : signingIn
              ? shopCopy.auth.signInDescription
              : shopCopy.auth.registerDescription}
        </Dialog.Description>
      </div>

      {byPhone ? (
        <div className={styles.form}>
          {alertMessage ? <Alert tone="error">{alertMessage}</Alert> : null}
          <PhoneSignInForm
            phoneRef={props.phone}
            onSendCode={props.onSendPhoneCode}
            onSignIn={props.onPhoneSignIn}
            onError={setAlertMessage}
          />
        </div>
      ) : (
        <Tabs.Root
          variant="enclosed"
          value={props.tab}
          onValueChange={(details) => {
            setAlertMessage(null);
            props.onTabChange(details.value === "register" ? "register" : "signin");
          }}
        >
          <Tabs.List>
            <Tabs.Trigger value="signin">{shopCopy.auth.signInTab}</Tabs.Trigger>
            <Tabs.Trigger value="register">{shopCopy.auth.registerTab}</Tabs.Trigger>
            <Tabs.Indicator />
          </Tabs.List>

          {alertMessage ? <Alert tone="error">{alertMessage}</Alert> : null}

          <Tabs.Content value="signin">
            <AuthForm
              schema={loginSchema}
              fields={[
                { name: "email", label: shopCopy.auth.email, type: "email", autoComplete: "email" },
                { name: "password", label: shopCopy.auth.password, type: "password", autoComplete: "current-password" },
              ]}
              firstFieldRef={props.signInEmail}
              submitLabel={shopCopy.auth.signIn}
              pendingLabel={shopCopy.auth.signingIn}
              onSubmit={props.onSignIn}
              onError={setAlertMessage}
            />
            {/* A page of its own (decision 044): a document load that closes the dialog and works before hydration. */}
            <a href="/forgot-password" className={styles.forgot}>
              {shopCopy.auth.forgotPassword}
            </a>
          </Tabs.Content>
          <Tabs.Content value="register">
            <AuthForm
              schema={registerSchema}
              fields={[
                { name: "name", label: shopCopy.auth.name, type: "text", autoComplete: "name" },
                { name: "email", label: shopCopy.auth.email, type: "email", autoComplete: "email" },
                { name: "password", label: shopCopy.auth.password, type: "password", autoComplete: "new-password" },
              ]}
              firstFieldRef={props.registerName}
              submitLabel={shopCopy.auth.createAccount}
              pendingLabel={shopCopy.auth.creatingAccount}
              onSubmit={props.onRegister}
              onError={setAlertMessage}
            />
          </Tabs.Content>
        </Tabs.Root>
      )}

      <div className={styles.divider}>{shopCopy.auth.orContinueWith}</div>

      <div className={styles.provider}>
        <Button
          variant="outline"
          size="lg"
          className={styles.fullWidth}
          disabled={!props.googleEnabled || googlePending}
          aria-describedby={props.googleEnabled ? undefined : googleNoteId}
          onClick={continueWithGoogle}
        >
          <GoogleMark />
          {shopCopy.auth.google}
        </Button>
        {/* A choice, not a tab: the dialog's tabs stay Sign in and Register, which fit a 320 px phone. */}
        <Button
          variant="outline"
          size="lg"
          className={styles.fullWidth}
          onClick={() => {
            setAlertMessage(null);
            props.onTabChange(byPhone ? "signin" : "phone");
          }}
        >
          {byPhone ? phoneCopy.dialog.useEmail : phoneCopy.dialog.choose}
        </Button>
        {props.googleEnabled ? null : (
          <p id={googleNoteId} className={styles.providerNote}>
            {shopCopy.auth.googleNotConfigured}
          </p>
        )}
      </div>

      <Dialog.CloseTrigger asChild>
        <IconButton aria-label={shopCopy.auth.close}>
          <CloseIcon />
        </IconButton>
      </Dialog.CloseTrigger>
    </>
  );
}

interface FieldSpec {
  name: string;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
}

/**
 * One tab's form: checks the input with the shared schema before calling `onSubmit`, shows each field's
 * message under it, and after a refusal keeps what was typed except the password.
 */
function AuthForm<TSchema extends GenericSchema>(props: {
  schema: TSchema;
  fields: FieldSpec[];
  firstFieldRef: RefObject<HTMLInputElement | null>;
  submitLabel: string;
  pendingLabel: string;
  onSubmit(values: InferOutput<TSchema>): Promise<AuthResult>;
  onError(message: string | null): void;
}) {
  const emptyValues = () => Object.fromEntries(props.fields.map((field) => [field.name, ""]));
  const fieldNames = props.fields.map((field) => field.name);
  const [values, setValues] = useState<Record<string, string>>(emptyValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { busy: pending, run: send } = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = parseInput(props.schema, values);
    if (!parsed.ok) {
      setFieldErrors(parsed.fieldErrors);
      focusFirstInvalid(formRef.current, fieldNames, parsed.fieldErrors);
      return;
    }
    setFieldErrors({});
    props.onError(null);
    const result = await send(() => props.onSubmit(parsed.value));
    if (result.ok) {
      setValues(emptyValues());
      return;
    }
    props.onError(result.error);
    setFieldErrors(result.fieldErrors ?? {});
    setValues((current) => ({ ...current, password: "" }));
    focusFirstInvalid(formRef.current, fieldNames, result.fieldErrors ?? {});
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={styles.form}>
      {props.fields.map((field, index) => {
        const error = fieldErrors[field.name];
        return (
          <Input.Root key={field.name} invalid={error !== undefined}>
            <Input.Label>{field.label}</Input.Label>
            <Input.Control
              ref={index === 0 ? props.firstFieldRef : undefined}
              name={field.name}
              type={field.type}
              aria-required="true"
              autoComplete={field.autoComplete}
              value={values[field.name] ?? ""}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field.name]: value }));
                if (error !== undefined) setFieldErrors((current) => ({ ...current, [field.name]: undefined }));
              }}
            />
            <Input.ErrorText>{error}</Input.ErrorText>
          </Input.Root>
        );
      })}
      <Button type="submit" size="lg" className={styles.fullWidth} disabled={pending}>
        {pending ? props.pendingLabel : props.submitLabel}
      </Button>
    </form>
  );
}

const styles = {
  header: css({ display: "flex", flexDirection: "column", gap: "1", mb: "5" }),
  logo: css({ w: "10", h: "10", mb: "2", color: "accent.default" }),
  // The close button sits beside the logo, so the title may use the whole width.
  title: css({ pe: "0", fontSize: { base: "lg", sm: "xl" } }),
  form: css({ display: "flex", flexDirection: "column", gap: "4" }),
  fullWidth: css({ width: "100%" }),
  divider: css({
    display: "flex",
    alignItems: "center",
    gap: "3",
    my: "5",
    fontSize: "sm",
    color: "fg.muted",
    _before: { content: '""', flex: "1", borderTopWidth: "1px", borderColor: "border.default" },
    _after: { content: '""', flex: "1", borderTopWidth: "1px", borderColor: "border.default" },
  }),
  provider: css({ display: "flex", flexDirection: "column", gap: "2" }),
  providerNote: css({ fontSize: "sm", color: "fg.muted", textAlign: "center" }),
  forgot: css({
    display: "inline-block",
    mt: "3",
    py: "1",
    fontSize: "sm",
    color: "accent.text",
    textDecoration: "underline",
    _hover: { textDecoration: "none" },
  }),
};
