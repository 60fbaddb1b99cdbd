import { ORDER_STATUSES, type OrderStatus } from "~/domain/orders/status.ts";
/**
 * Carts, quotes and orders for the checkout and order stories. Images are tiny inline SVGs (no network in Storybook).
 */
import type { CartQuote, CartQuoteLine, OrderPage, OrderView } from "~/domain/orders/types.ts";
import { deliveryCharge } from "~/domain/delivery/charge.ts";
import { minorOfTaka, orderTaka, takaUp, type OrderTaka, type ShopMoney } from "~/domain/money.ts";
import { codTerms, type CodRules } from "~/domain/payments/cod.ts";

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function picture(background: string, colour: string, shape: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="240" height="240">` +
      `<rect width="120" height="120" fill="${background}"/>` +
      `<ellipse cx="60" cy="96" rx="32" ry="5" fill="#000" opacity=".08"/>` +
      `<g fill="${colour}">${shape}</g></svg>`,
  );
}

const images = {
  headphones: picture(
    "#ece8f6",
    "#5b4b9a",
    `<path d="M32 68v-8a28 28 0 0 1 56 0v8" fill="none" stroke="#5b4b9a" stroke-width="6"/><rect x="26" y="62" width="16" height="26" rx="6"/><rect x="78" y="62" width="16" height="26" rx="6"/>`,
  ),
  jacket: picture(
    "#fde8e4",
    "#d9534f",
    `<path d="M44 28l-16 10 7 14 8-4v42h34V48l8 4 7-14-16-10c-2 6-8 9-16 9s-14-3-16-9z"/>`,
  ),
  phone: picture(
    "#e8f3ef",
    "#2e7d5b",
    `<rect x="42" y="22" width="36" height="70" rx="8"/><rect x="46" y="30" width="28" height="52" rx="3" fill="#fff" opacity=".35"/>`,
  ),
  watch: picture(
    "#fbf1dc",
    "#b8860b",
    `<rect x="50" y="18" width="20" height="84" rx="6" opacity=".7"/><circle cx="60" cy="60" r="22"/><circle cx="60" cy="60" r="16" fill="#fff" opacity=".5"/>`,
  ),
  serum: picture(
    "#fbe7f0",
    "#c2417a",
    `<rect x="52" y="20" width="16" height="12" rx="3"/><rect x="42" y="32" width="36" height="58" rx="10"/><rect x="48" y="50" width="24" height="20" rx="3" fill="#fff" opacity=".5"/>`,
  ),
  backpack: picture(
    "#f3e9e0",
    "#8b5a2b",
    `<path d="M46 40v-6a14 14 0 0 1 28 0v6" stroke="#8b5a2b" fill="none" stroke-width="5"/><path d="M34 40h52l-4 50H38z"/>`,
  ),
};

function line(overrides: Partial<CartQuoteLine> & Pick<CartQuoteLine, "productId" | "name">): CartQuoteLine {
  return {
    variantId: `${overrides.productId}01`,
    variantTitle: "",
    sku: null,
    requestedVariantId: null,
    imageUrl: images.headphones,
    category: "Accessories",
    productType: "regular",
    requestedType: "regular",
    quantity: 1,
    unitPriceCents: 9999,
    unitShippingCents: 0,
    regularPriceCents: 9999,
    available: 12,
    problem: null,
    ...overrides,
  };
}

/** The fixtures' taka per dollar (wrangler.toml's BKASH_BDT_RATE). */
export const storyBdtRate = 122;

/** The shop a quote is priced in: taka at a rate of 1, otherwise dollars at `bdtRate` taka each. */
export function shopMoneyOf(bdtRate: number): ShopMoney {
  return bdtRate === 1 ? { currency: "BDT", bdtRate: 1 } : { currency: "USD", bdtRate };
}

/**
 * A delivery zone as the server prices it (decision 042): its charge and free-delivery threshold in whole taka, and
 * its cash on delivery (none when left out).
 */
export interface StoryZone {
  zoneId: number;
  zone: string;
  feeTaka: number;
  freeOverTaka: number | null;
  cod?: CodRules;
}

/**
 * The seed's zones (scripts/lib/seed.ts): Inside Dhaka ৳70, free from ৳5,000 of goods; Dhaka suburbs ৳110;
 * Outside Dhaka ৳130. Each takes cash on delivery up to ৳10,000; Dhaka suburbs and Outside Dhaka ask the delivery
 * charge first.
 */
export const insideDhakaZone: StoryZone = {
  zoneId: 1,
  zone: "Inside Dhaka",
  feeTaka: 70,
  freeOverTaka: 5000,
  cod: { enabled: true, maxTotalTaka: 10_000, advance: "none" },
};
export const dhakaSuburbsZone: StoryZone = {
  zoneId: 2,
  zone: "Dhaka suburbs",
  feeTaka: 110,
  freeOverTaka: null,
  cod: { enabled: true, maxTotalTaka: 10_000, advance: "delivery" },
};
export const outsideDhakaZone: StoryZone = {
  zoneId: 3,
  zone: "Outside Dhaka",
  feeTaka: 130,
  freeOverTaka: null,
  cod: { enabled: true, maxTotalTaka: 10_000, advance: "delivery" },
};

/**
 * Totals as the server computes them (app/domain/orders/pricing.server.ts): the lines that can be bought, each at
 * its price times the quantity and its product's shipping once; the zone's charge in whole taka (nothing from its
 * threshold on); the whole taka of it all at `bdtRate` taka per unit (1 for a shop pricing in taka), each column
 * adding up; what a wallet payment sends, and cash on delivery as the zone takes it.
 */
export function quoteOf(lines: CartQuoteLine[], bdtRate = storyBdtRate, zone: StoryZone | null = null): CartQuote {
  const money = shopMoneyOf(bdtRate);
  const payable = lines.filter((each) => each.problem === null || each.problem === "flash-ended");
  const subtotalCents = payable.reduce((sum, each) => sum + each.unitPriceCents * each.quantity, 0);
  const shippingCents = payable.reduce((sum, each) => sum + each.unitShippingCents, 0);
  const zoneTaka = zone ? deliveryCharge(zone, takaUp(subtotalCents, money)) : 0;
  const taka = orderTaka({ subtotalCents, shippingCents, zoneTaka }, money);
  const deliveryCents = minorOfTaka(zoneTaka, money);
  return {
    lines,
    itemCount: lines.reduce((sum, each) => sum + each.quantity, 0),
    subtotalCents,
    shippingCents,
    deliveryCents,
    delivery: zone
      ? { zoneId: zone.zoneId, zone: zone.zone, feeTaka: zoneTaka, freeOverTaka: zone.freeOverTaka }
      : null,
    totalCents: subtotalCents + shippingCents + deliveryCents,
    taka,
    amountDuePaisa: taka.total * 100,
    orderable: lines.length > 0 && lines.every((each) => each.problem === null),
    cod: zone ? codTerms(zone.cod ?? null, taka.total, taka.delivery) : null,
  };
}

/** Whole taka that add up, for an order written by hand: goods - discount + delivery = total. */
export function takaOf(goods: number, delivery: number, discount = 0): OrderTaka {
  return { goods, delivery, discount, total: goods - discount + delivery };
}

export const headphonesLine = line({
  productId: "101",
  name: "Wireless Noise Cancelling Headphones",
  imageUrl: images.headphones,
  category: "Accessories",
  quantity: 1,
  unitPriceCents: 9999,
  regularPriceCents: 9999,
  available: 12,
});

export const jacketFlashLine = line({
  productId: "102",
  name: "Slim Fit Denim Jacket",
  imageUrl: images.jacket,
  category: "Fashion",
  productType: "flashsell",
  requestedType: "flashsell",
  quantity: 2,
  unitPriceCents: 3499,
  unitShippingCents: 250,
  regularPriceCents: 4599,
  available: 9,
});

export const watchLine = line({
  productId: "103",
  name: "Classic Leather Strap Watch",
  imageUrl: images.watch,
  category: "Jewelry & Watch",
  quantity: 1,
  unitPriceCents: 8950,
  unitShippingCents: 500,
  regularPriceCents: 8950,
  available: 4,
});

/** Three good lines: one regular, one flash sale (two pieces), one with shipping. */
export const threeLineQuote = quoteOf([headphonesLine, jacketFlashLine, watchLine]);

/** The same three lines in a shop that prices in taka (BDT): the amount due is the total itself. */
export const takaQuote = quoteOf(
  [headphonesLine, jacketFlashLine, watchLine].map((each) => ({
    ...each,
    unitPriceCents: each.unitPriceCents * 100,
    unitShippingCents: each.unitShippingCents * 100,
    regularPriceCents: each.regularPriceCents * 100,
  })),
  1,
);

export const outOfStockLine = line({
  productId: "104",
  name: "Galaxy Phone 128GB Midnight Black",
  imageUrl: images.phone,
  category: "Phone and Parts",
  quantity: 1,
  unitPriceCents: 45999,
  unitShippingCents: 0,
  regularPriceCents: 45999,
  available: 0,
  problem: "out-of-stock",
});

/** Wanted 5, only 2 left. */
export const onlyTwoLeftLine = line({
  productId: "105",
  name: "Vitamin C Face Serum",
  imageUrl: images.serum,
  category: "Beauty & Health",
  quantity: 5,
  unitPriceCents: 1450,
  unitShippingCents: 100,
  regularPriceCents: 1450,
  available: 2,
  problem: "out-of-stock",
});

/** Added during the flash sale, now priced as regular. */
export const flashEndedLine = line({
  productId: "102",
  name: "Slim Fit Denim Jacket",
  imageUrl: images.jacket,
  category: "Fashion",
  productType: "regular",
  requestedType: "flashsell",
  quantity: 1,
  unitPriceCents: 4599,
  unitShippingCents: 250,
  regularPriceCents: 4599,
  available: 20,
  problem: "flash-ended",
});

export const noLongerSoldLine = line({
  productId: "106",
  name: "Travel Backpack 40L",
  imageUrl: images.backpack,
  category: "Bag & Bagpack",
  quantity: 1,
  unitPriceCents: 0,
  unitShippingCents: 0,
  regularPriceCents: 0,
  available: 0,
  problem: "unknown",
});

/** Saved before its product was sold in options (issue 28): it names no variant, so it cannot be priced. */
export const chooseOptionsLine = line({
  productId: "111",
  variantId: null,
  name: "Stretch Slim Jeans",
  imageUrl: images.backpack,
  category: "Fashion",
  quantity: 1,
  unitPriceCents: 0,
  unitShippingCents: 0,
  regularPriceCents: 0,
  available: 0,
  problem: "variant-required",
});

export const outOfStockQuote = quoteOf([headphonesLine, outOfStockLine, watchLine]);
export const onlyTwoLeftQuote = quoteOf([headphonesLine, onlyTwoLeftLine]);
export const flashEndedQuote = quoteOf([flashEndedLine, headphonesLine]);
export const noLongerSoldQuote = quoteOf([headphonesLine, noLongerSoldLine]);
export const chooseOptionsQuote = quoteOf([headphonesLine, chooseOptionsLine]);
export const emptyQuote = quoteOf([]);
export const singleLineQuote = quoteOf([jacketFlashLine]);

export const customer = { name: "Ayesha Rahman", mobile: "01712345678" };
export const customerEmail = "ayesha.rahman@example.com";
/** The shop's bKash number (BKASH_MERCHANT_NUMBER), shown in full on the payment page. */
export const merchantNumber = "01898765432";
/** What orderReference makes of a checkout key: the reference the shopper writes in bKash. */
export const paymentReference = "3F2A9C1B";

const orderLine = (quoteLine: CartQuoteLine): OrderView["lines"][number] => ({
  productId: quoteLine.productId,
  name: quoteLine.name,
  imageUrl: quoteLine.imageUrl,
  category: quoteLine.category,
  productType: quoteLine.productType,
  unitPriceCents: quoteLine.unitPriceCents,
  quantity: quoteLine.quantity,
});

/** An order's money as the server fixes it from its quote when it is placed (decision 042). */
export function orderMoneyOf(
  quote: CartQuote,
): Pick<OrderView, "subtotalCents" | "shippingCents" | "deliveryCents" | "totalCents" | "taka" | "amountDuePaisa"> {
  return {
    subtotalCents: quote.subtotalCents,
    shippingCents: quote.shippingCents,
    deliveryCents: quote.deliveryCents,
    totalCents: quote.totalCents,
    taka: quote.taka,
    amountDuePaisa: quote.amountDuePaisa,
  };
}

/**
 * The three lines to Dhanmondi (Inside Dhaka): the goods are above the zone's ৳5,000, so its charge is nothing and
 * the one delivery line is the products' own shipping ($7.50, ৳915). $266.97 in all, ৳32,571 by bKash.
 */
export const placedQuote = quoteOf(threeLineQuote.lines, storyBdtRate, insideDhakaZone);

export const placedOrder: OrderView = {
  id: "1042",
  customerName: customer.name,
  mobile: customer.mobile,
  email: customerEmail,
  ...orderMoneyOf(placedQuote),
  paymentMethod: "bKash",
  bkashNumber: "01712345678",
  trxId: "8N7A6D5EKR",
  trxWallet: "bKash",
  advanceTaka: null,
  collectTaka: 0,
  cashCollectedTaka: null,
  returnSettlement: null,
  createdAt: "2026-03-14T09:30:00.000Z",
  // ORDER_PAYMENT_HOURS (24) after it was placed.
  paymentDueAt: "2026-03-15T09:30:00.000Z",
  // Above Inside Dhaka's free-delivery threshold: the zone is named, its charge is nothing.
  deliveryZone: "Inside Dhaka",
  address: {
    districtId: 47,
    areaId: 1013,
    district: "Dhaka",
    area: "Dhanmondi",
    bnDistrict: "ঢাকা",
    bnArea: "ধানমন্ডি",
    line: "House 12, Road 5, Dhanmondi R/A",
    note: "Call before coming; the gate is on the lane.",
  },
  lines: threeLineQuote.lines.map(orderLine),
  status: "pending",
  currency: "USD",
  reference: "3F2A9C1B",
  courier: null,
  trackingNumber: null,
  payment: null,
};

/** Where the story orders go, and the zone each is in. */
const storyAddresses: { zone: StoryZone; address: NonNullable<OrderView["address"]> }[] = [
  {
    zone: insideDhakaZone,
    address: {
      districtId: 47,
      areaId: 1027,
      district: "Dhaka",
      area: "Mirpur",
      bnDistrict: "ঢাকা",
      bnArea: "মিরপুর",
      line: "Flat 4B, Road 11, Section 6",
      note: null,
    },
  },
  {
    zone: outsideDhakaZone,
    address: {
      districtId: 8,
      areaId: 75,
      district: "Chattogram",
      area: "Patiya",
      bnDistrict: "চট্টগ্রাম",
      bnArea: "পটিয়া",
      line: "Village Haidgaon, near the bazar",
      note: null,
    },
  },
  {
    zone: dhakaSuburbsZone,
    address: {
      districtId: 41,
      areaId: 355,
      district: "Gazipur",
      area: "Gazipur Sadar",
      bnDistrict: "গাজীপুর",
      bnArea: "গাজীপুর সদর",
      line: "Tongi, College Road 22",
      note: "Office hours only",
    },
  },
  {
    zone: outsideDhakaZone,
    address: {
      districtId: 36,
      areaId: 290,
      district: "Sylhet",
      area: "Sylhet Sadar",
      bnDistrict: "সিলেট",
      bnArea: "সিলেট সদর",
      line: "Zindabazar, House 7",
      note: null,
    },
  },
];

const customers = [
  { name: "Ayesha Rahman", mobile: "01712345678" },
  { name: "Tanvir Hasan", mobile: "01819876543" },
  { name: "Nusrat Jahan", mobile: "01911223344" },
  { name: "Rafiq Islam", mobile: "01555667788" },
  { name: "Farhana Akter", mobile: "01398765432" },
];

const catalogue = [headphonesLine, jacketFlashLine, watchLine, onlyTwoLeftLine, outOfStockLine];

/** Crockford's base-32 digits, as the server writes a reference (app/domain/orders/reference.ts). */
const REFERENCE_DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Story order `index`'s reference: eight digits of a 40-bit number spread from the index (by the golden ratio). */
export function storyReference(index: number): string {
  let bits = ((index + 1) * 679_510_405_379) % 2 ** 40;
  let reference = "";
  for (let digit = 0; digit < 8; digit += 1) {
    reference = REFERENCE_DIGITS[bits % 32]! + reference;
    bits = Math.floor(bits / 32);
  }
  return reference;
}

/**
 * Order number `index` (newest first): one to three lines, a customer and a unique TrxID. Its status cycles through
 * the seven (index 0 pending, 1 confirmed, …, 4 returned) unless `status` says.
 */
export function makeOrder(index: number, status?: OrderStatus): OrderView {
  const who = customers[index % customers.length]!;
  const lines = catalogue
    .slice(index % 3, (index % 3) + 1 + (index % 3))
    .map((each, position) => orderLine({ ...each, quantity: ((index + position) % 3) + 1, productType: "regular" }));
  const where = storyAddresses[index % storyAddresses.length]!;
  // Priced in dollars, with $2.50 of the products' own shipping and the zone's charge, as the server fixes them.
  const money = shopMoneyOf(storyBdtRate);
  const subtotalCents = lines.reduce((sum, each) => sum + each.unitPriceCents * each.quantity, 0);
  const shippingCents = 250;
  const zoneTaka = deliveryCharge(where.zone, takaUp(subtotalCents, money));
  const deliveryCents = minorOfTaka(zoneTaka, money);
  const taka = orderTaka({ subtotalCents, shippingCents, zoneTaka }, money);
  return {
    id: String(2000 - index),
    customerName: who.name,
    mobile: who.mobile,
    email: `${who.name.toLowerCase().replace(" ", ".")}@example.com`,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents + deliveryCents,
    taka,
    paymentMethod: "bKash",
    bkashNumber: who.mobile,
    trxId: `8N7A${(index * 7919 + 4242).toString(36).toUpperCase().padStart(6, "0")}`,
    trxWallet: "bKash",
    advanceTaka: null,
    collectTaka: 0,
    cashCollectedTaka: null,
    returnSettlement: null,
    createdAt: new Date(Date.UTC(2026, 2, 14, 9, 30) - index * 3_600_000).toISOString(),
    paymentDueAt: new Date(Date.UTC(2026, 2, 15, 9, 30) - index * 3_600_000).toISOString(),
    deliveryCents,
    deliveryZone: where.zone.zone,
    address: where.address,
    lines,
    status: status ?? ORDER_STATUSES[index % ORDER_STATUSES.length]!,
    currency: "USD",
    amountDuePaisa: taka.total * 100,
    reference: storyReference(index),
    courier: null,
    trackingNumber: null,
    payment: null,
  };
}

/** A page of `makeOrder`s: mixed statuses, or all in `status` (a list filtered to it). */
export function orderPage(options: {
  total: number;
  page?: number;
  pageSize?: number;
  status?: OrderStatus;
}): OrderPage {
  const page = options.page ?? 1;
  const pageSize = options.pageSize ?? 10;
  const first = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, options.total - first));
  return {
    items: Array.from({ length: count }, (_, offset) => makeOrder(first + offset, options.status)),
    status: options.status ?? null,
    total: options.total,
    page,
    pageSize,
  };
}

export const emptyOrderPage: OrderPage = { items: [], status: null, total: 0, page: 1, pageSize: 10 };

/** An order whose products have names far longer than the table's 20 characters. */
export const longNameOrder: OrderView = {
  ...makeOrder(0),
  id: "3001",
  lines: [
    orderLine({ ...headphonesLine, name: "Wireless Noise Cancelling Headphones with Carry Case", quantity: 1 }),
    orderLine({ ...watchLine, name: "Classic Leather Strap Watch for Men", quantity: 2 }),
  ],
};
