import { comboboxAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/**
 * Ark Combobox: a floating list of options (in groups) under a text field. Styled are the parts the shop uses: the
 * field's frame (label above, the open-list button inside the input's end; give the input room for it), the list
 * and its items; the input itself is the shop's field (`field` recipe).
 */
export const combobox = defineSlotRecipe({
  className: "combobox",
  jsx: ["Combobox.Root", "Combobox.RootProvider"],
  slots: comboboxAnatomy.keys(),
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5", minW: "0" },
    control: { position: "relative" },
    trigger: {
      position: "absolute",
      insetInlineEnd: "1",
      top: "50%",
      transform: "translateY(-50%)",
      display: "grid",
      placeItems: "center",
      w: "9",
      h: "9",
      color: "fg.muted",
      borderRadius: "l1",
      cursor: "pointer",
      "& svg": { w: "4.5", h: "4.5" },
      _disabled: { cursor: "not-allowed" },
    },
    positioner: { zIndex: "dropdown" },
    content: {
      display: "flex",
      flexDirection: "column",
      gap: "1",
      maxH: "min(28rem, var(--available-height))",
      overflowY: "auto",
      p: "1.5",
      bg: "bg.surface",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "l2",
      boxShadow: "overlay",
      outline: "none",
      _open: { animation: "popIn 140ms ease-out" },
      _motionReduce: { animation: "none" },
    },
    itemGroup: { display: "flex", flexDirection: "column", gap: "0.5" },
    itemGroupLabel: { px: "3", pt: "1.5", pb: "1", fontSize: "xs", fontWeight: "semibold", color: "fg.muted" },
    item: {
      display: "flex",
      alignItems: "center",
      gap: "3",
      minH: "10",
      px: "3",
      py: "1.5",
      borderRadius: "l1",
      fontSize: "sm",
      color: "fg.default",
      textDecoration: "none",
      cursor: "pointer",
      userSelect: "none",
      _highlighted: { bg: "bg.muted" },
      _disabled: { opacity: "0.5", cursor: "not-allowed" },
    },
    itemText: { flex: "1", minW: "0", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
    empty: {
      px: "4",
      py: "3",
      fontSize: "sm",
      color: "fg.muted",
      bg: "bg.surface",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "l2",
      boxShadow: "overlay",
    },
  },
});
