import { radioGroupAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/**
 * Radio cards: each choice a bordered card with a round control, its name and a line of detail; the chosen card in
 * the accent colour. Disabled cards stay readable (they say why they are not offered).
 */
export const radioCardGroup = defineSlotRecipe({
  className: "radio-card-group",
  jsx: ["RadioCardGroup.Root"],
  slots: [...radioGroupAnatomy.keys(), "itemDescription"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "2", minW: "0" },
    label: { fontSize: "sm", fontWeight: "semibold" },
    item: {
      display: "grid",
      gridTemplateColumns: "auto minmax(0, 1fr)",
      columnGap: "3",
      rowGap: "1",
      alignItems: "start",
      p: "3",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "l2",
      bg: "bg.surface",
      cursor: "pointer",
      _checked: { borderColor: "accent.default", bg: "accent.subtle" },
      _focusVisible: { outline: "2px solid {colors.accent.focusRing}", outlineOffset: "2px" },
      _disabled: { bg: "bg.muted" },
    },
    itemControl: {
      mt: "0.5",
      w: "4",
      h: "4",
      borderRadius: "full",
      borderWidth: "2px",
      borderColor: "border.strong",
      _checked: { borderColor: "accent.default", borderWidth: "5px" },
    },
    itemText: { fontWeight: "semibold" },
    itemDescription: { gridColumn: "2", fontSize: "sm", color: "fg.muted" },
  },
});
