import { avatarAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

export const avatar = defineSlotRecipe({
  className: "avatar",
  jsx: ["Avatar.Root"],
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      position: "relative",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      flexShrink: "0",
      borderRadius: "full",
      overflow: "hidden",
      bg: "accent.muted",
      color: "accent.text",
      fontWeight: "bold",
      userSelect: "none",
    },
    image: { width: "100%", height: "100%", objectFit: "cover" },
    fallback: { lineHeight: "1", textTransform: "uppercase" },
  },
  variants: {
    size: {
      sm: { root: { w: "8", h: "8", fontSize: "xs" } },
      md: { root: { w: "9", h: "9", fontSize: "sm" } },
      lg: { root: { w: "12", h: "12", fontSize: "md" } },
    },
  },
  defaultVariants: { size: "md" },
});
