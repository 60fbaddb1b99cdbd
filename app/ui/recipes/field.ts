import { fieldAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

export const field = defineSlotRecipe({
  className: "field",
  jsx: ["Field.Root"],
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5", minW: "0" },
    label: { fontSize: "sm", fontWeight: "medium", color: "fg.default" },
    requiredIndicator: { color: "danger", ms: "0.5" },
    input: {
      width: "100%",
      minW: "0",
      appearance: "none",
      bg: "bg.surface",
      color: "fg.default",
      borderWidth: "1px",
      borderColor: "border.strong",
      borderRadius: "l2",
      outline: "none",
      transitionProperty: "border-color, box-shadow",
      transitionDuration: "fast",
      _placeholder: { color: "fg.muted", opacity: "1" },
      _hover: { borderColor: "neutral.400" },
      _focusVisible: {
        borderColor: "accent.default",
        boxShadow: "0 0 0 3px token(colors.accent.muted)",
        outline: "none",
      },
      // Only fields the app marks invalid: the browser's :invalid would redden every empty required field.
      "&[data-invalid], &[aria-invalid=true]": {
        borderColor: "danger",
        _focusVisible: { boxShadow: "0 0 0 3px token(colors.danger.subtle)" },
      },
      _disabled: { opacity: "0.5", cursor: "not-allowed" },
      "&::-webkit-search-cancel-button": { cursor: "pointer" },
    },
    helperText: { fontSize: "sm", color: "fg.muted" },
    errorText: { fontSize: "sm", color: "danger", fontWeight: "medium" },
  },
  variants: {
    size: {
      sm: { input: { h: "8", px: "2.5", fontSize: "sm" } },
      md: { input: { h: "10", px: "3", fontSize: "md" } },
      lg: { input: { h: "12", px: "4", fontSize: "md" } },
    },
  },
  defaultVariants: { size: "md" },
});
