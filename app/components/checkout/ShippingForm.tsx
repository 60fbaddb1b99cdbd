import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { copy } from "~/copy.ts";
import { shippingSchema } from "~/schemas/order.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import { Button } from "~/ui/button.tsx";
import { LockIcon } from "~/ui/icons.tsx";
import { focusFirstInvalid } from "~/ui/form.ts";
import * as Input from "~/ui/input.tsx";
import { TextField } from "./TextField.tsx";

export interface ShippingValues {
  name: string;
  mobile: string;
}

export interface ShippingFormProps {
  /** The signed-in shopper's email: shown, not editable (orders belong to the account). */
  email: string;
  defaultValues: ShippingValues;
  /** The values as the shared schema returns them (trimmed). */
  onSubmit(values: ShippingValues): void;
  /** Every edit, as typed (the route keeps a draft). */
  onChange?(values: ShippingValues): void;
  disabled?: boolean;
}

const FIELDS = ["name", "mobile"] as const;

/**
 * The checkout's 'Shipping & Billing' step. Checked with the shared schema on submit, then again whenever a field
 * is left, so a fixed mistake clears without another submit.
 */
export function ShippingForm(props: ShippingFormProps) {
  const texts = copy.checkoutPage;
  const [values, setValues] = useState<ShippingValues>(props.defaultValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  function update(field: keyof ShippingValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    props.onChange?.(next);
  }

  function revalidate() {
    if (!submitted) return;
    const parsed = parseInput(shippingSchema, values);
    setErrors(parsed.ok ? {} : parsed.fieldErrors);
  }

  /** What every field takes from the form: its name, value, error and handlers. */
  function fieldProps(field: keyof ShippingValues) {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      disabled: props.disabled,
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
      onBlur: revalidate,
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.disabled) return;
    setSubmitted(true);
    const parsed = parseInput(shippingSchema, values);
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      focusFirstInvalid(formRef.current, FIELDS, parsed.fieldErrors);
      return;
    }
    setErrors({});
    props.onSubmit(parsed.value);
  }

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.intro}>
        <h1 id={headingId} className={styles.heading}>
          {texts.shippingHeading}
        </h1>
        <p className={styles.help}>{texts.shippingHelp}</p>
      </div>
      <form ref={formRef} method="post" noValidate onSubmit={submit} className={styles.form}>
        <TextField {...fieldProps("name")} label={texts.customerName} type="text" autoComplete="name" maxLength={80} />

        <Input.Root readOnly>
          <Input.Label>{texts.email}</Input.Label>
          <div className={styles.readOnlyWrap}>
            <Input.Control name="email" type="email" value={props.email} readOnly className={styles.readOnly} />
            <LockIcon className={styles.lock} />
          </div>
          <Input.HelperText>{texts.emailReadOnly}</Input.HelperText>
        </Input.Root>

        <TextField
          {...fieldProps("mobile")}
          label={texts.mobile}
          hint={texts.mobileHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={texts.mobilePlaceholder}
        />

        <Button type="submit" size="lg" className={styles.submit} disabled={props.disabled}>
          {texts.proceedToPayment}
        </Button>
      </form>
    </section>
  );
}

const styles = {
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: "5",
    p: { base: "5", md: "8" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
    minW: "0",
  }),
  intro: css({ display: "flex", flexDirection: "column", gap: "1" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" }),
  help: css({ color: "fg.muted", fontSize: "sm" }),
  form: css({ display: "flex", flexDirection: "column", gap: "5" }),
  readOnlyWrap: css({ position: "relative" }),
  readOnly: css({
    bg: "bg.muted",
    color: "fg.muted",
    borderStyle: "dashed",
    cursor: "default",
    pe: "10",
    _hover: { borderColor: "border.strong" },
  }),
  lock: css({
    position: "absolute",
    top: "50%",
    insetInlineEnd: "3",
    transform: "translateY(-50%)",
    w: "4.5",
    h: "4.5",
    color: "fg.muted",
    pointerEvents: "none",
  }),
  submit: css({ width: { base: "100%", sm: "auto" }, alignSelf: { sm: "flex-end" }, mt: "1" }),
};
