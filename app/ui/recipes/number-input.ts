import { numberInputAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

const trigger = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: "0",
  color: "fg.default",
  bg: "transparent",
  cursor: "pointer",
  transitionProperty: "background-color, color",
  transitionDuration: "fast",
  "& svg": { width: "4", height: "4" },
  _hover: { _enabled: { bg: "bg.muted", color: "accent.text" } },
  _active: { _enabled: { bg: "bg.emphasized" } },
  _disabled: { color: "fg.subtle", cursor: "not-allowed" },
} as const;

/** A stepper: minus, the number, plus, joined in one bordered control. */
export const numberInput = defineSlotRecipe({
  className: "number-input",
  jsx: ["NumberInput.Root"],
  slots: numberInputAnatomy.keys(),
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5", minW: "0" },
    label: { fontSize: "sm", fontWeight: "medium", color: "fg.default" },
    control: {
      display: "inline-flex",
      alignItems: "stretch",
      width: "fit-content",
      bg: "bg.surface",
      borderWidth: "1px",
      borderColor: "border.strong",
      borderRadius: "l2",
      overflow: "hidden",
      transitionProperty: "border-color, box-shadow",
      transitionDuration: "fast",
      _focusWithin: { borderColor: "accent.default", boxShadow: "0 0 0 3px token(colors.accent.muted)" },
      "&[data-invalid]": { borderColor: "danger" },
      _disabled: { opacity: "0.5" },
    },
    input: {
      minW: "0",
      bg: "transparent",
      color: "fg.default",
      textAlign: "center",
      fontWeight: "semibold",
      fontVariantNumeric: "tabular-nums",
      outline: "none",
      borderInlineWidth: "1px",
      borderColor: "border.default",
      _focusVisible: { outline: "none" },
      _disabled: { cursor: "not-allowed" },
    },
    incrementTrigger: trigger,
    decrementTrigger: trigger,
    valueText: {},
    scrubber: {},
  },
  variants: {
    size: {
      sm: {
        input: { w: "10", h: "8", fontSize: "sm" },
        incrementTrigger: { w: "8" },
        decrementTrigger: { w: "8" },
      },
      md: {
        input: { w: "14", h: "10", fontSize: "md" },
        incrementTrigger: { w: "10" },
        decrementTrigger: { w: "10" },
      },
    },
  },
  defaultVariants: { size: "md" },
});
