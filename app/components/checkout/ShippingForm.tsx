import { addressText } from "~/components/delivery/address-text.ts";
import { type ChangeEvent, type FormEvent, Suspense, useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import * as v from "valibot";
import type { DraftAddress } from "~/client/checkout.ts";
import { loadOnIntent } from "~/client/on-intent.ts";
import { useSubmit } from "~/client/submit.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import type { LocationDistrict, SavedAddressView } from "~/domain/delivery/types.ts";
import { addressLine, courierNote, placeSchema, shippingSchema } from "~/schemas/order.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import { Alert } from "~/ui/alert.tsx";
import { Badge } from "~/ui/badge.tsx";
import { Button } from "~/ui/button.tsx";
import { LockIcon } from "~/ui/icons.tsx";
import { focusFirstInvalid } from "~/ui/form.ts";
import * as Input from "~/ui/input.tsx";
import { LoadingText } from "~/ui/skeleton.tsx";
import { TextField } from "./TextField.tsx";
import { formatDigits } from "~/format.ts";

export interface ShippingValues {
  name: string;
  mobile: string;
  /** A saved address (null: the new address below). */
  addressId: number | null;
  address: DraftAddress;
  /** Keep the new address in the address book, under `saveLabel`. */
  saveAddress: boolean;
  saveLabel: string;
}

export interface ShippingFormProps {
  /** The signed-in shopper's email: shown, not editable (orders belong to the account). */
  email: string;
  defaultValues: ShippingValues;
  savedAddresses: SavedAddressView[];
  /** Districts and their areas: null while they load, "failed" when they could not be fetched. */
  districts: LocationDistrict[] | null | "failed";
  /** Fetches the districts again (after "failed"). */
  onRetryLocations?(): void;
  /** The values as the shared schemas return them (trimmed). A refusal (saving the address) comes back to show. */
  onSubmit(values: ShippingValues): Promise<{ error: string; fieldErrors?: FieldErrors } | void>;
  /** Every edit, as typed (the route keeps a draft and prices the delivery to the chosen area). */
  onChange?(values: ShippingValues): void;
  disabled?: boolean;
}

const NEW_ADDRESS = "new";

/**
 * The district and area lists (Ark Combobox and its positioning) are a third of the page's code, and they can show
 * nothing before the locations arrive anyway: both downloads start together once the page is interactive.
 */
const placeFields = loadOnIntent(() =>
  import("~/components/delivery/PlaceFields.tsx").then((module) => module.PlaceFields),
);
const preloadPlaceFields = () => void placeFields.preload().catch(() => undefined);

/** The new address's fields, as the order takes them; a label when it is to be saved. */
const newAddressSchema = v.object({ ...placeSchema.entries, line: addressLine, note: courierNote });
const saveLabelSchema = v.pipe(
  v.string(() => checkoutCopy.delivery.labelInvalid),
  v.trim(),
  v.nonEmpty(() => checkoutCopy.delivery.labelInvalid),
  v.maxLength(30, () => checkoutCopy.delivery.labelInvalid),
);

const FIELDS = ["name", "mobile", "address.districtId", "address.areaId", "address.line", "address.note", "saveLabel"];

/** What is wrong with the values, field by field (empty: nothing). */
function problemsOf(values: ShippingValues): FieldErrors {
  const shipping = parseInput(shippingSchema, values);
  const errors: FieldErrors = shipping.ok ? {} : { ...shipping.fieldErrors };
  if (values.addressId !== null) return errors;
  const address = parseInput(newAddressSchema, {
    ...values.address,
    districtId: values.address.districtId ?? "",
    areaId: values.address.areaId ?? "",
  });
  if (!address.ok)
    for (const [field, message] of Object.entries(address.fieldErrors)) errors[`address.${field}`] = message;
  if (values.saveAddress) {
    const label = v.safeParse(saveLabelSchema, values.saveLabel);
    if (!label.success) errors.saveLabel = label.issues[0].message;
  }
  return errors;
}

/**
 * The checkout's 'Shipping & Billing' step: who receives the order and where it goes. A shopper with saved
 * addresses chooses one (the default first) or a new address; a new address is a district and area (searchable),
 * the address line and a note for the courier, and may be saved to the address book. Checked with the shared
 * schemas on submit, then again whenever a field is left, so a fixed mistake clears without another submit.
 */
export function ShippingForm(props: ShippingFormProps) {
  const texts = checkoutCopy.checkoutPage;
  const [values, setValues] = useState<ShippingValues>(props.defaultValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const { busy: pending, run: send } = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const disabled = props.disabled || pending;

  function change(next: ShippingValues) {
    setValues(next);
    props.onChange?.(next);
    if (submitted) setErrors(problemsOf(next));
  }

  function update(field: "name" | "mobile" | "saveLabel", value: string) {
    change({ ...values, [field]: value });
  }

  function updateAddress(address: Partial<DraftAddress>) {
    change({ ...values, address: { ...values.address, ...address } });
  }

  /** Choosing a saved address takes its receiver and number too. */
  function choose(choice: string) {
    if (choice === NEW_ADDRESS) return change({ ...values, addressId: null });
    const saved = props.savedAddresses.find((address) => String(address.id) === choice);
    if (saved) change({ ...values, addressId: saved.id, name: saved.name, mobile: saved.mobile });
  }

  function revalidate() {
    if (submitted) setErrors(problemsOf(values));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    setSubmitted(true);
    setRefusal(null);
    const problems = problemsOf(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current, FIELDS, problems);
      return;
    }
    const refused = await send(() =>
      props.onSubmit({
        ...values,
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        address: { ...values.address, line: values.address.line.trim(), note: values.address.note.trim() },
        saveLabel: values.saveLabel.trim(),
      }),
    );
    if (refused) {
      setRefusal(refused.error);
      if (refused.fieldErrors) setErrors(refused.fieldErrors);
    }
  }

  const textProps = (field: "name" | "mobile") => ({
    name: field,
    value: values[field],
    error: errors[field],
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
    onBlur: revalidate,
  });

  const hasSaved = props.savedAddresses.length > 0;
  const newAddress = values.addressId === null;
  // A new address needs the lists: their code starts loading with the locations (or when the shopper reaches for
  // "Use a new address").
  useEffect(() => {
    if (newAddress) preloadPlaceFields();
  }, [newAddress]);

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.intro}>
        <h1 id={headingId} className={styles.heading}>
          {texts.shippingHeading}
        </h1>
        <p className={styles.help}>{texts.shippingHelp}</p>
      </div>
      <form ref={formRef} method="post" noValidate onSubmit={submit} className={styles.form}>
        {hasSaved ? (
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{checkoutCopy.delivery.deliverTo}</legend>
            {props.savedAddresses.map((saved) => (
              <label key={saved.id} className={styles.choice}>
                <input
                  type="radio"
                  name="addressChoice"
                  value={saved.id}
                  checked={values.addressId === saved.id}
                  disabled={disabled}
                  onChange={(event) => choose(event.target.value)}
                  className={styles.radio}
                />
                <span className={styles.choiceText}>
                  <span className={styles.choiceTitle}>
                    {saved.label}
                    {saved.isDefault ? (
                      <Badge size="sm" variant="outline">
                        {checkoutCopy.delivery.defaultBadge}
                      </Badge>
                    ) : null}
                  </span>
                  <span>
                    {saved.name}, {formatDigits(saved.mobile)}
                  </span>
                  <span className={styles.muted}>{addressText(saved)}</span>
                </span>
              </label>
            ))}
            <label className={styles.choice} onPointerEnter={preloadPlaceFields} onFocus={preloadPlaceFields}>
              <input
                type="radio"
                name="addressChoice"
                value={NEW_ADDRESS}
                checked={newAddress}
                disabled={disabled}
                onChange={(event) => choose(event.target.value)}
                className={styles.radio}
              />
              <span className={styles.choiceTitle}>{checkoutCopy.delivery.useNewAddress}</span>
            </label>
          </fieldset>
        ) : null}

        <TextField {...textProps("name")} label={texts.customerName} type="text" autoComplete="name" maxLength={80} />

        <Input.Root readOnly>
          <Input.Label>{texts.email}</Input.Label>
          <div className={styles.readOnlyWrap}>
            <Input.Control name="email" type="email" value={props.email} readOnly className={styles.readOnly} />
            <LockIcon className={styles.lock} />
          </div>
          <Input.HelperText>{texts.emailReadOnly}</Input.HelperText>
        </Input.Root>

        <TextField
          {...textProps("mobile")}
          label={texts.mobile}
          hint={texts.mobileHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={texts.mobilePlaceholder}
        />

        {newAddress ? (
          <div className={styles.address}>
            {props.districts === "failed" ? (
              <Alert tone="error">
                <span className={styles.failedPlaces}>
                  {checkoutCopy.delivery.placesFailed}
                  <Button type="button" size="sm" variant="outline" onClick={props.onRetryLocations}>
                    {checkoutCopy.delivery.retryPlaces}
                  </Button>
                </span>
              </Alert>
            ) : props.districts ? (
              <Suspense fallback={<LoadingText />}>
                <placeFields.Component
                  districts={props.districts}
                  value={{ districtId: values.address.districtId, areaId: values.address.areaId }}
                  onChange={(place) => updateAddress(place)}
                  errors={{ districtId: errors["address.districtId"], areaId: errors["address.areaId"] }}
                  disabled={disabled}
                />
              </Suspense>
            ) : (
              <LoadingText />
            )}
            <TextField
              name="address.line"
              label={checkoutCopy.delivery.address}
              hint={checkoutCopy.delivery.addressHint}
              value={values.address.line}
              error={errors["address.line"]}
              disabled={disabled}
              autoComplete="street-address"
              maxLength={200}
              onChange={(event) => updateAddress({ line: event.target.value })}
              onBlur={revalidate}
            />
            <Input.Root invalid={errors["address.note"] !== undefined} disabled={disabled}>
              <Input.Label>{checkoutCopy.delivery.note}</Input.Label>
              <Input.Control
                name="address.note"
                value={values.address.note}
                maxLength={300}
                onChange={(event) => updateAddress({ note: event.target.value })}
                onBlur={revalidate}
              />
              <Input.HelperText>{checkoutCopy.delivery.noteHint}</Input.HelperText>
              <Input.ErrorText>{errors["address.note"]}</Input.ErrorText>
            </Input.Root>
            <label className={styles.check}>
              <input
                type="checkbox"
                name="saveAddress"
                checked={values.saveAddress}
                disabled={disabled}
                onChange={(event) => change({ ...values, saveAddress: event.target.checked })}
              />
              {checkoutCopy.delivery.saveThisAddress}
            </label>
            {values.saveAddress ? (
              <TextField
                name="saveLabel"
                label={checkoutCopy.delivery.saveAs}
                value={values.saveLabel}
                error={errors.saveLabel}
                disabled={disabled}
                maxLength={30}
                onChange={(event) => update("saveLabel", event.target.value)}
                onBlur={revalidate}
              />
            ) : null}
          </div>
        ) : null}

        {refusal ? <Alert tone="error">{refusal}</Alert> : null}

        <Button type="submit" size="lg" className={styles.submit} disabled={disabled}>
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
  choices: css({ display: "flex", flexDirection: "column", gap: "2", minW: "0", border: "none", p: "0", m: "0" }),
  legend: css({ fontSize: "md", fontWeight: "semibold", mb: "1" }),
  choice: css({
    display: "flex",
    alignItems: "flex-start",
    gap: "3",
    p: "3",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l2",
    cursor: "pointer",
    overflowWrap: "anywhere",
    "&:has(input:checked)": { borderColor: "accent.default", bg: "accent.subtle" },
    "&:has(input:focus-visible)": { outline: "2px solid token(colors.accent.focusRing)", outlineOffset: "2px" },
  }),
  radio: css({ mt: "1", w: "4", h: "4", flexShrink: "0", accentColor: "token(colors.accent.default)" }),
  choiceText: css({ display: "flex", flexDirection: "column", gap: "0.5", minW: "0", fontSize: "sm" }),
  choiceTitle: css({ display: "inline-flex", alignItems: "center", gap: "2", fontWeight: "semibold" }),
  muted: css({ color: "fg.muted" }),
  address: css({ display: "flex", flexDirection: "column", gap: "4" }),
  failedPlaces: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" }),
  check: css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm", cursor: "pointer" }),
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
