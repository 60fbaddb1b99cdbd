import { css } from "styled-system/css";
import { currentLanguage, section } from "~/i18n/catalogue.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { FieldErrors } from "~/schemas/parse.ts";
import { Button } from "~/ui/button.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import { CloseIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import { NativeSelect } from "~/ui/native-select.tsx";
import { useCurrency } from "~/client/currency.tsx";
import { currencyName } from "./currency-name.ts";

/**
 * The field groups of `ProductForm`, in the order they appear. Each draws its fields straight into the form's
 * grid (no wrapper of its own) from the values and errors the form keeps, and reports edits through `onField`.
 */

const texts = section(() => dashboardCopy.productForm);

/** The form's single-value fields, as typed (the flash-sale prices are "" on the product variant). */
export interface ProductFields {
  name: string;
  seller: string;
  category: string;
  stock: string;
  price: string;
  shipping: string;
  star: string;
  starCount: string;
  sellprice: string;
  sellshipping: string;
}

export type FeatureRow = { id: number; description: string; value: string };

/** A category the form offers: its key (the value sent) and its name as typed (what the option says). */
export type CategoryOption = { name: string; displayName: string };

/** 0.5 to 5 in half steps. */
const STAR_OPTIONS = Array.from({ length: 10 }, (_, index) => (index + 1) / 2);

/** What every group of single-value fields gets from the form. */
interface GroupProps {
  fields: ProductFields;
  errors: FieldErrors;
  onField(key: keyof ProductFields, value: string): void;
}

type TextKey = Exclude<keyof ProductFields, "category" | "star">;

/** A labelled text or number input with its error under it. */
function TextField(
  props: GroupProps & { name: TextKey; label: string; number?: "count" | "money"; maxLength?: number },
) {
  const { name, number } = props;
  const error = props.errors[name];
  const currency = useCurrency();
  return (
    <Input.Root invalid={error !== undefined}>
      <Input.Label>{props.label}</Input.Label>
      <Input.Control
        name={name}
        autoComplete="off"
        aria-required="true"
        value={props.fields[name]}
        onChange={(event) => props.onField(name, event.target.value)}
        {...(number
          ? {
              // A number field drops Bengali digits as they are typed: on a Bangla page the field takes text
              // (the shared schema reads ০-৯ as digits), with the same keyboard.
              type: currentLanguage() === "bn" ? "text" : "number",
              min: 0,
              step: number === "money" ? 0.01 : 1,
              inputMode: number === "money" ? "decimal" : "numeric",
            }
          : { maxLength: props.maxLength ?? 120 })}
      />
      {number === "money" ? <Input.HelperText>{texts.inCurrency(currencyName(currency))}</Input.HelperText> : null}
      <Input.ErrorText>{error}</Input.ErrorText>
    </Input.Root>
  );
}

/** Name, seller and category. */
export function BasicsFields(props: GroupProps & { categories: CategoryOption[] }) {
  return (
    <>
      <TextField {...props} name="name" label={texts.name} />
      <TextField {...props} name="seller" label={texts.seller} maxLength={120} />
      <NativeSelect
        label={texts.category}
        name="category"
        aria-required="true"
        errorText={props.errors.category}
        value={props.fields.category}
        onChange={(event) => props.onField("category", event.target.value)}
      >
        <option value="">{texts.chooseCategory}</option>
        {props.categories.map((category) => (
          <option key={category.name} value={category.name}>
            {category.displayName}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}

/** Stock, price and shipping; shipping alone for a product with options (each variant has its price and stock). */
export function StockAndPriceFields(props: GroupProps & { shippingOnly?: boolean }) {
  const { shippingOnly, ...group } = props;
  return (
    <>
      {shippingOnly ? null : (
        <>
          <TextField {...group} name="stock" label={texts.stock} number="count" />
          <TextField {...group} name="price" label={texts.price} number="money" />
        </>
      )}
      <TextField {...group} name="shipping" label={texts.shipping} number="money" />
    </>
  );
}

/** The flash-sale variant's sell price and sell shipping. */
export function FlashPriceFields(props: GroupProps) {
  return (
    <>
      <TextField {...props} name="sellprice" label={texts.sellPrice} number="money" />
      <TextField {...props} name="sellshipping" label={texts.sellShipping} number="money" />
    </>
  );
}

/** The star rating (half steps) and how many rated it. */
export function RatingFields(props: GroupProps) {
  return (
    <>
      <NativeSelect
        label={texts.rating}
        name="star"
        errorText={props.errors.star}
        value={props.fields.star}
        onChange={(event) => props.onField("star", event.target.value)}
      >
        {STAR_OPTIONS.map((stars) => (
          <option key={stars} value={String(stars)}>
            {texts.ratingOption(stars, shopCopy.product.ratingLabels[stars * 2] ?? "")}
          </option>
        ))}
      </NativeSelect>
      <TextField {...props} name="starCount" label={texts.starCount} number="count" />
    </>
  );
}

export interface FeatureRowsProps {
  rows: FeatureRow[];
  /** The error shown under each row, by position. */
  rowErrors: Map<number, string>;
  /** Prefix for the rows' error ids. */
  idPrefix: string;
  onChange(id: number, part: "description" | "value", value: string): void;
  onAdd(): void;
  onRemove(id: number): void;
}

/** The feature rows: a description and a value each, removable but the first, with Add More on the last. */
export function FeatureRows(props: FeatureRowsProps) {
  const { rows } = props;
  return (
    <fieldset className={styles.features}>
      <legend className={styles.legend}>{texts.features}</legend>
      {rows.map((row, index) => {
        const number = index + 1;
        const error = props.rowErrors.get(index);
        const errorId = `${props.idPrefix}-feature-${row.id}-error`;
        const last = index === rows.length - 1;
        return (
          <div key={row.id} className={styles.featureRow}>
            <div className={styles.featureInputs}>
              <FeatureInput
                label={texts.feature(number)}
                name={`features.${index}.description`}
                maxLength={80}
                errorId={error !== undefined ? errorId : undefined}
                value={row.description}
                onChange={(value) => props.onChange(row.id, "description", value)}
                data-feature-description=""
              />
              <FeatureInput
                label={texts.value(number)}
                name={`features.${index}.value`}
                maxLength={200}
                errorId={error !== undefined ? errorId : undefined}
                value={row.value}
                onChange={(value) => props.onChange(row.id, "value", value)}
              />
              <div className={styles.rowActions}>
                {index > 0 ? (
                  <IconButton
                    variant="outline"
                    aria-label={texts.removeFeature(number)}
                    onClick={() => props.onRemove(row.id)}
                  >
                    <CloseIcon />
                  </IconButton>
                ) : null}
                {last ? (
                  <Button variant="outline" onClick={props.onAdd} disabled={rows.length >= 20}>
                    {texts.addMore}
                  </Button>
                ) : null}
              </div>
            </div>
            {/* One message for the row's two inputs, so not a field's own error text. */}
            {error !== undefined ? (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** One input of a feature row; the row's error, shared by both inputs, is under the row (`errorId`). */
function FeatureInput(props: {
  label: string;
  name: string;
  maxLength: number;
  errorId: string | undefined;
  value: string;
  onChange(value: string): void;
  "data-feature-description"?: string;
}) {
  const { label, errorId, onChange, ...inputProps } = props;
  return (
    <Input.Root invalid={errorId !== undefined}>
      <Input.Label>{label}</Input.Label>
      <Input.Control
        {...inputProps}
        autoComplete="off"
        aria-required="true"
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </Input.Root>
  );
}

/** A group of the form's fields across both columns (features, photos, options): a bare fieldset, its legend, a hint. */
export const sectionStyles = {
  fieldset: css({
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
  help: css({ fontSize: "sm", color: "fg.muted" }),
};

const styles = {
  error: css({ fontSize: "sm", color: "danger", fontWeight: "medium" }),
  features: sectionStyles.fieldset,
  legend: sectionStyles.legend,
  featureRow: css({ display: "flex", flexDirection: "column", gap: "1.5", minW: "0" }),
  featureInputs: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(0, 1fr) minmax(0, 2fr) auto" },
    alignItems: "end",
    gap: { base: "2", md: "3" },
  }),
  rowActions: css({ display: "flex", gap: "2", alignItems: "center", minH: "10", flexWrap: "wrap" }),
};
