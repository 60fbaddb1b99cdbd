import { defineSlotRecipe } from "@pandacss/dev";

// One star as a mask, repeated five times: a read-only rating is two painted boxes, not ten SVGs and a state
// machine per product card.
const star =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2.8l2.8 5.7 6.3.9-4.55 4.45 1.07 6.27L12 17.16l-5.62 2.96 1.07-6.27L2.9 9.4l6.3-.9z'/%3E%3C/svg%3E\")";

/** A read-only rating: empty stars with filled stars on top, clipped to the value (half steps and all). */
export const starRating = defineSlotRecipe({
  className: "star-rating",
  slots: ["root", "label", "stars", "fill"],
  base: {
    root: { display: "inline-flex", alignItems: "center", gap: "1.5" },
    label: { fontSize: "sm", fontWeight: "medium", color: "fg.default" },
    stars: {
      position: "relative",
      display: "inline-block",
      flexShrink: "0",
      bg: "star.empty",
      maskImage: star,
      maskRepeat: "repeat-x",
      maskPosition: "left center",
    },
    fill: { position: "absolute", insetBlock: "0", insetInlineStart: "0", bg: "star.filled" },
  },
  variants: {
    size: {
      sm: { stars: { width: "calc(5 * 0.875rem)", height: "0.875rem", maskSize: "0.875rem 0.875rem" } },
      md: { stars: { width: "calc(5 * 1.25rem)", height: "1.25rem", maskSize: "1.25rem 1.25rem" } },
      lg: { stars: { width: "calc(5 * 1.5rem)", height: "1.5rem", maskSize: "1.5rem 1.5rem" } },
    },
  },
  defaultVariants: { size: "md" },
});
