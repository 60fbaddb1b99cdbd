import { defineSlotRecipe } from "@pandacss/dev";

/**
 * Data tables: a scroll container (both axes when given a max height) around a plain table. Variants:
 * `striped` rows, `compact` cells, `stickyHeader` (the head stays in view while the container scrolls).
 */
export const table = defineSlotRecipe({
  className: "table",
  jsx: ["Table.Root"],
  slots: ["container", "root", "caption", "head", "body", "footer", "row", "header", "cell"],
  base: {
    container: {
      position: "relative",
      width: "100%",
      overflow: "auto",
      overscrollBehaviorX: "contain",
      bg: "bg.surface",
      borderRadius: "l3",
      _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "2px" },
    },
    root: {
      width: "100%",
      borderCollapse: "separate",
      borderSpacing: "0",
      fontSize: "sm",
      fontVariantNumeric: "tabular-nums",
    },
    caption: {
      captionSide: "top",
      textAlign: "start",
      fontFamily: "heading",
      fontSize: "lg",
      fontWeight: "bold",
      color: "fg.default",
    },
    head: {},
    body: {},
    footer: { "& td, & th": { fontWeight: "semibold", borderTopWidth: "1px", borderColor: "border.strong" } },
    row: {
      "& > td, & > th": { borderBottomWidth: "1px", borderColor: "border.default" },
      "tbody > &:last-child > td, tbody > &:last-child > th": { borderBottomWidth: "0" },
    },
    header: {
      textAlign: "start",
      verticalAlign: "bottom",
      fontWeight: "semibold",
      color: "fg.muted",
      whiteSpace: "nowrap",
      "thead &": {
        bg: "bg.muted",
        fontSize: "xs",
        textTransform: "uppercase",
        letterSpacing: "0.04em",
        borderBottomWidth: "1px",
        borderColor: "border.default",
      },
      "tbody &": { verticalAlign: "top", whiteSpace: "normal" },
      "&[data-align=end]": { textAlign: "end" },
    },
    cell: {
      textAlign: "start",
      verticalAlign: "top",
      color: "fg.default",
      "&[data-align=end]": { textAlign: "end" },
      "&[data-align=center]": { textAlign: "center" },
    },
  },
  variants: {
    variant: {
      outline: { container: { borderWidth: "1px", borderColor: "border.default" } },
      plain: { container: { bg: "transparent", borderRadius: "0" } },
    },
    striped: {
      true: { row: { "tbody > &:nth-of-type(even) > td, tbody > &:nth-of-type(even) > th": { bg: "bg.canvas" } } },
      false: {},
    },
    compact: {
      true: { header: { px: "3", py: "2" }, cell: { px: "3", py: "2" }, caption: { px: "3", py: "2" } },
      false: { header: { px: "4", py: "3" }, cell: { px: "4", py: "3" }, caption: { px: "4", pt: "4", pb: "3" } },
    },
    stickyHeader: {
      true: { header: { "thead &": { position: "sticky", top: "0", zIndex: "1" } } },
      false: {},
    },
    interactive: {
      true: { row: { "tbody > &:hover > td, tbody > &:hover > th": { bg: "accent.subtle" } } },
      false: {},
    },
  },
  defaultVariants: { variant: "outline", striped: false, compact: false, stickyHeader: false, interactive: false },
});
