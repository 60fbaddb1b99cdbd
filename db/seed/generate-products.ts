/**
 * Generated products for measuring the shop at scale (issue 15): `npm run db:seed -- --products 100000` tops the
 * demo catalogue up to that many products. Names are composed from per-category word lists (brand, adjective or
 * material, product noun, model, size, colour) picked with Zipf-like weights, so a few words ("laptop", "backpack",
 * "watch", "shirt") are in many names, others in some, and a long tail in a handful; multi-word phrases ("noise
 * cancelling", "travel backpack", "stainless steel") recur. Prices, shipping, stock, ratings and dates vary by
 * category and kind of product.
 *
 * Deterministic: product number i (0-based, counted from the first generated one) is drawn from its own mulberry32
 * stream seeded by `seed` and i, so a run gives the same catalogue as the last one on the same day (dates count back
 * from midnight UTC), 10,000 generated products are the first 10,000 of 100,000, and a top-up continues where the
 * catalogue stops. Pictures reuse the demo products' image keys (a look-alike of the same kind where there is one);
 * nothing is written to R2.
 *
 * No Node or Workers imports: it runs in Node through wrangler's platform proxy (scripts/local-data.ts) and could run
 * inside workerd.
 */

export const MAX_GENERATED_CATALOGUE = 200_000;
export const DEFAULT_GENERATOR_SEED = 15;

const DAY_MS = 86_400_000;
const SPREAD_DAYS = 730;

// ------------------------------------------------------------------------------------------------ randomness

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of product number `index`'s own stream (a 32-bit mix of both, so neighbours are unrelated). */
function productSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A list whose earlier entries are picked more often: weight 1 / (rank + 1)^skew, times an entry's own weight. */
class Pool<T> {
  readonly items: readonly T[];
  private readonly cumulative: number[];
  constructor(items: readonly T[], skew = 1, weights?: readonly number[]) {
    if (items.length === 0) throw new Error("empty pool");
    this.items = items;
    let sum = 0;
    this.cumulative = items.map((_, rank) => (sum += (weights?.[rank] ?? 1) / Math.pow(rank + 1, skew)));
  }
  pick(random: () => number): T {
    const target = random() * this.cumulative[this.cumulative.length - 1]!;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low]!;
  }
}

class Draw {
  readonly random: () => number;
  constructor(random: () => number) {
    this.random = random;
  }
  chance(probability: number): boolean {
    return this.random() < probability;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  /** Uniform over a plain array, or Zipf-like over a Pool. */
  pick<T>(from: readonly T[] | Pool<T>): T {
    if (from instanceof Pool) return from.pick(this.random);
    return from[Math.floor(this.random() * from.length)]!;
  }
  /** Log-uniform between two positive numbers: as many cheap things as dear ones per factor of price. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.random() * (Math.log(max) - Math.log(min)));
  }
}

// ------------------------------------------------------------------------------------------------ word lists

const COLOURS = new Pool(
  [
    "Black",
    "White",
    "Navy",
    "Grey",
    "Blue",
    "Red",
    "Beige",
    "Green",
    "Brown",
    "Pink",
    "Silver",
    "Olive",
    "Charcoal",
    "Burgundy",
    "Gold",
    "Teal",
    "Lavender",
    "Mustard",
    "Coral",
    "Midnight Blue",
    "Forest Green",
    "Sand",
    "Ivory",
    "Rose Gold",
    "Mint",
    "Copper",
    "Plum",
    "Slate",
  ],
  0.8,
);

/** Marketplace sellers that list everything, then specialists by category (the demo's own sellers among them). */
const GENERAL_SELLERS = [
  "Gadget Bazaar",
  "Everyday Goods",
  "Megabyte Mart",
  "Chittagong Traders",
  "Riverbank Supply",
  "Harbor Home & Gifts",
  "Seaside Sundries",
  "Paper Plane Store",
  "Hatirpool Hardware",
  "Quantum Accessories",
];
const SPECIALIST_SELLERS: Record<string, readonly string[]> = {
  fashion: [
    "Northwind Apparel",
    "Urban Thread Co",
    "Atelier Rosa",
    "Stride Lab",
    "Blue Lotus Boutique",
    "Sylhet Style House",
    "Metro Outfitters",
    "Banani Fashion Hub",
    "Rajshahi Handloom",
    "Saffron & Silk",
    "Indigo Denim Co",
    "Velvet Lane",
    "Kite Kids Corner",
  ],
  laptop: ["PixelCore", "TechHaven", "Cobalt Computers", "Circuit City BD", "Nimbus Electronics", "Dhaka Digital"],
  "phone and parts": [
    "VoltLine",
    "Orbit Mobile",
    "Mirpur Mobile Point",
    "Dhaka Digital",
    "Nimbus Electronics",
    "TechHaven",
  ],
  "jewelry & watch": [
    "Golden Hour Jewels",
    "Old Town Watchmakers",
    "Moonlit Jewellery",
    "Zenith Timepieces",
    "Saffron & Silk",
  ],
  "bag & bagpack": [
    "The Bag Room",
    "Trail & Town",
    "Crafted Leather Works",
    "Satchel & Sons",
    "Skyline Luggage",
    "Polar Gear",
  ],
  accessories: ["Trail & Town", "Lumen Optics", "Polar Gear", "Quantum Accessories", "Crafted Leather Works"],
  "beauty & health": [
    "Bright Beauty Store",
    "Glow Apothecary",
    "Noor Cosmetics",
    "Greenleaf Naturals",
    "Coral Reef Beauty",
    "Peak Fitness Store",
    "Sprint Sports",
  ],
};
const GENERAL_SELLER_POOL = new Pool(GENERAL_SELLERS, 0.8);
const SPECIALIST_SELLER_POOLS = new Map(
  Object.entries(SPECIALIST_SELLERS).map(([category, sellers]) => [category, new Pool(sellers, 0.8)]),
);
function seller(draw: Draw, category: string): string {
  const specialists = SPECIALIST_SELLER_POOLS.get(category);
  return specialists && draw.chance(0.75) ? draw.pick(specialists) : draw.pick(GENERAL_SELLER_POOL);
}

/**
 * A few brands that appear in about one name in a thousand (a handful at 10,000 products): what a rare search is.
 */
const RARE_BRANDS = ["Vespertine", "Kalinda", "Ostrova"];
const RARE_BRAND_CHANCE = 0.001;

/** Invented brands: the first few are in thousands of names at 100,000 products, the last few in a handful. */
const TECH_BRANDS = new Pool(
  [
    "PixelCore",
    "Nimbus",
    "Vertex",
    "Aurion",
    "Kestrel",
    "Lumio",
    "Zentra",
    "Corvex",
    "Helion",
    "Octavo",
    "Brava",
    "Quantix",
    "Solace",
    "Tessel",
    "Novum",
    "Ardent",
    "Fyre",
    "Gravis",
    "Mistral",
    "Quillon",
  ],
  1.1,
);
const AUDIO_BRANDS = new Pool(
  ["SoundWave", "Nimbus", "Audiora", "Bassline", "Echo Lab", "Kestrel", "Tonic", "Resonance", "Hushly", "Quillon"],
  1,
);
const FASHION_BRANDS = new Pool(
  [
    "Northwind",
    "Urban Thread",
    "Atelier Rosa",
    "Stride",
    "Meadow & Moss",
    "Blue Harbor",
    "Kinfolk",
    "Dune",
    "Copperfield",
    "Saffron",
    "Wildhaven",
    "Marlowe",
    "Tidewater",
    "Oakridge",
    "Zephyrine",
  ],
  1,
);
const WATCH_BRANDS = new Pool(
  ["Horizon", "Tempo", "Meridian", "Chronica", "Aurelia", "Vanta", "Sextant", "Halcyon", "Obsidia", "Quillon"],
  1,
);
const BAG_BRANDS = new Pool(
  [
    "Trailhead",
    "Voyager",
    "Nomad",
    "Carryall",
    "Packwell",
    "Wanderlust",
    "Satchel & Co",
    "Roamer",
    "Kestrel",
    "Zephyrine",
  ],
  1,
);
const BEAUTY_BRANDS = new Pool(
  ["Glow", "Pure Bloom", "Dermaluxe", "Velvet", "Herbalia", "Aqua Vita", "Luminelle", "Noor", "Botanica", "Zephyrine"],
  1,
);
const GENERIC_BRANDS = new Pool(["Everyday", "Nimbus", "Urbane", "Basics", "Kestrel", "Halcyon", "Quillon"], 1);

function brand(draw: Draw, brands: Pool<string>): string {
  return draw.chance(RARE_BRAND_CHANCE) ? draw.pick(RARE_BRANDS) : draw.pick(brands);
}

const SERIES = new Pool(
  [
    "Aero",
    "Swift",
    "Nova",
    "Titan",
    "Zen",
    "Vector",
    "Edge",
    "Pulse",
    "Orbit",
    "Flex",
    "Apex",
    "Vivid",
    "Studio",
    "Spectra",
    "Matrix",
    "Helix",
    "Nebula",
    "Falcon",
    "Onyx",
    "Zircon",
  ],
  0.9,
);

/** One kind of product: its noun, the words that may come before and after it, price range and look-alike picture. */
interface Item {
  noun: string;
  weight?: number;
  /** Words before the noun (adjective, material, use); one is used with probability `preChance`. */
  pre?: readonly string[];
  preChance?: number;
  /** Words after the noun (size, capacity, model); one is used with probability `postChance`. */
  post?: readonly string[];
  postChance?: number;
  /** Probability of a colour at the end. */
  colourChance?: number;
  /** Price range in whole currency units. */
  price: readonly [number, number];
  /** Words to look for in the demo products' names to borrow a picture. */
  image: readonly string[];
  features?: (draw: Draw) => [string, string][];
}

interface Built {
  name: string;
  item: Item;
  features: [string, string][];
}

interface CategoryPlan {
  /** Share of the generated catalogue. */
  weight: number;
  build(draw: Draw): Built;
}

/** Joins words, skipping empty ones. */
function words(...parts: (string | false | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === "string" && part !== "").join(" ");
}

/** brand? + pre? + noun + post? + colour?, from a pool of items. */
function genericPlan(
  weight: number,
  brands: Pool<string>,
  brandChance: number,
  items: readonly Item[],
  options: {
    /** How much more often the first items are picked than the last. */
    skew?: number;
    /** "Men's", "Women's"...: before the noun in one name in four. */
    gender?: readonly string[];
    /** Variant words after the noun ("Pro", "Travel Size"): in one name in five. */
    variants?: readonly string[];
    /** Probability of a colour for items that do not say (0.15). */
    colourChance?: number;
  } = {},
): CategoryPlan {
  const { gender, variants } = options;
  const pool = new Pool(
    items,
    options.skew ?? 0.7,
    items.map((item) => item.weight ?? 1),
  );
  return {
    weight,
    build(draw) {
      const item = draw.pick(pool);
      const pre = item.pre && draw.chance(item.preChance ?? 0.6) && draw.pick(item.pre);
      // A bare noun ("Sunglasses") is rare in a real catalogue: without a describing word there is a brand.
      const named = draw.chance(brandChance) || !pre;
      const name = words(
        named && brand(draw, brands),
        gender && draw.chance(0.25) && draw.pick(gender),
        pre,
        item.noun,
        variants && draw.chance(0.2) && draw.pick(variants),
        item.post && draw.chance(item.postChance ?? 0.5) && draw.pick(item.post),
        draw.chance(item.colourChance ?? options.colourChance ?? 0.15) && draw.pick(COLOURS),
      );
      return { name, item, features: item.features?.(draw) ?? [] };
    },
  };
}

/** A plan that picks one of several sub-plans by weight. */
function mixedPlan(weight: number, parts: readonly CategoryPlan[]): CategoryPlan {
  const pool = new Pool(
    parts,
    0,
    parts.map((part) => part.weight),
  );
  return { weight, build: (draw) => draw.pick(pool).build(draw) };
}

const MEMORY = new Pool(["16GB", "8GB", "32GB", "64GB"], 1);
const SSD = new Pool(["512GB SSD", "256GB SSD", "1TB SSD", "2TB SSD"], 1);
const SCREENS = ["13.3 inch", "14 inch", "15.6 inch", "16 inch", "17.3 inch"];
const PROCESSORS = new Pool([
  "Core i5",
  "Ryzen 5",
  "Core i7",
  "Ryzen 7",
  "Core Ultra 7",
  "Core i3",
  "Ryzen 9",
  "Core i9",
]);
const LAPTOP_NOUNS = new Pool(
  [
    "Laptop",
    "Gaming Laptop",
    "Notebook",
    "Ultrabook",
    "2-in-1 Laptop",
    "Business Laptop",
    "Student Laptop",
    "Chromebook",
    "Creator Laptop",
    "Touchscreen Laptop",
    "OLED Laptop",
    "Workstation Laptop",
  ],
  0.9,
);

const laptopItem: Item = { noun: "Laptop", price: [280, 3200], image: ["laptop"] };
const laptops: CategoryPlan = {
  weight: 6,
  build(draw) {
    const noun = draw.pick(LAPTOP_NOUNS);
    const memory = draw.pick(MEMORY);
    const ssd = draw.pick(SSD);
    const processor = draw.pick(PROCESSORS);
    const name = words(
      brand(draw, TECH_BRANDS),
      draw.pick(SERIES),
      draw.chance(0.3) && draw.pick(["Slim", "Pro", "Plus", "Air", "Max"]),
      String(draw.pick([3, 5, 7, 9, 13, 14, 15, 16, 17])),
      noun,
      draw.chance(0.2) && processor,
      draw.chance(0.6) && memory,
      draw.chance(0.4) && ssd,
      draw.chance(0.25) && draw.pick(SCREENS),
      draw.chance(0.15) && draw.pick(COLOURS),
    );
    return {
      name,
      item: { ...laptopItem, price: noun === "Chromebook" ? [180, 700] : laptopItem.price },
      features: [
        ["Processor", processor],
        ["Memory", `${memory} RAM, ${ssd}`],
      ],
    };
  },
};

const TECH_VARIANTS = ["V2", "Gen 2", "Pro", "Plus", "Lite", "2025 Edition"];
const computerAccessories = genericPlan(
  3,
  TECH_BRANDS,
  0.6,
  [
    {
      noun: "Wireless Mouse",
      pre: ["Silent", "Ergonomic", "Compact", "Rechargeable"],
      price: [8, 80],
      image: ["mouse"],
    },
    { noun: "Laptop Stand", pre: ["Adjustable", "Aluminium", "Foldable"], price: [15, 90], image: ["laptop hub"] },
    { noun: "USB-C Hub", post: ["7-in-1", "4-in-1", "10-in-1"], price: [15, 120], image: ["hub"] },
    {
      noun: "Mechanical Keyboard",
      pre: ["RGB", "Wireless", "Compact", "Low Profile"],
      post: ["75%", "TKL", "Hot-Swap"],
      price: [35, 220],
      image: ["keyboard"],
    },
    {
      noun: "Laptop Sleeve",
      pre: ["Neoprene", "Felt", "Leather", "Waterproof"],
      post: ["13 inch", "14 inch", "15.6 inch"],
      colourChance: 0.5,
      price: [9, 60],
      image: ["laptop"],
    },
    { noun: "Laptop Charger", post: ["65W", "90W", "100W", "45W"], price: [18, 90], image: ["charger"] },
    {
      noun: "Gaming Mouse",
      pre: ["RGB", "Lightweight", "Wireless"],
      post: ["16000 DPI", "26000 DPI"],
      price: [20, 150],
      image: ["mouse"],
    },
    { noun: "Wireless Keyboard", pre: ["Slim", "Bluetooth", "Quiet"], price: [18, 120], image: ["keyboard"] },
    {
      noun: "Monitor",
      pre: ["IPS", "Curved", "4K", "Gaming"],
      post: ["24 inch", "27 inch", "32 inch", "144Hz"],
      price: [120, 900],
      image: ["laptop"],
    },
    { noun: "Webcam", pre: ["HD", "Autofocus"], post: ["1080p", "4K"], price: [20, 180], image: ["laptop"] },
    { noun: "Docking Station", pre: ["Thunderbolt", "USB-C", "Dual Monitor"], price: [60, 350], image: ["hub"] },
    { noun: "Cooling Pad", pre: ["RGB", "Silent"], post: ["for 17 inch Laptops"], price: [15, 70], image: ["laptop"] },
    {
      noun: "External SSD",
      pre: ["Portable", "Rugged"],
      post: ["500GB", "1TB", "2TB", "4TB"],
      price: [45, 400],
      image: ["hub"],
    },
    {
      noun: "Mouse Pad",
      pre: ["XXL", "Extended", "Gel Wrist Rest"],
      colourChance: 0.4,
      price: [5, 40],
      image: ["mouse"],
    },
    {
      noun: "Mini PC",
      pre: ["Fanless", "Compact"],
      post: ["16GB 512GB", "8GB 256GB", "32GB 1TB"],
      price: [150, 900],
      image: ["laptop"],
    },
    {
      noun: "Gaming PC",
      pre: ["RGB", "Liquid Cooled"],
      post: ["RTX 4060", "RTX 4070", "RTX 4080"],
      price: [700, 3500],
      image: ["gaming laptop"],
    },
    {
      noun: "Desktop PC",
      pre: ["Office", "Compact Tower"],
      post: ["Core i5 16GB", "Ryzen 7 32GB"],
      price: [350, 1600],
      image: ["laptop"],
    },
    { noun: "PC Speakers", pre: ["2.1", "USB Powered"], price: [15, 150], image: ["headphones"] },
    { noun: "Privacy Screen Filter", post: ["14 inch", "15.6 inch"], price: [15, 60], image: ["laptop"] },
  ],
  { variants: TECH_VARIANTS },
);

const PHONE_NOUNS = new Pool(
  [
    "Smartphone",
    "5G Smartphone",
    "Phone",
    "Android Phone",
    "Pro Smartphone",
    "Camera Phone",
    "Mini Phone",
    "Rugged Phone",
    "Foldable Phone",
    "Flip Phone",
  ],
  0.9,
);
const STORAGE = new Pool(["128GB", "256GB", "64GB", "512GB", "1TB"], 1);

/** A phone model as accessories name it: "Vertex Nova 12". */
function phoneModel(draw: Draw): string {
  return words(draw.pick(TECH_BRANDS), draw.pick(SERIES), String(draw.int(5, 16)), draw.chance(0.3) && "Pro");
}

const phoneItem: Item = { noun: "Smartphone", price: [90, 1600], image: ["smartphone", "phone"] };
const phones: CategoryPlan = {
  weight: 5,
  build(draw) {
    const storage = draw.pick(STORAGE);
    const colour = draw.pick(COLOURS);
    const name = words(
      brand(draw, TECH_BRANDS),
      draw.pick(SERIES),
      String(draw.int(5, 16)),
      draw.chance(0.3) && draw.pick(["Pro", "Lite", "Ultra", "Plus", "Max"]),
      draw.pick(PHONE_NOUNS),
      draw.chance(0.8) && storage,
      draw.chance(0.5) && colour,
    );
    return {
      name,
      item: phoneItem,
      features: [
        ["Storage", storage],
        ["Colour", colour],
      ],
    };
  },
};

const phoneAccessoryItems: readonly Item[] = [
  {
    noun: "Phone Case",
    pre: ["Clear", "Shockproof", "Leather", "Silicone", "Wallet", "Magnetic"],
    colourChance: 0.3,
    price: [4, 45],
    image: ["phone case"],
  },
  {
    noun: "Screen Protector",
    pre: ["Tempered Glass", "Privacy", "Matte"],
    post: ["2-Pack", "3-Pack"],
    price: [3, 25],
    image: ["screen protector"],
  },
  { noun: "Fast Charger", post: ["20W", "30W", "45W", "65W"], price: [8, 60], image: ["charger"] },
  {
    noun: "USB-C Cable",
    pre: ["Braided", "Nylon", "Right Angle"],
    post: ["1m", "2m", "3m", "2-Pack"],
    price: [4, 30],
    image: ["cable"],
  },
  {
    noun: "Power Bank",
    pre: ["Magnetic", "Slim", "Solar"],
    post: ["5000mAh", "10000mAh", "20000mAh", "26800mAh"],
    price: [12, 90],
    image: ["power bank"],
  },
  {
    noun: "Wireless Charger",
    pre: ["3-in-1", "Magnetic", "Fast"],
    post: ["15W"],
    price: [12, 80],
    image: ["wireless phone charger", "charger"],
  },
  { noun: "Car Phone Holder", pre: ["Magnetic", "Vent Mount", "Dashboard"], price: [6, 40], image: ["phone"] },
  {
    noun: "Replacement Battery",
    post: ["3000mAh", "4000mAh", "4500mAh", "5000mAh"],
    price: [10, 60],
    image: ["battery"],
  },
  { noun: "Camera Lens Protector", post: ["2-Pack"], price: [3, 15], image: ["screen protector"] },
  { noun: "Phone Tripod", pre: ["Bluetooth", "Flexible"], price: [8, 50], image: ["phone"] },
  { noun: "Selfie Stick", pre: ["Bluetooth", "Extendable"], price: [6, 35], image: ["phone"] },
  { noun: "Lightning Cable", post: ["1m", "2m"], price: [5, 25], image: ["cable"] },
  { noun: "SIM Card Adapter Kit", price: [2, 8], image: ["phone"] },
];
const phoneAccessoryPlan = genericPlan(0, TECH_BRANDS, 0.3, phoneAccessoryItems, {
  skew: 0.8,
  variants: TECH_VARIANTS,
});
const phoneAccessories: CategoryPlan = {
  weight: 5,
  build(draw) {
    const built = phoneAccessoryPlan.build(draw);
    // Cases and protectors name the phone they fit, as shops list them.
    if (/Case|Protector/.test(built.item.noun) && draw.chance(0.6))
      return { ...built, name: `${built.name} for ${phoneModel(draw)}` };
    return built;
  },
};

const HEADPHONE_NOUNS = new Pool([
  "Wireless Earbuds",
  "Wireless Headphones",
  "Bluetooth Headphones",
  "True Wireless Earbuds",
  "Over-Ear Headphones",
  "Noise Cancelling Headphones",
  "Wireless Noise Cancelling Headphones",
  "Sport Earbuds",
  "Gaming Headset",
  "On-Ear Headphones",
  "Noise Cancelling Earbuds",
  "Kids Headphones",
  "Neckband Earphones",
  "Wired Earphones",
  "Open-Ear Headphones",
  "Bone Conduction Headphones",
  "PC Gaming Headset",
  "Studio Monitor Headphones",
]);
const audio: CategoryPlan = {
  weight: 4,
  build(draw) {
    const noun = draw.pick(HEADPHONE_NOUNS);
    const hours = `${draw.pick([20, 24, 30, 40, 50, 60, 70])}h Battery`;
    const name = words(
      draw.chance(0.85) && brand(draw, AUDIO_BRANDS),
      draw.chance(0.4) && draw.pick(["Pro", "Lite", "Max", "Air", "Studio", "Sport", "Bass", "Go"]),
      draw.chance(0.3) && draw.pick(["Hi-Res", "Waterproof", "Foldable", "Lightweight", "Bass Boost", "Low Latency"]),
      noun,
      draw.chance(0.25) && draw.pick(["ANC", "IPX5", "IPX7", "with Mic", hours, "Bluetooth 5.3"]),
      draw.chance(0.35) && draw.pick(COLOURS),
    );
    const image = /Earbuds|Earphones/.test(noun) ? ["earbuds"] : ["headphones"];
    return { name, item: { noun, price: [10, 450], image }, features: [["Battery", hours.replace(" Battery", "")]] };
  },
};

const WATCH_NOUNS = new Pool([
  "Watch",
  "Smart Watch",
  "Chronograph Watch",
  "Automatic Watch",
  "Diver Watch",
  "Quartz Watch",
  "Fitness Tracker",
  "Field Watch",
  "Dress Watch",
  "GPS Smart Watch",
  "Pilot Watch",
  "Pocket Watch",
  "Kids Smart Watch",
]);
const WATCH_MATERIALS = new Pool([
  "Stainless Steel",
  "Leather Strap",
  "Mesh Band",
  "Silicone Strap",
  "Titanium",
  "Gold Tone",
  "Ceramic",
  "Rose Gold",
  "Carbon Fibre",
]);
const watches: CategoryPlan = {
  weight: 5,
  build(draw) {
    const noun = draw.pick(WATCH_NOUNS);
    const size = `${draw.pick([36, 38, 40, 41, 42, 44, 45, 46])}mm`;
    const material = draw.pick(WATCH_MATERIALS);
    const name = words(
      brand(draw, WATCH_BRANDS),
      draw.chance(0.5) &&
        draw.pick(["Classic", "Minimalist", "Vintage", "Sport", "Luxury", "Slim", "Skeleton", "Heritage"]),
      draw.chance(0.7) && material,
      noun,
      draw.chance(0.5) && size,
      draw.chance(0.3) && draw.pick(COLOURS),
    );
    return {
      name,
      item: {
        noun,
        price: noun.includes("Smart") || noun === "Fitness Tracker" ? [25, 600] : [20, 2000],
        image: ["watch"],
      },
      features: [
        ["Case", size],
        ["Strap", material],
      ],
    };
  },
};

const METALS = new Pool([
  "Sterling Silver",
  "18K Gold Plated",
  "Rose Gold",
  "Stainless Steel",
  "14K Gold",
  "White Gold",
  "Titanium",
  "Platinum",
]);
const STONES = new Pool(
  [
    "Cubic Zirconia",
    "Pearl",
    "Diamond",
    "Freshwater Pearl",
    "Crystal",
    "Sapphire",
    "Emerald",
    "Ruby",
    "Opal",
    "Amethyst",
    "Turquoise",
    "Onyx",
    "Garnet",
    "Moissanite",
  ],
  1.1,
);
const JEWELRY_NOUNS = new Pool([
  "Ring",
  "Necklace",
  "Earrings",
  "Bracelet",
  "Pendant Necklace",
  "Stud Earrings",
  "Hoop Earrings",
  "Chain Necklace",
  "Charm Bracelet",
  "Engagement Ring",
  "Wedding Band",
  "Anklet",
  "Bangle",
  "Jewelry Set",
  "Cufflinks",
  "Brooch",
]);
const jewelry: CategoryPlan = {
  weight: 5,
  build(draw) {
    const noun = draw.pick(JEWELRY_NOUNS);
    const metal = draw.pick(METALS);
    const stone = draw.chance(0.5) && draw.pick(STONES);
    const name = words(
      draw.chance(0.5) &&
        draw.pick(["Minimalist", "Vintage", "Dainty", "Solitaire", "Halo", "Layered", "Twisted", "Eternity", "Tennis"]),
      metal,
      stone,
      noun,
      noun.includes("Ring") || noun === "Wedding Band" ? draw.chance(0.4) && `Size ${draw.int(5, 11)}` : undefined,
    );
    const image = ["ring", "necklace", "earrings", "bracelet"].filter((word) => noun.toLowerCase().includes(word));
    return {
      name,
      item: {
        noun,
        price: stone === "Diamond" || metal === "Platinum" || metal === "14K Gold" ? [150, 2000] : [8, 300],
        image,
      },
      features: [["Material", stone ? `${metal}, ${stone}` : metal]],
    };
  },
};

const BAG_MATERIALS = [
  "Leather",
  "Canvas",
  "Nylon",
  "Waterproof",
  "Recycled",
  "Vegan Leather",
  "Ripstop",
  "Vintage Leather",
];
const BACKPACK_USES = new Pool([
  "Travel",
  "Laptop",
  "Hiking",
  "School",
  "Commuter",
  "Anti-Theft",
  "Rolltop",
  "Gym",
  "Camera",
  "Kids",
]);
const backpacks: CategoryPlan = {
  weight: 5,
  build(draw) {
    const capacity = `${draw.pick([15, 18, 20, 22, 25, 28, 30, 35, 40, 45, 50])}L`;
    const material = draw.chance(0.5) && draw.pick(BAG_MATERIALS);
    const name = words(
      draw.chance(0.7) && brand(draw, BAG_BRANDS),
      material,
      draw.chance(0.7) && draw.pick(BACKPACK_USES),
      draw.pick(new Pool(["Backpack", "Daypack", "Rucksack"], 2)),
      draw.chance(0.6) && capacity,
      draw.chance(0.6) && draw.pick(COLOURS),
    );
    return {
      name,
      item: { noun: "Backpack", price: [12, 280], image: ["backpack", "daypack"] },
      features: [["Capacity", capacity]],
    };
  },
};
const bags = genericPlan(
  5,
  BAG_BRANDS,
  0.5,
  [
    { noun: "Tote Bag", pre: BAG_MATERIALS, colourChance: 0.5, price: [12, 300], image: ["tote"] },
    { noun: "Crossbody Bag", pre: BAG_MATERIALS, colourChance: 0.5, price: [15, 350], image: ["crossbody"] },
    {
      noun: "Shoulder Bag",
      pre: ["Quilted", ...BAG_MATERIALS],
      colourChance: 0.5,
      price: [20, 600],
      image: ["shoulder bag"],
    },
    {
      noun: "Handbag",
      pre: ["Leather", "Woven", "Mini", "Structured"],
      colourChance: 0.5,
      price: [25, 900],
      image: ["handbag"],
    },
    {
      noun: "Duffel Bag",
      pre: ["Canvas", "Weekender", "Gym", "Travel", "Waterproof"],
      post: ["40L", "50L", "65L"],
      price: [20, 250],
      image: ["duffel"],
    },
    {
      noun: "Messenger Bag",
      pre: ["Leather", "Canvas", "Laptop"],
      colourChance: 0.4,
      price: [20, 250],
      image: ["crossbody", "laptop backpack"],
    },
    {
      noun: "Laptop Bag",
      pre: ["Slim", "Leather", "Waterproof"],
      post: ["14 inch", "15.6 inch", "17 inch"],
      price: [18, 200],
      image: ["laptop backpack"],
    },
    {
      noun: "Belt Bag",
      pre: ["Nylon", "Leather", "Running"],
      colourChance: 0.5,
      price: [10, 120],
      image: ["crossbody"],
    },
    { noun: "Sling Bag", pre: ["Anti-Theft", "Canvas", "Chest"], price: [12, 90], image: ["crossbody"] },
    {
      noun: "Gym Bag",
      pre: ["Waterproof", "Compact"],
      post: ["with Shoe Compartment"],
      price: [15, 90],
      image: ["duffel"],
    },
    {
      noun: "Clutch",
      pre: ["Satin", "Beaded", "Leather", "Evening"],
      colourChance: 0.5,
      price: [15, 250],
      image: ["clutch"],
    },
    {
      noun: "Carry-On Suitcase",
      pre: ["Hard Shell", "Spinner", "Lightweight"],
      post: ["20 in", "22 in"],
      colourChance: 0.5,
      price: [60, 500],
      image: ["suitcase"],
    },
    {
      noun: "Check-In Suitcase",
      pre: ["Hard Shell", "Expandable", "Spinner"],
      post: ["24 in", "28 in", "30 in"],
      colourChance: 0.5,
      price: [80, 650],
      image: ["suitcase"],
    },
    {
      noun: "Wallet",
      pre: ["RFID", "Slim", "Leather", "Bifold", "Trifold", "Zip Around"],
      colourChance: 0.3,
      price: [8, 180],
      image: ["wallet"],
    },
    { noun: "Card Holder", pre: ["RFID", "Leather", "Minimalist"], price: [6, 90], image: ["wallet"] },
    { noun: "Diaper Bag", pre: ["Backpack Style", "Large"], price: [25, 120], image: ["backpack"] },
    { noun: "Briefcase", pre: ["Leather", "Slim"], price: [60, 450], image: ["laptop backpack"] },
    { noun: "Bucket Bag", pre: ["Drawstring", "Leather"], price: [25, 300], image: ["handbag"] },
    { noun: "Passport Holder", pre: ["RFID", "Leather"], price: [6, 60], image: ["wallet"] },
  ],
  { skew: 0.6, variants: ["Mini", "Large", "XL", "2025 Edition", "Classic"] },
);

const GENDER = ["Men's", "Women's", "Kids'", "Unisex"];
const FABRICS = [
  "Cotton",
  "Organic Cotton",
  "Linen",
  "Wool",
  "Merino Wool",
  "Fleece",
  "Denim",
  "Silk",
  "Satin",
  "Corduroy",
  "Cashmere",
  "Jersey",
];
const FITS = ["Slim Fit", "Regular Fit", "Relaxed Fit", "Oversized", "Classic Fit"];
const SIZES = ["S", "M", "L", "XL", "XXL"];
const fashion = genericPlan(
  1,
  FASHION_BRANDS,
  0.6,
  [
    {
      noun: "T-Shirt",
      pre: [...FABRICS.slice(0, 3), "Graphic", "V-Neck", "Crew Neck", ...FITS],
      post: SIZES,
      colourChance: 0.6,
      price: [6, 45],
      image: ["shirt"],
    },
    {
      noun: "Shirt",
      pre: ["Oxford", "Flannel", "Linen", "Denim", "Striped", "Checked", ...FITS],
      post: SIZES,
      colourChance: 0.5,
      price: [12, 90],
      image: ["shirt"],
    },
    {
      noun: "Sneakers",
      pre: ["Canvas", "Leather", "Running", "Platform", "Slip-On", "High Top", "Retro"],
      post: ["Size 8", "Size 9", "Size 10", "Size 42"],
      colourChance: 0.6,
      price: [20, 220],
      image: ["sneakers"],
    },
    {
      noun: "Jeans",
      pre: ["Slim", "Skinny", "Straight Leg", "Bootcut", "Wide Leg", "Stretch", "Ripped"],
      post: ["32W", "34W", "30W"],
      colourChance: 0.4,
      price: [18, 140],
      image: ["jeans"],
    },
    {
      noun: "Dress",
      pre: ["Midi", "Maxi", "Wrap", "Floral", "Shirt", "Evening", "Summer", "Satin", "Linen"],
      post: SIZES,
      colourChance: 0.5,
      price: [18, 260],
      image: ["dress"],
    },
    {
      noun: "Hoodie",
      pre: ["Fleece", "Zip-Up", "Oversized", "Pullover", "Organic Cotton"],
      post: SIZES,
      colourChance: 0.7,
      price: [18, 110],
      image: ["jacket"],
    },
    {
      noun: "Jacket",
      pre: ["Denim", "Puffer", "Bomber", "Leather", "Rain", "Quilted", "Windbreaker", "Fleece"],
      post: SIZES,
      colourChance: 0.5,
      price: [30, 400],
      image: ["jacket"],
    },
    {
      noun: "Polo Shirt",
      pre: ["Pique", "Striped", "Performance", ...FITS],
      post: SIZES,
      colourChance: 0.6,
      price: [12, 80],
      image: ["polo shirt", "shirt"],
    },
    {
      noun: "Sweater",
      pre: ["Cable Knit", "Merino Wool", "Cashmere", "Crew Neck", "Turtleneck"],
      post: SIZES,
      colourChance: 0.6,
      price: [20, 250],
      image: ["jacket"],
    },
    {
      noun: "Trousers",
      pre: ["Chino", "Pleated", "Wide Leg", "Cargo", "Tailored"],
      post: ["30W", "32W", "34W", "36W"],
      colourChance: 0.5,
      price: [18, 150],
      image: ["trousers"],
    },
    {
      noun: "Boots",
      pre: ["Chelsea", "Leather", "Hiking", "Ankle", "Combat", "Suede"],
      post: ["Size 8", "Size 9", "Size 10", "Size 42"],
      colourChance: 0.4,
      price: [35, 300],
      image: ["sneakers"],
    },
    {
      noun: "Shorts",
      pre: ["Chino", "Running", "Denim", "Cargo", "Swim"],
      post: SIZES,
      colourChance: 0.5,
      price: [10, 70],
      image: ["trousers"],
    },
    {
      noun: "Blouse",
      pre: ["Silk", "Chiffon", "Ruffled", "Linen"],
      post: SIZES,
      colourChance: 0.5,
      price: [15, 120],
      image: ["shirt"],
    },
    {
      noun: "Skirt",
      pre: ["Pleated", "Midi", "Denim", "A-Line", "Satin"],
      post: SIZES,
      colourChance: 0.5,
      price: [15, 120],
      image: ["dress"],
    },
    {
      noun: "Blazer",
      pre: ["Linen", "Wool", "Tailored", "Double-Breasted"],
      post: SIZES,
      colourChance: 0.4,
      price: [45, 350],
      image: ["jacket"],
    },
    {
      noun: "Cardigan",
      pre: ["Cotton", "Wool", "Chunky Knit"],
      post: SIZES,
      colourChance: 0.5,
      price: [20, 160],
      image: ["jacket"],
    },
    {
      noun: "Joggers",
      pre: ["Fleece", "Tapered", "Cotton"],
      post: SIZES,
      colourChance: 0.5,
      price: [15, 90],
      image: ["trousers"],
    },
    {
      noun: "Loafers",
      pre: ["Leather", "Suede", "Penny"],
      post: ["Size 8", "Size 9", "Size 10"],
      colourChance: 0.4,
      price: [35, 250],
      image: ["sneakers"],
    },
    {
      noun: "Sandals",
      pre: ["Leather", "Slide", "Platform", "Strappy"],
      colourChance: 0.4,
      price: [12, 120],
      image: ["sneakers"],
    },
    {
      noun: "Kurta",
      pre: ["Cotton", "Embroidered", "Linen", "Silk"],
      post: SIZES,
      colourChance: 0.5,
      price: [15, 150],
      image: ["shirt"],
    },
    {
      noun: "Saree",
      pre: ["Jamdani", "Silk", "Cotton", "Muslin", "Katan"],
      colourChance: 0.6,
      price: [30, 900],
      image: ["dress"],
    },
    {
      noun: "Panjabi",
      pre: ["Cotton", "Embroidered", "Silk"],
      post: SIZES,
      colourChance: 0.5,
      price: [20, 200],
      image: ["shirt"],
    },
    {
      noun: "Socks",
      pre: ["Cotton", "Wool", "Ankle", "Crew"],
      post: ["3-Pack", "5-Pack"],
      price: [5, 30],
      image: ["sneakers"],
    },
    {
      noun: "Pajama Set",
      pre: ["Cotton", "Satin", "Flannel"],
      post: SIZES,
      colourChance: 0.5,
      price: [15, 90],
      image: ["shirt"],
    },
  ],
  { skew: 0.6, gender: GENDER },
);

const accessories = genericPlan(
  1,
  GENERIC_BRANDS,
  0.35,
  [
    {
      noun: "Sunglasses",
      pre: ["Polarized", "Aviator", "Retro Round", "Cat Eye", "Sport", "Oversized", "Wayfarer"],
      colourChance: 0.3,
      price: [8, 300],
      image: ["sunglasses"],
    },
    {
      noun: "Water Bottle",
      pre: ["Insulated", "Stainless Steel", "Leakproof", "Glass", "Collapsible"],
      post: ["500ml", "750ml", "1L"],
      colourChance: 0.5,
      price: [6, 60],
      image: ["bottle"],
    },
    { noun: "Cap", pre: ["Baseball", "Trucker", "Snapback", "Dad"], colourChance: 0.6, price: [6, 45], image: ["cap"] },
    {
      noun: "Umbrella",
      pre: ["Compact", "Automatic", "Golf", "Windproof", "Travel"],
      colourChance: 0.5,
      price: [8, 70],
      image: ["umbrella"],
    },
    {
      noun: "Headphones",
      pre: ["Wireless", "Bluetooth", "Over-Ear", "Noise Cancelling", "Kids"],
      colourChance: 0.4,
      price: [12, 350],
      image: ["headphones"],
    },
    {
      noun: "Beanie",
      pre: ["Wool Knit", "Cuffed", "Fleece Lined", "Slouchy"],
      colourChance: 0.6,
      price: [6, 45],
      image: ["beanie"],
    },
    {
      noun: "Bluetooth Speaker",
      pre: ["Portable", "Waterproof", "Mini"],
      post: ["20W", "40W"],
      colourChance: 0.4,
      price: [15, 300],
      image: ["headphones"],
    },
    {
      noun: "Leather Belt",
      pre: ["Reversible", "Braided", "Classic"],
      post: ["32", "34", "36", "38"],
      colourChance: 0.4,
      price: [10, 90],
      image: ["wallet"],
    },
    {
      noun: "Scarf",
      pre: ["Wool", "Silk", "Cashmere", "Plaid", "Infinity"],
      colourChance: 0.6,
      price: [8, 180],
      image: ["beanie"],
    },
    {
      noun: "Gloves",
      pre: ["Touchscreen", "Leather", "Knit", "Thermal"],
      colourChance: 0.5,
      price: [6, 80],
      image: ["beanie"],
    },
    {
      noun: "TV Wall Mount",
      pre: ["Full Motion", "Tilting", "Fixed"],
      post: ["32-65 inch", "43-85 inch"],
      price: [15, 120],
      image: ["laptop"],
    },
    {
      noun: "Smart TV Box",
      pre: ["4K", "Android"],
      post: ["4GB 64GB", "2GB 16GB"],
      price: [25, 160],
      image: ["laptop"],
    },
    { noun: "TV Stick", pre: ["4K Streaming", "HD"], price: [20, 70], image: ["laptop"] },
    { noun: "Travel Adapter", pre: ["Universal", "USB-C"], price: [8, 45], image: ["charger"] },
    { noun: "Keychain", pre: ["Leather", "Carabiner", "Bottle Opener"], price: [3, 25], image: ["wallet"] },
    { noun: "Phone Stand", pre: ["Adjustable", "Aluminium", "Foldable"], price: [5, 35], image: ["phone"] },
    {
      noun: "Reading Glasses",
      pre: ["Blue Light", "Foldable"],
      post: ["+1.5", "+2.0", "+2.5"],
      price: [6, 50],
      image: ["sunglasses"],
    },
    {
      noun: "Travel Pillow",
      pre: ["Memory Foam", "Inflatable"],
      colourChance: 0.4,
      price: [8, 45],
      image: ["suitcase"],
    },
    {
      noun: "Lunch Box",
      pre: ["Insulated", "Bento", "Stainless Steel"],
      colourChance: 0.4,
      price: [8, 50],
      image: ["bottle"],
    },
  ],
  { skew: 0.6, variants: ["V2", "Pro", "2-Pack", "Gift Box", "Mini", "XL"] },
);

const beauty = genericPlan(
  1,
  BEAUTY_BRANDS,
  0.6,
  [
    {
      noun: "Lipstick",
      pre: ["Matte", "Liquid", "Satin", "Long Lasting", "Velvet", "Nude"],
      post: ["Ruby Red", "Rose Nude", "Berry", "Coral", "Mauve", "Plum"],
      postChance: 0.6,
      price: [4, 60],
      image: ["lipstick"],
    },
    {
      noun: "Face Cream",
      pre: ["Hydrating", "Night Repair", "Anti-Aging", "Hyaluronic Acid", "Vitamin C", "Sensitive Skin"],
      post: ["50ml", "100ml"],
      price: [6, 150],
      image: ["cream"],
    },
    {
      noun: "Serum",
      pre: ["Vitamin C", "Retinol", "Niacinamide", "Hyaluronic Acid", "Brightening", "Peptide"],
      post: ["30ml", "50ml"],
      price: [8, 120],
      image: ["serum"],
    },
    {
      noun: "Eau de Parfum",
      pre: ["Rose Oud", "Amber", "Citrus", "Vanilla", "Jasmine", "Sandalwood"],
      post: ["30ml", "50ml", "100ml"],
      postChance: 0.8,
      price: [15, 350],
      image: ["parfum", "toilette"],
    },
    {
      noun: "Shampoo",
      pre: ["Argan Oil", "Anti-Dandruff", "Volumizing", "Tea Tree", "Sulfate-Free", "Coconut"],
      post: ["250ml", "400ml", "1L"],
      price: [4, 45],
      image: ["shampoo"],
    },
    {
      noun: "Sunscreen",
      pre: ["Mineral", "Daily", "Sport", "Tinted"],
      post: ["SPF 30", "SPF 50", "SPF 50+"],
      postChance: 0.9,
      price: [6, 45],
      image: ["sunscreen"],
    },
    {
      noun: "Lip Balm",
      pre: ["Tinted", "Hydrating", "SPF 15", "Beeswax"],
      post: ["2-Pack", "4-Pack"],
      price: [2, 20],
      image: ["lip balm"],
    },
    {
      noun: "Body Lotion",
      pre: ["Shea Butter", "Cocoa Butter", "Aloe Vera", "Unscented"],
      post: ["200ml", "400ml"],
      price: [4, 40],
      image: ["lotion"],
    },
    {
      noun: "Electric Toothbrush",
      pre: ["Sonic", "Rechargeable", "Kids"],
      post: ["with 4 Heads"],
      price: [12, 200],
      image: ["toothbrush"],
    },
    {
      noun: "Face Wash",
      pre: ["Gentle", "Charcoal", "Salicylic Acid", "Foaming"],
      post: ["150ml"],
      price: [4, 35],
      image: ["cream"],
    },
    { noun: "Mascara", pre: ["Waterproof", "Volumizing", "Lengthening"], price: [4, 40], image: ["lipstick"] },
    {
      noun: "Foundation",
      pre: ["Matte", "Dewy", "Full Coverage", "Liquid"],
      post: ["30ml"],
      price: [6, 65],
      image: ["cream"],
    },
    {
      noun: "Hair Dryer",
      pre: ["Ionic", "Compact", "Professional"],
      post: ["1800W", "2200W"],
      price: [15, 400],
      image: ["toothbrush"],
    },
    { noun: "Beard Trimmer", pre: ["Cordless", "Waterproof", "Precision"], price: [15, 150], image: ["toothbrush"] },
    {
      noun: "Dumbbells",
      pre: ["Neoprene", "Adjustable", "Hex"],
      post: ["2 x 2kg", "2 x 5kg", "2 x 10kg"],
      price: [12, 350],
      image: ["dumbbells"],
    },
    {
      noun: "Yoga Mat",
      pre: ["Non-Slip", "Extra Thick", "Eco"],
      post: ["6mm", "10mm"],
      colourChance: 0.5,
      price: [10, 120],
      image: ["dumbbells"],
    },
    {
      noun: "Protein Powder",
      pre: ["Whey", "Plant", "Vegan"],
      post: ["1kg", "2kg"],
      price: [18, 90],
      image: ["protein"],
    },
    {
      noun: "Multivitamin Tablets",
      pre: ["Daily", "Women's", "Men's", "Kids"],
      post: ["60 Count", "90 Count"],
      price: [6, 45],
      image: ["bottle"],
    },
    {
      noun: "Hair Oil",
      pre: ["Argan", "Coconut", "Rosemary", "Amla"],
      post: ["100ml", "200ml"],
      price: [4, 40],
      image: ["shampoo"],
    },
    { noun: "Massage Gun", pre: ["Deep Tissue", "Mini", "Quiet"], price: [30, 300], image: ["dumbbells"] },
    {
      noun: "Eyeshadow Palette",
      pre: ["Nude", "Smoky", "Glitter"],
      post: ["12 Shades", "18 Shades"],
      price: [8, 70],
      image: ["lipstick"],
    },
    { noun: "Digital Thermometer", pre: ["Infrared", "Forehead"], price: [8, 60], image: ["toothbrush"] },
    { noun: "Blood Pressure Monitor", pre: ["Upper Arm", "Wrist"], price: [20, 120], image: ["toothbrush"] },
  ],
  { skew: 0.6, colourChance: 0, variants: ["Travel Size", "Value Pack", "2-Pack", "Refill", "Gift Set"] },
);

/** Plans by category key, with each category's share of the generated catalogue. */
const CATEGORY_PLANS: Record<string, CategoryPlan> = {
  fashion: { ...fashion, weight: 22 },
  laptop: mixedPlan(11, [laptops, computerAccessories]),
  "phone and parts": mixedPlan(17, [phones, phoneAccessories, audio]),
  "jewelry & watch": mixedPlan(11, [watches, jewelry]),
  "bag & bagpack": mixedPlan(12, [backpacks, bags]),
  accessories: mixedPlan(13, [
    { ...accessories, weight: 4 },
    { ...audio, weight: 1 },
  ]),
  "beauty & health": { ...beauty, weight: 14 },
};
/** A category the demo does not have gets a mix of everyday things. */
const OTHER_PLAN: CategoryPlan = { ...accessories, weight: 8 };

// ------------------------------------------------------------------------------------------------ products

export interface GeneratedProduct {
  name: string;
  seller: string;
  category: string;
  priceCents: number;
  shippingCents: number;
  stock: number;
  /** 1..10 = 0.5..5 stars (the schema's check). */
  starHalves: number;
  starCount: number;
  imageKey: string;
  createdAt: number;
  features: [string, string][];
}

export interface DemoPicture {
  name: string;
  category: string;
  imageKey: string;
}

export interface GeneratorInput {
  /** Category keys as stored (`categories.name`). */
  categories: readonly string[];
  /** The existing products' pictures, to borrow from. */
  pictures: readonly DemoPicture[];
  seed?: number;
  /** Dates count back from midnight UTC of this day (ms). */
  now?: number;
}

/** A price in cents as shops write them: x.99 under 100, whole or x.99 above. */
function priceCents(draw: Draw, [min, max]: readonly [number, number]): number {
  const dollars = draw.logUniform(min, max);
  if (dollars < 100) return Math.max(99, Math.round(dollars) * 100 - (draw.chance(0.8) ? 1 : 0));
  const step = dollars < 1000 ? 10 : 50;
  return Math.round(dollars / step) * step * 100 - (draw.chance(0.6) ? 1 : 0);
}

function shippingCents(draw: Draw, price: number): number {
  if (draw.chance(0.3)) return 0;
  const options =
    price > 50_000 ? [999, 1499, 1999, 2499] : price > 5_000 ? [499, 599, 799, 999] : [199, 299, 399, 499];
  return draw.pick(options);
}

/** Mostly 7..9 half stars, a tail down to 1; review counts mostly small, a few in the thousands. */
function rating(draw: Draw): { starHalves: number; starCount: number } {
  const starCount = Math.min(5000, Math.floor(Math.pow(draw.random(), 3) * 5001));
  if (starCount === 0) return { starHalves: draw.int(6, 8), starCount };
  const value = 8 + (draw.random() + draw.random() + draw.random() - 1.5) * 2.6;
  return { starHalves: Math.max(1, Math.min(10, Math.round(value))), starCount };
}

function stock(draw: Draw): number {
  if (draw.chance(0.1)) return 0;
  return Math.max(1, Math.round(Math.pow(draw.random(), 2) * 500));
}

export function createProductGenerator(input: GeneratorInput): (index: number) => GeneratedProduct {
  const seed = input.seed ?? DEFAULT_GENERATOR_SEED;
  const today = Math.floor((input.now ?? Date.now()) / DAY_MS) * DAY_MS;
  if (input.categories.length === 0) throw new Error("No categories to put generated products in.");
  if (input.pictures.length === 0) throw new Error("No product pictures to reuse: seed the demo shop first.");
  const categoryPool = new Pool(
    input.categories,
    0,
    input.categories.map((key) => (CATEGORY_PLANS[key] ?? OTHER_PLAN).weight),
  );
  const pictures = input.pictures.map((picture) => ({ ...picture, lowerName: picture.name.toLowerCase() }));
  const pictureCache = new Map<string, string[]>();
  /** Demo pictures of the same kind: same category and a matching word, else a matching word, else the category. */
  const picturesFor = (category: string, keywords: readonly string[]): string[] => {
    const cacheKey = `${category}\u0000${keywords.join("\u0000")}`;
    let keys = pictureCache.get(cacheKey);
    if (!keys) {
      const matching = pictures.filter((picture) => keywords.some((word) => picture.lowerName.includes(word)));
      const candidates = [
        matching.filter((picture) => picture.category === category),
        matching,
        pictures.filter((picture) => picture.category === category),
        pictures,
      ].find((list) => list.length > 0)!;
      keys = candidates.map((picture) => picture.imageKey);
      pictureCache.set(cacheKey, keys);
    }
    return keys;
  };

  return (index) => {
    const draw = new Draw(mulberry32(productSeed(seed, index)));
    const category = draw.pick(categoryPool);
    const built = (CATEGORY_PLANS[category] ?? OTHER_PLAN).build(draw);
    const price = priceCents(draw, built.item.price);
    return {
      name: built.name,
      seller: seller(draw, category),
      category,
      priceCents: price,
      shippingCents: shippingCents(draw, price),
      stock: stock(draw),
      ...rating(draw),
      imageKey: draw.pick(picturesFor(category, built.item.image)),
      createdAt: today - Math.floor(draw.random() * SPREAD_DAYS * DAY_MS),
      features: built.features.slice(0, 2),
    };
  };
}

// ------------------------------------------------------------------------------------------------ inserting

/** Columns this module fills; any other NOT NULL column of `products` must have a default. */
const PRODUCT_COLUMNS = [
  "id",
  "name",
  "seller",
  "category",
  "price_cents",
  "shipping_cents",
  "stock",
  "star_halves",
  "star_count",
  "image_key",
  "created_at",
] as const;

/** Rows per INSERT: literal values (our own data, quotes escaped) keep statements far below D1's 100 KB. */
const ROWS_PER_STATEMENT = 250;
/** Statements per `db.batch` round trip. */
const STATEMENTS_PER_BATCH = 8;

const literal = (value: string | number): string => {
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
};

export interface GenerateProgress {
  added: number;
  toAdd: number;
  elapsedMs: number;
}

export interface GenerateSummary {
  before: number;
  added: number;
  total: number;
  features: number;
  elapsedMs: number;
}

/**
 * Adds generated products (and one or two features each) until `products` holds `target` rows; nothing when it
 * already holds as many. Reads the categories and the existing pictures from the database.
 */
export async function addGeneratedProducts(
  d1: D1Database,
  target: number,
  options: { seed?: number; now?: number; onProgress?: (progress: GenerateProgress) => void } = {},
): Promise<GenerateSummary> {
  const started = performance.now();
  if (!Number.isSafeInteger(target) || target < 0 || target > MAX_GENERATED_CATALOGUE)
    throw new Error(`The catalogue size must be a whole number from 0 to ${MAX_GENERATED_CATALOGUE}, got ${target}.`);
  const counts = await d1
    .prepare("SELECT count(*) AS n, coalesce(max(id), 0) AS maxId FROM products")
    .first<{ n: number; maxId: number }>();
  const before = counts?.n ?? 0;
  const toAdd = Math.max(0, target - before);
  if (toAdd === 0) return { before, added: 0, total: before, features: 0, elapsedMs: performance.now() - started };

  const columns = await d1
    .prepare("SELECT name, \"notnull\" AS required, dflt_value AS dflt, pk FROM pragma_table_info('products')")
    .all<{ name: string; required: number; dflt: string | null; pk: number }>();
  const unfilled = columns.results.filter(
    (column) =>
      column.required &&
      column.dflt === null &&
      !column.pk &&
      !(PRODUCT_COLUMNS as readonly string[]).includes(column.name),
  );
  if (unfilled.length > 0)
    throw new Error(
      `products has NOT NULL columns without a default that the generator does not fill: ` +
        `${unfilled.map((column) => column.name).join(", ")}. Teach db/seed/generate-products.ts about them.`,
    );

  const categories = (await d1.prepare("SELECT name FROM categories ORDER BY position, id").all<{ name: string }>())
    .results;
  // One row per picture: the first product that has it (the demo's own; generated products only borrow them).
  const pictures = (
    await d1
      .prepare(
        "SELECT name, category, image_key AS imageKey FROM products " +
          "WHERE id IN (SELECT min(id) FROM products GROUP BY image_key) ORDER BY id",
      )
      .all<DemoPicture>()
  ).results;
  const generate = createProductGenerator({
    categories: categories.map((category) => category.name),
    pictures,
    seed: options.seed,
    now: options.now,
  });

  // Product number i is generated from its own stream; numbering continues from the products already there, so a
  // fresh 100,000 and a top-up from 10,000 to 100,000 give the same products.
  const firstIndex = before;
  let nextId = (counts?.maxId ?? 0) + 1;
  let added = 0;
  let features = 0;
  while (added < toAdd) {
    const statements: D1PreparedStatement[] = [];
    for (let s = 0; s < STATEMENTS_PER_BATCH && added < toAdd; s += 1) {
      const productValues: string[] = [];
      const featureValues: string[] = [];
      for (let r = 0; r < ROWS_PER_STATEMENT && added < toAdd; r += 1, added += 1, nextId += 1) {
        const product = generate(firstIndex + added);
        productValues.push(
          `(${[
            nextId,
            product.name,
            product.seller,
            product.category,
            product.priceCents,
            product.shippingCents,
            product.stock,
            product.starHalves,
            product.starCount,
            product.imageKey,
            product.createdAt,
          ]
            .map(literal)
            .join(",")})`,
        );
        product.features.forEach(([description, value], position) => {
          featureValues.push(`(${[nextId, position, description, value].map(literal).join(",")})`);
        });
      }
      statements.push(
        d1.prepare(`INSERT INTO products (${PRODUCT_COLUMNS.join(",")}) VALUES ${productValues.join(",")}`),
      );
      if (featureValues.length > 0) {
        statements.push(
          d1.prepare(
            `INSERT INTO product_features (product_id, position, description, value) VALUES ${featureValues.join(",")}`,
          ),
        );
        features += featureValues.length;
      }
    }
    await d1.batch(statements);
    options.onProgress?.({ added, toAdd, elapsedMs: performance.now() - started });
  }
  return { before, added, total: before + added, features, elapsedMs: performance.now() - started };
}
