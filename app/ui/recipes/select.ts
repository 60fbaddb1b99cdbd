import { selectAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/** The closed control of a select, shared by the Ark select's trigger and the native select. */
export const selectControl = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "2",
  width: "100%",
  minW: "0",
  appearance: "none",
  bg: "bg.surface",
  color: "fg.default",
  borderWidth: "1px",
  borderColor: "border.strong",
  borderRadius: "l2",
  fontWeight: "medium",
  textAlign: "start",
  cursor: "pointer",
  outline: "none",
  transitionProperty: "border-color, box-shadow",
  transitionDuration: "fast",
  _hover: { borderColor: "neutral.400" },
  _focusVisible: { borderColor: "accent.default", boxShadow: "0 0 0 3px token(colors.accent.muted)", outline: "none" },
  "&[data-invalid], &[aria-invalid=true]": { borderColor: "danger" },
  _disabled: { opacity: "0.5", cursor: "not-allowed" },
} as const;

/**
 * Ark Select: a trigger that looks like a text field, a floating list of options with a check on the chosen
 * one, and Ark's hidden native select that carries the value in form submissions.
 */
export const select = defineSlotRecipe({
  className: "select",
  jsx: ["Select.Root"],
  slots: selectAnatomy.keys(),
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5", minW: "0" },
    label: { fontSize: "sm", fontWeight: "medium", color: "fg.default" },
    control: { position: "relative", display: "flex", alignItems: "center" },
    trigger: {
      ...selectControl,
      _placeholderShown: { color: "fg.muted" },
      "&[data-placeholder-shown]": { color: "fg.muted" },
    },
    valueText: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
    indicator: {
      display: "inline-flex",
      color: "fg.muted",
      transition: "transform 150ms ease",
      "& svg": { width: "4", height: "4" },
      _open: { transform: "rotate(180deg)" },
      _motionReduce: { transition: "none" },
    },
    clearTrigger: { color: "fg.muted", cursor: "pointer" },
    positioner: { zIndex: "dropdown" },
    content: {
      display: "flex",
      flexDirection: "column",
      gap: "0.5",
      minW: "var(--reference-width)",
      maxH: "min(20rem, var(--available-height))",
      overflowY: "auto",
      p: "1.5",
      bg: "bg.surface",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "l2",
      boxShadow: "overlay",
      outline: "none",
      _open: { animation: "popIn 140ms ease-out" },
      _closed: { animation: "popOut 100ms ease-in" },
      _motionReduce: { animation: "none" },
    },
    list: { display: "flex", flexDirection: "column", gap: "0.5", outline: "none" },
    item: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "3",
      minH: "9",
      px: "3",
      borderRadius: "l1",
      fontSize: "sm",
      color: "fg.default",
      cursor: "pointer",
      userSelect: "none",
      _highlighted: { bg: "bg.muted" },
      _checked: { fontWeight: "semibold", color: "accent.text" },
      _disabled: { opacity: "0.5", cursor: "not-allowed" },
    },
    itemText: { flex: "1" },
    itemIndicator: { display: "inline-flex", color: "accent.default", "& svg": { width: "4", height: "4" } },
    itemGroup: { display: "flex", flexDirection: "column", gap: "0.5" },
    itemGroupLabel: { px: "3", py: "1.5", fontSize: "xs", fontWeight: "semibold", color: "fg.muted" },
  },
  variants: {
    size: {
      sm: { trigger: { h: "8", px: "2.5", fontSize: "sm" } },
      md: { trigger: { h: "10", px: "3", fontSize: "sm" } },
      lg: { trigger: { h: "12", px: "4", fontSize: "md" } },
    },
  },
  defaultVariants: { size: "md" },
});

/**
 * A styled native select, for forms that must work before the page's JavaScript runs (list filters in the
 * URL): the browser's own picker opens, which phones show best anyway.
 */
export const nativeSelect = defineSlotRecipe({
  className: "native-select",
  jsx: ["NativeSelect"],
  slots: ["root", "label", "control", "field", "indicator", "helperText", "errorText"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5", minW: "0" },
    label: { fontSize: "sm", fontWeight: "medium", color: "fg.default" },
    control: { position: "relative", display: "flex", alignItems: "center", minW: "0" },
    field: selectControl,
    indicator: {
      position: "absolute",
      insetInlineEnd: "3",
      display: "inline-flex",
      color: "fg.muted",
      pointerEvents: "none",
      "& svg": { width: "4", height: "4" },
    },
    // As the field recipe's texts under an input.
    helperText: { fontSize: "sm", color: "fg.muted" },
    errorText: { fontSize: "sm", color: "danger", fontWeight: "medium" },
  },
  variants: {
    size: {
      sm: { field: { h: "8", ps: "2.5", pe: "8", fontSize: "sm" } },
      md: { field: { h: "10", ps: "3", pe: "9", fontSize: "sm" } },
      lg: { field: { h: "12", ps: "4", pe: "10", fontSize: "md" } },
    },
    orientation: {
      vertical: {},
      horizontal: {
        root: { flexDirection: "row", alignItems: "center", gap: "2" },
        label: { whiteSpace: "nowrap", color: "fg.muted" },
        control: { flex: "1" },
      },
    },
  },
  defaultVariants: { size: "md", orientation: "vertical" },
});
