import { dialogAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/**
 * An Ark Dialog shown as a panel sliding in from the left. The slide is a transition (entered from
 * `@starting-style`); the fade is an animation, which is what tells Ark to keep the panel mounted while it leaves.
 */
export const drawer = defineSlotRecipe({
  className: "drawer",
  jsx: ["Drawer.Root"],
  slots: [...dialogAnatomy.keys(), "header", "body"],
  base: {
    trigger: { cursor: "pointer" },
    backdrop: {
      position: "fixed",
      inset: "0",
      zIndex: "overlay",
      bg: "bg.backdrop",
      _open: { animation: "fadeIn 200ms ease-out" },
      _closed: { animation: "fadeOut 250ms ease-in" },
      _motionReduce: { animation: "none" },
    },
    positioner: {
      position: "fixed",
      insetBlock: "0",
      insetStart: "0",
      zIndex: "modal",
      display: "flex",
      width: "min(20rem, calc(100vw - 3rem))",
    },
    content: {
      display: "flex",
      flexDirection: "column",
      width: "100%",
      height: "100%",
      bg: "bg.surface",
      color: "fg.default",
      boxShadow: "overlay",
      outline: "none",
      overflowY: "auto",
      translate: "0 0",
      transition: "translate 250ms cubic-bezier(0.32, 0.72, 0, 1)",
      _open: { animation: "fadeIn 150ms ease-out", _starting: { translate: "-100% 0" } },
      _closed: { translate: "-100% 0", animation: "fadeOut 250ms ease-in" },
      _motionReduce: { transition: "none", animation: "none" },
    },
    header: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "3",
      px: "4",
      h: "14",
      flexShrink: "0",
      borderBottomWidth: "1px",
      borderColor: "border.default",
    },
    body: { display: "flex", flexDirection: "column", flex: "1", p: "3" },
    title: { fontSize: "lg", fontWeight: "bold", color: "fg.default" },
    description: { fontSize: "sm", color: "fg.muted" },
    closeTrigger: {},
  },
});
