import { type FormEvent, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import * as v from "valibot";
import { PhotoField } from "~/components/admin/PhotoField.tsx";
import { UploadingDialog } from "~/components/admin/UploadingDialog.tsx";
import { copy } from "~/copy.ts";
import { titleCase } from "~/format.ts";
import { flashSellFields, productSchema, withSellPriceCheck } from "~/schemas/admin.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import { Button } from "~/ui/button.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import { CloseIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import { NativeSelect } from "~/ui/select.tsx";
import { useHydrated } from "~/client/hydrated.ts";
import { FormNotice, type Notice } from "./FormNotice.tsx";

const texts = copy.productForm;

export interface ProductFormValues {
  name: string;
  seller: string;
  category: string;
  stock: string;
  price: string;
  shipping: string;
  star: string;
  starCount: string;
  features: { description: string; value: string }[];
  sellprice?: string;
  sellshipping?: string;
}

export type ProductFormResult = { ok: true } | { ok: false; error: string; fieldErrors?: Record<string, string> };

export interface ProductFormProps {
  variant: "product" | "flashsell";
  categories: { name: string }[];
  /** Uploads the photo and saves the product; the answer decides what the form shows. */
  onSubmit(values: ProductFormValues, file: File): Promise<ProductFormResult>;
  /** The upload modal, driven by the route while `onSubmit` runs. */
  uploading: { open: boolean; progress: number };
}

const m = copy.admin.validation;

/** The record's fields are checked as the API checks them; the photo is a chosen file, not yet a link. */
const formSchemas = {
  product: v.object({ ...v.omit(productSchema, ["image"]).entries, image: v.instance(File, m.image) }),
  flashsell: withSellPriceCheck(
    v.object({ ...v.omit(flashSellFields, ["image"]).entries, image: v.instance(File, m.image) }),
  ),
} as const;

/** 0.5 to 5 in half steps. */
const STAR_OPTIONS = Array.from({ length: 10 }, (_, index) => (index + 1) / 2);
const DEFAULT_STAR = "2";

type FeatureRow = { id: number; description: string; value: string };
type Fields = Omit<ProductFormValues, "features" | "sellprice" | "sellshipping"> & {
  sellprice: string;
  sellshipping: string;
};
type TextField = Exclude<keyof Fields, "category" | "star">;

const emptyFields: Fields = {
  name: "",
  seller: "",
  category: "",
  stock: "",
  price: "",
  shipping: "",
  star: DEFAULT_STAR,
  starCount: "",
  sellprice: "",
  sellshipping: "",
};

/** The order fields appear in, for moving focus to the first error. */
const FIELD_ORDER = [
  "name",
  "seller",
  "category",
  "stock",
  "price",
  "shipping",
  "sellprice",
  "sellshipping",
  "star",
  "starCount",
];

let nextRowId = 0;
const newRow = (): FeatureRow => ({ id: nextRowId++, description: "", value: "" });

/** The row a feature error belongs to: `features.2.value` is row 2; an error on the whole list goes to row 0. */
function featureRowOf(key: string): number | null {
  if (key === "features") return 0;
  const match = /^features\.(\d+)(\.|$)/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * Add Product and the flash-sale variant: the product's fields in two columns (one on phones), the feature
 * rows and the photo. Everything is checked before anything is sent; the route uploads and saves while the
 * uploading modal shows, and its answer decides between the success message (and an empty form) and the error.
 */
export function ProductForm(props: ProductFormProps) {
  const flash = props.variant === "flashsell";
  const headingId = useId();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const [fields, setFields] = useState<Fields>(emptyFields);
  const [features, setFeatures] = useState<FeatureRow[]>(() => [newRow()]);
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the (uncontrolled) file input.
  const [fileKey, setFileKey] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // The photo is uploaded by script (with progress): until the page is interactive the form cannot be sent, and
  // with the default button disabled, Enter in a field does not send it either.
  const hydrated = useHydrated();

  const rowErrors = new Map<number, string>();
  for (const [key, message] of Object.entries(fieldErrors)) {
    const row = featureRowOf(key);
    if (row !== null && message && !rowErrors.has(row)) rowErrors.set(row, message);
  }

  function clearError(...keys: string[]) {
    setFieldErrors((current) => {
      if (!keys.some((key) => current[key] !== undefined)) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }

  function setField(key: keyof Fields, value: string) {
    setFields((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  function clearRowErrors(index: number) {
    setFieldErrors((current) => {
      const next: FieldErrors = {};
      for (const [key, message] of Object.entries(current)) if (featureRowOf(key) !== index) next[key] = message;
      return next;
    });
  }

  function setFeature(id: number, part: "description" | "value", value: string) {
    const index = features.findIndex((row) => row.id === id);
    setFeatures((current) => current.map((row) => (row.id === id ? { ...row, [part]: value } : row)));
    clearRowErrors(index);
  }

  function addFeature() {
    setFeatures((current) => [...current, newRow()]);
    // The new row's first input takes focus once it is drawn.
    requestAnimationFrame(() => {
      const inputs = formRef.current?.querySelectorAll<HTMLInputElement>("input[data-feature-description]");
      inputs?.[inputs.length - 1]?.focus();
    });
  }

  function removeFeature(id: number) {
    const index = features.findIndex((row) => row.id === id);
    setFeatures((current) => current.filter((row) => row.id !== id));
    // Row errors are numbered by position, so they no longer fit once a row goes.
    setFieldErrors((current) => {
      const next: FieldErrors = {};
      for (const [key, message] of Object.entries(current)) if (featureRowOf(key) === null) next[key] = message;
      return next;
    });
    const previous = formRef.current?.querySelectorAll<HTMLInputElement>("input[data-feature-description]")[index - 1];
    previous?.focus();
  }

  function values(): ProductFormValues {
    const base = {
      name: fields.name,
      seller: fields.seller,
      category: fields.category,
      stock: fields.stock,
      price: fields.price,
      shipping: fields.shipping,
      star: fields.star,
      starCount: fields.starCount,
      features: features.map(({ description, value }) => ({ description, value })),
    };
    return flash ? { ...base, sellprice: fields.sellprice, sellshipping: fields.sellshipping } : base;
  }

  function focusFirstError(errors: FieldErrors) {
    const form = formRef.current;
    if (!form) return;
    const first = FIELD_ORDER.find((key) => errors[key]);
    if (first) {
      const element = form.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    const row = [...features.keys()].find((index) => Object.keys(errors).some((key) => featureRowOf(key) === index));
    if (row !== undefined) {
      form.querySelectorAll<HTMLInputElement>("input[data-feature-description]")[row]?.focus();
      return;
    }
    if (errors.image) fileRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setNotice(null);
    const entered = values();
    const parsed = parseInput(formSchemas[props.variant], { ...entered, image: file ?? undefined });
    if (!parsed.ok || !file) {
      const errors = parsed.ok ? { image: m.image } : parsed.fieldErrors;
      setFieldErrors(errors);
      focusFirstError(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    let result: ProductFormResult;
    try {
      result = await props.onSubmit(entered, file);
    } catch {
      result = { ok: false, error: copy.adminScreens.addFailed };
    }
    setSubmitting(false);
    if (result.ok) {
      setFields(emptyFields);
      setFeatures([newRow()]);
      setFile(null);
      setFileKey((key) => key + 1);
      setNotice({ tone: "success", text: copy.admin.productAdded });
    } else {
      setFieldErrors(result.fieldErrors ?? {});
      setNotice({ tone: "error", text: result.error });
    }
  }

  function textField(key: TextField, label: string, options: { number?: "count" | "money"; maxLength?: number } = {}) {
    const error = fieldErrors[key];
    return (
      <Input.Root invalid={error !== undefined}>
        <Input.Label>{label}</Input.Label>
        <Input.Control
          name={key}
          autoComplete="off"
          aria-required="true"
          value={fields[key]}
          onChange={(event) => setField(key, event.target.value)}
          {...(options.number
            ? {
                type: "number",
                min: 0,
                step: options.number === "money" ? 0.01 : 1,
                inputMode: options.number === "money" ? "decimal" : "numeric",
              }
            : { maxLength: options.maxLength ?? 120 })}
        />
        <Input.ErrorText>{error}</Input.ErrorText>
      </Input.Root>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} tabIndex={-1} className={styles.heading}>
        {texts.heading[props.variant]}
      </h1>

      <FormNotice notice={notice} onDismiss={() => setNotice(null)} />

      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        aria-labelledby={headingId}
        aria-busy={submitting}
        onSubmit={(event) => void submit(event)}
        className={styles.form}
      >
        {textField("name", texts.name)}
        {textField("seller", texts.seller, { maxLength: 120 })}

        <NativeSelect
          label={texts.category}
          name="category"
          aria-required="true"
          errorText={fieldErrors.category}
          value={fields.category}
          onChange={(event) => setField("category", event.target.value)}
        >
          <option value="">{texts.chooseCategory}</option>
          {props.categories.map((category) => (
            <option key={category.name} value={category.name}>
              {titleCase(category.name)}
            </option>
          ))}
        </NativeSelect>

        {textField("stock", texts.stock, { number: "count" })}
        {textField("price", texts.price, { number: "money" })}
        {textField("shipping", texts.shipping, { number: "money" })}
        {flash ? textField("sellprice", texts.sellPrice, { number: "money" }) : null}
        {flash ? textField("sellshipping", texts.sellShipping, { number: "money" }) : null}

        <NativeSelect
          label={texts.rating}
          name="star"
          errorText={fieldErrors.star}
          value={fields.star}
          onChange={(event) => setField("star", event.target.value)}
        >
          {STAR_OPTIONS.map((stars) => (
            <option key={stars} value={String(stars)}>
              {texts.ratingOption(stars, copy.product.ratingLabels[stars * 2] ?? "")}
            </option>
          ))}
        </NativeSelect>

        {textField("starCount", texts.starCount, { number: "count" })}

        <fieldset className={styles.features}>
          <legend className={styles.legend}>{texts.features}</legend>
          {features.map((row, index) => {
            const number = index + 1;
            const error = rowErrors.get(index);
            const errorId = `${idPrefix}-feature-${row.id}-error`;
            const last = index === features.length - 1;
            return (
              <div key={row.id} className={styles.featureRow}>
                <div className={styles.featureInputs}>
                  <Input.Root invalid={error !== undefined}>
                    <Input.Label>{texts.feature(number)}</Input.Label>
                    <Input.Control
                      name={`features.${index}.description`}
                      data-feature-description=""
                      autoComplete="off"
                      aria-required="true"
                      maxLength={80}
                      aria-describedby={error !== undefined ? errorId : undefined}
                      value={row.description}
                      onChange={(event) => setFeature(row.id, "description", event.target.value)}
                    />
                  </Input.Root>
                  <Input.Root invalid={error !== undefined}>
                    <Input.Label>{texts.value(number)}</Input.Label>
                    <Input.Control
                      name={`features.${index}.value`}
                      autoComplete="off"
                      aria-required="true"
                      maxLength={200}
                      aria-describedby={error !== undefined ? errorId : undefined}
                      value={row.value}
                      onChange={(event) => setFeature(row.id, "value", event.target.value)}
                    />
                  </Input.Root>
                  <div className={styles.rowActions}>
                    {index > 0 ? (
                      <IconButton
                        variant="outline"
                        aria-label={texts.removeFeature(number)}
                        onClick={() => removeFeature(row.id)}
                      >
                        <CloseIcon />
                      </IconButton>
                    ) : null}
                    {last ? (
                      <Button variant="outline" onClick={addFeature} disabled={features.length >= 20}>
                        {texts.addMore}
                      </Button>
                    ) : null}
                  </div>
                </div>
                {error !== undefined ? (
                  <p id={errorId} className={styles.error}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>

        <div className={styles.wide}>
          <PhotoField
            key={fileKey}
            ref={fileRef}
            label={copy.adminScreens.photo}
            error={fieldErrors.image}
            onChange={(chosen) => {
              setFile(chosen);
              clearError("image");
            }}
          />
        </div>

        <Button type="submit" disabled={submitting || !hydrated} className={styles.submit}>
          {texts.submit}
        </Button>
      </form>

      <UploadingDialog open={props.uploading.open} progress={props.uploading.progress} />
    </section>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: "4", minW: "0" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", outline: "none" }),
  form: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
    alignItems: "start",
    columnGap: "5",
    rowGap: "4",
    p: { base: "4", md: "5" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
    minW: "0",
  }),
  error: css({ fontSize: "sm", color: "danger", fontWeight: "medium" }),
  features: css({
    gridColumn: "1 / -1",
    display: "flex",
    flexDirection: "column",
    gap: "3",
    minW: "0",
    border: "none",
    p: "0",
    m: "0",
  }),
  legend: css({ fontWeight: "semibold", mb: "2" }),
  featureRow: css({ display: "flex", flexDirection: "column", gap: "1.5", minW: "0" }),
  featureInputs: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(0, 1fr) minmax(0, 2fr) auto" },
    alignItems: "end",
    gap: { base: "2", md: "3" },
  }),
  rowActions: css({ display: "flex", gap: "2", alignItems: "center", minH: "10", flexWrap: "wrap" }),
  wide: css({ gridColumn: "1 / -1", minW: "0" }),
  submit: css({ gridColumn: "1 / -1", justifySelf: { base: "stretch", sm: "start" } }),
};
