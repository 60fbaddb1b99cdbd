import { defineRecipe } from "@pandacss/dev";

export const button = defineRecipe({
  className: "button",
  jsx: ["Button", "IconButton"],
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    flexShrink: "0",
    borderWidth: "1px",
    borderColor: "transparent",
    borderRadius: "l2",
    fontWeight: "semibold",
    lineHeight: "1",
    whiteSpace: "nowrap",
    textDecoration: "none",
    cursor: "pointer",
    userSelect: "none",
    transitionProperty: "background-color, border-color, color, box-shadow",
    transitionDuration: "fast",
    "& svg": { flexShrink: "0", width: "1.25em", height: "1.25em" },
    _disabled: { opacity: "0.45", cursor: "not-allowed" },
  },
  variants: {
    variant: {
      solid: {
        bg: "accent.default",
        color: "accent.fg",
        boxShadow: "soft",
        _hover: { _enabled: { bg: "accent.emphasized" } },
        _active: { _enabled: { bg: "accent.emphasized" } },
        _disabled: { bg: "bg.emphasized", color: "fg.muted", boxShadow: "none", opacity: "1" },
      },
      outline: {
        bg: "bg.surface",
        color: "fg.default",
        borderColor: "border.strong",
        _hover: { _enabled: { bg: "bg.muted" } },
      },
      subtle: {
        bg: "accent.subtle",
        color: "accent.text",
        _hover: { _enabled: { bg: "accent.muted" } },
      },
      ghost: {
        bg: "transparent",
        color: "fg.default",
        _hover: { _enabled: { bg: "bg.muted" } },
      },
      inverse: {
        bg: "transparent",
        color: "fg.inverse",
        borderColor: "border.inverse",
        _hover: { _enabled: { bg: "bg.inverseRaised" } },
      },
      danger: {
        bg: "danger",
        color: "danger.fg",
        _hover: { _enabled: { bg: "danger.emphasized" } },
      },
    },
    size: {
      sm: { h: "8", minW: "8", px: "3", fontSize: "sm" },
      md: { h: "10", minW: "10", px: "4", fontSize: "sm" },
      lg: { h: "12", minW: "12", px: "6", fontSize: "md" },
    },
    iconOnly: {
      true: { px: "0", aspectRatio: "1", "& svg": { width: "1.5em", height: "1.5em" } },
    },
  },
  defaultVariants: { variant: "solid", size: "md" },
});
