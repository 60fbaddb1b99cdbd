/**
 * Dependencies the dev server pre-bundles up front. Listing them avoids the dev server discovering them one page
 * at a time, which forces a reload ("504 Outdated Optimize Dep") and can load two copies of React.
 * `vite.deps.test.ts` checks that every Ark UI part the app imports is listed.
 */
export const arkParts = [
  "anatomy",
  "avatar",
  "clipboard",
  "collapsible",
  "combobox",
  "date-picker",
  "dialog",
  "factory",
  "field",
  "menu",
  "number-input",
  "pagination",
  "portal",
  "radio-group",
  "select",
  "tabs",
  "tags-input",
];

export const prebundled = [
  "react",
  "react-dom",
  "react-dom/client",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-router",
  "jotai",
  "valibot",
  "@internationalized/date",
  ...arkParts.map((part) => `@ark-ui/react/${part}`),
];
