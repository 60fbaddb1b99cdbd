import { defineSlotRecipe } from "@pandacss/dev";

/** A whole-page message: a round icon badge, a heading, a line of help and the way on. */
export const emptyState = defineSlotRecipe({
  className: "empty-state",
  jsx: ["EmptyState", "EmptyState.Root"],
  slots: ["root", "icon", "title", "description", "actions"],
  base: {
    root: {
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      gap: "3",
      maxW: "lg",
      mx: "auto",
      py: { base: "12", md: "20" },
      textAlign: "center",
    },
    icon: {
      display: "grid",
      placeItems: "center",
      w: "14",
      h: "14",
      mb: "2",
      borderRadius: "full",
      "& svg": { w: "7", h: "7" },
    },
    title: { fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" },
    description: { color: "fg.muted", mb: "3" },
    actions: { display: "flex", flexWrap: "wrap", gap: "3", justifyContent: "center" },
  },
  variants: {
    tone: {
      accent: { icon: { bg: "accent.subtle", color: "accent.default" } },
      danger: { icon: { bg: "danger.subtle", color: "danger" } },
      neutral: { icon: { bg: "bg.muted", color: "fg.muted" } },
    },
  },
  defaultVariants: { tone: "accent" },
});
