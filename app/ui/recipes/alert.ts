import { defineSlotRecipe } from "@pandacss/dev";

/** An inline message. The tone sets the colours; the text keeps at least AA contrast on every tone. */
export const alert = defineSlotRecipe({
  className: "alert",
  jsx: ["Alert", "Alert.Root"],
  slots: ["root", "icon", "content", "title", "description", "dismiss"],
  base: {
    root: {
      display: "flex",
      alignItems: "flex-start",
      gap: "3",
      width: "100%",
      py: "3",
      px: "3.5",
      borderWidth: "1px",
      borderRadius: "l2",
      fontSize: "sm",
      lineHeight: "1.45",
    },
    icon: { flexShrink: "0", display: "inline-flex", mt: "0.5", "& svg": { width: "4.5", height: "4.5" } },
    content: { display: "flex", flexDirection: "column", gap: "0.5", flex: "1", minW: "0" },
    title: { fontWeight: "semibold" },
    description: { color: "fg.default" },
    dismiss: { flexShrink: "0", mt: "-1.5", me: "-2", mb: "-1.5" },
  },
  variants: {
    tone: {
      error: {
        root: { bg: "danger.subtle", borderColor: "danger/30", color: "danger.emphasized" },
        icon: { color: "danger" },
      },
      success: {
        root: { bg: "success.subtle", borderColor: "success/30", color: "success.emphasized" },
        icon: { color: "success" },
      },
      info: {
        root: { bg: "accent.subtle", borderColor: "accent.default/25", color: "accent.text" },
        icon: { color: "accent.default" },
      },
    },
  },
  defaultVariants: { tone: "info" },
});
