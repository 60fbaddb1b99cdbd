import { defineSlotRecipe } from "@pandacss/dev";

export const card = defineSlotRecipe({
  className: "card",
  jsx: ["Card.Root"],
  slots: ["root", "header", "body", "footer", "title", "description"],
  base: {
    root: {
      position: "relative",
      display: "flex",
      flexDirection: "column",
      minW: "0",
      bg: "bg.surface",
      borderRadius: "l3",
      overflow: "hidden",
    },
    header: { display: "flex", flexDirection: "column", gap: "1", px: "4", pt: "4" },
    body: { display: "flex", flexDirection: "column", gap: "2", px: "4", py: "3", flex: "1" },
    footer: { display: "flex", alignItems: "center", gap: "2", px: "4", pb: "4" },
    title: { fontWeight: "semibold", fontSize: "md", color: "fg.default" },
    description: { fontSize: "sm", color: "fg.muted" },
  },
  variants: {
    variant: {
      outline: { root: { borderWidth: "1px", borderColor: "border.default" } },
      elevated: { root: { boxShadow: "card" } },
      interactive: {
        root: {
          borderWidth: "1px",
          borderColor: "border.default",
          transitionProperty: "box-shadow, transform, border-color",
          transitionDuration: "normal",
          _hover: { boxShadow: "raised", borderColor: "transparent", transform: "translateY(-2px)" },
          _focusWithin: { boxShadow: "raised" },
          _motionReduce: { _hover: { transform: "none" } },
        },
      },
    },
  },
  defaultVariants: { variant: "outline" },
});
