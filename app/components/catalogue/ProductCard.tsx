import type { ReactNode } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import type { ProductSummary } from "~/domain/catalogue/types.ts";
import { formatStars } from "~/format.ts";
import { useMoney } from "~/client/currency.tsx";
import * as Card from "~/ui/card.tsx";
import { Rating } from "~/ui/star-rating.tsx";
import { photoSrcSet } from "~/domain/images/url.ts";
import { priceOrRange } from "./Price.tsx";

export interface ProductCardProps {
  product: ProductSummary;
  /** Load the image eagerly (above the fold). */
  eager?: boolean;
  /** The image is likely the page's largest paint: fetch it first (and the server preloads it). */
  priority?: boolean;
  /** Where the card links to; `/productdetails/{id}` by default. */
  href?: string;
  /** Shown instead of the product's plain price (e.g. a sale price beside the struck-through regular one). */
  price?: ReactNode;
  /** Shown over the image's top left corner (e.g. a discount badge). */
  badge?: ReactNode;
  /** Show the star rating under the price; true by default. */
  rating?: boolean;
}

/** A card's width: half the screen on phones, then a third, a quarter, and at most 240 px in the widest grid. */
const CARD_SIZES = "(min-width: 1200px) 240px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw";

/**
 * One product tile. The name is the link; its overlay stretches over the whole card so the card is
 * clickable without nesting the (focusable) rating inside the link.
 */
export function ProductCard(props: ProductCardProps) {
  const { product } = props;
  const money = useMoney();
  const { name, colours } = product;
  return (
    <Card.Root variant="interactive" className={css({ height: "100%" })}>
      <div className={styles.media}>
        <img
          src={product.imageUrl}
          srcSet={photoSrcSet(product.imageUrl)}
          sizes={CARD_SIZES}
          width={600}
          height={600}
          alt={name}
          loading={props.eager || props.priority ? "eager" : "lazy"}
          fetchPriority={props.priority ? "high" : undefined}
          decoding="async"
          className={styles.image}
        />
        {props.badge != null ? <div className={styles.badge}>{props.badge}</div> : null}
      </div>
      <Card.Body className={css({ gap: "1.5", px: { base: "3", sm: "4" }, pt: "3", pb: "4" })}>
        <Card.Title className={styles.title}>
          <Link to={props.href ?? `/productdetails/${product.id}`} className={styles.link}>
            {name}
          </Link>
        </Card.Title>
        {props.price ?? (
          <p className={styles.price}>
            {/* A product sold in variants at different prices shows its range (issue 28). */}
            {priceOrRange(money, product.priceCents, product.priceMaxCents)}
          </p>
        )}
        {colours ? (
          // Its colours (issue 28): a dot in each (the server matched the name to a CSS colour), or the name's first
          // letter on a plain dot for a name it does not know. One image to screen readers, named by them all.
          <div
            role="img"
            aria-label={shopCopy.product.colours(colours.map((colour) => colour.name))}
            className={styles.swatches}
          >
            {colours.slice(0, MAX_SWATCHES).map((colour) => (
              <span key={colour.name} className={styles.swatch} style={{ background: colour.css }}>
                {!colour.css && [...colour.name][0]}
              </span>
            ))}
            {colours.length > MAX_SWATCHES ? (
              <span className={styles.count}>{shopCopy.product.moreColours(colours.length - MAX_SWATCHES)}</span>
            ) : null}
          </div>
        ) : null}
        {props.rating !== false ? (
          <div className={css({ position: "relative", zIndex: "1", width: "fit-content" })}>
            <Rating
              size="sm"
              value={product.starHalves / 2}
              label={shopCopy.product.rating(formatStars(product.starHalves), product.starCount)}
            >
              <span aria-hidden="true" className={styles.count}>
                {shopCopy.product.ratingCount(product.starCount)}
              </span>
            </Rating>
          </div>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** Colour swatches a card shows; more colours are counted ("+2"). */
const MAX_SWATCHES = 5;

const styles = {
  media: css({ position: "relative", aspectRatio: "1", bg: "bg.muted", overflow: "hidden" }),
  image: css({
    width: "100%",
    height: "100%",
    objectFit: "cover",
    transition: "transform 300ms ease",
    "article:hover &": { transform: "scale(1.04)" },
    _motionReduce: { transition: "none" },
  }),
  badge: css({ position: "absolute", top: "2", left: "2", display: "flex" }),
  title: css({
    fontSize: { base: "sm", sm: "md" },
    fontWeight: "semibold",
    lineHeight: "1.35",
    lineClamp: "2",
    minH: "2lh",
  }),
  link: css({
    color: "fg.default",
    textDecoration: "none",
    outline: "none",
    _after: { content: '""', position: "absolute", inset: "0", borderRadius: "l3" },
    // Drawn inside the card's edge: the card clips whatever lies outside it (overflow: hidden), and so do rails.
    _focusVisible: {
      _after: { outline: "3px solid", outlineColor: "accent.focusRing", outlineOffset: "-3px" },
    },
  }),
  price: css({ fontSize: { base: "md", sm: "lg" }, fontWeight: "extrabold", color: "accent.text", lineHeight: "1.2" }),
  count: css({ fontSize: "xs", color: "fg.muted", fontVariantNumeric: "tabular-nums" }),
  swatches: css({ display: "flex", alignItems: "center", gap: "1" }),
  // The border keeps a white or cream dot visible on the white card.
  swatch: css({
    display: "grid",
    placeItems: "center",
    boxSize: "4",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "fg.subtle",
    bg: "bg.muted",
    fontSize: "2xs",
  }),
};
