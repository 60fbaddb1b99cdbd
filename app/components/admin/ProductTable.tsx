import { type ReactNode, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { ConfirmDialog } from "~/components/shared/ConfirmDialog.tsx";
import { priceOrRange } from "~/components/catalogue/Price.tsx";
import { TableFooter } from "~/components/shared/PageSizeLinks.tsx";
import { useConfirmedRemoval } from "~/components/shared/useConfirmedRemoval.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { useMoney } from "~/client/currency.tsx";
import { useSubmit } from "~/client/submit.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import { NativeSelect } from "~/ui/native-select.tsx";
import * as EmptyState from "~/ui/empty-state.tsx";
import { Pagination } from "~/ui/pagination.tsx";
import * as Table from "~/ui/table.tsx";

export interface ProductRow {
  id: string;
  name: string;
  seller: string;
  priceCents: number;
  shippingCents: number;
  /** Its variants' total stock. */
  stock: number;
  /** Sold in variants (issue 28): how many, and their greatest price. */
  variantCount?: number;
  priceMaxCents?: number;
  /** Flash-sale products only. */
  sellPriceCents?: number;
  /**
   * A flash-sale product with options (issue 28): its variants, and the one on offer (null: every variant).
   */
  offer?: { variantId: string | null; variants: { id: string; title: string }[] };
}

export type DeleteProductResult = { ok: true } | { ok: false; error: string };

/** The answer to a choice of the variant on offer: the error shows under the row's choice. */
export type OfferVariantResult = { ok: true } | { ok: false; error: string };

export interface ProductTableProps {
  /** The table's heading, also its accessible name. */
  title: string;
  /** 1 where the table is the page (Manage Product), 2 (the default) under a page's own h1. */
  headingLevel?: 1 | 2;
  rows: ProductRow[];
  /** Adds the 'Sell Price' column (the flash-sale table). */
  showSellPrice?: boolean;
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** The number of products over all pages. */
  total: number;
  pageHref(page: number): string;
  /** The first page at another page size (10, 25 or 100 rows). */
  pageSizeHref(size: number): string;
  onDelete(row: ProductRow): Promise<DeleteProductResult>;
  /** Where a row's Edit link leads (the product's edit form); no Edit link without it. */
  editHref?(row: ProductRow): string;
  /**
   * Adds the 'On Offer' column (the flash-sale table, issue 28): for a product with options, which variant is on
   * offer and a choice of it, saved through this (null: every variant).
   */
  onOfferVariant?(row: ProductRow, variantId: string | null): Promise<OfferVariantResult>;
  /**
   * Manage Product (issue 30): its search form above the table, and the table as tall as its rows, so ten show
   * without a scroll of their own. Given by the page, so the flash-sale table does not download it.
   */
  toolbar?: ReactNode;
}

/** The spec's tables cap their height and keep the column names in view. */
const MAX_HEIGHT = 440;

/**
 * The admin products table (and the flash-sale one, with its Sell Price column), with rows per page and page
 * links below it. Deleting asks first; the success message shows only once the delete really succeeded, and
 * the row goes at once.
 */
export function ProductTable(props: ProductTableProps) {
  const texts = dashboardCopy.productTable;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [succeeded, setSucceeded] = useState(false);

  // Deleted rows go at once; the route's fresh list follows.
  const removals = useConfirmedRemoval<ProductRow>({
    remove: props.onDelete,
    failedText: texts.deleteFailed,
    onRemoved: () => setSucceeded(true),
    onAsk: () => setSucceeded(false),
  });
  const deletion = removals.removal;

  const rows = removals.remaining(props.rows);
  const total = Math.max(0, props.total - props.rows.length + rows.length);
  const columnCount = 6 + (props.showSellPrice ? 1 : 0) + (props.onOfferVariant ? 1 : 0);
  // One choice of the variant on offer is saved at a time: the others wait.
  const { pending: savingOffer, run: saveOffer } = useSubmit<string>();

  const deletingName = deletion ? deletion.item.name : "";
  const Heading = props.headingLevel === 1 ? "h1" : "h2";

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {props.title}
      </Heading>

      {succeeded ? (
        <Alert tone="success" onDismiss={() => setSucceeded(false)} dismissLabel={texts.dismiss}>
          {dashboardCopy.admin.productDeleted}
        </Alert>
      ) : null}

      {props.toolbar}

      <Table.Root
        aria-labelledby={headingId}
        striped
        stickyHeader
        maxHeight={props.toolbar ? undefined : MAX_HEIGHT}
        scrollLabel={texts.scrollLabel(props.title)}
      >
        <Table.Head>
          <Table.Row>
            <Table.Header scope="col">{texts.productName}</Table.Header>
            <Table.Header scope="col">{texts.seller}</Table.Header>
            <Table.Header scope="col">{texts.price}</Table.Header>
            <Table.Header scope="col">{texts.shippingCost}</Table.Header>
            <Table.Header scope="col">{texts.stock}</Table.Header>
            {props.showSellPrice ? <Table.Header scope="col">{texts.sellPrice}</Table.Header> : null}
            {props.onOfferVariant ? <Table.Header scope="col">{texts.offerVariant.column}</Table.Header> : null}
            <Table.Header scope="col">{texts.action}</Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columnCount}>
                <EmptyState.Root tone="neutral" className={styles.empty}>
                  <EmptyState.Title asChild>
                    <p>{texts.empty}</p>
                  </EmptyState.Title>
                </EmptyState.Root>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <ProductTableRow
                key={row.id}
                row={row}
                showSellPrice={props.showSellPrice ?? false}
                editHref={props.editHref?.(row)}
                onDelete={() => removals.ask(row)}
                offerVariant={
                  props.onOfferVariant
                    ? {
                        busy: savingOffer !== null && savingOffer !== row.id,
                        save: (variantId) => saveOffer(() => props.onOfferVariant!(row, variantId), row.id),
                      }
                    : undefined
                }
              />
            ))
          )}
        </Table.Body>
      </Table.Root>

      {total > 0 ? (
        <TableFooter current={props.pageSize} hrefOf={props.pageSizeHref}>
          <Pagination
            page={props.page}
            pageSize={props.pageSize}
            total={total}
            pageHref={props.pageHref}
            label={texts.pagesLabel(props.title)}
          />
        </TableFooter>
      ) : null}

      <ConfirmDialog
        open={deletion?.open ?? false}
        title={texts.deleteTitle}
        description={texts.willBeRemoved(deletingName)}
        cancelLabel={texts.no}
        confirmLabel={texts.delete}
        closeLabel={texts.close}
        pending={deletion?.pending ?? false}
        pendingLabel={texts.deleting}
        error={deletion?.error ?? null}
        onCancel={removals.cancel}
        onConfirm={() => void removals.confirm()}
        finalFocus={() => (succeeded ? headingRef.current : null)}
      />
    </section>
  );
}

interface OfferVariantControl {
  /** Another row's choice is being saved. */
  busy: boolean;
  save(variantId: string | null): Promise<OfferVariantResult>;
}

function ProductTableRow(props: {
  row: ProductRow;
  showSellPrice: boolean;
  editHref: string | undefined;
  onDelete(): void;
  offerVariant: OfferVariantControl | undefined;
}) {
  const texts = dashboardCopy.productTable;
  const { row } = props;
  const money = useMoney();
  const name = row.name;
  return (
    <Table.Row>
      <Table.Cell>
        <div className={styles.name}>{name}</div>
        <small className={styles.id}>{texts.id(row.id)}</small>
      </Table.Cell>
      <Table.Cell>{row.seller}</Table.Cell>
      <Table.Cell className={styles.number}>{priceOrRange(money, row.priceCents, row.priceMaxCents)}</Table.Cell>
      <Table.Cell className={styles.number}>{money(row.shippingCents)}</Table.Cell>
      <Table.Cell className={styles.number}>
        {row.stock}
        {row.variantCount !== undefined && row.variantCount > 1 ? (
          <small className={styles.note}>{texts.inVariants(row.variantCount)}</small>
        ) : null}
      </Table.Cell>
      {props.showSellPrice ? (
        <Table.Cell className={styles.number}>
          {row.sellPriceCents === undefined ? "" : money(row.sellPriceCents)}
        </Table.Cell>
      ) : null}
      {props.offerVariant ? (
        <Table.Cell>
          {row.offer ? (
            <OfferVariantChoice name={name} offer={row.offer} control={props.offerVariant} />
          ) : (
            <span className={styles.muted}>{texts.offerVariant.noOptions}</span>
          )}
        </Table.Cell>
      ) : null}
      <Table.Cell>
        <div className={styles.actions}>
          {props.editHref ? (
            <Button asChild size="sm" variant="outline">
              <Link to={props.editHref} aria-label={texts.editProduct(name)}>
                {texts.edit}
              </Link>
            </Button>
          ) : null}
          <Button size="sm" variant="outline" aria-label={texts.deleteProduct(name)} onClick={props.onDelete}>
            {texts.delete}
          </Button>
        </div>
      </Table.Cell>
    </Table.Row>
  );
}

/** The select's value for every variant. */
const ALL_VARIANTS = "";

/**
 * Which variant of a flash product is on offer, as a select of "All variants" and each variant's title, saved by
 * its button (a select that saved on change would save each option a keyboard passes over).
 */
function OfferVariantChoice(props: {
  name: string;
  offer: NonNullable<ProductRow["offer"]>;
  control: OfferVariantControl;
}) {
  const texts = dashboardCopy.productTable.offerVariant;
  const saved = props.offer.variantId ?? ALL_VARIANTS;
  const [choice, setChoice] = useState(saved);
  const [shownSaved, setShownSaved] = useState(saved);
  const { busy: pending, run: send } = useSubmit();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The route's fresh list brings the saved choice: the select follows it ("adjust state while rendering").
  if (saved !== shownSaved) {
    setShownSaved(saved);
    setChoice(saved);
  }
  return (
    <form
      className={styles.offerForm}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        setDone(false);
        void send(() => props.control.save(choice === ALL_VARIANTS ? null : choice)).then((result) => {
          if (result.ok) setDone(true);
          else setError(result.error);
        });
      }}
    >
      <NativeSelect
        label={<span className={styles.srOnly}>{texts.label(props.name)}</span>}
        size="sm"
        rootClassName={styles.offerField}
        value={choice}
        errorText={error ?? undefined}
        onChange={(event) => {
          setChoice(event.target.value);
          setDone(false);
          setError(null);
        }}
      >
        <option value={ALL_VARIANTS}>{texts.all}</option>
        {props.offer.variants.map((variant) => (
          <option key={variant.id} value={variant.id}>
            {variant.title}
          </option>
        ))}
      </NativeSelect>
      <div className={styles.offerActions}>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          aria-label={texts.saveFor(props.name)}
          disabled={pending || props.control.busy || choice === saved}
        >
          {pending ? texts.saving : texts.save}
        </Button>
        <span role="status" className={styles.saved}>
          {done && !pending ? texts.saved : ""}
        </span>
      </div>
    </form>
  );
}

const styles = {
  section: css({ display: "flex", flexDirection: "column", gap: "4", minW: "0" }),
  heading: css({ fontSize: { base: "lg", md: "xl" }, fontWeight: "bold", outline: "none" }),
  name: css({ fontWeight: "medium", whiteSpace: "nowrap" }),
  id: css({ display: "block", fontFamily: "mono", fontSize: "xs", color: "fg.muted", whiteSpace: "nowrap" }),
  number: css({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }),
  note: css({ display: "block", fontSize: "xs", color: "fg.muted" }),
  empty: css({ py: "6" }),
  actions: css({ display: "flex", gap: "2", flexWrap: "nowrap" }),
  muted: css({ fontSize: "sm", color: "fg.muted", whiteSpace: "nowrap" }),
  srOnly: css({ srOnly: true }),
  offerForm: css({ display: "flex", flexDirection: "column", gap: "1.5", minW: "48" }),
  offerField: css({ gap: "0" }),
  offerActions: css({ display: "flex", alignItems: "center", gap: "2" }),
  saved: css({ fontSize: "xs", fontWeight: "medium", color: "success.emphasized" }),
};
