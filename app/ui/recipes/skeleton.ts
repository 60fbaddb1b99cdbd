import { defineRecipe } from "@pandacss/dev";

export const skeleton = defineRecipe({
  className: "skeleton",
  jsx: ["Skeleton"],
  base: {
    display: "block",
    bg: "bg.emphasized",
    borderRadius: "l1",
    animation: "pulse 1.6s ease-in-out infinite",
    _motionReduce: { animation: "none" },
  },
  variants: {
    shape: {
      block: {},
      text: { h: "1em", my: "0.25em" },
      circle: { borderRadius: "full", aspectRatio: "1" },
    },
  },
  defaultVariants: { shape: "block" },
});
