import { type FormEvent, useId, useRef, useState } from "react";
import { section } from "~/i18n/catalogue.ts";
import { css } from "styled-system/css";
import * as v from "valibot";
import { PhotoField } from "~/components/admin/PhotoField.tsx";
import { preloadUploadingDialog, UploadingDialog } from "~/components/admin/UploadingDialog.tsx";
import { dashboardCopy } from "~/copy-dashboard.ts";
import { flashSellFields, productSchema, withSellPriceCheck } from "~/schemas/admin.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import { Button } from "~/ui/button.tsx";
import { useHydrated } from "~/client/hydrated.ts";
import { thumbUrl } from "~/domain/images/url.ts";
import { FormNotice, type Notice } from "./FormNotice.tsx";
import {
  BasicsFields,
  type CategoryOption,
  type FeatureRow,
  FeatureRows,
  FlashPriceFields,
  type ProductFields,
  RatingFields,
  StockAndPriceFields,
} from "./ProductFormFields.tsx";

const texts = section(() => dashboardCopy.productForm);

/** What the form hands to `onSubmit`: the flash-sale prices only on that variant. */
export type ProductFormValues = Omit<ProductFields, "sellprice" | "sellshipping"> & {
  features: { description: string; value: string }[];
  sellprice?: string;
  sellshipping?: string;
};

export type ProductFormResult = { ok: true } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** A stored product the form edits: its values as the fields show them, and its photo. */
export interface ProductFormInitial {
  values: ProductFormValues;
  imageUrl: string;
}

export interface ProductFormProps {
  variant: "product" | "flashsell";
  categories: CategoryOption[];
  /** Edit mode: the form opens filled in, a new photo is optional, and saving keeps the values. */
  initial?: ProductFormInitial;
  /**
   * Uploads the photo and saves the product; the answer decides what the form shows. The file is null only in
   * edit mode, when the photo stays as it is.
   */
  onSubmit(values: ProductFormValues, file: File | null): Promise<ProductFormResult>;
  /** The upload modal, driven by the route while `onSubmit` runs. */
  uploading: { open: boolean; progress: number };
}

const m = section(() => dashboardCopy.admin.validation);

/**
 * The record's fields are checked as the API checks them; the photo is a chosen file, not yet a link (optional
 * when editing: the stored photo stays).
 */
const photo = v.instance(File, () => m.image);
const formSchemas = {
  add: {
    product: v.object({ ...v.omit(productSchema, ["image"]).entries, image: photo }),
    flashsell: withSellPriceCheck(v.object({ ...v.omit(flashSellFields, ["image"]).entries, image: photo })),
  },
  edit: {
    product: v.object({ ...v.omit(productSchema, ["image"]).entries, image: v.optional(photo) }),
    flashsell: withSellPriceCheck(
      v.object({ ...v.omit(flashSellFields, ["image"]).entries, image: v.optional(photo) }),
    ),
  },
} as const;

const DEFAULT_STAR = "2";

const emptyFields: ProductFields = {
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

/** The fields of a stored product, as the form keeps them. */
function fieldsOf(values: ProductFormValues): ProductFields {
  return { ...values, sellprice: values.sellprice ?? "", sellshipping: values.sellshipping ?? "" };
}

function rowsOf(values: ProductFormValues): FeatureRow[] {
  const rows = values.features.map((feature) => ({ id: nextRowId++, ...feature }));
  return rows.length > 0 ? rows : [newRow()];
}

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
 * With `initial` it edits a stored product: filled in, the current photo shown and a new one optional, and the
 * values stay after a save.
 */
export function ProductForm(props: ProductFormProps) {
  const flash = props.variant === "flashsell";
  const { initial } = props;
  const editing = initial !== undefined;
  const headingId = useId();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const [fields, setFields] = useState<ProductFields>(() => (initial ? fieldsOf(initial.values) : emptyFields));
  const [features, setFeatures] = useState<FeatureRow[]>(() => (initial ? rowsOf(initial.values) : [newRow()]));
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

  function setField(key: keyof ProductFields, value: string) {
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
    const parsed = parseInput(formSchemas[editing ? "edit" : "add"][props.variant], {
      ...entered,
      image: file ?? undefined,
    });
    if (!parsed.ok || (!file && !editing)) {
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
      result = {
        ok: false,
        error: editing ? dashboardCopy.adminScreens.saveFailed : dashboardCopy.adminScreens.addFailed,
      };
    }
    setSubmitting(false);
    if (result.ok && editing) {
      // The values are what is stored now; only the chosen photo is done with.
      setFile(null);
      setFileKey((key) => key + 1);
      setNotice({ tone: "success", text: dashboardCopy.admin.productUpdated });
    } else if (result.ok) {
      setFields(emptyFields);
      setFeatures([newRow()]);
      setFile(null);
      setFileKey((key) => key + 1);
      setNotice({ tone: "success", text: dashboardCopy.admin.productAdded });
    } else {
      setFieldErrors(result.fieldErrors ?? {});
      setNotice({ tone: "error", text: result.error });
    }
  }

  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} tabIndex={-1} className={styles.heading}>
        {(editing ? texts.editHeading : texts.heading)[props.variant]}
      </h1>

      <FormNotice notice={notice} onDismiss={() => setNotice(null)} />

      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        aria-labelledby={headingId}
        aria-busy={submitting}
        onFocus={preloadUploadingDialog}
        onSubmit={(event) => void submit(event)}
        className={styles.form}
      >
        <BasicsFields fields={fields} errors={fieldErrors} onField={setField} categories={props.categories} />
        <StockAndPriceFields fields={fields} errors={fieldErrors} onField={setField} />
        {flash ? <FlashPriceFields fields={fields} errors={fieldErrors} onField={setField} /> : null}
        <RatingFields fields={fields} errors={fieldErrors} onField={setField} />
        <FeatureRows
          rows={features}
          rowErrors={rowErrors}
          idPrefix={idPrefix}
          onChange={setFeature}
          onAdd={addFeature}
          onRemove={removeFeature}
        />

        <div className={styles.photo}>
          {initial ? (
            <figure className={styles.current}>
              <img
                src={thumbUrl(initial.imageUrl)}
                alt=""
                width={64}
                height={64}
                decoding="async"
                className={styles.currentImage}
              />
              <figcaption>{texts.currentPhoto}</figcaption>
            </figure>
          ) : null}
          <div className={styles.photoInput}>
            <PhotoField
              key={fileKey}
              ref={fileRef}
              label={editing ? texts.newPhoto : dashboardCopy.adminScreens.photo}
              required={!editing}
              helpText={editing ? texts.keepPhoto : undefined}
              error={fieldErrors.image}
              onChange={(chosen) => {
                setFile(chosen);
                clearError("image");
              }}
            />
          </div>
        </div>

        <Button type="submit" disabled={submitting || !hydrated} className={styles.submit}>
          {editing ? (submitting ? texts.saving : texts.save) : texts.submit}
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
  photo: css({
    gridColumn: "1 / -1",
    minW: "0",
    display: "flex",
    flexWrap: "wrap",
    alignItems: "flex-start",
    gap: "4",
  }),
  current: css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "sm", color: "fg.muted" }),
  photoInput: css({ flex: "1 1 16rem", minW: "0" }),
  currentImage: css({ w: "16", h: "16", objectFit: "cover", borderRadius: "l2", bg: "bg.muted" }),
  submit: css({ gridColumn: "1 / -1", justifySelf: { base: "stretch", sm: "start" } }),
};
