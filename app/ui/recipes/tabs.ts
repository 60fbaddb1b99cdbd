import { tabsAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/** Tabs: `line` underlines the selected tab, `enclosed` is a segmented control with a sliding surface. */
export const tabs = defineSlotRecipe({
  className: "tabs",
  jsx: ["Tabs.Root"],
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: "flex", flexDirection: "column", width: "100%", gap: "4" },
    list: { position: "relative", display: "flex", isolation: "isolate" },
    trigger: {
      position: "relative",
      zIndex: "1",
      flex: "1",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      gap: "2",
      h: "10",
      px: "4",
      fontSize: "sm",
      fontWeight: "semibold",
      color: "fg.muted",
      whiteSpace: "nowrap",
      cursor: "pointer",
      outline: "none",
      transitionProperty: "color",
      transitionDuration: "fast",
      _hover: { color: "fg.default" },
      _selected: { color: "fg.default" },
      _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "-2px" },
      _disabled: { opacity: "0.5", cursor: "not-allowed" },
    },
    content: { outline: "none", _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing" } },
    indicator: { width: "var(--width)", "--transition-duration": "200ms", "--transition-timing-function": "ease-out" },
  },
  variants: {
    variant: {
      line: {
        list: { borderBottomWidth: "1px", borderColor: "border.default" },
        trigger: { _selected: { color: "accent.text" } },
        indicator: { bottom: "-1px", height: "2px", bg: "accent.default", borderRadius: "full" },
      },
      enclosed: {
        list: { p: "1", bg: "bg.muted", borderRadius: "l2" },
        trigger: { h: "9", borderRadius: "l1" },
        indicator: {
          top: "var(--top)",
          height: "var(--height)",
          bg: "bg.surface",
          borderRadius: "l1",
          boxShadow: "soft",
        },
      },
    },
  },
  defaultVariants: { variant: "line" },
});
