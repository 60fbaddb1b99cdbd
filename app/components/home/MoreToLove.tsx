import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { homeCopy } from "~/i18n/home.ts";
import type { ProductSummary } from "~/domain/catalogue/types.ts";
import { ProductGrid } from "~/components/catalogue/ProductGrid.tsx";
import { SectionHeader, sectionStyle } from "./SectionHeader.tsx";

/**
 * 'More to Love': a grid of products, then `children` (the route's pagination). The section's id is the anchor the
 * pagination links come back to.
 */
export function MoreToLove(props: { products: ProductSummary[]; children?: ReactNode }) {
  return (
    <section
      id="more-to-love"
      aria-labelledby="more-to-love-heading"
      className={cx(sectionStyle, css({ scrollMarginTop: "24" }))}
    >
      <SectionHeader id="more-to-love-heading" title={homeCopy.moreToLove} />
      <ProductGrid products={props.products} label={homeCopy.moreToLove} />
      {props.children}
    </section>
  );
}
