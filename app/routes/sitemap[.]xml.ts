import { getDatabase } from "~/server/context.ts";
import { sitemapEntries } from "~/domain/catalogue/catalogue.server.ts";
import type { Route } from "./+types/sitemap[.]xml";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Every category and product page, from D1. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const { categories, products } = await sitemapEntries(getDatabase(context));
  const urls = [
    `<url><loc>${origin}/</loc><changefreq>daily</changefreq></url>`,
    `<url><loc>${origin}/products</loc><changefreq>daily</changefreq></url>`,
    ...categories.map((name) => `<url><loc>${escapeXml(`${origin}/products/${encodeURIComponent(name)}`)}</loc></url>`),
    ...products.map(
      (product) =>
        `<url><loc>${origin}/productdetails/${product.id}</loc><lastmod>${product.createdAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" },
  });
}
