import { defineSlotRecipe } from "@pandacss/dev";

const trigger = {
  display: "inline-grid",
  placeItems: "center",
  flexShrink: "0",
  w: "10",
  h: "10",
  borderRadius: "full",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "bg.surface",
  color: "fg.default",
  boxShadow: "soft",
  cursor: "pointer",
  transitionProperty: "background-color, border-color, opacity",
  transitionDuration: "fast",
  "& svg": { w: "5", h: "5" },
  _hover: { _enabled: { bg: "bg.muted", borderColor: "border.strong" } },
  _disabled: { opacity: "0.4", cursor: "not-allowed", boxShadow: "none" },
  _motionReduce: { transition: "none" },
} as const;

/**
 * A carousel on native CSS scroll snapping (`app/ui/carousel.tsx`). The item group is the scroller, a one-row grid
 * whose columns are `--slide-size` wide (default 100%) with `--slide-gap` between them (default 0); a component may
 * set both on the item group, under CSS media queries, to choose how many slides show at once.
 * `controls: "overlay"` puts the control row (dots and autoplay toggle) over the slides' bottom edge, or below them
 * on phones (for full-bleed images such as banners).
 */
export const carousel = defineSlotRecipe({
  className: "carousel",
  jsx: ["Carousel.Root"],
  slots: [
    "root",
    "itemGroup",
    "item",
    "control",
    "indicatorGroup",
    "indicator",
    "prevTrigger",
    "nextTrigger",
    "autoplayTrigger",
  ],
  base: {
    root: { position: "relative", display: "flex", flexDirection: "column", gap: "3", minW: "0" },
    itemGroup: {
      // Positioned, so the slides' offsets are measured from it.
      position: "relative",
      display: "grid",
      gridAutoFlow: "column",
      gridAutoColumns: "var(--slide-size, 100%)",
      gap: "var(--slide-gap, 0px)",
      overflowX: "auto",
      overscrollBehaviorX: "contain",
      scrollSnapType: "x mandatory",
      scrollbarWidth: "none",
      "&::-webkit-scrollbar": { display: "none" },
      outline: "none",
      borderRadius: "l3",
      _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "2px" },
    },
    item: { minW: "0", scrollSnapAlign: "start" },
    control: { display: "flex", alignItems: "center", gap: "2" },
    prevTrigger: trigger,
    nextTrigger: trigger,
    autoplayTrigger: trigger,
    indicatorGroup: { display: "flex", alignItems: "center", justifyContent: "center" },
    indicator: {
      display: "inline-grid",
      placeItems: "center",
      w: "6",
      h: "6",
      borderRadius: "full",
      cursor: "pointer",
      outline: "none",
      _before: {
        content: '""',
        display: "block",
        w: "2",
        h: "2",
        borderRadius: "full",
        bg: "border.strong",
        transitionProperty: "width, background-color",
        transitionDuration: "normal",
      },
      _hover: { _before: { bg: "fg.subtle" } },
      _current: { _before: { w: "5", bg: "accent.default" } },
      _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "-2px" },
      _motionReduce: { _before: { transition: "none" } },
    },
  },
  variants: {
    controls: {
      outside: {},
      overlay: {
        // Below the slides on phones (where the slides are short), over their bottom edge from sm up.
        control: {
          position: { base: "relative", sm: "absolute" },
          left: { sm: "0" },
          right: { sm: "0" },
          bottom: { sm: "3" },
          justifyContent: "center",
          minH: "7",
          pointerEvents: { sm: "none" },
          "& > *": { pointerEvents: "auto" },
        },
        indicatorGroup: {
          px: "1.5",
          borderRadius: "full",
          bg: { base: "transparent", sm: "bg.backdrop" },
          backdropFilter: { sm: "blur(4px)" },
        },
        indicator: {
          _before: { bg: { base: "border.strong", sm: "fg.inverse" }, opacity: { sm: "0.55" } },
          _hover: { _before: { bg: { base: "fg.subtle", sm: "fg.inverse" }, opacity: { sm: "0.85" } } },
          _current: { _before: { bg: { base: "accent.default", sm: "fg.inverse" }, opacity: "1" } },
          _focusVisible: { outlineColor: { sm: "fg.inverse" } },
        },
        autoplayTrigger: {
          position: "absolute",
          top: "50%",
          right: { base: "0", sm: "3" },
          transform: "translateY(-50%)",
          w: { base: "7", sm: "8" },
          h: { base: "7", sm: "8" },
          borderWidth: "0",
          bg: { base: "transparent", sm: "bg.backdrop" },
          color: { base: "fg.muted", sm: "fg.inverse" },
          boxShadow: "none",
          backdropFilter: { sm: "blur(4px)" },
          "& svg": { w: "4", h: "4" },
          _hover: {
            _enabled: { bg: { base: "bg.muted", sm: "bg.inverse" }, color: { base: "fg.default", sm: "fg.inverse" } },
          },
          _focusVisible: { outlineColor: { sm: "fg.inverse" }, outlineOffset: "1px" },
        },
      },
    },
  },
  defaultVariants: { controls: "outside" },
});
