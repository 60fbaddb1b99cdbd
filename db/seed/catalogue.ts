/**
 * Demo catalogue for the local shop: categories, products, home banners, the flash sale and two demo accounts.
 * Pure data (no imports), so both the Node seeding script and the Workers runtime can load it.
 * Money is integer cents; ratings are half stars (1..10 = 0.5..5 stars); names are already lowercase.
 */

/** What `art.ts` draws for an item. Every motif has its own flat illustration. */
export type Motif =
  | "shirt"
  | "dress"
  | "sneaker"
  | "jacket"
  | "pants"
  | "laptop"
  | "mouse"
  | "keyboard"
  | "phone"
  | "charger"
  | "powerbank"
  | "earbuds"
  | "headphones"
  | "watch"
  | "ring"
  | "necklace"
  | "earrings"
  | "bracelet"
  | "backpack"
  | "handbag"
  | "suitcase"
  | "wallet"
  | "sunglasses"
  | "cap"
  | "beanie"
  | "umbrella"
  | "bottle"
  | "lipstick"
  | "perfume"
  | "cream"
  | "serum"
  | "lotion"
  | "toothbrush"
  | "dumbbell"
  | "truck";

export interface SeedCategory {
  name: string;
  motif: Motif;
  /** 0..359 */
  hue: number;
}

export interface SeedFeature {
  description: string;
  value: string;
}

export interface SeedProduct {
  name: string;
  seller: string;
  category: string;
  priceCents: number;
  shippingCents: number;
  stock: number;
  /** 1..10 = 0.5..5 stars */
  starHalves: number;
  starCount: number;
  features: SeedFeature[];
  motif: Motif;
  /** 0..359 */
  hue: number;
  /** How many days ago the product was added (0..120), for "newest" sorting. */
  daysAgo: number;
}

export interface SeedBanner {
  name: string;
  headline: string;
  subline: string;
  hue: number;
  motif: Motif;
}

export interface SeedFlashItem {
  productName: string;
  sellPriceCents: number;
  sellShippingCents: number;
  flashStock: number;
}

export interface DemoAccount {
  email: string;
  password: string;
  displayName: string;
  isAdmin: boolean;
}

export const seedCategories: SeedCategory[] = [
  { name: "fashion", motif: "dress", hue: 340 },
  { name: "laptop", motif: "laptop", hue: 215 },
  { name: "phone and parts", motif: "phone", hue: 260 },
  { name: "jewelry & watch", motif: "watch", hue: 40 },
  { name: "bag & bagpack", motif: "backpack", hue: 160 },
  { name: "accessories", motif: "sunglasses", hue: 190 },
  { name: "beauty & health", motif: "lipstick", hue: 355 },
];

export const seedProducts: SeedProduct[] = [
  // ---------------------------------------------------------------- fashion
  {
    name: "slim fit oxford cotton shirt", seller: "northwind apparel", category: "fashion",
    priceCents: 3499, shippingCents: 499, stock: 120, starHalves: 9, starCount: 842,
    features: [
      { description: "Material", value: "100% cotton oxford" },
      { description: "Fit", value: "Slim" },
      { description: "Collar", value: "Button-down" },
      { description: "Care", value: "Machine wash cold" },
    ],
    motif: "shirt", hue: 210, daysAgo: 34,
  },
  {
    name: "linen short sleeve shirt", seller: "urban thread co", category: "fashion",
    priceCents: 2999, shippingCents: 0, stock: 85, starHalves: 8, starCount: 311,
    features: [
      { description: "Material", value: "100% European linen" },
      { description: "Sleeve", value: "Short" },
      { description: "Fit", value: "Relaxed" },
    ],
    motif: "shirt", hue: 38, daysAgo: 12,
  },
  {
    name: "striped pique polo shirt", seller: "northwind apparel", category: "fashion",
    priceCents: 2499, shippingCents: 399, stock: 64, starHalves: 7, starCount: 190,
    features: [
      { description: "Material", value: "95% cotton, 5% elastane" },
      { description: "Collar", value: "Ribbed polo collar" },
      { description: "Fit", value: "Regular" },
    ],
    motif: "shirt", hue: 150, daysAgo: 58,
  },
  {
    name: "floral wrap midi dress", seller: "atelier rosa", category: "fashion",
    priceCents: 5999, shippingCents: 599, stock: 42, starHalves: 9, starCount: 527,
    features: [
      { description: "Material", value: "100% viscose" },
      { description: "Length", value: "Midi" },
      { description: "Closure", value: "Wrap tie waist" },
      { description: "Lining", value: "Unlined" },
    ],
    motif: "dress", hue: 340, daysAgo: 20,
  },
  {
    name: "classic little black dress", seller: "atelier rosa", category: "fashion",
    priceCents: 7900, shippingCents: 0, stock: 0, starHalves: 10, starCount: 1210,
    features: [
      { description: "Material", value: "Crepe, 97% polyester, 3% elastane" },
      { description: "Length", value: "Knee length" },
      { description: "Neckline", value: "Boat neck" },
      { description: "Care", value: "Dry clean only" },
    ],
    motif: "dress", hue: 250, daysAgo: 88,
  },
  {
    name: "pleated satin evening dress", seller: "atelier rosa", category: "fashion",
    priceCents: 11900, shippingCents: 0, stock: 9, starHalves: 9, starCount: 76,
    features: [
      { description: "Material", value: "Satin" },
      { description: "Length", value: "Floor length" },
      { description: "Closure", value: "Concealed back zip" },
    ],
    motif: "dress", hue: 45, daysAgo: 4,
  },
  {
    name: "everyday canvas sneakers", seller: "stride lab", category: "fashion",
    priceCents: 4499, shippingCents: 499, stock: 200, starHalves: 8, starCount: 1984,
    features: [
      { description: "Upper", value: "Cotton canvas" },
      { description: "Sole", value: "Vulcanised rubber" },
      { description: "Sizes", value: "EU 36 to 46" },
    ],
    motif: "sneaker", hue: 0, daysAgo: 60,
  },
  {
    name: "running mesh sneakers", seller: "stride lab", category: "fashion",
    priceCents: 8999, shippingCents: 0, stock: 3, starHalves: 9, starCount: 655,
    features: [
      { description: "Upper", value: "Breathable engineered mesh" },
      { description: "Midsole", value: "EVA foam" },
      { description: "Drop", value: "8 mm" },
      { description: "Weight", value: "260 g" },
    ],
    motif: "sneaker", hue: 190, daysAgo: 5,
  },
  {
    name: "quilted puffer winter jacket", seller: "northwind apparel", category: "fashion",
    priceCents: 12900, shippingCents: 999, stock: 38, starHalves: 9, starCount: 402,
    features: [
      { description: "Shell", value: "Water-repellent nylon" },
      { description: "Fill", value: "Recycled synthetic down" },
      { description: "Hood", value: "Detachable" },
      { description: "Pockets", value: "2 zip, 1 inner" },
    ],
    motif: "jacket", hue: 222, daysAgo: 15,
  },
  {
    name: "denim trucker jacket", seller: "urban thread co", category: "fashion",
    priceCents: 6900, shippingCents: 599, stock: 57, starHalves: 7, starCount: 233,
    features: [
      { description: "Material", value: "100% cotton denim, 13 oz" },
      { description: "Closure", value: "Metal buttons" },
      { description: "Fit", value: "Regular" },
    ],
    motif: "jacket", hue: 205, daysAgo: 45,
  },
  {
    name: "stretch slim jeans", seller: "urban thread co", category: "fashion",
    priceCents: 4999, shippingCents: 499, stock: 140, starHalves: 7, starCount: 1450,
    features: [
      { description: "Material", value: "98% cotton, 2% elastane" },
      { description: "Rise", value: "Mid rise" },
      { description: "Fit", value: "Slim" },
      { description: "Inseam", value: "32 in" },
    ],
    motif: "pants", hue: 218, daysAgo: 70,
  },
  {
    name: "relaxed fit chino trousers", seller: "northwind apparel", category: "fashion",
    priceCents: 3999, shippingCents: 399, stock: 4, starHalves: 5, starCount: 98,
    features: [
      { description: "Material", value: "Cotton twill" },
      { description: "Fit", value: "Relaxed, tapered leg" },
    ],
    motif: "pants", hue: 35, daysAgo: 101,
  },

  // ---------------------------------------------------------------- laptop
  {
    name: "aero 14 ultrabook laptop", seller: "pixelcore", category: "laptop",
    priceCents: 109900, shippingCents: 0, stock: 25, starHalves: 9, starCount: 388,
    features: [
      { description: "Processor", value: "8-core, up to 4.8 GHz" },
      { description: "Memory", value: "16 GB LPDDR5" },
      { description: "Storage", value: "512 GB NVMe SSD" },
      { description: "Display", value: "14 in 2880 x 1800 OLED" },
      { description: "Weight", value: "1.2 kg" },
      { description: "Battery", value: "Up to 18 hours" },
    ],
    motif: "laptop", hue: 210, daysAgo: 3,
  },
  {
    name: "titan 16 gaming laptop", seller: "pixelcore", category: "laptop",
    priceCents: 189900, shippingCents: 1500, stock: 8, starHalves: 9, starCount: 214,
    features: [
      { description: "Processor", value: "16-core, up to 5.4 GHz" },
      { description: "Graphics", value: "12 GB dedicated GPU" },
      { description: "Memory", value: "32 GB DDR5" },
      { description: "Storage", value: "1 TB NVMe SSD" },
      { description: "Display", value: "16 in QHD+ 240 Hz" },
    ],
    motif: "laptop", hue: 0, daysAgo: 10,
  },
  {
    name: "studio 15 creator laptop", seller: "pixelcore", category: "laptop",
    priceCents: 159900, shippingCents: 0, stock: 12, starHalves: 10, starCount: 96,
    features: [
      { description: "Processor", value: "12-core, up to 5.0 GHz" },
      { description: "Memory", value: "32 GB" },
      { description: "Storage", value: "1 TB SSD" },
      { description: "Display", value: "15.6 in 4K, 100% DCI-P3" },
    ],
    motif: "laptop", hue: 270, daysAgo: 1,
  },
  {
    name: "chromebook 11 student laptop", seller: "techhaven", category: "laptop",
    priceCents: 24900, shippingCents: 0, stock: 150, starHalves: 7, starCount: 1320,
    features: [
      { description: "Processor", value: "Quad-core, 2.8 GHz" },
      { description: "Memory", value: "4 GB" },
      { description: "Storage", value: "64 GB eMMC" },
      { description: "Display", value: "11.6 in HD" },
      { description: "Battery", value: "Up to 12 hours" },
    ],
    motif: "laptop", hue: 190, daysAgo: 75,
  },
  {
    name: "business pro 13 laptop", seller: "techhaven", category: "laptop",
    priceCents: 99900, shippingCents: 0, stock: 0, starHalves: 8, starCount: 540,
    features: [
      { description: "Processor", value: "10-core, up to 4.6 GHz" },
      { description: "Memory", value: "16 GB" },
      { description: "Storage", value: "512 GB SSD" },
      { description: "Security", value: "Fingerprint reader, TPM 2.0" },
    ],
    motif: "laptop", hue: 225, daysAgo: 110,
  },
  {
    name: "convertible 2-in-1 touch laptop", seller: "techhaven", category: "laptop",
    priceCents: 74900, shippingCents: 0, stock: 30, starHalves: 8, starCount: 602,
    features: [
      { description: "Display", value: "13.3 in FHD touch, 360° hinge" },
      { description: "Memory", value: "8 GB" },
      { description: "Storage", value: "256 GB SSD" },
      { description: "Pen", value: "Included" },
    ],
    motif: "laptop", hue: 160, daysAgo: 40,
  },
  {
    name: "wireless silent mouse", seller: "voltline", category: "laptop",
    priceCents: 1999, shippingCents: 299, stock: 230, starHalves: 8, starCount: 2210,
    features: [
      { description: "Connection", value: "2.4 GHz USB receiver" },
      { description: "Resolution", value: "1600 DPI" },
      { description: "Battery", value: "1 x AA, up to 18 months" },
    ],
    motif: "mouse", hue: 200, daysAgo: 55,
  },
  {
    name: "ergonomic vertical mouse", seller: "voltline", category: "laptop",
    priceCents: 3499, shippingCents: 399, stock: 2, starHalves: 9, starCount: 418,
    features: [
      { description: "Connection", value: "Bluetooth and USB receiver" },
      { description: "Angle", value: "57° vertical grip" },
      { description: "Buttons", value: "6 programmable" },
    ],
    motif: "mouse", hue: 140, daysAgo: 8,
  },
  {
    name: "mechanical keyboard 75% hot-swap", seller: "voltline", category: "laptop",
    priceCents: 8999, shippingCents: 0, stock: 45, starHalves: 9, starCount: 733,
    features: [
      { description: "Layout", value: "75%, 84 keys" },
      { description: "Switches", value: "Hot-swappable linear" },
      { description: "Keycaps", value: "PBT double-shot" },
      { description: "Connection", value: "USB-C, Bluetooth 5.1" },
      { description: "Backlight", value: "RGB per key" },
    ],
    motif: "keyboard", hue: 30, daysAgo: 22,
  },
  {
    name: "slim bluetooth keyboard", seller: "voltline", category: "laptop",
    priceCents: 3999, shippingCents: 399, stock: 95, starHalves: 6, starCount: 281,
    features: [
      { description: "Connection", value: "Bluetooth, 3 devices" },
      { description: "Battery", value: "Rechargeable, 3 months" },
      { description: "Thickness", value: "11 mm" },
    ],
    motif: "keyboard", hue: 330, daysAgo: 66,
  },
  {
    name: "usb-c 7-in-1 laptop hub", seller: "techhaven", category: "laptop",
    priceCents: 3999, shippingCents: 0, stock: 120, starHalves: 8, starCount: 964,
    features: [
      { description: "Ports", value: "HDMI 4K, 3 x USB-A, SD, microSD, USB-C PD" },
      { description: "Power delivery", value: "Up to 100 W pass-through" },
      { description: "Housing", value: "Aluminium" },
    ],
    motif: "charger", hue: 220, daysAgo: 28,
  },
  {
    name: "65w usb-c laptop charger", seller: "voltline", category: "laptop",
    priceCents: 4499, shippingCents: 0, stock: 88, starHalves: 9, starCount: 1102,
    features: [
      { description: "Output", value: "65 W USB-C PD" },
      { description: "Technology", value: "GaN" },
      { description: "Cable", value: "1.8 m USB-C included" },
    ],
    motif: "charger", hue: 180, daysAgo: 31,
  },

  // ---------------------------------------------------------------- phone and parts
  {
    name: "nova x 5g smartphone 128gb", seller: "mobimax", category: "phone and parts",
    priceCents: 69900, shippingCents: 0, stock: 60, starHalves: 9, starCount: 1876,
    features: [
      { description: "Display", value: "6.4 in AMOLED, 120 Hz" },
      { description: "Storage", value: "128 GB" },
      { description: "Camera", value: "50 MP main, 12 MP ultra-wide" },
      { description: "Battery", value: "4500 mAh" },
      { description: "Network", value: "5G, dual SIM" },
    ],
    motif: "phone", hue: 220, daysAgo: 6,
  },
  {
    name: "nova x pro smartphone 256gb", seller: "mobimax", category: "phone and parts",
    priceCents: 99900, shippingCents: 0, stock: 22, starHalves: 9, starCount: 904,
    features: [
      { description: "Display", value: "6.7 in LTPO AMOLED, 120 Hz" },
      { description: "Storage", value: "256 GB" },
      { description: "Camera", value: "50 MP triple, 5x telephoto" },
      { description: "Battery", value: "5000 mAh" },
      { description: "Water resistance", value: "IP68" },
    ],
    motif: "phone", hue: 280, daysAgo: 2,
  },
  {
    name: "budget a12 android phone", seller: "mobimax", category: "phone and parts",
    priceCents: 14900, shippingCents: 499, stock: 180, starHalves: 7, starCount: 2480,
    features: [
      { description: "Display", value: "6.5 in HD+" },
      { description: "Storage", value: "64 GB, microSD slot" },
      { description: "Battery", value: "5000 mAh" },
    ],
    motif: "phone", hue: 160, daysAgo: 95,
  },
  {
    name: "compact mini phone 64gb", seller: "gadgetgrove", category: "phone and parts",
    priceCents: 39900, shippingCents: 0, stock: 0, starHalves: 8, starCount: 127,
    features: [
      { description: "Display", value: "5.4 in OLED" },
      { description: "Storage", value: "64 GB" },
      { description: "Weight", value: "141 g" },
    ],
    motif: "phone", hue: 340, daysAgo: 64,
  },
  {
    name: "tempered glass screen protector 2-pack", seller: "gadgetgrove", category: "phone and parts",
    priceCents: 999, shippingCents: 0, stock: 250, starHalves: 8, starCount: 2311,
    features: [
      { description: "Hardness", value: "9H" },
      { description: "Thickness", value: "0.33 mm" },
      { description: "In the box", value: "2 protectors, alignment frame" },
    ],
    motif: "phone", hue: 195, daysAgo: 50,
  },
  {
    name: "shockproof clear phone case", seller: "gadgetgrove", category: "phone and parts",
    priceCents: 1499, shippingCents: 199, stock: 210, starHalves: 8, starCount: 1570,
    features: [
      { description: "Material", value: "TPU bumper, polycarbonate back" },
      { description: "Drop protection", value: "3 m" },
      { description: "Wireless charging", value: "Compatible" },
    ],
    motif: "phone", hue: 205, daysAgo: 33,
  },
  {
    name: "usb-c to usb-c braided cable 2m", seller: "voltline", category: "phone and parts",
    priceCents: 1299, shippingCents: 0, stock: 240, starHalves: 9, starCount: 1733,
    features: [
      { description: "Length", value: "2 m" },
      { description: "Power", value: "Up to 100 W" },
      { description: "Data", value: "480 Mbps" },
      { description: "Jacket", value: "Braided nylon" },
    ],
    motif: "charger", hue: 25, daysAgo: 18,
  },
  {
    name: "20w usb-c fast charger", seller: "voltline", category: "phone and parts",
    priceCents: 1999, shippingCents: 0, stock: 160, starHalves: 9, starCount: 2050,
    features: [
      { description: "Output", value: "20 W USB-C PD" },
      { description: "Input", value: "100-240 V" },
      { description: "Safety", value: "Over-heat and surge protection" },
    ],
    motif: "charger", hue: 200, daysAgo: 47,
  },
  {
    name: "true wireless earbuds anc", seller: "soundwave", category: "phone and parts",
    priceCents: 7999, shippingCents: 0, stock: 75, starHalves: 8, starCount: 1122,
    features: [
      { description: "Noise cancelling", value: "Active, up to 35 dB" },
      { description: "Battery", value: "8 h, 32 h with case" },
      { description: "Bluetooth", value: "5.3" },
      { description: "Water resistance", value: "IPX4" },
    ],
    motif: "earbuds", hue: 250, daysAgo: 9,
  },
  {
    name: "sport earbuds ipx5", seller: "soundwave", category: "phone and parts",
    priceCents: 3499, shippingCents: 299, stock: 4, starHalves: 7, starCount: 356,
    features: [
      { description: "Fit", value: "Ear hooks" },
      { description: "Battery", value: "6 h, 24 h with case" },
      { description: "Water resistance", value: "IPX5" },
    ],
    motif: "earbuds", hue: 120, daysAgo: 82,
  },
  {
    name: "10000mah magnetic power bank", seller: "voltline", category: "phone and parts",
    priceCents: 3999, shippingCents: 0, stock: 110, starHalves: 8, starCount: 875,
    features: [
      { description: "Capacity", value: "10000 mAh" },
      { description: "Output", value: "15 W wireless, 20 W USB-C" },
      { description: "Weight", value: "210 g" },
    ],
    motif: "powerbank", hue: 265, daysAgo: 14,
  },
  {
    name: "replacement phone battery 4000mah", seller: "gadgetgrove", category: "phone and parts",
    priceCents: 2499, shippingCents: 399, stock: 35, starHalves: 4, starCount: 142,
    features: [
      { description: "Capacity", value: "4000 mAh" },
      { description: "Chemistry", value: "Li-ion" },
      { description: "Kit", value: "Includes opening tools" },
    ],
    motif: "powerbank", hue: 95, daysAgo: 119,
  },

  // ---------------------------------------------------------------- jewelry & watch
  {
    name: "classic leather strap watch", seller: "timeless & co", category: "jewelry & watch",
    priceCents: 12900, shippingCents: 0, stock: 48, starHalves: 9, starCount: 611,
    features: [
      { description: "Case", value: "40 mm stainless steel" },
      { description: "Strap", value: "Italian leather" },
      { description: "Movement", value: "Japanese quartz" },
      { description: "Water resistance", value: "5 ATM" },
    ],
    motif: "watch", hue: 30, daysAgo: 26,
  },
  {
    name: "stainless steel chronograph watch", seller: "timeless & co", category: "jewelry & watch",
    priceCents: 24900, shippingCents: 0, stock: 16, starHalves: 9, starCount: 287,
    features: [
      { description: "Case", value: "42 mm stainless steel" },
      { description: "Movement", value: "Quartz chronograph" },
      { description: "Glass", value: "Sapphire crystal" },
      { description: "Water resistance", value: "10 ATM" },
    ],
    motif: "watch", hue: 212, daysAgo: 37,
  },
  {
    name: "smart fitness watch gps", seller: "mobimax", category: "jewelry & watch",
    priceCents: 19900, shippingCents: 0, stock: 90, starHalves: 8, starCount: 1645,
    features: [
      { description: "Display", value: "1.4 in AMOLED, always-on" },
      { description: "Sensors", value: "Heart rate, SpO2, GPS" },
      { description: "Battery", value: "Up to 10 days" },
      { description: "Water resistance", value: "5 ATM" },
    ],
    motif: "watch", hue: 160, daysAgo: 11,
  },
  {
    name: "minimalist mesh band watch", seller: "timeless & co", category: "jewelry & watch",
    priceCents: 8900, shippingCents: 499, stock: 3, starHalves: 8, starCount: 144,
    features: [
      { description: "Case", value: "36 mm, 6 mm thin" },
      { description: "Band", value: "Milanese mesh" },
    ],
    motif: "watch", hue: 345, daysAgo: 72,
  },
  {
    name: "sterling silver solitaire ring", seller: "lumen & co", category: "jewelry & watch",
    priceCents: 7900, shippingCents: 0, stock: 55, starHalves: 9, starCount: 402,
    features: [
      { description: "Metal", value: "925 sterling silver" },
      { description: "Stone", value: "6 mm cubic zirconia" },
      { description: "Sizes", value: "5 to 10" },
    ],
    motif: "ring", hue: 200, daysAgo: 24,
  },
  {
    name: "18k gold plated stacking rings set", seller: "lumen & co", category: "jewelry & watch",
    priceCents: 3499, shippingCents: 299, stock: 130, starHalves: 8, starCount: 520,
    features: [
      { description: "Metal", value: "18k gold plated brass" },
      { description: "Pieces", value: "5 rings" },
      { description: "Finish", value: "Hypoallergenic, nickel free" },
    ],
    motif: "ring", hue: 45, daysAgo: 53,
  },
  {
    name: "pearl pendant necklace", seller: "lumen & co", category: "jewelry & watch",
    priceCents: 5900, shippingCents: 0, stock: 70, starHalves: 9, starCount: 318,
    features: [
      { description: "Pearl", value: "8 mm freshwater pearl" },
      { description: "Chain", value: "45 cm sterling silver" },
      { description: "Clasp", value: "Spring ring" },
    ],
    motif: "necklace", hue: 330, daysAgo: 19,
  },
  {
    name: "gold chain layered necklace", seller: "lumen & co", category: "jewelry & watch",
    priceCents: 4499, shippingCents: 399, stock: 0, starHalves: 7, starCount: 205,
    features: [
      { description: "Metal", value: "14k gold filled" },
      { description: "Length", value: "40, 45 and 50 cm" },
    ],
    motif: "necklace", hue: 42, daysAgo: 90,
  },
  {
    name: "crystal hoop earrings", seller: "lumen & co", category: "jewelry & watch",
    priceCents: 2999, shippingCents: 299, stock: 150, starHalves: 8, starCount: 688,
    features: [
      { description: "Metal", value: "Rhodium plated brass" },
      { description: "Diameter", value: "25 mm" },
      { description: "Stones", value: "Clear crystal pavé" },
    ],
    motif: "earrings", hue: 280, daysAgo: 42,
  },
  {
    name: "freshwater pearl drop earrings", seller: "timeless & co", category: "jewelry & watch",
    priceCents: 3999, shippingCents: 0, stock: 60, starHalves: 10, starCount: 94,
    features: [
      { description: "Pearl", value: "7 mm freshwater pearl" },
      { description: "Hook", value: "925 sterling silver" },
    ],
    motif: "earrings", hue: 20, daysAgo: 7,
  },
  {
    name: "rose gold charm bracelet", seller: "lumen & co", category: "jewelry & watch",
    priceCents: 3999, shippingCents: 399, stock: 80, starHalves: 8, starCount: 377,
    features: [
      { description: "Metal", value: "Rose gold plated stainless steel" },
      { description: "Length", value: "17 cm + 5 cm extender" },
      { description: "Charms", value: "3 included" },
    ],
    motif: "bracelet", hue: 10, daysAgo: 29,
  },
  {
    name: "woven leather wrap bracelet", seller: "urban thread co", category: "jewelry & watch",
    priceCents: 1999, shippingCents: 299, stock: 115, starHalves: 6, starCount: 159,
    features: [
      { description: "Material", value: "Braided leather" },
      { description: "Clasp", value: "Magnetic stainless steel" },
    ],
    motif: "bracelet", hue: 25, daysAgo: 85,
  },

  // ---------------------------------------------------------------- bag & bagpack
  {
    name: "urban commuter backpack 25l", seller: "trailpack", category: "bag & bagpack",
    priceCents: 6999, shippingCents: 0, stock: 95, starHalves: 9, starCount: 1420,
    features: [
      { description: "Capacity", value: "25 L" },
      { description: "Laptop sleeve", value: "Fits 15.6 in" },
      { description: "Material", value: "Recycled polyester, water-repellent" },
      { description: "Weight", value: "0.9 kg" },
    ],
    motif: "backpack", hue: 210, daysAgo: 16,
  },
  {
    name: "hiking daypack 30l waterproof", seller: "trailpack", category: "bag & bagpack",
    priceCents: 8999, shippingCents: 599, stock: 40, starHalves: 9, starCount: 512,
    features: [
      { description: "Capacity", value: "30 L" },
      { description: "Waterproofing", value: "Roll-top, welded seams" },
      { description: "Back system", value: "Ventilated mesh" },
      { description: "Rain cover", value: "Included" },
    ],
    motif: "backpack", hue: 100, daysAgo: 48,
  },
  {
    name: "kids school backpack", seller: "trailpack", category: "bag & bagpack",
    priceCents: 2999, shippingCents: 399, stock: 130, starHalves: 8, starCount: 733,
    features: [
      { description: "Capacity", value: "15 L" },
      { description: "Reflective", value: "Front strips" },
      { description: "Age", value: "6 to 10 years" },
    ],
    motif: "backpack", hue: 350, daysAgo: 62,
  },
  {
    name: "anti-theft laptop backpack", seller: "trailpack", category: "bag & bagpack",
    priceCents: 5499, shippingCents: 0, stock: 66, starHalves: 8, starCount: 890,
    features: [
      { description: "Capacity", value: "20 L" },
      { description: "Laptop sleeve", value: "Fits 17 in" },
      { description: "Security", value: "Hidden zips, RFID pocket" },
      { description: "USB port", value: "External charging port" },
    ],
    motif: "backpack", hue: 235, daysAgo: 77,
  },
  {
    name: "leather tote handbag", seller: "atelier rosa", category: "bag & bagpack",
    priceCents: 11900, shippingCents: 0, stock: 28, starHalves: 9, starCount: 266,
    features: [
      { description: "Material", value: "Full-grain leather" },
      { description: "Size", value: "38 x 30 x 14 cm" },
      { description: "Closure", value: "Magnetic snap" },
    ],
    motif: "handbag", hue: 25, daysAgo: 21,
  },
  {
    name: "quilted chain shoulder bag", seller: "atelier rosa", category: "bag & bagpack",
    priceCents: 8900, shippingCents: 0, stock: 1, starHalves: 9, starCount: 341,
    features: [
      { description: "Material", value: "Quilted vegan leather" },
      { description: "Strap", value: "Chain and leather, 55 cm drop" },
      { description: "Closure", value: "Turn lock" },
    ],
    motif: "handbag", hue: 340, daysAgo: 13,
  },
  {
    name: "leather phone crossbody bag", seller: "lumen & co", category: "bag & bagpack",
    priceCents: 3999, shippingCents: 399, stock: 88, starHalves: 8, starCount: 402,
    features: [
      { description: "Fits", value: "Phones up to 6.9 in" },
      { description: "Card slots", value: "3" },
      { description: "Strap", value: "Adjustable, detachable" },
    ],
    motif: "handbag", hue: 15, daysAgo: 36,
  },
  {
    name: "canvas weekender duffel bag", seller: "trailpack", category: "bag & bagpack",
    priceCents: 7499, shippingCents: 799, stock: 47, starHalves: 8, starCount: 189,
    features: [
      { description: "Capacity", value: "40 L" },
      { description: "Material", value: "Waxed canvas, leather trim" },
      { description: "Shoe compartment", value: "Yes" },
    ],
    motif: "handbag", hue: 85, daysAgo: 57,
  },
  {
    name: "hard shell carry-on suitcase 20 in", seller: "trailpack", category: "bag & bagpack",
    priceCents: 13900, shippingCents: 0, stock: 35, starHalves: 9, starCount: 780,
    features: [
      { description: "Size", value: "55 x 40 x 20 cm" },
      { description: "Shell", value: "Polycarbonate" },
      { description: "Wheels", value: "4 spinner wheels" },
      { description: "Lock", value: "TSA approved" },
    ],
    motif: "suitcase", hue: 200, daysAgo: 27,
  },
  {
    name: "expandable check-in suitcase 28 in", seller: "trailpack", category: "bag & bagpack",
    priceCents: 18900, shippingCents: 1500, stock: 12, starHalves: 8, starCount: 221,
    features: [
      { description: "Size", value: "76 x 50 x 30 cm" },
      { description: "Expansion", value: "+15% capacity" },
      { description: "Weight", value: "4.3 kg" },
    ],
    motif: "suitcase", hue: 8, daysAgo: 99,
  },
  {
    name: "rfid slim leather wallet", seller: "lumen & co", category: "bag & bagpack",
    priceCents: 2499, shippingCents: 0, stock: 190, starHalves: 9, starCount: 1877,
    features: [
      { description: "Material", value: "Top-grain leather" },
      { description: "Card slots", value: "8" },
      { description: "Protection", value: "RFID blocking" },
    ],
    motif: "wallet", hue: 28, daysAgo: 44,
  },
  {
    name: "zip around clutch wallet", seller: "atelier rosa", category: "bag & bagpack",
    priceCents: 2999, shippingCents: 299, stock: 72, starHalves: 8, starCount: 303,
    features: [
      { description: "Material", value: "Saffiano vegan leather" },
      { description: "Card slots", value: "12" },
      { description: "Coin pocket", value: "Zipped" },
    ],
    motif: "wallet", hue: 330, daysAgo: 67,
  },

  // ---------------------------------------------------------------- accessories
  {
    name: "wireless phone charger", seller: "voltline", category: "accessories",
    priceCents: 2499, shippingCents: 0, stock: 140, starHalves: 8, starCount: 1204,
    features: [
      { description: "Output", value: "15 W Qi2" },
      { description: "Input", value: "USB-C" },
      { description: "Works through cases", value: "Up to 5 mm" },
    ],
    motif: "charger", hue: 210, daysAgo: 23,
  },
  {
    name: "over-ear bluetooth headphones", seller: "soundwave", category: "accessories",
    priceCents: 8999, shippingCents: 0, stock: 52, starHalves: 9, starCount: 1999,
    features: [
      { description: "Noise cancelling", value: "Hybrid ANC" },
      { description: "Battery", value: "Up to 40 hours" },
      { description: "Drivers", value: "40 mm dynamic" },
      { description: "Charging", value: "USB-C, 10 min = 5 h" },
      { description: "Weight", value: "250 g" },
    ],
    motif: "headphones", hue: 230, daysAgo: 17,
  },
  {
    name: "kids volume-limited headphones", seller: "soundwave", category: "accessories",
    priceCents: 2499, shippingCents: 399, stock: 110, starHalves: 8, starCount: 402,
    features: [
      { description: "Volume limit", value: "85 dB" },
      { description: "Connection", value: "3.5 mm cable" },
      { description: "Headband", value: "Adjustable, foldable" },
    ],
    motif: "headphones", hue: 190, daysAgo: 59,
  },
  {
    name: "headphone stand with usb hub", seller: "techhaven", category: "accessories",
    priceCents: 3499, shippingCents: 399, stock: 40, starHalves: 6, starCount: 142,
    features: [
      { description: "Ports", value: "3 x USB-A, 1 x USB-C" },
      { description: "Base", value: "Weighted, non-slip" },
      { description: "Material", value: "Aluminium" },
    ],
    motif: "headphones", hue: 25, daysAgo: 80,
  },
  {
    name: "polarized aviator sunglasses", seller: "brightmart", category: "accessories",
    priceCents: 3999, shippingCents: 0, stock: 75, starHalves: 8, starCount: 988,
    features: [
      { description: "Lens", value: "Polarized, UV400" },
      { description: "Frame", value: "Metal, gold tone" },
      { description: "Case", value: "Hard case included" },
    ],
    motif: "sunglasses", hue: 40, daysAgo: 35,
  },
  {
    name: "retro round sunglasses", seller: "brightmart", category: "accessories",
    priceCents: 2499, shippingCents: 299, stock: 90, starHalves: 6, starCount: 260,
    features: [
      { description: "Lens", value: "Tinted, UV400" },
      { description: "Frame", value: "Acetate" },
    ],
    motif: "sunglasses", hue: 15, daysAgo: 105,
  },
  {
    name: "cotton baseball cap", seller: "urban thread co", category: "accessories",
    priceCents: 1499, shippingCents: 299, stock: 200, starHalves: 8, starCount: 1321,
    features: [
      { description: "Material", value: "Washed cotton twill" },
      { description: "Closure", value: "Adjustable strap" },
      { description: "Panels", value: "6 panel, curved brim" },
    ],
    motif: "cap", hue: 215, daysAgo: 49,
  },
  {
    name: "wool knit winter beanie", seller: "northwind apparel", category: "accessories",
    priceCents: 1799, shippingCents: 299, stock: 160, starHalves: 9, starCount: 522,
    features: [
      { description: "Material", value: "Merino wool blend" },
      { description: "Style", value: "Ribbed cuff with pom-pom" },
    ],
    motif: "beanie", hue: 5, daysAgo: 30,
  },
  {
    name: "compact automatic umbrella", seller: "brightmart", category: "accessories",
    priceCents: 2299, shippingCents: 399, stock: 95, starHalves: 8, starCount: 744,
    features: [
      { description: "Open and close", value: "Automatic, one button" },
      { description: "Canopy", value: "105 cm, Teflon coated" },
      { description: "Folded length", value: "29 cm" },
      { description: "Wind resistance", value: "Double ribs, up to 90 km/h" },
    ],
    motif: "umbrella", hue: 260, daysAgo: 52,
  },
  {
    name: "golf umbrella double canopy", seller: "brightmart", category: "accessories",
    priceCents: 3999, shippingCents: 599, stock: 28, starHalves: 9, starCount: 211,
    features: [
      { description: "Canopy", value: "157 cm, vented double layer" },
      { description: "Shaft", value: "Fibreglass" },
    ],
    motif: "umbrella", hue: 140, daysAgo: 93,
  },
  {
    name: "insulated steel water bottle 750ml", seller: "brightmart", category: "accessories",
    priceCents: 2499, shippingCents: 0, stock: 180, starHalves: 9, starCount: 2301,
    features: [
      { description: "Capacity", value: "750 ml" },
      { description: "Insulation", value: "Cold 24 h, hot 12 h" },
      { description: "Material", value: "18/8 stainless steel" },
      { description: "BPA free", value: "Yes" },
    ],
    motif: "bottle", hue: 170, daysAgo: 25,
  },
  {
    name: "leakproof kids water bottle", seller: "brightmart", category: "accessories",
    priceCents: 1299, shippingCents: 299, stock: 3, starHalves: 5, starCount: 188,
    features: [
      { description: "Capacity", value: "400 ml" },
      { description: "Lid", value: "Flip straw, leakproof" },
    ],
    motif: "bottle", hue: 320, daysAgo: 115,
  },

  // ---------------------------------------------------------------- beauty & health
  {
    name: "matte liquid lipstick", seller: "glowlab", category: "beauty & health",
    priceCents: 1499, shippingCents: 0, stock: 220, starHalves: 8, starCount: 2145,
    features: [
      { description: "Finish", value: "Matte" },
      { description: "Wear", value: "Up to 16 hours" },
      { description: "Volume", value: "5 ml" },
      { description: "Vegan", value: "Yes" },
    ],
    motif: "lipstick", hue: 352, daysAgo: 32,
  },
  {
    name: "hydrating tinted lip balm", seller: "glowlab", category: "beauty & health",
    priceCents: 899, shippingCents: 199, stock: 180, starHalves: 8, starCount: 876,
    features: [
      { description: "Finish", value: "Sheer tint" },
      { description: "Key ingredient", value: "Shea butter" },
      { description: "SPF", value: "15" },
    ],
    motif: "lipstick", hue: 12, daysAgo: 74,
  },
  {
    name: "eau de parfum rose oud 50ml", seller: "maison lune", category: "beauty & health",
    priceCents: 8900, shippingCents: 0, stock: 30, starHalves: 9, starCount: 412,
    features: [
      { description: "Volume", value: "50 ml" },
      { description: "Concentration", value: "Eau de parfum" },
      { description: "Notes", value: "Rose, oud, amber" },
    ],
    motif: "perfume", hue: 330, daysAgo: 18,
  },
  {
    name: "citrus fresh eau de toilette 100ml", seller: "maison lune", category: "beauty & health",
    priceCents: 5900, shippingCents: 0, stock: 2, starHalves: 8, starCount: 301,
    features: [
      { description: "Volume", value: "100 ml" },
      { description: "Concentration", value: "Eau de toilette" },
      { description: "Notes", value: "Bergamot, neroli, vetiver" },
    ],
    motif: "perfume", hue: 48, daysAgo: 87,
  },
  {
    name: "hyaluronic acid moisturizing cream", seller: "glowlab", category: "beauty & health",
    priceCents: 2499, shippingCents: 0, stock: 150, starHalves: 9, starCount: 1633,
    features: [
      { description: "Volume", value: "50 ml" },
      { description: "Skin type", value: "All skin types" },
      { description: "Key ingredient", value: "Hyaluronic acid, ceramides" },
      { description: "Fragrance", value: "Fragrance free" },
    ],
    motif: "cream", hue: 195, daysAgo: 39,
  },
  {
    name: "night repair face cream", seller: "glowlab", category: "beauty & health",
    priceCents: 3999, shippingCents: 0, stock: 45, starHalves: 8, starCount: 529,
    features: [
      { description: "Volume", value: "50 ml" },
      { description: "Key ingredient", value: "Retinol 0.2%, peptides" },
      { description: "Use", value: "Evening" },
    ],
    motif: "cream", hue: 265, daysAgo: 61,
  },
  {
    name: "spf 50 daily sunscreen lotion", seller: "glowlab", category: "beauty & health",
    priceCents: 1699, shippingCents: 299, stock: 200, starHalves: 8, starCount: 998,
    features: [
      { description: "Protection", value: "SPF 50, UVA/UVB" },
      { description: "Volume", value: "200 ml" },
      { description: "Water resistant", value: "80 minutes" },
    ],
    motif: "lotion", hue: 45, daysAgo: 10,
  },
  {
    name: "argan oil nourishing shampoo", seller: "pure roots", category: "beauty & health",
    priceCents: 1299, shippingCents: 299, stock: 140, starHalves: 6, starCount: 455,
    features: [
      { description: "Volume", value: "500 ml" },
      { description: "Hair type", value: "Dry and damaged" },
      { description: "Sulfate free", value: "Yes" },
    ],
    motif: "lotion", hue: 30, daysAgo: 84,
  },
  {
    name: "vitamin c brightening serum", seller: "pure roots", category: "beauty & health",
    priceCents: 2999, shippingCents: 0, stock: 65, starHalves: 9, starCount: 1288,
    features: [
      { description: "Volume", value: "30 ml" },
      { description: "Key ingredient", value: "15% vitamin C, ferulic acid" },
      { description: "Packaging", value: "Amber glass dropper" },
    ],
    motif: "serum", hue: 32, daysAgo: 4,
  },
  {
    name: "sonic electric toothbrush", seller: "pure roots", category: "beauty & health",
    priceCents: 4999, shippingCents: 0, stock: 58, starHalves: 9, starCount: 1067,
    features: [
      { description: "Modes", value: "5 cleaning modes" },
      { description: "Battery", value: "Up to 30 days" },
      { description: "Timer", value: "2 min with 30 s pacer" },
      { description: "Heads", value: "2 included" },
    ],
    motif: "toothbrush", hue: 185, daysAgo: 46,
  },
  {
    name: "neoprene dumbbells 2 x 3kg", seller: "fitnest", category: "beauty & health",
    priceCents: 2799, shippingCents: 1200, stock: 36, starHalves: 8, starCount: 612,
    features: [
      { description: "Weight", value: "2 x 3 kg" },
      { description: "Coating", value: "Non-slip neoprene" },
    ],
    motif: "dumbbell", hue: 290, daysAgo: 68,
  },
  {
    name: "shaker protein bottle 600ml", seller: "fitnest", category: "beauty & health",
    priceCents: 399, shippingCents: 199, stock: 0, starHalves: 3, starCount: 0,
    features: [
      { description: "Capacity", value: "600 ml" },
      { description: "Mixer", value: "Stainless steel whisk ball" },
    ],
    motif: "bottle", hue: 100, daysAgo: 0,
  },
];

export const seedBanners: SeedBanner[] = [
  {
    name: "winter sale",
    headline: "Winter Sale",
    subline: "Up to 40% off coats, boots & knits",
    hue: 212,
    motif: "jacket",
  },
  {
    name: "new laptops",
    headline: "New Laptops",
    subline: "Thin, light and fast. Ready for 2026",
    hue: 262,
    motif: "laptop",
  },
  {
    name: "free shipping",
    headline: "Free Shipping",
    subline: "On hundreds of items, no minimum",
    hue: 152,
    motif: "truck",
  },
];

export const seedFlashSale: SeedFlashItem[] = [
  { productName: "everyday canvas sneakers", sellPriceCents: 3499, sellShippingCents: 0, flashStock: 40 },
  { productName: "quilted puffer winter jacket", sellPriceCents: 9900, sellShippingCents: 499, flashStock: 15 },
  { productName: "aero 14 ultrabook laptop", sellPriceCents: 94900, sellShippingCents: 0, flashStock: 10 },
  { productName: "wireless silent mouse", sellPriceCents: 1499, sellShippingCents: 0, flashStock: 60 },
  { productName: "nova x 5g smartphone 128gb", sellPriceCents: 59900, sellShippingCents: 0, flashStock: 20 },
  { productName: "true wireless earbuds anc", sellPriceCents: 5499, sellShippingCents: 0, flashStock: 30 },
  { productName: "smart fitness watch gps", sellPriceCents: 14900, sellShippingCents: 0, flashStock: 25 },
  { productName: "urban commuter backpack 25l", sellPriceCents: 4999, sellShippingCents: 0, flashStock: 30 },
  { productName: "over-ear bluetooth headphones", sellPriceCents: 6499, sellShippingCents: 0, flashStock: 20 },
  { productName: "matte liquid lipstick", sellPriceCents: 999, sellShippingCents: 0, flashStock: 80 },
  { productName: "insulated steel water bottle 750ml", sellPriceCents: 1799, sellShippingCents: 0, flashStock: 50 },
];

export const demoAccounts: DemoAccount[] = [
  { email: "admin@example.com", password: "Admin#2026", displayName: "Demo Admin", isAdmin: true },
  { email: "shopper@example.com", password: "Shopper#26", displayName: "Demo Shopper", isAdmin: false },
];
