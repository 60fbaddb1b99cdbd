import type { MetaDescriptor } from "react-router";
import { shopCopy } from "~/i18n/shop.ts";
import { DEFAULT_SHOP_MONEY } from "./domain/money.ts";
import { currentLanguage } from "./i18n/catalogue.ts";

/** The site's origin from the root loader's data, for absolute canonical and Open Graph URLs. */
export function originFrom(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** The currency the shop prices in, from the root loader's data (USD when it is missing). */
export function shopCurrencyFrom(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { currency?: string } | undefined;
  return root?.currency ?? DEFAULT_SHOP_MONEY.currency;
}

/**
 * Title, description, canonical link and Open Graph tags for a page. `path` is the canonical path, made absolute
 * with `origin`; `image` may be a path too.
 */
export function pageMeta(page: {
  title: string;
  description: string;
  path: string;
  origin?: string;
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
}): MetaDescriptor[] {
  const origin = page.origin ?? "";
  // Each language's page is its own canonical: English at the plain address, Bangla with ?lang=bn (root.tsx).
  const canonical =
    origin + page.path + (currentLanguage() === "bn" ? `${page.path.includes("?") ? "&" : "?"}lang=bn` : "");
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: shopCopy.shopName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: canonical },
  ];
  if (page.image) tags.push({ property: "og:image", content: origin + page.image });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/**
 * Anonymous catalogue pages (and their `.data` twins) may be stored by a shared cache but must be revalidated on
 * every use, never kept by the browser: a product an admin adds or deletes shows in the storefront and in search at
 * once, and after signing in or out the same URL shows the new state. Responses for a request with a session
 * cookie are made private by the Worker entry.
 */
export const catalogueCacheHeaders: HeadersInit = {
  "Cache-Control": "public, max-age=0, must-revalidate",
  Vary: "Cookie",
};
