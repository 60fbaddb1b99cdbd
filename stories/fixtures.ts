/**
 * Realistic data for stories. Images are tiny inline SVGs (Storybook runs without network or server).
 */
import type { CategorySummary, ProductSummary } from "~/domain/catalogue/types.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A flat product illustration: a soft background, a floor shadow and a simple shape. */
function productImage(background: string, colour: string, shape: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="600" height="600">` +
      `<rect width="120" height="120" fill="${background}"/>` +
      `<ellipse cx="60" cy="96" rx="34" ry="5" fill="#000" opacity=".08"/>` +
      `<g fill="${colour}">${shape.replaceAll("currentColor", colour)}</g></svg>`,
  );
}

const shapes = {
  shirt: `<path d="M44 28l-16 10 7 14 8-4v42h34V48l8 4 7-14-16-10c-2 6-8 9-16 9s-14-3-16-9z"/>`,
  laptop: `<rect x="30" y="34" width="60" height="40" rx="4"/><rect x="34" y="38" width="52" height="32" rx="2" fill="#fff" opacity=".35"/><path d="M20 78h80l-6 10H26z"/>`,
  phone: `<rect x="42" y="22" width="36" height="70" rx="8"/><rect x="46" y="30" width="28" height="52" rx="3" fill="#fff" opacity=".35"/>`,
  watch: `<rect x="50" y="18" width="20" height="84" rx="6" opacity=".7"/><circle cx="60" cy="60" r="22"/><circle cx="60" cy="60" r="16" fill="#fff" opacity=".5"/><path d="M60 50v10l7 5" stroke="#333" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  bag: `<path d="M46 40v-6a14 14 0 0 1 28 0v6" stroke="currentColor" fill="none" stroke-width="5"/><path d="M34 40h52l-4 50H38z"/>`,
  headphones: `<path d="M32 68v-8a28 28 0 0 1 56 0v8" fill="none" stroke="currentColor" stroke-width="6"/><rect x="26" y="62" width="16" height="26" rx="6"/><rect x="78" y="62" width="16" height="26" rx="6"/>`,
  bottle: `<rect x="52" y="20" width="16" height="12" rx="3"/><rect x="42" y="32" width="36" height="58" rx="10"/><rect x="48" y="50" width="24" height="20" rx="3" fill="#fff" opacity=".5"/>`,
};

export const shopper: SessionUser = {
  id: 7,
  email: "ayesha.rahman@example.com",
  displayName: "Ayesha Rahman",
  photoUrl: null,
  emailVerified: true,
  isAdmin: false,
};

export const admin: SessionUser = {
  id: 1,
  emailVerified: true,
  email: "tanvir.hasan@eshop.example",
  displayName: "Tanvir Hasan",
  photoUrl: svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3f6e8c"/>` +
      `<circle cx="32" cy="26" r="12" fill="#f2c9a0"/><path d="M10 64c2-14 11-20 22-20s20 6 22 20z" fill="#1a2034"/>` +
      `<path d="M20 24c0-9 6-14 12-14s12 5 12 14c-3-4-7-6-12-6s-9 2-12 6z" fill="#2b2118"/></svg>`,
  ),
  isAdmin: true,
};

export const categories: CategorySummary[] = [
  { id: 1, name: "fashion", displayName: "Fashion", imageUrl: productImage("#fde8e4", "#d9534f", shapes.shirt) },
  { id: 2, name: "laptop", displayName: "Laptop", imageUrl: productImage("#e6ecf7", "#3c5a99", shapes.laptop) },
  {
    id: 3,
    name: "phone and parts",
    displayName: "Phone and Parts",
    imageUrl: productImage("#e8f3ef", "#2e7d5b", shapes.phone),
  },
  {
    id: 4,
    name: "jewelry & watch",
    displayName: "Jewelry & Watch",
    imageUrl: productImage("#fbf1dc", "#b8860b", shapes.watch),
  },
  {
    id: 5,
    name: "bag & bagpack",
    displayName: "Bag & Bagpack",
    imageUrl: productImage("#f3e9e0", "#8b5a2b", shapes.bag),
  },
  {
    id: 6,
    name: "accessories",
    displayName: "Accessories",
    imageUrl: productImage("#ece8f6", "#5b4b9a", shapes.headphones),
  },
  {
    id: 7,
    name: "beauty & health",
    displayName: "Beauty & Health",
    imageUrl: productImage("#fbe7f0", "#c2417a", shapes.bottle),
  },
];

function product(
  id: number,
  name: string,
  category: string,
  priceCents: number,
  starHalves: number,
  starCount: number,
  image: string,
): ProductSummary {
  return { id, name, category, priceCents, shippingCents: 500, stock: 12, starHalves, starCount, imageUrl: image };
}

export const products: ProductSummary[] = [
  product(101, "Slim Fit Denim Jacket", "fashion", 4599, 9, 214, productImage("#e6ecf7", "#35537f", shapes.shirt)),
  product(
    102,
    "Ultrabook 14 Pro with 16GB RAM and 512GB SSD",
    "laptop",
    129900,
    8,
    87,
    productImage("#eef0f3", "#3a404b", shapes.laptop),
  ),
  product(
    103,
    "Galaxy Phone 128GB",
    "phone and parts",
    45999,
    7,
    1320,
    productImage("#e8f3ef", "#2e7d5b", shapes.phone),
  ),
  product(
    104,
    "Classic Leather Strap Watch",
    "jewelry & watch",
    8950,
    10,
    45,
    productImage("#fbf1dc", "#8b5a2b", shapes.watch),
  ),
  product(
    105,
    "Travel Bagpack 30 l Waterproof",
    "bag & bagpack",
    3275,
    6,
    508,
    productImage("#f3e9e0", "#a0522d", shapes.bag),
  ),
  product(
    106,
    "Wireless Noise Cancelling Headphones",
    "accessories",
    9999,
    9,
    2011,
    productImage("#ece8f6", "#5b4b9a", shapes.headphones),
  ),
  product(
    107,
    "Vitamin C Face Serum",
    "beauty & health",
    1450,
    8,
    96,
    productImage("#fbe7f0", "#c2417a", shapes.bottle),
  ),
  product(108, "Floral Summer Dress", "fashion", 2999, 5, 33, productImage("#fde8e4", "#d9534f", shapes.shirt)),
  product(
    109,
    "USB-C Fast Charger 65W",
    "phone and parts",
    2499,
    7,
    640,
    productImage("#e6f2f7", "#26708f", shapes.phone),
  ),
  product(
    110,
    "Gold Plated Chain Necklace",
    "jewelry & watch",
    15900,
    4,
    12,
    productImage("#fbf1dc", "#b8860b", shapes.watch),
  ),
];

export const [jacket, ultrabook, phone] = products as [ProductSummary, ProductSummary, ProductSummary];
