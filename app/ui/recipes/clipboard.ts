import { clipboardAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/** A value the shopper copies (a phone number, a reference): the value, a small Copy button, a spoken status. */
export const clipboard = defineSlotRecipe({
  className: "clipboard",
  jsx: ["Clipboard.Root"],
  slots: [...clipboardAnatomy.keys(), "valueText", "status"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1", minW: "0" },
    label: { fontSize: "xs", fontWeight: "medium", color: "fg.muted" },
    control: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", minW: "0" },
    valueText: {
      minW: "0",
      fontFamily: "mono",
      fontWeight: "bold",
      letterSpacing: "0.04em",
      overflowWrap: "anywhere",
      color: "fg.default",
    },
    trigger: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      gap: "1.5",
      flexShrink: "0",
      h: "8",
      px: "3",
      borderWidth: "1px",
      borderColor: "border.strong",
      borderRadius: "l2",
      bg: "bg.surface",
      color: "fg.default",
      fontSize: "sm",
      fontWeight: "semibold",
      lineHeight: "1",
      whiteSpace: "nowrap",
      cursor: "pointer",
      transitionProperty: "background-color, border-color, color",
      transitionDuration: "fast",
      _hover: { bg: "bg.muted" },
      "&[data-copied]": { borderColor: "success", color: "success.emphasized", bg: "success.subtle" },
    },
    indicator: { display: "inline-flex", alignItems: "center", gap: "1.5", "& svg": { w: "4", h: "4" } },
    input: { srOnly: true },
    status: { srOnly: true },
  },
  variants: {
    size: {
      md: { valueText: { fontSize: "md" } },
      lg: { valueText: { fontSize: { base: "lg", sm: "xl" } } },
    },
  },
  defaultVariants: { size: "md" },
});
