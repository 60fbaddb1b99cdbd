import { type KeyboardEvent, useId, useRef, useState } from "react";
import { readerLocale } from "~/format.ts";
import { Link } from "react-router";
import { css, cx } from "styled-system/css";
import { ConfirmDialog, preloadConfirmDialog } from "~/components/shared/ConfirmDialog.tsx";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { cartCopy } from "~/i18n/cart.ts";
import type { CartQuote, CartQuoteLine } from "~/domain/orders/types.ts";
import { Button } from "~/ui/button.tsx";
import * as EmptyState from "~/ui/empty-state.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import {
  AlertCircleIcon,
  ArrowLeftIcon,
  CartIcon,
  InfoIcon,
  LockIcon,
  MinusIcon,
  PlusIcon,
  TrashIcon,
} from "~/ui/icons.tsx";
import * as NumberInput from "~/ui/number-input.tsx";
import { LoadingText, Skeleton } from "~/ui/skeleton.tsx";
import { NEEDS_SCRIPT_ATTRIBUTE } from "~/boot-on-intent.ts";
import { ApproxTaka, Price } from "~/components/catalogue/Price.tsx";
import { ProductTypeBadge } from "./LineItem.tsx";
import { Totals, totalsMoney } from "./Totals.tsx";
import { thumbUrl } from "~/domain/images/url.ts";

export interface CartViewProps {
  /** The server's prices for the stored cart; null while they load. */
  quote: CartQuote | null;
  onQuantityChange(line: CartQuoteLine, quantity: number): void;
  onRemove(line: CartQuoteLine): void;
  /** Where 'Proceed to order' goes (the checkout's first step). */
  proceedHref: string;
  /**
   * How many items the cart is expected to hold while its quote loads (before hydration: the count the server read
   * in the cart cookie). 0 shows the empty cart at once rather than placeholders that would then collapse under the
   * footer; a number sets how many placeholder rows there are. Unknown (undefined): three.
   */
  expectedItems?: number;
}

/**
 * The cart: one row per line with its price, a quantity stepper bounded by what is available and a remove button
 * (confirmed in a dialog), what is wrong with a line if anything, and the summary with 'Proceed to order', which
 * stays disabled while any line cannot be ordered as it is. Rows are a table-like list where there is room for
 * one (a container query, so it also holds beside the summary) and stacked cards on phones.
 */
export function CartView(props: CartViewProps) {
  const { quote } = props;
  const [removal, setRemoval] = useState<{ line: CartQuoteLine; open: boolean } | null>(null);
  const headingId = useId();

  if (quote === null) return props.expectedItems === 0 ? <EmptyCart /> : <CartLoading rows={props.expectedItems} />;
  if (quote.lines.length === 0) return <EmptyCart />;

  return (
    <div className={cx(styles.page, styles.fold)}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.heading}>
          {cartCopy.heading}
        </h1>
        <span className={styles.count}>{cartCopy.itemCount(quote.itemCount)}</span>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-label={cartCopy.products} className={styles.listPanel}>
            <div aria-hidden="true" className={cx(styles.grid, styles.columns)}>
              <span className={styles.columnProduct}>{cartCopy.product}</span>
              <span className={styles.areaPrice}>{cartCopy.price}</span>
              <span className={styles.areaQuantity}>{cartCopy.quantity}</span>
              <span className={cx(styles.areaTotal, styles.end)}>{cartCopy.total}</span>
            </div>
            <ul className={styles.list}>
              {quote.lines.map((line) => (
                <CartRow
                  key={lineKey(line)}
                  line={line}
                  onQuantityChange={(quantity) => props.onQuantityChange(line, quantity)}
                  onRemove={() => setRemoval({ line, open: true })}
                />
              ))}
            </ul>
          </section>
          <Button asChild variant="ghost" className={styles.continue}>
            <Link to="/products">
              <ArrowLeftIcon />
              {cartCopy.continueShopping}
            </Link>
          </Button>
        </div>

        <CartSummary quote={quote} proceedHref={props.proceedHref} />
      </div>

      <RemoveDialog
        line={removal?.line ?? null}
        open={removal?.open ?? false}
        onClose={() => setRemoval((current) => (current ? { ...current, open: false } : null))}
        onConfirm={(line) => {
          setRemoval({ line, open: false });
          props.onRemove(line);
        }}
      />
    </div>
  );
}

/** A product may be in the cart more than once: at its regular and its flash-sale price, and in each variant. */
function lineKey(line: CartQuoteLine): string {
  return `${line.productId}:${line.requestedType}:${line.variantId ?? ""}`;
}

function CartRow(props: { line: CartQuoteLine; onQuantityChange(quantity: number): void; onRemove(): void }) {
  const { line } = props;
  const name = line.name;
  // A line whose product is gone is no longer sold; one whose variant is gone still has its product to choose from.
  const known = line.problem !== "unknown" || variantGone(line);
  // A line that could not be priced as saved (no variant, or one since gone) has no price to show.
  const priced =
    line.problem !== "unknown" && line.problem !== "variant-required" && line.problem !== "variant-mismatch";
  const onFlashSale = line.productType === "flashsell";
  return (
    <li className={cx(styles.grid, styles.row)} data-problem={line.problem ?? undefined}>
      <img
        src={thumbUrl(line.imageUrl)}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        decoding="async"
        className={cx(styles.image, !known && styles.faded)}
      />
      <div className={styles.info}>
        {known ? (
          <Link to={`/productdetails/${line.productId}`} className={styles.name}>
            {name}
          </Link>
        ) : (
          <span className={cx(styles.name, styles.nameGone)}>{name}</span>
        )}
        {line.variantTitle ? <span className={styles.meta}>{line.variantTitle}</span> : null}
        <span className={styles.meta}>
          {line.category}
          {onFlashSale ? <ProductTypeBadge type="flashsell" /> : null}
        </span>
        <LineWarning line={line} />
      </div>
      <div className={styles.areaPrice}>
        {priced ? (
          <>
            <span className={styles.srOnly}>{cartCopy.price} </span>
            <Price
              cents={line.unitPriceCents}
              regularCents={onFlashSale ? line.regularPriceCents : undefined}
              size="sm"
            />
            <ApproxTaka cents={line.unitPriceCents} className={styles.approx} />
          </>
        ) : null}
      </div>
      <div className={styles.areaQuantity}>
        {priced ? <QuantityStepper line={line} name={name} onChange={props.onQuantityChange} /> : null}
      </div>
      <div className={cx(styles.areaTotal, styles.lineTotal)}>
        {priced ? (
          <>
            <span className={styles.totalLabel}>{cartCopy.total}</span>
            <Price cents={line.unitPriceCents * line.quantity} size="md" />
          </>
        ) : null}
      </div>
      <div className={styles.areaRemove}>
        <IconButton
          size="sm"
          aria-label={cartCopy.remove(name)}
          title={cartCopy.removeShort}
          onPointerEnter={preloadConfirmDialog}
          onFocus={preloadConfirmDialog}
          onClick={props.onRemove}
        >
          <TrashIcon />
        </IconButton>
      </div>
    </li>
  );
}

/**
 * A saved line naming a variant the merchant has since deleted, of a product still sold (issue 28): the quote
 * calls it `unknown` but still names its product (a product that is gone comes back without a name).
 */
function variantGone(line: CartQuoteLine): boolean {
  return line.problem === "unknown" && line.requestedVariantId !== null && line.name !== "";
}

function LineWarning(props: { line: CartQuoteLine }) {
  const { line } = props;
  switch (line.problem) {
    case "unknown":
      return (
        <span className={cx(styles.warning, styles.warningDanger)}>
          <AlertCircleIcon />
          {variantGone(line) ? cartCopy.chooseAnotherOption : cartCopy.noLongerSold}
        </span>
      );
    case "out-of-stock":
      return (
        <span className={cx(styles.warning, styles.warningDanger)}>
          <AlertCircleIcon />
          {line.available === 0 ? cartCopy.outOfStock : cartCopy.onlyLeft(line.available)}
        </span>
      );
    case "variant-required":
    case "variant-mismatch":
      return (
        <span className={cx(styles.warning, styles.warningDanger)}>
          <AlertCircleIcon />
          {cartCopy.chooseOptionsAgain}
        </span>
      );
    case "flash-ended":
      return (
        <span className={cx(styles.warning, styles.warningInfo)}>
          <InfoIcon />
          {cartCopy.flashEnded}
        </span>
      );
    default:
      return null;
  }
}

/**
 * The line's quantity, from 1 to what is available. A press of − or + (or an arrow key) changes the cart at once;
 * typed digits only when the field is left or Enter is pressed, so typing "12" does not order 1 first.
 */
function QuantityStepper(props: { line: CartQuoteLine; name: string; onChange(quantity: number): void }) {
  const { line } = props;
  const max = Math.max(1, line.available);
  const [text, setText] = useState(String(line.quantity));
  // A new quote resets what is shown (React's "adjust state while rendering" pattern).
  const [shownQuantity, setShownQuantity] = useState(line.quantity);
  if (line.quantity !== shownQuantity) {
    setShownQuantity(line.quantity);
    setText(String(line.quantity));
  }
  const typing = useRef(false);

  function commit(valueAsNumber: number) {
    typing.current = false;
    if (!Number.isFinite(valueAsNumber)) {
      setText(String(line.quantity));
      return;
    }
    const quantity = Math.min(Math.max(Math.trunc(valueAsNumber), 1), max);
    setText(String(quantity));
    if (quantity !== line.quantity) props.onChange(quantity);
  }

  function noteTyping(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key.length === 1 || event.key === "Backspace" || event.key === "Delete") typing.current = true;
  }

  return (
    <NumberInput.Root
      size="sm"
      min={1}
      max={max}
      value={text}
      disabled={line.available === 0}
      inputMode="numeric"
      // Written and read in the page's digits: Bengali on a Bangla page, where either kind may be typed.
      locale={readerLocale()}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      translations={{
        decrementLabel: cartCopy.decreaseQuantityOf(props.name),
        incrementLabel: cartCopy.increaseQuantityOf(props.name),
      }}
      onValueChange={(details) => {
        setText(details.value);
        if (!typing.current && details.value !== "") commit(details.valueAsNumber);
      }}
      onValueCommit={(details) => commit(details.valueAsNumber)}
    >
      <NumberInput.Label className={styles.srOnly}>{cartCopy.quantityOf(props.name)}</NumberInput.Label>
      <NumberInput.Control>
        <NumberInput.DecrementTrigger>
          <MinusIcon />
        </NumberInput.DecrementTrigger>
        <NumberInput.Input
          onKeyDown={noteTyping}
          onPaste={() => {
            typing.current = true;
          }}
        />
        <NumberInput.IncrementTrigger>
          <PlusIcon />
        </NumberInput.IncrementTrigger>
      </NumberInput.Control>
    </NumberInput.Root>
  );
}

function CartSummary(props: { quote: CartQuote; proceedHref: string }) {
  const { quote } = props;
  const headingId = useId();
  const reasonId = useId();
  return (
    <aside aria-labelledby={headingId} className={styles.summary}>
      <h2 id={headingId} className={styles.summaryHeading}>
        {checkoutCopy.checkoutPage.orderSummary}
      </h2>
      <Totals money={totalsMoney(quote)} delivery="choose-area" totalLabel={cartCopy.total} />
      {quote.orderable ? (
        <Button asChild size="lg" className={styles.proceed}>
          <Link to={props.proceedHref}>{cartCopy.proceed}</Link>
        </Button>
      ) : (
        <>
          <p id={reasonId} className={styles.blocked}>
            <AlertCircleIcon />
            {cartCopy.notOrderable}
          </p>
          <Button size="lg" disabled aria-describedby={reasonId} className={styles.proceed}>
            {cartCopy.proceed}
          </Button>
        </>
      )}
      <p className={styles.secure}>
        <LockIcon />
        {cartCopy.secure}
      </p>
    </aside>
  );
}

/** Asks before a line goes; names the product. The line stays in state while the dialog fades out. */
function RemoveDialog(props: {
  line: CartQuoteLine | null;
  open: boolean;
  onClose(): void;
  onConfirm(line: CartQuoteLine): void;
}) {
  const { line } = props;
  return (
    <ConfirmDialog
      open={props.open}
      title={cartCopy.removeTitle}
      description={line ? cartCopy.removeDescription(line.name) : null}
      cancelLabel={cartCopy.cancel}
      confirmLabel={cartCopy.confirmRemove}
      closeLabel={cartCopy.close}
      onCancel={props.onClose}
      onConfirm={() => (line ? props.onConfirm(line) : undefined)}
    />
  );
}

function CartLoading(props: { rows?: number }) {
  const rows = Math.min(Math.max(props.rows ?? 3, 1), 3);
  return (
    <div className={cx(styles.page, styles.fold)} aria-busy="true" {...{ [NEEDS_SCRIPT_ATTRIBUTE]: "" }}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{cartCopy.heading}</h1>
      </header>
      <LoadingText />
      <div className={styles.layout}>
        <div className={styles.listPanel}>
          <ul className={styles.list}>
            {Array.from({ length: rows }, (_, index) => (
              <li key={index} className={styles.skeletonRow}>
                <Skeleton className={css({ w: "4.5rem", h: "4.5rem", flexShrink: "0", borderRadius: "l2" })} />
                <div className={css({ flex: "1", display: "flex", flexDirection: "column", gap: "1" })}>
                  <Skeleton shape="text" className={css({ w: "70%" })} />
                  <Skeleton shape="text" className={css({ w: "35%" })} />
                  <Skeleton shape="text" className={css({ w: "25%" })} />
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.summary}>
          <Skeleton shape="text" className={css({ w: "50%", h: "1.5em" })} />
          <Skeleton shape="text" className={css({ w: "100%" })} />
          <Skeleton shape="text" className={css({ w: "100%" })} />
          <Skeleton className={css({ w: "100%", h: "12", mt: "2", borderRadius: "l2" })} />
        </div>
      </div>
    </div>
  );
}

function EmptyCart() {
  const headingId = useId();
  return (
    <EmptyState.Root tone="accent" aria-labelledby={headingId}>
      <EmptyState.Icon aria-hidden>
        <CartIcon />
      </EmptyState.Icon>
      <EmptyState.Title id={headingId}>{cartCopy.emptyTitle}</EmptyState.Title>
      <EmptyState.Description>{cartCopy.emptyHelp}</EmptyState.Description>
      <EmptyState.Actions>
        <Button asChild size="lg">
          <Link to="/products">{cartCopy.startShopping}</Link>
        </Button>
      </EmptyState.Actions>
    </EmptyState.Root>
  );
}

// Rows switch to the table-like layout when their list (the "cart" container) is at least 40rem wide.
const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "6" }, minW: "0" }),
  // The placeholders and the cart that replaces them are at least a screen tall, so the footer starts below the
  // fold and the swap moves nothing in view whatever the two heights are (no layout shift).
  fold: css({ minH: "100svh" }),
  header: css({ display: "flex", alignItems: "baseline", flexWrap: "wrap", gap: "3" }),
  heading: css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold" }),
  count: css({ color: "fg.muted", fontSize: { base: "sm", md: "md" }, fontWeight: "medium" }),
  layout: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(0, 1fr) 20rem", lg: "minmax(0, 1fr) 22rem" },
    gap: { base: "4", md: "6", lg: "8" },
    alignItems: "start",
  }),
  main: css({ display: "flex", flexDirection: "column", gap: "3", minW: "0" }),
  listPanel: css({
    containerType: "inline-size",
    containerName: "cart",
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
    overflow: "hidden",
  }),
  list: css({
    display: "flex",
    flexDirection: "column",
    "& > li + li": { borderTopWidth: "1px", borderColor: "border.default" },
  }),
  // Shared by the column names and the rows; each sets its own display (two display classes would clash).
  grid: css({
    gridTemplateColumns: "4.5rem minmax(0, 1fr) auto",
    gridTemplateAreas: '"image info remove" "image price price" "quantity quantity total"',
    columnGap: "3",
    px: "4",
    "@container cart (min-width: 40rem)": {
      gridTemplateColumns: "4.5rem minmax(0, 1fr) 7.5rem 8.25rem 6.5rem 2.25rem",
      gridTemplateAreas: '"image info price quantity total remove"',
      columnGap: "4",
      px: "5",
    },
  }),
  columns: css({
    display: "none",
    py: "2.5",
    bg: "bg.muted",
    borderBottomWidth: "1px",
    borderColor: "border.default",
    fontSize: "xs",
    fontWeight: "semibold",
    letterSpacing: "0.04em",
    textTransform: "uppercase",
    color: "fg.muted",
    "@container cart (min-width: 40rem)": { display: "grid" },
  }),
  columnProduct: css({ gridColumn: "1 / 3" }),
  row: css({
    display: "grid",
    rowGap: "2",
    py: "4",
    alignItems: "start",
    "@container cart (min-width: 40rem)": { alignItems: "center", rowGap: "0" },
  }),
  image: css({
    gridArea: "image",
    w: "4.5rem",
    h: "4.5rem",
    objectFit: "cover",
    bg: "bg.muted",
    borderRadius: "l2",
    borderWidth: "1px",
    borderColor: "border.default",
  }),
  faded: css({ opacity: "0.45", filter: "grayscale(1)" }),
  info: css({
    gridArea: "info",
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: "1",
    minW: "0",
  }),
  name: css({
    fontWeight: "semibold",
    fontSize: { base: "sm", sm: "md" },
    lineHeight: "1.35",
    color: "fg.default",
    textDecoration: "none",
    overflowWrap: "anywhere",
    _hover: { color: "accent.text", textDecoration: "underline" },
  }),
  nameGone: css({ color: "fg.muted", _hover: { color: "fg.muted", textDecoration: "none" } }),
  meta: css({
    display: "inline-flex",
    alignItems: "center",
    flexWrap: "wrap",
    gap: "2",
    fontSize: "sm",
    color: "fg.muted",
  }),
  warning: css({
    display: "inline-flex",
    alignItems: "flex-start",
    gap: "1.5",
    mt: "1",
    px: "2",
    py: "1",
    borderRadius: "l1",
    fontSize: "xs",
    fontWeight: "semibold",
    lineHeight: "1.4",
    "& svg": { w: "3.5", h: "3.5", mt: "0.5", flexShrink: "0" },
  }),
  warningDanger: css({ bg: "danger.subtle", color: "danger.emphasized" }),
  warningInfo: css({ bg: "accent.subtle", color: "accent.text" }),
  areaPrice: css({ gridArea: "price", minW: "0" }),
  approx: css({ display: "block", fontSize: "xs" }),
  areaQuantity: css({
    gridArea: "quantity",
    minW: "0",
    pt: { base: "1", sm: "0" },
    "@container cart (min-width: 40rem)": { pt: "0" },
  }),
  areaTotal: css({ gridArea: "total", minW: "0" }),
  areaRemove: css({
    gridArea: "remove",
    display: "flex",
    justifyContent: "flex-end",
    mt: "-1",
    me: "-2",
    "@container cart (min-width: 40rem)": { m: "0" },
  }),
  end: css({ textAlign: "end" }),
  lineTotal: css({
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-end",
    justifyContent: "center",
    alignSelf: "center",
    textAlign: "end",
  }),
  totalLabel: css({
    fontSize: "xs",
    color: "fg.muted",
    "@container cart (min-width: 40rem)": { srOnly: true },
  }),
  continue: css({ alignSelf: "flex-start", color: "accent.text" }),
  summary: css({
    display: "flex",
    flexDirection: "column",
    gap: "4",
    p: { base: "5", md: "6" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
    md: { position: "sticky", top: "20" },
  }),
  summaryHeading: css({ fontSize: "lg", fontWeight: "bold" }),
  proceed: css({ width: "100%" }),
  blocked: css({
    display: "flex",
    alignItems: "flex-start",
    gap: "2",
    p: "3",
    borderRadius: "l2",
    bg: "danger.subtle",
    color: "danger.emphasized",
    fontSize: "sm",
    fontWeight: "medium",
    "& svg": { w: "4.5", h: "4.5", mt: "0.5", flexShrink: "0" },
  }),
  secure: css({
    display: "flex",
    alignItems: "center",
    gap: "2",
    fontSize: "xs",
    color: "fg.muted",
    "& svg": { w: "4", h: "4", flexShrink: "0" },
  }),
  // The dialog recipe's z-index tokens ("overlay", "modal") are not defined, so the layers are set here:
  // above the table's sticky header (z-index 1).
  skeletonRow: css({ display: "flex", gap: "4", p: "4" }),
  srOnly: css({ srOnly: true }),
};
