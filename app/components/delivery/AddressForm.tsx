import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { useHydrated } from "~/client/hydrated.ts";
import type { ScreenAnswer } from "~/client/route-action.ts";
import { useSubmit } from "~/client/submit.ts";
import { TextField } from "~/components/checkout/TextField.tsx";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { LocationDistrict, SavedAddressView } from "~/domain/delivery/types.ts";
import { type AddressFormInput, addressSchema } from "~/schemas/address.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Input from "~/ui/input.tsx";
import { PlaceFields, type PlaceValue } from "./PlaceFields.tsx";

export type DistrictsStatus = "loading" | "ready" | "failed";

export interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: SavedAddressView | null;
  districts: LocationDistrict[];
  /** Whether `districts` has arrived yet (the district and area wait for it). */
  districtsStatus: DistrictsStatus;
  /** The book is empty: this address becomes the default whatever is ticked. */
  first: boolean;
  /** Saves the values as the shared schema returns them; the answer decides what the form shows. */
  onSave(values: AddressFormInput): Promise<ScreenAnswer>;
  /** Saved: the book closes the form and says so. */
  onSaved(label: string): void;
  onCancel(): void;
}

interface Draft {
  label: string;
  name: string;
  mobile: string;
  place: PlaceValue;
  line: string;
  note: string;
  isDefault: boolean;
}

type TextKey = "label" | "name" | "mobile" | "line" | "note";

/** The fields in the form's order, for moving focus to the first one in error. */
const FIELDS = ["label", "name", "mobile", "districtId", "areaId", "line", "note"] as const;

function draftOf(address: SavedAddressView | null): Draft {
  return {
    label: address?.label ?? "",
    name: address?.name ?? "",
    mobile: address?.mobile ?? "",
    place: { districtId: address?.districtId ?? null, areaId: address?.areaId ?? null },
    line: address?.line ?? "",
    note: address?.note ?? "",
    isDefault: address?.isDefault ?? false,
  };
}

/** What the schema checks: the same input the route action gets (an unchosen place is an empty field). */
function inputOf(draft: Draft, first: boolean) {
  return {
    label: draft.label,
    name: draft.name,
    mobile: draft.mobile,
    districtId: draft.place.districtId ?? "",
    areaId: draft.place.areaId ?? "",
    line: draft.line,
    note: draft.note,
    isDefault: draft.isDefault || first,
  };
}

/**
 * One address, new or edited: label, receiver, mobile, district and area (searchable, English or Bangla), the
 * address line, a note for the courier and whether checkout picks it first. Checked with the API's own schema
 * before it is sent, again as each field is left after a first try; the server's refusal (say, the book is already
 * full) shows above the buttons, its field messages under their fields. Focus starts on the first field.
 */
export function AddressForm(props: AddressFormProps) {
  const texts = dashboardCopy.addresses;
  const place = checkoutCopy.delivery;
  const { address } = props;
  const [draft, setDraft] = useState<Draft>(() => draftOf(address));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const { busy: saving, run: send } = useSubmit(texts.failed);
  const hydrated = useHydrated();
  const headingId = useId();
  const defaultHintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const placesRef = useRef<HTMLDivElement>(null);
  // The default stays the default until another address takes the mark; the first one is the default anyway.
  const defaultLocked = props.first || (address?.isDefault ?? false);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input[name=label]")?.focus();
  }, []);

  function check(next: Draft) {
    const parsed = parseInput(addressSchema, inputOf(next, props.first));
    setErrors(parsed.ok ? {} : parsed.fieldErrors);
  }

  function update(next: Draft) {
    setDraft(next);
    if (tried) check(next);
  }

  function focusField(field: string) {
    const form = formRef.current;
    if (!form) return;
    if (field === "districtId" || field === "areaId") {
      const inputs = placesRef.current?.querySelectorAll<HTMLInputElement>("input[role=combobox]");
      inputs?.[field === "districtId" ? 0 : 1]?.focus();
      return;
    }
    form.querySelector<HTMLInputElement>(`input[name=${field}]`)?.focus();
  }

  function focusFirstError(fieldErrors: FieldErrors) {
    const first = FIELDS.find((field) => fieldErrors[field]);
    if (first) focusField(first);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    setRefusal(null);
    const parsed = parseInput(addressSchema, inputOf(draft, props.first));
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      focusFirstError(parsed.fieldErrors);
      return;
    }
    setErrors({});
    const answer = await send(() => props.onSave(parsed.value));
    if (answer.ok) {
      props.onSaved(parsed.value.label);
      return;
    }
    const fieldErrors = answer.fieldErrors ?? {};
    setErrors(fieldErrors);
    setRefusal(answer.error);
    focusFirstError(fieldErrors);
  }

  function textProps(field: TextKey) {
    return {
      name: field,
      value: draft[field],
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => update({ ...draft, [field]: event.target.value }),
      onBlur: () => {
        if (tried) check(draft);
      },
    };
  }

  const { error: _noteError, ...noteProps } = textProps("note");

  return (
    <div className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {address ? texts.editHeading(address.label) : texts.addHeading}
      </h2>
      <form
        ref={formRef}
        method="post"
        noValidate
        aria-labelledby={headingId}
        aria-busy={saving}
        onSubmit={(event) => void submit(event)}
        className={styles.form}
      >
        <input type="hidden" name="intent" value={address ? "update" : "create"} />
        {address ? <input type="hidden" name="id" value={address.id} /> : null}

        <div className={styles.pair}>
          <TextField
            {...textProps("label")}
            label={texts.label}
            placeholder={texts.labelPlaceholder}
            autoComplete="off"
            maxLength={30}
          />
          <TextField {...textProps("name")} label={texts.recipient} autoComplete="name" maxLength={80} />
        </div>

        <TextField
          {...textProps("mobile")}
          label={checkoutCopy.checkoutPage.mobile}
          hint={checkoutCopy.checkoutPage.mobileHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={checkoutCopy.checkoutPage.mobilePlaceholder}
        />

        <div ref={placesRef} className={styles.places}>
          <PlaceFields
            // The lists arrive after the form may have opened: the fields start over with them.
            key={props.districts.length}
            districts={props.districts}
            value={draft.place}
            onChange={(value) => update({ ...draft, place: value })}
            errors={{ districtId: errors.districtId, areaId: errors.areaId }}
            disabled={props.districtsStatus !== "ready"}
            names={{ districtId: "districtId", areaId: "areaId" }}
          />
          {props.districtsStatus === "loading" ? (
            <p className={styles.hint} role="status">
              {texts.placesLoading}
            </p>
          ) : null}
          {props.districtsStatus === "failed" ? <Alert tone="error">{texts.placesFailed}</Alert> : null}
        </div>

        <TextField
          {...textProps("line")}
          label={place.address}
          hint={place.addressHint}
          autoComplete="street-address"
          maxLength={200}
        />

        <Input.Root invalid={errors.note !== undefined}>
          <Input.Label>{place.note}</Input.Label>
          <Input.Control {...noteProps} autoComplete="off" maxLength={300} />
          <Input.HelperText>{place.noteHint}</Input.HelperText>
          <div className={styles.errorSlot}>
            <Input.ErrorText>{errors.note}</Input.ErrorText>
          </div>
        </Input.Root>

        <div className={styles.check}>
          <label className={styles.choice}>
            <input
              type="checkbox"
              name="isDefault"
              checked={draft.isDefault || defaultLocked}
              disabled={defaultLocked}
              aria-describedby={defaultLocked ? defaultHintId : undefined}
              onChange={(event) => update({ ...draft, isDefault: event.target.checked })}
              className={styles.box}
            />
            {texts.isDefault}
          </label>
          {defaultLocked ? (
            <p id={defaultHintId} className={styles.hint}>
              {props.first ? texts.firstIsDefault : texts.alreadyDefault}
            </p>
          ) : null}
        </div>

        {refusal ? <Alert tone="error">{refusal}</Alert> : null}

        <div className={styles.actions}>
          <Button type="submit" disabled={saving || !hydrated}>
            {saving ? texts.saving : texts.save}
          </Button>
          <Button variant="outline" disabled={saving} onClick={props.onCancel}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}

const styles = {
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: "4",
    minW: "0",
    p: { base: "4", md: "6" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  heading: css({ fontSize: "lg", fontWeight: "bold", overflowWrap: "anywhere" }),
  form: css({ display: "flex", flexDirection: "column", gap: "3", minW: "0" }),
  pair: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
    gap: { base: "3", sm: "4" },
  }),
  places: css({ display: "flex", flexDirection: "column", gap: "2", minW: "0" }),
  errorSlot: css({ fontSize: "sm", minH: "1lh" }),
  check: css({ display: "flex", flexDirection: "column", gap: "1" }),
  choice: css({
    display: "flex",
    alignItems: "center",
    gap: "2",
    minH: "10",
    fontSize: "sm",
    fontWeight: "medium",
    cursor: "pointer",
    "&:has(input:disabled)": { cursor: "default" },
  }),
  box: css({ w: "5", h: "5", flexShrink: "0", accentColor: "accent.default" }),
  hint: css({ fontSize: "sm", color: "fg.muted" }),
  actions: css({ display: "flex", flexWrap: "wrap", gap: "3", pt: "1" }),
};
