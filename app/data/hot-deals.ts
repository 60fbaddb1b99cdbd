/** A hard-coded Hot Deals card (spec section 3). Prices in whole dollars as the spec gives them. */
export interface HotDeal {
  title: string;
  desc: string;
  image: string;
  rating: number;
  price: number;
  discount: number;
}

/**
 * The home page's Hot Deals (spec section 3: hard-coded, not fetched), in the spec's order and spelling.
 * Prices and discounts in whole units of the shop's currency (the spec's dollars). Pictures are drawn by scripts/generate-hot-deal-images.ts.
 */
export const hotDeals: HotDeal[] = [
  {
    title: "Torch",
    desc: "Rechargeable LED torch with a bright 300 m beam.",
    image: "/hot-deals/torch.webp",
    rating: 5,
    price: 12,
    discount: 2,
  },
  {
    title: "Travel Tools",
    desc: "Pocket multi-tool with pliers, blade and screwdrivers.",
    image: "/hot-deals/travel-tools.webp",
    rating: 5,
    price: 18,
    discount: 4,
  },
  {
    title: "WaterProof Tent",
    desc: "Two-person dome tent that stays dry in heavy rain.",
    image: "/hot-deals/waterproof-tent.webp",
    rating: 5,
    price: 22,
    discount: 5,
  },
  {
    title: "Sleeping Kit",
    desc: "Light sleeping bag and pillow that pack into one sack.",
    image: "/hot-deals/sleeping-kit.webp",
    rating: 5,
    price: 20,
    discount: 4,
  },
  {
    title: "Travel Rope",
    desc: "Ten metres of braided rope with a steel carabiner.",
    image: "/hot-deals/travel-rope.webp",
    rating: 5,
    price: 10,
    discount: 2,
  },
  {
    title: "Lamp",
    desc: "Camping lantern with a warm glow and a hanging handle.",
    image: "/hot-deals/lamp.webp",
    rating: 5,
    price: 14,
    discount: 3,
  },
  {
    title: "Knife Set",
    desc: "Three outdoor knives for cooking, carving and camp chores.",
    image: "/hot-deals/knife-set.webp",
    rating: 5,
    price: 16,
    discount: 3,
  },
  {
    title: "Compus",
    desc: "Liquid-filled compass with a clear baseplate.",
    image: "/hot-deals/compus.webp",
    rating: 5,
    price: 11,
    discount: 2,
  },
  {
    title: "Boot Shoe",
    desc: "Waterproof hiking boots with a deep-grip sole.",
    image: "/hot-deals/boot-shoe.webp",
    rating: 5,
    price: 21,
    discount: 5,
  },
  {
    title: "Travel Bag",
    desc: "Roomy 40 l duffel bag with a padded shoulder strap.",
    image: "/hot-deals/travel-bag.webp",
    rating: 5,
    price: 19,
    discount: 4,
  },
];
