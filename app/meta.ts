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
