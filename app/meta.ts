import type { MetaDescriptor } from "react-router";
import { copy } from "./copy.ts";

/** Title, description, canonical link and Open Graph tags for a page. `path` is the canonical path. */
export function pageMeta(page: { title: string; description: string; path: string; image?: string }): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.path },
    { property: "og:site_name", content: copy.shopName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
  ];
  if (page.image) tags.push({ property: "og:image", content: page.image });
  return tags;
}

/**
 * Anonymous catalogue pages (and their `.data` twins) may be kept briefly by a shared edge cache, never by the
 * browser: after signing in or out the same URL must show the new state at once. Responses for a request with a
 * session cookie are made private by the Worker entry.
 */
export const catalogueCacheHeaders: HeadersInit = {
  "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  Vary: "Cookie",
};
