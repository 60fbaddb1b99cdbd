import { css } from "styled-system/css";
import type { ProductSummary } from "~/domain/types.ts";
import { ProductCard } from "./ProductCard.tsx";

export function ProductGrid(props: { products: ProductSummary[]; eagerCount?: number }) {
  return (
    <ul className={css({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: "3" })}>
      {props.products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < (props.eagerCount ?? 0)} />
        </li>
      ))}
    </ul>
  );
}
