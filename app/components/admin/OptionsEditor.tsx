import { useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { section } from "~/i18n/catalogue.ts";
import { useCurrency } from "~/client/currency.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { variantsCopy } from "~/i18n/variants.ts";
import { currencyName } from "./currency-name.ts";
import { MAX_OPTION_VALUES, MAX_OPTIONS, MAX_VARIANTS } from "~/schemas/variant-rules.ts";
import type { FieldErrors } from "~/schemas/parse.ts";
import { Button } from "~/ui/button.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import { CloseIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import * as Table from "~/ui/table.tsx";
import * as TagsInput from "~/ui/tags-input.tsx";
import {
  combinationCount,
  type GalleryEntry,
  type GridRow,
  gridRows,
  newOption,
  type OptionDraft,
  offeredRows,
  usableOptions,
  type VariantDraft,
} from "./product-draft.ts";

const texts = section(() => variantsCopy.editor);

export interface OptionsEditorProps {
  /** Focus the first option's name once drawn (the admin has just opened the editor). */
  autoFocus?: boolean;
  options: OptionDraft[];
  drafts: Record<string, VariantDraft>;
  gallery: GalleryEntry[];
  /** A new row's price: the product's price as typed. */
  defaultPrice: string;
  errors: FieldErrors;
  onOptions(options: OptionDraft[]): void;
  onDraft(key: string, draft: VariantDraft): void;
  onApplyPrice(rows: GridRow[], price: string): void;
}

/**
 * The product's options and its variants grid (issue 28). Each option has a name and its values typed as tags; the
 * grid has one row per combination of values, each with its own price, compare-at price, stock, SKU and photo, and
 * a box to leave a combination out (it shows as unavailable in the shop). "Apply price to all" sets every row's
 * price at once. Loaded only when a product has options or the admin adds one.
 */
export default function OptionsEditor(props: OptionsEditorProps) {
  const { options, errors } = props;
  const usable = usableOptions(options);
  const rows = gridRows(usable, props.drafts, props.defaultPrice);
  const total = combinationCount(usable);
  const rootRef = useRef<HTMLDivElement>(null);
  const { autoFocus } = props;
  useEffect(() => {
    if (autoFocus) rootRef.current?.querySelector<HTMLInputElement>("input[data-option-name]")?.focus();
  }, [autoFocus]);

  function change(id: number, patch: Partial<OptionDraft>) {
    props.onOptions(options.map((option) => (option.id === id ? { ...option, ...patch } : option)));
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <div className={styles.options}>
        {options.map((option, index) => (
          <OptionRow
            key={option.id}
            option={option}
            index={index}
            errors={errors}
            onChange={(patch) => change(option.id, patch)}
            onRemove={() => props.onOptions(options.filter((other) => other.id !== option.id))}
          />
        ))}
        {errors.options ? <p className={styles.error}>{errors.options}</p> : null}
        {options.length < MAX_OPTIONS ? (
          <Button
            variant="outline"
            className={styles.addOption}
            onClick={() => {
              props.onOptions([...options, newOption()]);
              requestAnimationFrame(() => {
                const names = rootRef.current?.querySelectorAll<HTMLInputElement>("input[data-option-name]") ?? [];
                names[names.length - 1]?.focus();
              });
            }}
          >
            {texts.addOption}
          </Button>
        ) : null}
      </div>
      <VariantsGrid {...props} rows={rows} total={total} />
    </div>
  );
}

function OptionRow(props: {
  option: OptionDraft;
  index: number;
  errors: FieldErrors;
  onChange(patch: Partial<OptionDraft>): void;
  onRemove(): void;
}) {
  const { option, index, errors } = props;
  const n = index + 1;
  const name = option.name.trim() || texts.unnamed(n);
  const valuesError = errors[`options.${index}.values`] ?? errors[`options.${index}`];
  return (
    <div className={styles.option}>
      <Input.Root invalid={errors[`options.${index}.name`] !== undefined} className={styles.optionName}>
        <Input.Label>{texts.optionName(n)}</Input.Label>
        <Input.Control
          data-option-name=""
          name={`options.${index}.name`}
          autoComplete="off"
          maxLength={40}
          placeholder={texts.optionNamePlaceholder}
          value={option.name}
          onChange={(event) => props.onChange({ name: event.target.value })}
        />
        <Input.ErrorText>{errors[`options.${index}.name`]}</Input.ErrorText>
      </Input.Root>
      <TagsInput.Root
        value={option.values}
        onValueChange={(details) => props.onChange({ values: details.value })}
        max={MAX_OPTION_VALUES}
        maxLength={40}
        addOnPaste
        delimiter=","
        blurBehavior="add"
        invalid={valuesError !== undefined}
        translations={{ deleteTagTriggerLabel: texts.deleteValue }}
        className={styles.values}
      >
        <TagsInput.Context>
          {(api) => (
            <>
              <TagsInput.Label>{texts.optionValues(name)}</TagsInput.Label>
              <TagsInput.Control>
                {api.value.map((value, at) => (
                  <TagsInput.Item key={`${value}-${at}`} index={at} value={value}>
                    <TagsInput.ItemPreview>
                      <TagsInput.ItemText>{value}</TagsInput.ItemText>
                      <TagsInput.ItemDeleteTrigger>
                        <CloseIcon />
                      </TagsInput.ItemDeleteTrigger>
                    </TagsInput.ItemPreview>
                    <TagsInput.ItemInput />
                  </TagsInput.Item>
                ))}
                <TagsInput.Input
                  placeholder={texts.valuesPlaceholder}
                  aria-invalid={valuesError !== undefined ? "true" : undefined}
                />
              </TagsInput.Control>
            </>
          )}
        </TagsInput.Context>
        <TagsInput.HiddenInput name={`options.${index}.values`} />
        {valuesError ? <p className={styles.error}>{valuesError}</p> : null}
      </TagsInput.Root>
      <IconButton variant="outline" aria-label={texts.removeOption(name)} onClick={props.onRemove}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}

const COLUMNS = ["price", "compareAt", "stock", "sku"] as const;
const ERROR_KEY = { price: "price", compareAt: "compareAtPrice", stock: "stock", sku: "sku" } as const;

function VariantsGrid(props: OptionsEditorProps & { rows: GridRow[]; total: number }) {
  const { rows, total, errors } = props;
  const headingId = useId();
  const [priceForAll, setPriceForAll] = useState("");
  const currency = useCurrency();
  // The money columns name the shop's currency, as the form's price fields do (issue 30).
  const inCurrency = dashboardCopy.productForm.inCurrency(currencyName(currency));
  const [applied, setApplied] = useState("");
  const offered = offeredRows(rows);
  const indexOf = new Map(offered.map((row, index) => [row.key, index]));
  const gridError = errors.variants;

  return (
    <section aria-labelledby={headingId} className={styles.grid}>
      <h2 id={headingId} className={styles.subheading}>
        {texts.variantsHeading}
      </h2>
      {total > MAX_VARIANTS ? (
        <p className={styles.error}>{texts.tooManyVariants(total, MAX_VARIANTS)}</p>
      ) : rows.length === 0 ? (
        <p className={styles.hint}>{texts.noVariantsYet}</p>
      ) : (
        <>
          <p className={styles.hint}>{texts.variantCount(offered.length, total)}</p>
          <div className={styles.applyAll}>
            <Input.Root className={styles.applyInput}>
              <Input.Label>{texts.priceForAll}</Input.Label>
              <Input.Control
                inputMode="decimal"
                autoComplete="off"
                value={priceForAll}
                onChange={(event) => setPriceForAll(event.target.value)}
              />
              <Input.HelperText>{inCurrency}</Input.HelperText>
            </Input.Root>
            <Button
              variant="outline"
              disabled={priceForAll.trim() === ""}
              onClick={() => {
                props.onApplyPrice(rows, priceForAll.trim());
                setApplied(texts.priceApplied(rows.length));
              }}
            >
              {texts.applyPriceToAll}
            </Button>
            <p role="status" className={styles.srOnly}>
              {applied}
            </p>
          </div>
          <Table.Root compact scrollLabel={texts.gridLabel} containerClassName={styles.tableContainer}>
            <Table.Head>
              <Table.Row>
                <Table.Header scope="col">{texts.columns.sold}</Table.Header>
                <Table.Header scope="col">{texts.columns.variant}</Table.Header>
                {COLUMNS.map((column) => (
                  <Table.Header key={column} scope="col">
                    {texts.columns[column]}
                    {column === "price" || column === "compareAt" ? (
                      <span className={styles.unit}>{inCurrency}</span>
                    ) : null}
                  </Table.Header>
                ))}
                <Table.Header scope="col">{texts.columns.image}</Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {rows.map((row, rowIndex) => {
                const at = indexOf.get(row.key);
                const rowError =
                  at === undefined ? undefined : (errors[`variants.${at}.options`] ?? errors[`variants.${at}`]);
                return (
                  <Table.Row key={row.key} data-offered={row.draft.offered ? "" : undefined} className={styles.row}>
                    <Table.Cell>
                      <input
                        type="checkbox"
                        className={styles.check}
                        aria-label={texts.sellThis(row.title)}
                        checked={row.draft.offered}
                        onChange={(event) => props.onDraft(row.key, { ...row.draft, offered: event.target.checked })}
                      />
                    </Table.Cell>
                    <Table.Header scope="row" className={styles.title}>
                      {row.values.join(" / ")}
                      {rowError ? <span className={styles.error}>{rowError}</span> : null}
                    </Table.Header>
                    {COLUMNS.map((column) => {
                      const error = at === undefined ? undefined : errors[`variants.${at}.${ERROR_KEY[column]}`];
                      const errorId = `${headingId}-${rowIndex}-${column}`;
                      return (
                        <Table.Cell key={column}>
                          <input
                            className={styles.cell}
                            data-column={column}
                            inputMode={column === "sku" ? "text" : column === "stock" ? "numeric" : "decimal"}
                            autoComplete="off"
                            maxLength={column === "sku" ? 64 : 12}
                            disabled={!row.draft.offered}
                            aria-label={texts.cellLabel(texts.columns[column], row.title)}
                            aria-invalid={error ? "true" : undefined}
                            aria-describedby={error ? errorId : undefined}
                            value={row.draft[column]}
                            onChange={(event) => props.onDraft(row.key, { ...row.draft, [column]: event.target.value })}
                          />
                          {error ? (
                            <span id={errorId} className={styles.error}>
                              {error}
                            </span>
                          ) : null}
                        </Table.Cell>
                      );
                    })}
                    <Table.Cell>
                      <select
                        className={styles.cell}
                        aria-label={texts.cellLabel(texts.columns.image, row.title)}
                        disabled={!row.draft.offered}
                        value={row.draft.image}
                        onChange={(event) => props.onDraft(row.key, { ...row.draft, image: event.target.value })}
                      >
                        <option value="">{texts.productPhoto}</option>
                        {props.gallery.map((entry, index) => (
                          <option key={entry.ref} value={entry.ref}>
                            {texts.photoNumber(index + 1)}
                          </option>
                        ))}
                      </select>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </>
      )}
      {gridError ? <p className={styles.error}>{gridError}</p> : null}
    </section>
  );
}

const styles = {
  root: css({ display: "flex", flexDirection: "column", gap: "5", minW: "0" }),
  options: css({ display: "flex", flexDirection: "column", gap: "4", minW: "0" }),
  option: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr) auto", md: "minmax(0, 12rem) minmax(0, 1fr) auto" },
    alignItems: "start",
    gap: "3",
    "& > button": { mt: "7", gridColumn: { base: "2", md: "3" }, gridRow: { base: "1", md: "auto" } },
  }),
  optionName: css({ gridColumn: { base: "1", md: "auto" } }),
  values: css({ gridColumn: { base: "1 / -1", md: "auto" } }),
  addOption: css({ alignSelf: "flex-start" }),
  grid: css({ display: "flex", flexDirection: "column", gap: "3", minW: "0" }),
  subheading: css({ fontWeight: "semibold" }),
  hint: css({ fontSize: "sm", color: "fg.muted" }),
  unit: css({ display: "block", fontSize: "xs", fontWeight: "normal", color: "fg.muted" }),
  applyAll: css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "3" }),
  applyInput: css({ flex: "0 1 14rem" }),
  tableContainer: css({ maxW: "full" }),
  row: css({ "&:not([data-offered])": { color: "fg.muted" } }),
  title: css({ whiteSpace: "nowrap", fontWeight: "medium", "& > span": { display: "block", whiteSpace: "normal" } }),
  check: css({ w: "5", h: "5", accentColor: "var(--colors-accent-default)", cursor: "pointer" }),
  cell: css({
    w: "full",
    minW: "6rem",
    h: "9",
    px: "2",
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.strong",
    borderRadius: "l2",
    fontSize: "sm",
    _focusVisible: { outline: "2px solid {colors.accent.focusRing}", outlineOffset: "1px" },
    _disabled: { opacity: "0.5", cursor: "not-allowed" },
    "&[aria-invalid=true]": { borderColor: "danger" },
  }),
  error: css({ fontSize: "sm", color: "danger", fontWeight: "medium" }),
  srOnly: css({ srOnly: true }),
};
