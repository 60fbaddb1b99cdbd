/**
 * Catalogue data for stories: a list page, product details and flash-sale windows. Images are tiny inline SVGs
 * (Storybook runs without network or server).
 */
import type { CategorySummary, ProductDetail, ProductListPage, ProductSummary } from "~/domain/catalogue/types.ts";
import type { FlashSaleInfo } from "~/domain/flash-sale/types.ts";

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A studio shot: a soft two-tone backdrop, a floor shadow and the product's silhouette. */
function studioImage(backdrop: string, floor: string, colour: string, shape: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="600" height="600">` +
      `<rect width="120" height="120" fill="${backdrop}"/><rect y="84" width="120" height="36" fill="${floor}"/>` +
      `<ellipse cx="60" cy="97" rx="32" ry="4.5" fill="#000" opacity=".1"/>` +
      `<g fill="${colour}" stroke="${colour}">${shape}</g></svg>`,
  );
}

const shapes = {
  shirt: `<path stroke="none" d="M44 26l-17 10 7 15 8-4v43h36V47l8 4 7-15-17-10c-2 6-8 9-16 9s-14-3-16-9z"/>`,
  laptop: `<rect stroke="none" x="30" y="32" width="60" height="40" rx="4"/><rect x="34" y="36" width="52" height="32" rx="2" fill="#fff" stroke="none" opacity=".35"/><path stroke="none" d="M20 76h80l-6 10H26z"/>`,
  phone: `<rect stroke="none" x="42" y="20" width="36" height="70" rx="8"/><rect stroke="none" x="46" y="28" width="28" height="52" rx="3" fill="#fff" opacity=".35"/>`,
  watch: `<rect stroke="none" x="50" y="16" width="20" height="80" rx="6" opacity=".7"/><circle stroke="none" cx="60" cy="56" r="22"/><circle stroke="none" cx="60" cy="56" r="16" fill="#fff" opacity=".5"/>`,
  bag: `<path d="M46 40v-6a14 14 0 0 1 28 0v6" fill="none" stroke-width="5"/><path stroke="none" d="M34 40h52l-4 50H38z"/>`,
  headphones: `<path d="M32 66v-8a28 28 0 0 1 56 0v8" fill="none" stroke-width="6"/><rect stroke="none" x="26" y="60" width="16" height="28" rx="6"/><rect stroke="none" x="78" y="60" width="16" height="28" rx="6"/>`,
  bottle: `<rect stroke="none" x="52" y="18" width="16" height="12" rx="3"/><rect stroke="none" x="42" y="30" width="36" height="60" rx="10"/><rect stroke="none" x="48" y="48" width="24" height="20" rx="3" fill="#fff" opacity=".5"/>`,
  shoe: `<path stroke="none" d="M24 58c6 2 14 2 20-4l8 8c8 4 22 6 38 8 6 1 8 6 6 12H24z"/><path d="M24 86h72" stroke-width="4" stroke="#fff" opacity=".5"/>`,
};

type Shape = keyof typeof shapes;

const looks: Record<string, { backdrop: string; floor: string; colour: string; shape: Shape }> = {
  fashion: { backdrop: "#fdeeea", floor: "#f8ddd6", colour: "#cf4f46", shape: "shirt" },
  laptop: { backdrop: "#eaeff8", floor: "#dbe3f1", colour: "#34508a", shape: "laptop" },
  "phone and parts": { backdrop: "#e9f4ef", floor: "#d6ebe2", colour: "#2a7656", shape: "phone" },
  "jewelry & watch": { backdrop: "#fbf3e1", floor: "#f3e5c3", colour: "#a8790c", shape: "watch" },
  "bag & bagpack": { backdrop: "#f5ece4", floor: "#ead9c9", colour: "#8b5a2b", shape: "bag" },
  accessories: { backdrop: "#eeeaf7", floor: "#e0d9f0", colour: "#584896", shape: "headphones" },
  "beauty & health": { backdrop: "#fcebf2", floor: "#f6d7e4", colour: "#bb3f76", shape: "bottle" },
};

function imageFor(category: string, shape?: Shape): string {
  const look = looks[category] ?? { backdrop: "#eef0f3", floor: "#e1e4e9", colour: "#3a404b", shape: "bag" as Shape };
  return studioImage(look.backdrop, look.floor, look.colour, shapes[shape ?? look.shape]);
}

/** Each category's name as an admin typed it, by its key. */
const displayNames: Record<string, string> = {
  fashion: "Fashion",
  laptop: "Laptop",
  "phone and parts": "Phone and Parts",
  "jewelry & watch": "Jewelry & Watch",
  "bag & bagpack": "Bag & Bagpack",
  accessories: "Accessories",
  "beauty & health": "Beauty & Health",
};

export const categories: CategorySummary[] = Object.keys(looks).map((name, index) => ({
  id: index + 1,
  name,
  displayName: displayNames[name] ?? name,
  imageUrl: imageFor(name),
}));

const catalogue: Array<[name: string, category: string, priceCents: number, starHalves: number, starCount: number]> = [
  ["Wireless Noise Cancelling Headphones", "accessories", 9999, 9, 2011],
  ["Slim Fit Denim Jacket", "fashion", 4599, 9, 214],
  ["Ultrabook 14 Pro with 16GB RAM and 512GB SSD", "laptop", 129900, 8, 87],
  ["Galaxy Phone 128GB", "phone and parts", 45999, 7, 1320],
  ["Classic Leather Strap Watch", "jewelry & watch", 8950, 10, 45],
  ["Travel Bagpack 30 L Waterproof", "bag & bagpack", 3275, 6, 508],
  ["Vitamin C Face Serum", "beauty & health", 1450, 8, 96],
  ["Floral Summer Dress", "fashion", 2999, 5, 33],
  ["USB-C Fast Charger 65W", "phone and parts", 2499, 7, 640],
  ["Gold Plated Chain Necklace", "jewelry & watch", 15900, 4, 12],
  ["Gaming Laptop 15.6 Inch RTX", "laptop", 154500, 9, 142],
  ["Running Sneakers Breathable Mesh", "fashion", 5400, 8, 377],
  ["Leather Office Messenger Bag", "bag & bagpack", 6900, 7, 58],
  ["Bluetooth Neckband Earphones", "accessories", 1899, 6, 1204],
  ["Herbal Aloe Vera Gel 300 ml", "beauty & health", 899, 9, 2290],
  ["Tempered Glass Screen Protector", "phone and parts", 499, 5, 3120],
  ["Smart Fitness Band with Heart Rate", "accessories", 3499, 7, 812],
  ["Silver Stud Earrings", "jewelry & watch", 2150, 8, 64],
  ["Cotton Panjabi for Men", "fashion", 3850, 9, 156],
  ["2 in 1 Touchscreen Laptop", "laptop", 89900, 6, 23],
  ["Kids School Bagpack", "bag & bagpack", 2199, 8, 431],
  ["Sunscreen SPF 50 Lotion", "beauty & health", 1299, 7, 188],
  ["Wireless Charging Pad 15W", "phone and parts", 1999, 6, 97],
  ["Polarized Sunglasses", "accessories", 2799, 8, 265],
];

function summary(
  id: number,
  [name, category, priceCents, starHalves, starCount]: (typeof catalogue)[number],
): ProductSummary {
  const shape: Shape | undefined = name.toLowerCase().includes("sneakers") ? "shoe" : undefined;
  return {
    id,
    name,
    category,
    priceCents,
    shippingCents: priceCents >= 5000 ? 0 : 500,
    stock: 5 + ((id * 7) % 40),
    starHalves,
    starCount,
    imageUrl: imageFor(category, shape),
  };
}

/** 24 products, the size of one list page. */
export const listProducts: ProductSummary[] = catalogue.map((row, index) => summary(201 + index, row));

/** A list page: `page` of `total` items, 24 per page (the last page holds the remainder). */
export function productPage(page: number, total: number, items: ProductSummary[] = listProducts): ProductListPage {
  const pageSize = 24;
  const count = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
  return { items: items.slice(0, count), total, page, pageSize };
}

export const phoneResults: ProductSummary[] = listProducts.filter((product) =>
  /phone|charg|screen/i.test(product.name),
);
export const laptopResults: ProductSummary[] = listProducts.filter((product) => product.category === "laptop");
export const beautyResults: ProductSummary[] = listProducts.filter((product) => product.category === "beauty & health");

/** `/products?page=n` as the route builds it (page 1 is the bare path). */
export function listPageHref(base: string) {
  return (page: number) => {
    const url = new URL(base, "https://e-shop.example");
    if (page > 1) url.searchParams.set("page", String(page));
    else url.searchParams.delete("page");
    return url.pathname + url.search;
  };
}

export const headphones: ProductDetail = {
  ...summary(201, catalogue[0]!),
  stock: 12,
  shippingCents: 0,
  seller: "Sound Hub BD",
  categoryName: "Accessories",
  features: [
    { description: "Brand", value: "Acoustix" },
    { description: "Model", value: "AX-900 ANC" },
    { description: "Battery life", value: "Up to 40 hours (ANC on: 30 hours)" },
    { description: "Connectivity", value: "Bluetooth 5.3, 3.5 mm cable" },
    { description: "Weight", value: "250 g" },
    { description: "Warranty", value: "1 year seller warranty" },
  ],
  flash: { sellPriceCents: 7499, sellShippingCents: 0, flashStock: 20 },
};

export const lowStockHeadphones: ProductDetail = { ...headphones, stock: 3 };
export const soldOutHeadphones: ProductDetail = { ...headphones, stock: 0 };
export const noFeatureHeadphones: ProductDetail = { ...headphones, features: [] };

/** A product sold in options (issue 28): two colours of the headphones, each its own variant. */
export const headphonesInColours: ProductDetail = {
  ...headphones,
  options: [{ name: "Colour", values: ["Black", "White"] }],
  variants: ["Black", "White"].map((colour, index) => ({
    id: 9100 + index,
    sku: `HP-${colour.toUpperCase()}`,
    optionValues: [colour],
    options: { Colour: colour },
    title: `Colour: ${colour}`,
    priceCents: headphones.priceCents,
    compareAtCents: null,
    stock: 6,
    imageUrl: null,
  })),
  images: [headphones.imageUrl],
};

/** Sizes and colours: no L in White, M in Black sold out; larger sizes cost more, M is marked down. */
/** Three photos for the T-shirt's gallery. */
const teeGallery = [imageFor("fashion"), imageFor("beauty & health", "shirt"), imageFor("laptop", "shirt")];

export const tshirtInSizes: ProductDetail = {
  ...headphones,
  name: "Cotton Crew T-Shirt",
  options: [
    { name: "Size", values: ["S", "M", "L"] },
    { name: "Colour", values: ["Black", "White"] },
  ],
  variants: (
    [
      ["S", "Black", 90000, null, 4],
      ["S", "White", 90000, null, 2],
      ["M", "Black", 95000, 110000, 0],
      ["M", "White", 95000, 110000, 3],
      ["L", "Black", 120000, null, 5],
    ] as const
  ).map(([size, colour, priceCents, compareAtCents, stock], index) => ({
    id: 9200 + index,
    sku: `TEE-${size}-${colour.toUpperCase()}`,
    optionValues: [size, colour],
    options: { Size: size, Colour: colour },
    title: `Size: ${size} / Colour: ${colour}`,
    priceCents,
    compareAtCents,
    stock,
    // M in white has its own photo, the gallery's second.
    imageUrl: size === "M" && colour === "White" ? teeGallery[1]! : null,
  })),
  images: teeGallery,
};

/** Three options: every combination exists and is in stock, so every value can be chosen. */
export const sandalsInThreeOptions: ProductDetail = {
  ...headphones,
  name: "Leather Strap Sandals",
  options: [
    { name: "Size", values: ["40", "41", "42"] },
    { name: "Colour", values: ["Tan", "Brown"] },
    { name: "Material", values: ["Leather", "Suede"] },
  ],
  variants: ["40", "41", "42"].flatMap((size, sizeIndex) =>
    ["Tan", "Brown"].flatMap((colour, colourIndex) =>
      ["Leather", "Suede"].map((material, materialIndex) => ({
        id: 9300 + sizeIndex * 4 + colourIndex * 2 + materialIndex,
        sku: null,
        optionValues: [size, colour, material],
        options: { Size: size, Colour: colour, Material: material },
        title: `Size: ${size} / Colour: ${colour} / Material: ${material}`,
        priceCents: material === "Suede" ? 240000 : 220000,
        compareAtCents: null,
        stock: 3,
        imageUrl: null,
      })),
    ),
  ),
  images: [headphones.imageUrl],
};

export const ultrabook: ProductDetail = {
  ...summary(203, catalogue[2]!),
  stock: 7,
  shippingCents: 1500,
  seller: "Laptop Point Dhaka",
  categoryName: "Laptop",
  features: [
    ["Brand", "Nimbus"],
    ["Model", "Ultrabook 14 Pro (2025)"],
    ["Processor", "8-core 4.8 GHz, 24 MB cache"],
    ["Memory", "16 GB LPDDR5X 6400 MHz (soldered)"],
    ["Storage", "512 GB PCIe 4.0 NVMe SSD"],
    ["Display", "14 inch 2880 x 1800 OLED, 120 Hz, 100% DCI-P3"],
    ["Graphics", "Integrated, supports two external 4K displays"],
    ["Ports", "2 x USB-C (Thunderbolt 4), 1 x USB-A 3.2, HDMI 2.1, 3.5 mm audio"],
    ["Wireless", "Wi-Fi 7, Bluetooth 5.4"],
    ["Battery", "75 Wh, up to 16 hours of video playback"],
    ["Keyboard", "Backlit, Bangla and English keycaps"],
    ["Weight", "1.28 kg"],
    ["Operating system", "Windows 11 Home"],
    ["Warranty", "2 years (parts and service)"],
  ].map(([description, value]) => ({ description: description!, value: value! })),
  flash: null,
};

export const similarProducts: ProductSummary[] = listProducts
  .filter((product) => product.id !== headphones.id)
  .slice(0, 8);

/** A fixed server clock, so countdown texts are the same on every run. */
export const serverNow = Date.UTC(2025, 10, 20, 9, 30);
const hour = 3_600_000;

export const flashOpen: FlashSaleInfo = {
  state: "open",
  startsAt: serverNow - 6 * hour,
  endsAt: serverNow + 53 * hour,
  now: serverNow,
};
export const flashEnded: FlashSaleInfo = {
  state: "ended",
  startsAt: serverNow - 50 * hour,
  endsAt: serverNow - 2 * hour,
  now: serverNow,
};
export const flashUpcoming: FlashSaleInfo = {
  state: "upcoming",
  startsAt: serverNow + 5 * hour,
  endsAt: serverNow + 29 * hour,
  now: serverNow,
};
export const noFlashSale: FlashSaleInfo = { state: "none", startsAt: null, endsAt: null, now: serverNow };
