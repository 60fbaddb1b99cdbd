import { useId } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { homeCopy } from "~/i18n/home.ts";
import type { ProductSummary } from "~/domain/catalogue/types.ts";
import { NextIcon } from "~/ui/icons.tsx";
import { ProductCard } from "~/components/catalogue/ProductCard.tsx";
import { ScrollRow, ScrollRowItem } from "./ScrollRow.tsx";
import { SectionHeader, sectionStyle } from "./SectionHeader.tsx";

/** A titled row of product cards that scrolls sideways ('Top Rated', 'New Arrivals'), with an optional "See all". */
export function ProductRail(props: { title: string; products: ProductSummary[]; moreHref?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionStyle}>
      <SectionHeader id={headingId} title={props.title}>
        {props.moreHref && props.products.length > 0 ? (
          <Link to={props.moreHref} aria-label={homeCopy.seeAllLabel(props.title)} className={seeAll}>
            {homeCopy.seeAll}
            <NextIcon />
          </Link>
        ) : null}
      </SectionHeader>
      {props.products.length > 0 ? (
        <ScrollRow label={props.title}>
          {props.products.map((product) => (
            <ScrollRowItem key={product.id}>
              <ProductCard product={product} />
            </ScrollRowItem>
          ))}
        </ScrollRow>
      ) : (
        <p className={empty}>{homeCopy.emptyRail}</p>
      )}
    </section>
  );
}

/** The "See all" link of a home section header. */
const seeAll = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5",
  minH: "10",
  px: "2",
  mr: "-2",
  borderRadius: "l2",
  fontSize: "sm",
  fontWeight: "semibold",
  color: "accent.text",
  textDecoration: "none",
  "& svg": { w: "4", h: "4" },
  _hover: { textDecoration: "underline", textUnderlineOffset: "3px" },
});

const empty = css({
  py: "8",
  px: "4",
  textAlign: "center",
  color: "fg.muted",
  bg: "bg.surface",
  borderWidth: "1px",
  borderStyle: "dashed",
  borderColor: "border.strong",
  borderRadius: "l3",
});
