import { ratingGroupAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/** Each item draws an empty star with a filled star on top, clipped to half or full by Ark's data attributes. */
export const ratingGroup = defineSlotRecipe({
  className: "rating-group",
  jsx: ["RatingGroup.Root"],
  slots: ratingGroupAnatomy.keys(),
  base: {
    root: { display: "inline-flex", alignItems: "center", gap: "1.5" },
    label: { fontSize: "sm", fontWeight: "medium", color: "fg.default" },
    control: { display: "inline-flex", alignItems: "center", gap: "0.5", borderRadius: "l1" },
    item: {
      position: "relative",
      display: "inline-flex",
      color: "star.empty",
      borderRadius: "l1",
      "& [data-star=fill]": {
        position: "absolute",
        inset: "0",
        color: "star.filled",
        clipPath: "inset(0 100% 0 0)",
      },
      "&[data-highlighted] [data-star=fill]": { clipPath: "inset(0 0 0 0)" },
      "&[data-half] [data-star=fill]": { clipPath: "inset(0 50% 0 0)" },
      cursor: "pointer",
      "&[data-readonly]": { cursor: "default" },
    },
  },
  variants: {
    size: {
      sm: { item: { "& svg": { width: "3.5", height: "3.5" } } },
      md: { item: { "& svg": { width: "5", height: "5" } } },
      lg: { item: { "& svg": { width: "6", height: "6" } } },
    },
  },
  defaultVariants: { size: "md" },
});
