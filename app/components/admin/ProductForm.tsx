import { type FormEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { section } from "~/i18n/catalogue.ts";
import { css } from "styled-system/css";
import { preloadUploadingDialog, UploadingDialog } from "~/components/admin/UploadingDialog.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import { flashSellWithImagesSchema, productEditSchema, productWithVariantsSchema } from "~/schemas/variants.ts";
import { variantsCopy } from "~/i18n/variants.ts";
import type { OptionSpec } from "~/schemas/variant-rules.ts";
import { Button } from "~/ui/button.tsx";
import { useHydrated } from "~/client/hydrated.ts";
import { useSubmit } from "~/client/submit.ts";
import { FormNotice, type Notice } from "./FormNotice.tsx";
import { GalleryEditor } from "./GalleryEditor.tsx";
import {
  applyPriceToAll,
  checkableBody,
  draftsOf,
  type GalleryEntry,
  gridRows,
  moved,
  newOption,
  type OptionDraft,
  placeholderRef,
  redrafted,
  type StoredVariant,
  usableOptions,
  type VariantBody,
  type VariantDraft,
  variantsBody,
  withFiles,
  withoutImage,
} from "./product-draft.ts";
import {
  BasicsFields,
  type CategoryOption,
  type FeatureRow,
  FeatureRows,
  FlashPriceFields,
  type ProductFields,
  RatingFields,
  sectionStyles,
  StockAndPriceFields,
} from "./ProductFormFields.tsx";

const texts = section(() => dashboardCopy.productForm);

/** The product's single-value fields and features as typed (the flash-sale prices only on that variant). */
export type ProductFormValues = Omit<ProductFields, "sellprice" | "sellshipping"> & {
  features: { description: string; value: string }[];
  sellprice?: string;
  sellshipping?: string;
};

/**
 * What the form hands to `onSubmit`: the body the route action takes. Without options it has the product's own
 * price and stock; with options, each variant's. `images` (and `image`, the first, on Add) name the photos in order,
 * a chosen file by the placeholder its upload replaces (`uploads`).
 */
export type ProductFormBody = Omit<ProductFormValues, "price" | "stock"> & {
  price?: string;
  stock?: string;
  image?: string;
  images?: string[];
  options?: OptionSpec[];
  variants?: VariantBody[];
};

/** A chosen file and the placeholder standing for it in the body until it is uploaded. */
export interface PendingUpload {
  ref: string;
  file: File;
}

export type ProductFormResult = { ok: true } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** A stored product the form edits: its values as the fields show them, its photos, options and variants. */
export interface ProductFormInitial {
  values: ProductFormValues;
  imageUrl: string;
  /** Its gallery, in order (its photo alone when absent). */
  images?: string[];
  options?: OptionSpec[];
  variants?: StoredVariant[];
}

export interface ProductFormProps {
  variant: "product" | "flashsell";
  categories: CategoryOption[];
  /** Edit mode: the form opens filled in, and saving keeps the values. */
  initial?: ProductFormInitial;
  /** Uploads the chosen photos and saves the product; the answer decides what the form shows. */
  onSubmit(values: ProductFormBody, uploads: PendingUpload[]): Promise<ProductFormResult>;
  /** The upload modal, driven by the route while `onSubmit` runs. */
  uploading: { open: boolean; progress: number };
  /** Why a chosen file cannot be a photo, or null: a refused file is not added, and the reason is shown. */
  refusePhoto?(file: File): Promise<string | null>;
}

const editorTexts = section(() => variantsCopy.editor);
const galleryTexts = section(() => variantsCopy.gallery);

/** The options editor and variants grid load only for a product that has options or is given some. */
const OptionsEditor = lazy(() => import("./OptionsEditor.tsx"));

/** The shared schemas, read on the body as it will be sent (placeholders stand for photos not uploaded yet). */
const formSchemas = {
  add: { product: productWithVariantsSchema, flashsell: flashSellWithImagesSchema },
  edit: { product: productEditSchema, flashsell: productEditSchema },
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

/** The gallery a stored product opens with. */
function galleryOf(initial: ProductFormInitial | undefined): GalleryEntry[] {
  if (!initial) return [];
  const images = initial.images && initial.images.length > 0 ? initial.images : [initial.imageUrl];
  return images.map((url) => ({ ref: url, preview: url }));
}

/** Without options, a variant's errors are its product's price and stock fields' (an edit that removed options). */
function singleVariantErrors(errors: FieldErrors): FieldErrors {
  const next: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const single = /^variants\.0\.(price|stock)$/.exec(key);
    next[single ? single[1]! : key] = message;
  }
  return next;
}

/**
 * Add Product and the flash-sale variant: the product's fields in two columns (one on phones), the feature
 * rows, its photos (issue 28: up to 10, in order) and its options with their variants grid. Everything is checked
 * by the shared schema before anything is sent; the route uploads and saves while the uploading modal shows, and
 * its answer decides between the success message (and an empty form) and the error. With `initial` it edits a
 * stored product: filled in, its photos, options and variants shown, and the values stay after a save.
 */
export function ProductForm(props: ProductFormProps) {
  const flash = props.variant === "flashsell";
  const { initial } = props;
  const editing = initial !== undefined;
  // A new flash-sale product is sold as one item; any other product may be given options.
  const optionsAllowed = editing || !flash;
  const hadOptions = (initial?.options?.length ?? 0) > 0;
  const headingId = useId();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const uploadCount = useRef(0);

  const [fields, setFields] = useState<ProductFields>(() => (initial ? fieldsOf(initial.values) : emptyFields));
  const [features, setFeatures] = useState<FeatureRow[]>(() => (initial ? rowsOf(initial.values) : [newRow()]));
  const [gallery, setGallery] = useState<GalleryEntry[]>(() => galleryOf(initial));
  const [options, setOptions] = useState<OptionDraft[]>(() =>
    (initial?.options ?? []).map((option) => newOption(option.name, option.values)),
  );
  const [drafts, setDrafts] = useState<Record<string, VariantDraft>>(() =>
    initial?.options && initial.variants ? draftsOf(initial.options, initial.variants) : {},
  );
  // Whether the admin opened the editor (its first field then takes focus), not a stored product's options.
  const [optionsOpened, setOptionsOpened] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { busy: submitting, run: send } = useSubmit(
    editing ? dashboardCopy.adminScreens.saveFailed : dashboardCopy.adminScreens.addFailed,
  );
  const [notice, setNotice] = useState<Notice>(null);
  // The photos are uploaded by script (with progress): until the page is interactive the form cannot be sent, and
  // with the default button disabled, Enter in a field does not send it either.
  const hydrated = useHydrated();
  const withOptions = options.length > 0;

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

  /** Clears the errors whose keys start with one of these prefixes. */
  function clearErrorsUnder(...prefixes: string[]) {
    setFieldErrors((current) => {
      const keys = Object.keys(current).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
      if (keys.length === 0) return current;
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

  async function addPhotos(files: File[]) {
    const refusals = await Promise.all(files.map((file) => props.refusePhoto?.(file) ?? null));
    const accepted = files.filter((_, index) => refusals[index] === null);
    setGallery((current) =>
      withFiles(
        current,
        accepted,
        (file) => URL.createObjectURL(file),
        () => placeholderRef(++uploadCount.current),
      ),
    );
    const refused = refusals.find((refusal) => refusal !== null);
    if (refused) setFieldErrors((current) => ({ ...current, images: refused }));
    else clearError("image", "images");
  }

  function removePhoto(index: number) {
    const entry = gallery[index];
    if (!entry) return;
    if (entry.file) URL.revokeObjectURL(entry.preview);
    setGallery((current) => current.filter((_, at) => at !== index));
    setDrafts((current) => withoutImage(current, entry.ref));
    clearErrorsUnder("image", "variants");
  }

  function emptyGallery() {
    for (const entry of gallery) if (entry.file) URL.revokeObjectURL(entry.preview);
    setGallery([]);
  }

  /** The body as it will be sent, with placeholders for the photos not uploaded yet. */
  function body(): ProductFormBody {
    const base: ProductFormBody = {
      name: fields.name,
      seller: fields.seller,
      category: fields.category,
      shipping: fields.shipping,
      star: fields.star,
      starCount: fields.starCount,
      features: features.map(({ description, value }) => ({ description, value })),
      ...(flash ? { sellprice: fields.sellprice, sellshipping: fields.sellshipping } : {}),
    };
    const refs = gallery.map((entry) => entry.ref);
    const photos: Pick<ProductFormBody, "image" | "images"> = editing
      ? { images: refs }
      : refs.length > 0
        ? { image: refs[0]!, images: refs }
        : {};
    if (withOptions) {
      const usable = usableOptions(options);
      const named = options.map((option) => ({ name: option.name.trim(), values: option.values }));
      return { ...base, ...photos, options: named, variants: variantsBody(usable, gridRows(usable, drafts)).variants };
    }
    const own = { price: fields.price, stock: fields.stock };
    if (!hadOptions) return { ...base, ...own, ...photos };
    // The options were all removed: the product is sold as one item again, at its own price and stock.
    const single: VariantBody = { sku: null, options: {}, compareAtPrice: null, image: null, ...own };
    return { ...base, ...photos, options: [], variants: [single] };
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
    if (errors.image || errors.images) {
      fileRef.current?.focus();
      return;
    }
    // The options and the variants grid: the first field marked invalid, once drawn.
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function reset() {
    setFields(emptyFields);
    setFeatures([newRow()]);
    emptyGallery();
    setOptions([]);
    setDrafts({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setNotice(null);
    const entered = body();
    const parsed = parseInput(formSchemas[editing ? "edit" : "add"][props.variant], checkableBody(entered, gallery));
    if (!parsed.ok) {
      const errors = hadOptions && !withOptions ? singleVariantErrors(parsed.fieldErrors) : parsed.fieldErrors;
      setFieldErrors(errors);
      focusFirstError(errors);
      return;
    }
    setFieldErrors({});
    const uploads = gallery.flatMap((entry) => (entry.file ? [{ ref: entry.ref, file: entry.file }] : []));
    const result = await send(() => props.onSubmit(entered, uploads));
    if (result.ok && editing) {
      // The values are what is stored now. The new photos keep their files: a second save sends them again, and
      // their content-hashed keys make that the same photo (the form does not know the links they were stored at).
      setNotice({ tone: "success", text: dashboardCopy.admin.productUpdated });
    } else if (result.ok) {
      reset();
      setNotice({ tone: "success", text: dashboardCopy.admin.productAdded });
    } else {
      const errors = result.fieldErrors ?? {};
      setFieldErrors(hadOptions && !withOptions ? singleVariantErrors(errors) : errors);
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
        <StockAndPriceFields fields={fields} errors={fieldErrors} onField={setField} shippingOnly={withOptions} />
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

        <GalleryEditor
          entries={gallery}
          ref={fileRef}
          fileLabel={editing ? galleryTexts.addPhotos : dashboardCopy.adminScreens.photo}
          required={gallery.length === 0}
          error={fieldErrors.image ?? fieldErrors.images}
          onAdd={(files) => void addPhotos(files)}
          onMove={(from, to) => {
            setGallery((current) => moved(current, from, to));
            clearError("image", "images");
          }}
          onRemove={removePhoto}
        />

        {optionsAllowed ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{editorTexts.optionsHeading}</legend>
            <p className={styles.help}>{editorTexts.optionsHelp}</p>
            {withOptions ? (
              <Suspense fallback={<p className={styles.help}>{editorTexts.loading}</p>}>
                <OptionsEditor
                  autoFocus={optionsOpened}
                  options={options}
                  drafts={drafts}
                  gallery={gallery}
                  defaultPrice={fields.price}
                  errors={fieldErrors}
                  onOptions={(next) => {
                    setOptions(next);
                    // A value renamed in place keeps its rows, and the stored variants they are (issue 45).
                    setDrafts((current) => redrafted(options, next, current));
                    clearErrorsUnder("options", "variants");
                  }}
                  onDraft={(key, draft) => {
                    setDrafts((current) => ({ ...current, [key]: draft }));
                    clearErrorsUnder("variants");
                  }}
                  onApplyPrice={(rows, price) => {
                    setDrafts((current) => applyPriceToAll(rows, current, price));
                    clearErrorsUnder("variants");
                  }}
                />
              </Suspense>
            ) : (
              <Button
                variant="outline"
                className={styles.addOptions}
                onClick={() => {
                  setOptions([newOption()]);
                  setOptionsOpened(true);
                }}
              >
                {editorTexts.addOptions}
              </Button>
            )}
          </fieldset>
        ) : null}

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
  ...sectionStyles,
  addOptions: css({ alignSelf: "flex-start" }),
  submit: css({ gridColumn: "1 / -1", justifySelf: { base: "stretch", sm: "start" } }),
};
