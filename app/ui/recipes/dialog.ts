import { dialogAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/**
 * A centred modal. The backdrop fades out over 500 ms (the spec's backdrop timeout); Ark keeps each part
 * mounted until its own exit animation ends.
 */
export const dialog = defineSlotRecipe({
  className: "dialog",
  jsx: ["Dialog.Root"],
  slots: dialogAnatomy.keys(),
  base: {
    trigger: { cursor: "pointer" },
    backdrop: {
      position: "fixed",
      inset: "0",
      zIndex: "overlay",
      bg: "bg.backdrop",
      backdropFilter: "blur(2px)",
      _open: { animation: "fadeIn 200ms ease-out" },
      _closed: { animation: "fadeOut 500ms ease-in" },
      _motionReduce: { animation: "none" },
    },
    positioner: {
      position: "fixed",
      inset: "0",
      zIndex: "modal",
      display: "flex",
      alignItems: { base: "flex-start", sm: "center" },
      justifyContent: "center",
      overflowY: "auto",
      overscrollBehavior: "contain",
      px: "4",
      py: { base: "6", sm: "10" },
    },
    content: {
      position: "relative",
      display: "flex",
      flexDirection: "column",
      gap: "1",
      width: "100%",
      my: "auto",
      p: { base: "5", sm: "6" },
      bg: "bg.surface",
      color: "fg.default",
      borderRadius: "l3",
      boxShadow: "overlay",
      outline: "none",
      _open: { animation: "popIn 200ms ease-out" },
      _closed: { animation: "fadeOut 200ms ease-in" },
      _motionReduce: { animation: "none" },
    },
    title: { fontSize: "xl", fontWeight: "bold", color: "fg.default", pe: "10" },
    description: { fontSize: "sm", color: "fg.muted" },
    closeTrigger: { position: "absolute", top: "3", insetEnd: "3" },
  },
  variants: {
    size: {
      sm: { content: { maxW: "400px" } },
      md: { content: { maxW: "560px" } },
    },
  },
  defaultVariants: { size: "sm" },
});
