import { type ReactNode, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { css, cx } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import { productsCopy } from "~/i18n/products.ts";
import { offerCovers } from "~/domain/flash-sale/offer.ts";
import { sayTimeLeft } from "~/domain/time-left.ts";
import type { FlashSaleInfo } from "~/domain/flash-sale/types.ts";
import type { ProductDetail, ProductSummary } from "~/domain/catalogue/types.ts";
import { priceRange, type VariantChoice } from "~/domain/variants/choosing.ts";
import { loadOnIntent } from "~/client/on-intent.ts";
import { formatStars } from "~/format.ts";
import { useMoney } from "~/client/currency.tsx";
import { Badge } from "~/ui/badge.tsx";
import { Button } from "~/ui/button.tsx";
import { BoltIcon, CartIcon, InfoIcon, PackageIcon, TruckIcon } from "~/ui/icons.tsx";
import { NumberInput } from "~/ui/number-input.tsx";
import { Rating } from "~/ui/star-rating.tsx";
import * as Table from "~/ui/table.tsx";
import { ApproxTaka, Price } from "./Price.tsx";
import { ProductGallery } from "./ProductGallery.tsx";
import { ProductGrid } from "./ProductGrid.tsx";

export interface ProductDetailsViewProps {
  product: ProductDetail;
  flash: FlashSaleInfo;
  /** "flashsell" when the shopper came from the flash sale: the sell price applies while the window is open. */
  variant: "regular" | "flashsell";
  similar: ProductSummary[];
  /** "compact" for /buyproduct: a smaller image, no similar products, Buy Now first. */
  layout?: "full" | "compact";
  onAddToCart(quantity: number): void;
  onBuyNow(quantity: number): void;
  /** Shown under the buttons, such as "Added to cart". */
  notice?: ReactNode;
  /**
   * A product with options: where the shopper's choice stands (its pickers, the variant once every option has a
   * value) and how to change it. The page sells the chosen variant: its price, "was" price, stock and image.
   */
  choice?: VariantChoice;
  onChoose?(option: string, value: string): void;
}

const LOW_STOCK = 5;

/**
 * The option pickers (Ark's RadioGroup) load only on the pages of products with options: most products have none,
 * and their pages do not carry the pickers' code.
 */
const pickers = loadOnIntent(() => import("./OptionPickers.tsx").then((module) => module.OptionPickers));

/** A product page: picture, name, rating, price, shipping, stock, quantity and the buy buttons, then details. */
export function ProductDetailsView(props: ProductDetailsViewProps) {
  const { product, flash } = props;
  const money = useMoney();
  const layout = props.layout ?? "full";
  const compact = layout === "compact";
  const texts = productsCopy;
  const name = product.name;
  const categoryName = product.categoryName;
  const categoryHref = `/products/${encodeURIComponent(product.category)}`;

  // A product with options is sold by variant, once one is chosen; without a choice (or pickers), not at all.
  const inOptions = (product.options?.length ?? 0) > 0;
  const choice = inOptions ? (props.choice ?? null) : null;
  const chosen = choice?.variant ?? null;
  // The flash offer prices the variant it names, or every variant when it names none (issue 28): a product with
  // options shows it once the variant chosen is one it covers.
  const offer =
    props.variant === "flashsell" &&
    product.flash &&
    (!inOptions || (chosen !== null && offerCovers(product.flash, chosen.id)))
      ? product.flash
      : null;
  const flashOpen = offer !== null && flash.state === "open";
  const regularCents = chosen ? chosen.priceCents : product.priceCents;
  const priceCents = flashOpen ? offer.sellPriceCents : regularCents;
  const wasCents = flashOpen
    ? regularCents
    : chosen?.compareAtCents && chosen.compareAtCents > chosen.priceCents
      ? chosen.compareAtCents
      : undefined;
  const range = inOptions && !chosen ? priceRange(product.variants ?? []) : null;
  const shippingCents = flashOpen ? offer.sellShippingCents : product.shippingCents;
  const stock = inOptions ? (chosen?.stock ?? 0) : product.stock;
  const available = Math.max(0, flashOpen ? Math.min(stock, offer.flashStock) : stock);
  const soldOut = available === 0;
  // What is left to choose: said where the stock is, and the buttons wait for it.
  const missing = inOptions && !chosen ? (choice?.missing ?? product.options!.map((option) => option.name)) : [];

  const [quantityText, setQuantityText] = useState("1");
  // What the buttons send: a whole number within 1..available, whatever is typed.
  const quantity = Math.min(Math.max(Math.trunc(Number(quantityText)) || 1, 1), Math.max(available, 1));

  const addToCart = (
    <Button
      key="add"
      size="lg"
      variant={compact ? "outline" : "solid"}
      disabled={soldOut}
      onClick={() => props.onAddToCart(quantity)}
    >
      <CartIcon />
      {texts.addToCart}
    </Button>
  );
  const buyNow = (
    <Button
      key="buy"
      size="lg"
      variant={compact ? "solid" : "outline"}
      disabled={soldOut}
      onClick={() => props.onBuyNow(quantity)}
    >
      <BoltIcon />
      {texts.buyNow}
    </Button>
  );

  return (
    <div className={styles.page}>
      <nav aria-label={texts.breadcrumb}>
        <ol className={styles.breadcrumb}>
          <li>
            <Link to="/products">{shopCopy.nav.products}</Link>
          </li>
          <li>
            <Link to={categoryHref}>{categoryName}</Link>
          </li>
          <li>
            <span aria-current="page" className={styles.breadcrumbCurrent}>
              {name}
            </span>
          </li>
        </ol>
      </nav>

      <article className={cx(styles.product, compact ? styles.productCompact : styles.productFull)}>
        <ProductGallery
          images={product.images && product.images.length > 0 ? product.images : [product.imageUrl]}
          name={name}
          // A chosen variant shows its own photo, or the product's when it has none (not the last one shown).
          showing={chosen ? (chosen.imageUrl ?? product.imageUrl) : null}
          className={cx(styles.media, compact && styles.mediaCompact)}
          badge={
            flashOpen ? (
              <Badge size="md" className={styles.imageBadge}>
                <BoltIcon />
                {texts.flashSale}
              </Badge>
            ) : null
          }
        />

        <div className={cx(styles.summary, compact && styles.summaryCompact)}>
          <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
            <h1 className={cx(styles.name, compact && styles.nameCompact)}>{name}</h1>
            <RatingLine product={product} />
            <p className={styles.seller}>
              {texts.soldBy}{" "}
              <strong className={css({ color: "fg.default", fontWeight: "semibold" })}>{product.seller}</strong>
            </p>
          </div>

          <div className={styles.priceBlock}>
            <div className={styles.priceRow}>
              {range && range.min !== range.max ? (
                <span className={styles.priceRange}>
                  {shopCopy.product.priceRange(money(range.min), money(range.max))}
                </span>
              ) : (
                <Price cents={range ? range.min : priceCents} regularCents={wasCents} size="lg" />
              )}
              {flashOpen && offer.sellPriceCents < regularCents ? (
                <Badge variant="danger" size="md">
                  {texts.flashSaving(Math.round((1 - offer.sellPriceCents / regularCents) * 100))}
                </Badge>
              ) : null}
            </div>
            <ApproxTaka cents={range ? range.min : priceCents} maxCents={range?.max} />
            {flashOpen && flash.endsAt !== null ? (
              <p className={styles.flashLine}>
                <BoltIcon aria-hidden="true" />
                <time dateTime={new Date(flash.endsAt).toISOString()}>
                  {texts.flashEndsIn(sayTimeLeft(flash.endsAt - flash.now, { largestOnly: true }))}
                </time>
              </p>
            ) : null}
            {offer !== null && !flashOpen ? (
              <p className={styles.note}>
                <InfoIcon aria-hidden="true" />
                <span>
                  {flash.state === "upcoming" && flash.startsAt !== null
                    ? texts.flashStartsIn(sayTimeLeft(flash.startsAt - flash.now, { largestOnly: true }))
                    : texts.flashNotRunning}
                </span>
              </p>
            ) : null}
          </div>

          <ul className={styles.facts}>
            <li className={cx(styles.fact, shippingCents === 0 && styles.factGood)}>
              <TruckIcon />
              {shippingCents === 0 ? texts.freeShipping : texts.shipping(money(shippingCents))}
            </li>
            <li
              className={cx(
                styles.fact,
                soldOut ? styles.factBad : available <= LOW_STOCK ? styles.factWarn : styles.factGood,
              )}
            >
              <PackageIcon aria-hidden="true" />
              {missing.length > 0
                ? texts.chooseOptions(missing)
                : soldOut
                  ? texts.outOfStock
                  : texts.available(available)}
            </li>
          </ul>

          {choice && props.onChoose ? (
            <Suspense fallback={null}>
              <pickers.Component choice={choice} onChoose={props.onChoose} />
            </Suspense>
          ) : null}

          <div className={styles.buy}>
            <NumberInput
              label={texts.quantity}
              decrementLabel={texts.decreaseQuantity}
              incrementLabel={texts.increaseQuantity}
              name="quantity"
              integer
              min={1}
              max={Math.max(available, 1)}
              value={quantityText}
              onValueChange={(details) => setQuantityText(details.value)}
              disabled={soldOut}
            />
            <div className={styles.buttons}>{compact ? [buyNow, addToCart] : [addToCart, buyNow]}</div>
          </div>
          {props.notice ? <div className={styles.notice}>{props.notice}</div> : null}

          <dl className={styles.meta}>
            <div className={styles.metaRow}>
              <dt>{texts.category}</dt>
              <dd>
                <Link to={categoryHref} className={styles.metaLink}>
                  {categoryName}
                </Link>
              </dd>
            </div>
          </dl>
        </div>
      </article>

      {product.features.length > 0 ? <Specification product={product} compact={compact} /> : null}

      {!compact && props.similar.length > 0 ? <SimilarProducts products={props.similar} /> : null}
    </div>
  );
}

function RatingLine(props: { product: ProductDetail }) {
  const { starHalves, starCount } = props.product;
  const label = shopCopy.product.ratingLabels[starHalves];
  return (
    <div className={styles.ratingLine}>
      <Rating value={starHalves / 2} label={shopCopy.product.rating(formatStars(starHalves), starCount)} size="sm" />
      {label ? <span className={styles.ratingLabel}>{label}</span> : null}
      <span aria-hidden="true" className={styles.ratingCount}>
        {productsCopy.ratingCount(starCount)}
      </span>
    </div>
  );
}

function Specification(props: { product: ProductDetail; compact: boolean }) {
  return (
    <Table.Root striped compact containerClassName={styles.specification}>
      <Table.Caption>{productsCopy.specification}</Table.Caption>
      <Table.Body>
        {props.product.features.map((feature, index) => (
          <Table.Row key={`${index}-${feature.description}`}>
            <Table.Header scope="row" className={styles.specKey}>
              {feature.description}
            </Table.Header>
            <Table.Cell className={css({ overflowWrap: "anywhere" })}>{feature.value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function SimilarProducts(props: { products: ProductSummary[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {productsCopy.similarProducts}
      </h2>
      <ProductGrid products={props.products} label={productsCopy.similarProducts} />
    </section>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: { base: "5", md: "8" }, minW: "0" }),
  breadcrumb: css({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "1.5",
    fontSize: "sm",
    color: "fg.muted",
    "& li": { display: "inline-flex", alignItems: "center", gap: "1.5", minW: "0" },
    "& li + li::before": { content: '"/"', color: "fg.subtle" },
    // On phones the product's name is the heading just below, so the trail stops at its category.
    "& li:last-child": { display: { base: "none", sm: "inline-flex" } },
    "& a": { color: "fg.muted", textDecoration: "none", _hover: { color: "accent.text", textDecoration: "underline" } },
  }),
  breadcrumbCurrent: css({
    display: "block",
    color: "fg.default",
    fontWeight: "medium",
    maxW: { base: "14rem", sm: "28rem" },
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  }),
  product: css({
    display: "grid",
    gap: { base: "5", md: "8", lg: "10" },
    alignItems: "start",
    p: { base: "0", md: "6" },
    bg: { md: "bg.surface" },
    borderRadius: { md: "l3" },
    borderWidth: { md: "1px" },
    borderColor: { md: "border.default" },
  }),
  productFull: css({ gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(0, 5fr) minmax(0, 6fr)" } }),
  productCompact: css({
    gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "200px minmax(0, 1fr)", md: "280px minmax(0, 1fr)" },
    gap: { base: "4", md: "6" },
    p: { base: "0", sm: "5" },
    bg: { sm: "bg.surface" },
    borderRadius: { sm: "l3" },
    borderWidth: { sm: "1px" },
    borderColor: { sm: "border.default" },
  }),
  media: css({ md: { position: "sticky", top: "24" } }),
  mediaCompact: css({
    maxW: { base: "60", sm: "none" },
    mx: { base: "auto", sm: "0" },
    md: { position: "relative", top: "0" },
  }),
  imageBadge: css({
    position: "absolute",
    top: "3",
    insetInlineStart: "3",
    boxShadow: "soft",
    "& svg": { w: "3.5", h: "3.5" },
  }),
  summary: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
  summaryCompact: css({ gap: { base: "3", md: "4" } }),
  name: css({
    fontSize: { base: "2xl", md: "3xl" },
    fontWeight: "extrabold",
    lineHeight: "1.2",
    color: "fg.default",
    overflowWrap: "anywhere",
  }),
  nameCompact: css({ fontSize: { base: "xl", md: "2xl" } }),
  ratingLine: css({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: "2", fontSize: "sm" }),
  ratingLabel: css({ fontWeight: "semibold", color: "fg.default" }),
  ratingCount: css({ color: "fg.muted", fontVariantNumeric: "tabular-nums" }),
  seller: css({ fontSize: "sm", color: "fg.muted" }),
  priceBlock: css({
    display: "flex",
    flexDirection: "column",
    gap: "2",
    py: "4",
    borderBlockWidth: "1px",
    borderColor: "border.default",
  }),
  // Bigger than Price's largest size: the price is the page's second headline. The child selectors outrank Price's own classes.
  priceRange: css({ fontSize: "2xl", fontWeight: "bold", color: "fg.default", fontVariantNumeric: "tabular-nums" }),
  priceRow: css({
    display: "flex",
    alignItems: "center",
    gap: "3",
    flexWrap: "wrap",
    "& > span:first-child, & > span:first-child > span:first-child": {
      fontSize: { base: "3xl", md: "4xl" },
      fontWeight: "extrabold",
      lineHeight: "1.1",
    },
    "& s": { fontSize: "md" },
  }),
  flashLine: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "1.5",
    width: "fit-content",
    px: "2.5",
    py: "1",
    borderRadius: "full",
    bg: "accent.subtle",
    color: "accent.text",
    fontSize: "sm",
    fontWeight: "semibold",
    "& svg": { w: "4", h: "4", flexShrink: "0" },
  }),
  note: css({
    display: "flex",
    alignItems: "flex-start",
    gap: "2",
    p: "3",
    borderRadius: "l2",
    bg: "bg.muted",
    color: "fg.default",
    fontSize: "sm",
    "& svg": { w: "4.5", h: "4.5", mt: "0.5", flexShrink: "0", color: "fg.muted" },
  }),
  facts: css({ display: "flex", flexDirection: "column", gap: "2", fontSize: "sm" }),
  fact: css({
    display: "flex",
    alignItems: "center",
    gap: "2",
    fontWeight: "medium",
    color: "fg.default",
    "& svg": { w: "5", h: "5", flexShrink: "0", color: "fg.muted" },
  }),
  factGood: css({ "& svg": { color: "success" } }),
  factWarn: css({ color: "accent.text", "& svg": { color: "accent.default" } }),
  factBad: css({ color: "danger", fontWeight: "semibold", "& svg": { color: "danger" } }),
  buy: css({
    display: "flex",
    flexDirection: { base: "column", sm: "row" },
    alignItems: { base: "stretch", sm: "flex-end" },
    gap: "4",
  }),
  buttons: css({
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: "3",
    flex: "1",
    maxW: { sm: "26rem" },
    "& button": { width: "100%", px: "3" },
  }),
  notice: css({ minW: "0" }),
  meta: css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "sm" }),
  metaRow: css({ display: "flex", gap: "2", "& dt": { color: "fg.muted" }, "& dd": { fontWeight: "medium" } }),
  metaLink: css({
    color: "accent.text",
    textDecoration: "underline",
    textUnderlineOffset: "2px",
    _hover: { color: "accent.emphasized" },
  }),
  specification: css({ maxW: "3xl" }),
  specKey: css({ width: { base: "40%", sm: "34%" }, color: "fg.muted", fontWeight: "medium" }),
  sectionHeading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" }),
};
