import { css } from "styled-system/css";
import type { ProductSummary } from "~/domain/catalogue/types.ts";
import { ProductCard } from "./ProductCard.tsx";

/**
 * Products in a responsive grid: 2 columns on phones, up to 5 on wide screens. The first `eagerCount`
 * images load eagerly (those above the fold on a phone), the first of them at high priority; the rest lazily.
 * React preloads eager images from the head, so each one more competes with the stylesheet on a slow link.
 */
export function ProductGrid(props: { products: ProductSummary[]; eagerCount?: number; label?: string }) {
  const eagerCount = props.eagerCount ?? 0;
  return (
    <ul aria-label={props.label} className={grid}>
      {props.products.map((product, index) => (
        <li key={product.id} className={index < RENDERED_AT_ONCE ? item : laterItem}>
          <ProductCard product={product} eager={index < eagerCount} priority={index === 0 && eagerCount > 0} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Cards from the third row of a phone's grid on skip their style, layout and paint until they near the viewport
 * (`content-visibility: auto`): on a slow phone the first layout of a whole list page was most of its blocking time.
 * Each keeps the height it last had once shown, so the scrollbar does not jump back.
 */
const RENDERED_AT_ONCE = 4;
const item = css({ minW: "0" });
const laterItem = css({ minW: "0", contentVisibility: "auto", containIntrinsicHeight: "auto 320px" });

const grid = css({
  display: "grid",
  gap: { base: "3", sm: "4", lg: "5" },
  gridTemplateColumns: {
    base: "repeat(2, minmax(0, 1fr))",
    sm: "repeat(3, minmax(0, 1fr))",
    md: "repeat(4, minmax(0, 1fr))",
    lg: "repeat(5, minmax(0, 1fr))",
  },
});
