/**
 * Data for the home page's section stories. Banners are inline SVGs; Hot Deals use the real pictures in public/
 * (Storybook serves that folder). Products and categories come from the shared fixtures.
 */
import { hotDeals, type HotDeal } from "~/data/hot-deals.ts";
import type { BannerSummary, FlashSaleItem } from "~/domain/catalogue/types.ts";
import type { FlashSaleInfo } from "~/domain/flash-sale/types.ts";
import { categories, products } from "./fixtures.ts";

export { categories, products };

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A 1080 x 344 banner: a two-colour gradient, a headline, a subline and a round badge with a simple shape. */
function bannerImage(from: string, to: string, headline: string, subline: string, shape: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1080 344" width="1080" height="344">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="1080" height="344" fill="url(#g)"/>` +
      `<circle cx="1000" cy="-10" r="180" fill="#fff" fill-opacity=".08"/>` +
      `<circle cx="900" cy="172" r="140" fill="#fff" fill-opacity=".94"/>` +
      `<g transform="translate(840 112)" fill="${from}">${shape}</g>` +
      `<text x="72" y="150" font-family="Arial, sans-serif" font-size="60" font-weight="bold" fill="#fff">${headline}</text>` +
      `<text x="72" y="200" font-family="Arial, sans-serif" font-size="28" fill="#fff" fill-opacity=".9">${subline}</text>` +
      `<rect x="72" y="236" width="170" height="50" rx="25" fill="#fff"/>` +
      `<text x="157" y="269" text-anchor="middle" font-family="Arial, sans-serif" font-size="21" font-weight="bold" fill="${from}">Shop now</text>` +
      `</svg>`,
  );
}

const bannerShapes = {
  bag: `<path d="M30 40v-10a30 30 0 0 1 60 0v10" fill="none" stroke="currentColor" stroke-width="10"/><path d="M6 40h108l-8 80H14z"/>`,
  phone: `<rect x="30" y="0" width="60" height="120" rx="12"/><rect x="38" y="14" width="44" height="86" rx="4" fill="#fff" fill-opacity=".4"/>`,
  snow: `<path d="M60 0v120M8 30l104 60M8 90l104-60" stroke="currentColor" stroke-width="12" stroke-linecap="round"/>`,
};

export const banners: BannerSummary[] = [
  {
    id: 1,
    name: "Summer Sale",
    link: "/products?offer=flash",
    imageUrl: bannerImage(
      "#b8430c",
      "#f2993a",
      "Summer Sale",
      "Up to 40% off bags and accessories",
      bannerShapes.bag.replaceAll("currentColor", "#b8430c"),
    ),
  },
  {
    id: 2,
    name: "New Phones",
    link: "/products/phone%20and%20parts?sort=newest",
    imageUrl: bannerImage("#1f4f8a", "#4f9bd9", "New Phones", "The latest models, paid with bKash", bannerShapes.phone),
  },
  {
    id: 3,
    name: "Winter Collection",
    // No link: this slide stays a plain picture.
    link: null,
    imageUrl: bannerImage(
      "#3b2a7a",
      "#8a6ad9",
      "Winter Collection",
      "Warm jackets and cosy knits",
      bannerShapes.snow.replaceAll("currentColor", "#3b2a7a"),
    ),
  },
];

const HOUR = 3_600_000;
/** A fixed server clock for stories, so a countdown shows the same numbers on every run. */
export const serverNow = Date.UTC(2026, 0, 15, 9, 0, 0);

export const flashOpen: FlashSaleInfo = {
  state: "open",
  startsAt: serverNow - 24 * HOUR,
  endsAt: serverNow + 2 * 24 * HOUR + 5 * HOUR + 30 * 60_000 + 12_000,
  now: serverNow,
};
export const flashUpcoming: FlashSaleInfo = {
  state: "upcoming",
  startsAt: serverNow + 24 * HOUR,
  endsAt: serverNow + 48 * HOUR,
  now: serverNow,
};
export const flashEnded: FlashSaleInfo = {
  state: "ended",
  startsAt: serverNow - 48 * HOUR,
  endsAt: serverNow - HOUR,
  now: serverNow,
};
export const flashNone: FlashSaleInfo = { state: "none", startsAt: null, endsAt: null, now: serverNow };

/** Flash offers on the first seven products, 15 to 45 percent off. */
export const flashItems: FlashSaleItem[] = products.slice(0, 7).map((product, index) => ({
  ...product,
  flash: {
    sellPriceCents: Math.round((product.priceCents * (85 - index * 5)) / 100),
    sellShippingCents: 0,
    flashStock: 5 + index,
  },
}));

export const deals: HotDeal[] = hotDeals;
