import { tagsInputAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/**
 * Values typed as tags (Ark's TagsInput): a field-like box holding the tags and the input that adds one more. Enter
 * or a comma adds a value; Backspace in the empty input selects the last tag, and a second press deletes it.
 */
export const tagsInput = defineSlotRecipe({
  className: "tags-input",
  jsx: ["TagsInput.Root"],
  slots: tagsInputAnatomy.keys(),
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5", minW: "0" },
    label: { fontSize: "sm", fontWeight: "medium", color: "fg.default" },
    control: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      gap: "1.5",
      minH: "10",
      px: "2",
      py: "1.5",
      bg: "bg.surface",
      borderWidth: "1px",
      borderColor: "border.strong",
      borderRadius: "l2",
      _focusWithin: { borderColor: "accent.default", boxShadow: "0 0 0 3px token(colors.accent.muted)" },
      "&[data-invalid]": { borderColor: "danger" },
    },
    input: {
      flex: "1 1 6rem",
      minW: "0",
      h: "7",
      bg: "transparent",
      outline: "none",
      fontSize: "md",
      _placeholder: { color: "fg.muted", opacity: "1" },
    },
    item: { display: "inline-flex", maxW: "100%" },
    itemPreview: {
      display: "inline-flex",
      alignItems: "center",
      gap: "1",
      minH: "7",
      ps: "2.5",
      pe: "1",
      bg: "bg.muted",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "l2",
      fontSize: "sm",
      fontWeight: "medium",
      _highlighted: { borderColor: "accent.default", bg: "accent.subtle" },
    },
    itemText: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
    itemDeleteTrigger: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      w: "6",
      h: "6",
      borderRadius: "l1",
      color: "fg.muted",
      cursor: "pointer",
      _hover: { bg: "bg.subtle", color: "fg.default" },
      _focusVisible: { outline: "2px solid {colors.accent.focusRing}" },
      "& svg": { w: "3.5", h: "3.5" },
    },
    itemInput: { h: "7", px: "2", fontSize: "sm", outline: "none", bg: "bg.surface", borderRadius: "l2" },
    clearTrigger: { display: "none" },
  },
});
