import {
  defineConfig,
  defineGlobalStyles,
  defineKeyframes,
  definePreset,
  defineSemanticTokens,
  defineTokens,
} from "@pandacss/dev";
import pandaPreset from "@pandacss/preset-panda";
import { alert } from "./app/ui/recipes/alert.ts";
import { emptyState } from "./app/ui/recipes/empty-state.ts";
import { starRating } from "./app/ui/recipes/star-rating.ts";
import { avatar } from "./app/ui/recipes/avatar.ts";
import { badge } from "./app/ui/recipes/badge.ts";
import { button } from "./app/ui/recipes/button.ts";
import { card } from "./app/ui/recipes/card.ts";
import { carousel } from "./app/ui/recipes/carousel.ts";
import { clipboard } from "./app/ui/recipes/clipboard.ts";
import { collapsible } from "./app/ui/recipes/collapsible.ts";
import { combobox } from "./app/ui/recipes/combobox.ts";
import { datePicker } from "./app/ui/recipes/date-picker.ts";
import { dialog } from "./app/ui/recipes/dialog.ts";
import { drawer } from "./app/ui/recipes/drawer.ts";
import { field } from "./app/ui/recipes/field.ts";
import { menu } from "./app/ui/recipes/menu.ts";
import { numberInput } from "./app/ui/recipes/number-input.ts";
import { optionPicker } from "./app/ui/recipes/option-picker.ts";
import { pagination } from "./app/ui/recipes/pagination.ts";
import { radioCardGroup } from "./app/ui/recipes/radio-card-group.ts";
import { nativeSelect, select } from "./app/ui/recipes/select.ts";
import { skeleton } from "./app/ui/recipes/skeleton.ts";
import { table } from "./app/ui/recipes/table.ts";
import { tabs } from "./app/ui/recipes/tabs.ts";
import { tagsInput } from "./app/ui/recipes/tags-input.ts";

/**
 * Raw palette. Components never use these directly: they use the semantic tokens below, so a
 * re-brand is a change to this file only. Pairs used for text were checked for WCAG AA (4.5:1).
 */
const tokens = defineTokens({
  // Stacking order for floating layers (the sticky bar under menus, menus under dialogs, toasts on top).
  zIndex: {
    hide: { value: -1 },
    base: { value: 0 },
    docked: { value: 10 },
    dropdown: { value: 1000 },
    sticky: { value: 1100 },
    banner: { value: 1200 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    skipLink: { value: 1600 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
  colors: {
    // Burnt tangerine: white text on 600 is 5.05:1, on 700 5.69:1.
    brand: {
      50: { value: "#fff4ed" },
      100: { value: "#ffe5d4" },
      200: { value: "#ffc7a6" },
      300: { value: "#ffa06d" },
      400: { value: "#ff7a3d" },
      500: { value: "#f45d17" },
      600: { value: "#c4430c" },
      700: { value: "#b83c0a" },
      800: { value: "#923210" },
      900: { value: "#762b11" },
      950: { value: "#401306" },
    },
    // Deep ink blue for the footer and strong text.
    ink: {
      50: { value: "#f3f5fa" },
      100: { value: "#e4e8f2" },
      200: { value: "#c9d1e4" },
      300: { value: "#a2afcd" },
      400: { value: "#7585ad" },
      500: { value: "#56658f" },
      600: { value: "#434f74" },
      700: { value: "#36405e" },
      800: { value: "#272f47" },
      900: { value: "#1a2034" },
      950: { value: "#0f1322" },
    },
    neutral: {
      0: { value: "#ffffff" },
      50: { value: "#f6f7f9" },
      100: { value: "#eef0f3" },
      200: { value: "#e1e4e9" },
      300: { value: "#cdd2da" },
      400: { value: "#9aa2af" },
      500: { value: "#5d6574" },
      600: { value: "#4b525f" },
      700: { value: "#3a404b" },
      800: { value: "#272b33" },
      900: { value: "#181b21" },
      950: { value: "#0d0f12" },
    },
    crimson: {
      50: { value: "#fdeeee" },
      200: { value: "#f5b8b8" },
      600: { value: "#c62828" },
      700: { value: "#a61f1f" },
    },
    leaf: {
      50: { value: "#e8f5ec" },
      200: { value: "#a9d8b6" },
      600: { value: "#1e7d3a" },
      700: { value: "#17652e" },
    },
    gold: {
      300: { value: "#ffd27a" },
      400: { value: "#fbb928" },
      500: { value: "#f29d0b" },
    },
  },
  fonts: {
    body: {
      value:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    },
    heading: { value: '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif' },
    mono: { value: 'ui-monospace, "SFMono-Regular", "Cascadia Code", "Liberation Mono", Menlo, Consolas, monospace' },
  },
  radii: {
    l1: { value: "6px" },
    l2: { value: "10px" },
    l3: { value: "16px" },
  },
  shadows: {
    hairline: { value: "0 1px 0 0 rgb(24 27 33 / 0.06)" },
    soft: { value: "0 1px 2px 0 rgb(24 27 33 / 0.06), 0 1px 3px 0 rgb(24 27 33 / 0.08)" },
    lifted: { value: "0 4px 8px -2px rgb(24 27 33 / 0.08), 0 10px 24px -6px rgb(24 27 33 / 0.14)" },
    floating: { value: "0 12px 32px -8px rgb(24 27 33 / 0.24), 0 2px 6px 0 rgb(24 27 33 / 0.08)" },
  },
  sizes: {
    content: { value: "1280px" },
  },
});

const semanticTokens = defineSemanticTokens({
  colors: {
    fg: {
      default: { value: "{colors.neutral.900}" },
      muted: { value: "{colors.neutral.500}" },
      subtle: { value: "{colors.neutral.400}" },
      inverse: { value: "{colors.neutral.0}" },
      inverseMuted: { value: "{colors.ink.300}" },
    },
    bg: {
      canvas: { value: "{colors.neutral.50}" },
      surface: { value: "{colors.neutral.0}" },
      muted: { value: "{colors.neutral.100}" },
      emphasized: { value: "{colors.neutral.200}" },
      inverse: { value: "{colors.ink.900}" },
      inverseRaised: { value: "{colors.ink.800}" },
      backdrop: { value: "rgb(15 19 34 / 0.5)" },
    },
    border: {
      default: { value: "{colors.neutral.200}" },
      strong: { value: "{colors.neutral.300}" },
      inverse: { value: "{colors.ink.700}" },
    },
    accent: {
      default: { value: "{colors.brand.600}" },
      emphasized: { value: "{colors.brand.800}" },
      fg: { value: "{colors.neutral.0}" },
      text: { value: "{colors.brand.700}" },
      subtle: { value: "{colors.brand.50}" },
      muted: { value: "{colors.brand.100}" },
      onInverse: { value: "{colors.brand.300}" },
      focusRing: { value: "{colors.brand.500}" },
    },
    danger: {
      DEFAULT: { value: "{colors.crimson.600}" },
      emphasized: { value: "{colors.crimson.700}" },
      subtle: { value: "{colors.crimson.50}" },
      fg: { value: "{colors.neutral.0}" },
    },
    success: {
      DEFAULT: { value: "{colors.leaf.600}" },
      emphasized: { value: "{colors.leaf.700}" },
      subtle: { value: "{colors.leaf.50}" },
      fg: { value: "{colors.neutral.0}" },
    },
    star: {
      filled: { value: "{colors.gold.400}" },
      empty: { value: "{colors.neutral.300}" },
    },
  },
  shadows: {
    card: { value: "{shadows.soft}" },
    raised: { value: "{shadows.lifted}" },
    overlay: { value: "{shadows.floating}" },
    bar: { value: "{shadows.hairline}" },
  },
});

const keyframes = defineKeyframes({
  pulse: { "50%": { opacity: "0.5" } },
  // A bar that slides across its track: work whose amount is not known (page loads, small uploads).
  indeterminate: { from: { transform: "translateX(-100%)" }, to: { transform: "translateX(250%)" } },
  fadeIn: { from: { opacity: "0" }, to: { opacity: "1" } },
  fadeOut: { from: { opacity: "1" }, to: { opacity: "0" } },
  popIn: { from: { opacity: "0", transform: "translateY(-4px) scale(0.98)" }, to: { opacity: "1", transform: "none" } },
  popOut: {
    from: { opacity: "1", transform: "none" },
    to: { opacity: "0", transform: "translateY(-4px) scale(0.98)" },
  },
  expandHeight: { from: { height: "0" }, to: { height: "var(--height)" } },
  collapseHeight: { from: { height: "var(--height)" }, to: { height: "0" } },
});

const globalCss = defineGlobalStyles({
  html: {
    fontFamily: "body",
    color: "fg.default",
    bg: "bg.canvas",
    lineHeight: "1.5",
    WebkitFontSmoothing: "antialiased",
    MozOsxFontSmoothing: "grayscale",
    textRendering: "optimizeLegibility",
    WebkitTextSizeAdjust: "100%",
    colorScheme: "light",
  },
  body: { minHeight: "100dvh" },
  "h1, h2, h3, h4": { fontFamily: "heading", lineHeight: "1.25", letterSpacing: "-0.01em" },
  "*:focus-visible": { outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "2px" },
  "::selection": { bg: "accent.muted", color: "fg.default" },
});

/**
 * Panda's default theme without its twenty colour palettes (the shop has its own, above) and without the token
 * groups nothing here uses (aspect ratios, blurs, easings, line heights, letter spacings, animations, the widest
 * sizes): every token
 * becomes a CSS variable in the one stylesheet every page loads (about 2.4 KB gzip of variables nothing used).
 * Style with literal values for those (`lineHeight: "1.25"`), or bring a group back here when a design needs it.
 */
const { current, black, white, transparent, neutral } = pandaPreset.theme.tokens.colors!;
const {
  aspectRatios: _aspectRatios,
  blurs: _blurs,
  easings: _easings,
  lineHeights: _lineHeights,
  letterSpacings: _letterSpacings,
  animations: _animations,
  sizes: allSizes,
  ...usedTokens
} = pandaPreset.theme.tokens;
// The widest named sizes and the breakpoints as sizes: no layout here uses them.
const {
  "6xl": _6xl,
  "7xl": _7xl,
  "8xl": _8xl,
  breakpoint: _breakpoint,
  ...sizes
} = allSizes as Record<string, unknown>;
const pandaWithoutPalettes = definePreset({
  ...pandaPreset,
  name: "e-shop-panda",
  theme: {
    ...pandaPreset.theme,
    tokens: { ...usedTokens, sizes: sizes as typeof allSizes, colors: { current, black, white, transparent, neutral } },
  },
});

export default defineConfig({
  presets: ["@pandacss/preset-base", pandaWithoutPalettes],
  preflight: true,
  // The app's files only: the stylesheets the shop ships carry no story's layout. Storybook adds the stories
  // (panda.stories.config.ts, through postcss.config.js).
  include: ["./app/**/*.{ts,tsx}"],
  exclude: [],
  jsxFramework: "react",
  // Components take their styles through `css` or a class, not as props: the factory then needs no list of every
  // CSS property (4.3 KB gzip on every page).
  jsxStyleProps: "minimal",
  outdir: "styled-system",
  globalCss,
  // Recipes are used through createStyleContext and styled(), which static extraction cannot follow
  // for every variant, so all recipe variants are generated (the design system is small).
  staticCss: { recipes: "*" },
  theme: {
    breakpoints: { sm: "600px", md: "900px", lg: "1200px", xl: "1536px" },
    extend: {
      tokens,
      semanticTokens,
      keyframes,
      recipes: { badge, button, skeleton },
      slotRecipes: {
        alert,
        avatar,
        card,
        carousel,
        clipboard,
        collapsible,
        combobox,
        datePicker,
        dialog,
        drawer,
        emptyState,
        field,
        menu,
        nativeSelect,
        numberInput,
        optionPicker,
        pagination,
        radioCardGroup,
        starRating,
        select,
        table,
        tabs,
        tagsInput,
      },
    },
  },
});
