import { Form } from "react-router";
import { css } from "styled-system/css";
import { productsCopy } from "~/i18n/products.ts";
import {
  type ProductFilters,
  type ProductRefinements,
  type ProductSort,
  DEFAULT_PAGE_SIZE,
  MIN_STARS_CHOICES,
  priceField,
  productListHref,
} from "~/schemas/catalogue.ts";
import { Button } from "~/ui/button.tsx";

export interface FilterPanelProps {
  query: string;
  category: string | null;
  sort: ProductSort;
  pageSize: number;
  filters: ProductFilters;
  refinements: ProductRefinements;
}

/**
 * The list's filters as one GET form (issue 15's facets): price range, least rating, in stock, free shipping and
 * flash offers. Everything lands in the URL, so a filtered list can be shared, reloaded and gone back to, and the
 * form works before hydration and without JavaScript. A disclosure, open while any of its filters is on.
 */
export function FilterPanel(props: FilterPanelProps) {
  const texts = productsCopy.facets;
  const { refinements, filters } = props;
  const on =
    refinements.minPriceCents !== null ||
    refinements.maxPriceCents !== null ||
    refinements.minStars !== null ||
    refinements.inStock ||
    filters.shipping !== null ||
    filters.offer !== null;
  const base = { q: props.query, category: props.category, sort: props.sort, page: 1, pageSize: props.pageSize };
  const action = productListHref({
    ...base,
    q: "",
    sort: "relevance",
    pageSize: DEFAULT_PAGE_SIZE,
    offer: null,
    shipping: null,
    collection: null,
  });
  const cleared = productListHref({ ...base, offer: null, shipping: null, collection: filters.collection });
  return (
    <details open={on} className={styles.panel}>
      <summary className={styles.summary}>{texts.heading}</summary>
      <Form method="get" action={action} preventScrollReset className={styles.form}>
        {props.query ? <input type="hidden" name="q" value={props.query} /> : null}
        {props.sort !== "relevance" ? <input type="hidden" name="sort" value={props.sort} /> : null}
        {props.pageSize !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="pageSize" value={props.pageSize} /> : null}
        {filters.collection ? <input type="hidden" name="collection" value={filters.collection} /> : null}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{texts.price}</legend>
          <div className={styles.row}>
            <PriceField name="minPrice" label={texts.minPrice} cents={refinements.minPriceCents} />
            <PriceField name="maxPrice" label={texts.maxPrice} cents={refinements.maxPriceCents} />
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{texts.rating}</legend>
          {MIN_STARS_CHOICES.map((stars) => (
            <label key={stars} className={styles.choice}>
              <input type="radio" name="rating" value={stars} defaultChecked={refinements.minStars === stars} />
              {texts.starsAndUp(stars)}
            </label>
          ))}
          <label className={styles.choice}>
            <input type="radio" name="rating" value="" defaultChecked={refinements.minStars === null} />
            {texts.anyRating}
          </label>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{texts.availability}</legend>
          <label className={styles.choice}>
            <input type="checkbox" name="inStock" value="1" defaultChecked={refinements.inStock} />
            {texts.inStock}
          </label>
          <label className={styles.choice}>
            <input type="checkbox" name="shipping" value="free" defaultChecked={filters.shipping === "free"} />
            {texts.freeShipping}
          </label>
          <label className={styles.choice}>
            <input type="checkbox" name="offer" value="flash" defaultChecked={filters.offer === "flash"} />
            {texts.flash}
          </label>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit">{texts.apply}</Button>
          {on ? (
            <a href={cleared} className={styles.clear}>
              {texts.clear}
            </a>
          ) : null}
        </div>
      </Form>
    </details>
  );
}

/** One end of the price range, in the shop's currency as typed (up to 2 decimals). */
function PriceField(props: { name: string; label: string; cents: number | null }) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{props.label}</span>
      <input
        name={props.name}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        defaultValue={priceField(props.cents)}
        className={styles.input}
      />
    </label>
  );
}

const styles = {
  panel: css({
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
  }),
  summary: css({
    cursor: "pointer",
    px: "4",
    py: "3",
    fontWeight: "semibold",
    _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "2px" },
  }),
  form: css({
    display: "grid",
    gap: "4",
    px: "4",
    pb: "4",
    gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
  }),
  group: css({ display: "flex", flexDirection: "column", gap: "2", minW: "0" }),
  legend: css({ fontSize: "sm", fontWeight: "bold", mb: "1" }),
  row: css({ display: "flex", gap: "2" }),
  field: css({ display: "flex", flexDirection: "column", gap: "1", flex: "1", minW: "0" }),
  fieldLabel: css({ fontSize: "sm", color: "fg.muted" }),
  input: css({
    h: "10",
    px: "3",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l2",
    bg: "bg.canvas",
    w: "100%",
    _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "1px" },
  }),
  choice: css({ display: "flex", alignItems: "center", gap: "2", minH: "8", fontSize: "sm" }),
  actions: css({
    display: "flex",
    alignItems: "center",
    gap: "4",
    gridColumn: { md: "1 / -1" },
  }),
  clear: css({ fontSize: "sm", color: "accent.text", textDecoration: "underline" }),
};
