import { collapsibleAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

export const collapsible = defineSlotRecipe({
  className: "collapsible",
  jsx: ["Collapsible.Root"],
  slots: collapsibleAnatomy.keys(),
  base: {
    root: { display: "flex", flexDirection: "column", width: "100%" },
    trigger: { cursor: "pointer" },
    content: {
      overflow: "hidden",
      _open: { animation: "expandHeight 200ms ease-out" },
      _closed: { animation: "collapseHeight 160ms ease-in" },
      _motionReduce: { animation: "none" },
    },
    indicator: {
      transition: "transform 200ms",
      _open: { transform: "rotate(180deg)" },
    },
  },
});
