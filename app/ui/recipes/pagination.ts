import { paginationAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/** Previous and next: links, or inert spans at either end of the range. */
const trigger = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "1",
  h: "10",
  minW: "9",
  px: "2",
  "@container (min-width: 27rem)": { minW: "10" },
  "@container (min-width: 34rem)": { px: "3" },
  borderRadius: "l2",
  borderWidth: "1px",
  borderColor: "border.strong",
  bg: "bg.surface",
  fontSize: "sm",
  fontWeight: "semibold",
  color: "fg.default",
  textDecoration: "none",
  transitionProperty: "background-color, border-color",
  transitionDuration: "fast",
  _hover: { bg: "bg.muted" },
  "& svg": { width: "4", height: "4", flexShrink: "0" },
  // Still readable (4.5:1): the word is shown even where there is nowhere to go.
  "&[data-disabled]": { color: "fg.muted", borderColor: "border.default", bg: "transparent", cursor: "not-allowed" },
} as const;

/**
 * Page links in one row: previous, the pages (with ellipses for long ranges), next. The root is a size container, so
 * the row fits the room it is given, not the window: the previous/next words show from 34rem of room (about 520 px
 * with seven page slots), full-size slots from 27rem, and a 360 px phone takes the compact row. It wraps only in less
 * than about 21rem.
 */
export const pagination = defineSlotRecipe({
  className: "pagination",
  jsx: ["Pagination"],
  slots: paginationAnatomy.extendWith("list", "listItem", "triggerLabel").keys(),
  base: {
    root: { display: "flex", justifyContent: "center", width: "100%", containerType: "inline-size" },
    list: {
      display: "flex",
      alignItems: "center",
      flexWrap: "wrap",
      justifyContent: "center",
      gap: "1",
      "@container (min-width: 27rem)": { gap: "1.5" },
    },
    listItem: { display: "flex" },
    item: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      h: "10",
      minW: "8",
      "@container (min-width: 27rem)": { minW: "10" },
      px: "1.5",
      borderRadius: "l2",
      fontSize: "sm",
      fontWeight: "semibold",
      fontVariantNumeric: "tabular-nums",
      color: "fg.default",
      textDecoration: "none",
      transitionProperty: "background-color, color",
      transitionDuration: "fast",
      _hover: { bg: "bg.emphasized" },
      "&[aria-current=page]": {
        bg: "accent.default",
        color: "accent.fg",
        boxShadow: "soft",
        _hover: { bg: "accent.emphasized" },
      },
    },
    ellipsis: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      h: "10",
      minW: "5",
      "@container (min-width: 27rem)": { minW: "8" },
      color: "fg.muted",
      userSelect: "none",
    },
    prevTrigger: trigger,
    nextTrigger: trigger,
    triggerLabel: { display: "none", "@container (min-width: 34rem)": { display: "inline" } },
  },
});
