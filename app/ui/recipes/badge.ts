import { defineRecipe } from "@pandacss/dev";

export const badge = defineRecipe({
  className: "badge",
  jsx: ["Badge"],
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "1",
    borderRadius: "full",
    fontWeight: "bold",
    lineHeight: "1",
    whiteSpace: "nowrap",
    fontVariantNumeric: "tabular-nums",
  },
  variants: {
    variant: {
      solid: { bg: "accent.default", color: "accent.fg" },
      subtle: { bg: "accent.subtle", color: "accent.text" },
      outline: { borderWidth: "1px", borderColor: "border.strong", color: "fg.default", bg: "bg.surface" },
      success: { bg: "success.subtle", color: "success.emphasized" },
      danger: { bg: "danger.subtle", color: "danger.emphasized" },
      // Order statuses need six looks that differ by more than hue; text on each passes WCAG AA (4.5:1).
      warning: { bg: "gold.300", color: "fg.default" },
      info: { bg: "ink.100", color: "ink.800" },
      inverse: { bg: "bg.inverse", color: "fg.inverse" },
      muted: {
        bg: "bg.muted",
        color: "fg.muted",
        borderWidth: "1px",
        borderStyle: "dashed",
        borderColor: "border.strong",
      },
    },
    size: {
      sm: { h: "5", minW: "5", px: "1.5", fontSize: "xs" },
      md: { h: "6", minW: "6", px: "2", fontSize: "sm" },
    },
  },
  defaultVariants: { variant: "solid", size: "md" },
});
