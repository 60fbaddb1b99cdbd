import { radioGroupAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/**
 * A product option's values as chips (Ark's RadioGroup): the option's name and chosen value above, a row of values
 * each at least 44 px tall; the chosen one in the accent colour. A value that cannot be chosen (sold out, or no
 * such combination) stays readable, struck through and dashed.
 */
export const optionPicker = defineSlotRecipe({
  className: "option-picker",
  jsx: ["OptionPicker.Root"],
  slots: [...radioGroupAnatomy.keys(), "items"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "2", minW: "0", border: "0", p: "0", m: "0" },
    label: { fontSize: "sm", fontWeight: "semibold", color: "fg.default" },
    items: { display: "flex", flexWrap: "wrap", gap: "2" },
    item: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      minW: "11",
      minH: "11",
      px: "3",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "l2",
      bg: "bg.surface",
      fontWeight: "semibold",
      fontSize: "sm",
      cursor: "pointer",
      _hover: { borderColor: "border.strong" },
      _checked: { borderColor: "accent.default", bg: "accent.subtle", color: "accent.text" },
      _focusVisible: { outline: "2px solid {colors.accent.focusRing}", outlineOffset: "2px" },
      _disabled: {
        cursor: "not-allowed",
        color: "fg.muted",
        bg: "bg.muted",
        borderStyle: "dashed",
        textDecoration: "line-through",
      },
    },
  },
});
