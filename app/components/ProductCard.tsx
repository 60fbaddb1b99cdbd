import { Link } from "react-router";
import { css } from "styled-system/css";
import { copy } from "~/copy.ts";
import type { ProductSummary } from "~/domain/types.ts";
import { formatCents, formatStars, titleCase } from "~/format.ts";

export function ProductCard(props: { product: ProductSummary; eager?: boolean }) {
  const { product } = props;
  const name = titleCase(product.name);
  return (
    <Link to={`/productdetails/${product.id}`} className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      <img
        src={product.imageUrl}
        width={600}
        height={600}
        alt={name}
        loading={props.eager ? "eager" : "lazy"}
        decoding="async"
        className={css({ width: "100%", height: "auto", aspectRatio: "1" })}
      />
      <span>{name}</span>
      <span>{copy.product.price(formatCents(product.priceCents))}</span>
      <span>{copy.product.rating(formatStars(product.starHalves), product.starCount)}</span>
    </Link>
  );
}
