import { getDatabase } from "~/server/context.ts";
import { sitemapEntries } from "~/domain/catalogue/catalogue.server.ts";
import { LANGUAGES, type Language } from "@db/enums.ts";
import type { Route } from "./+types/sitemap[.]xml";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Each language's address of a page: English at the plain one (also x-default), Bangla with ?lang=bn. */
const addressIn = (url: string, language: Language) => (language === "en" ? url : `${url}?lang=${language}`);

/** One page in both languages: an entry each, each naming both and the default. */
function pageEntries(url: string, extra = ""): string[] {
  const alternates = [
    ...LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(addressIn(url, language))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url)}"/>`,
  ].join("");
  return LANGUAGES.map(
    (language) => `<url><loc>${escapeXml(addressIn(url, language))}</loc>${extra}${alternates}</url>`,
  );
}

/** Every category and product page, from D1, in English and Bangla. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const { categories, products } = await sitemapEntries(getDatabase(context));
  const daily = "<changefreq>daily</changefreq>";
  const urls = [
    ...pageEntries(`${origin}/`, daily),
    ...pageEntries(`${origin}/products`, daily),
    ...categories.flatMap((name) => pageEntries(`${origin}/products/${encodeURIComponent(name)}`)),
    ...products.flatMap((product) =>
      pageEntries(
        `${origin}/productdetails/${product.id}`,
        `<lastmod>${product.createdAt.toISOString().slice(0, 10)}</lastmod>`,
      ),
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" },
  });
}
