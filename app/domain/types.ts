/** Shapes the server hands to screens. Money in integer cents, ratings in half stars (1..10). */
import type { CashIssue, PaymentMethod, PaymentProblem, ReturnSettlement, Wallet } from "@db/enums.ts";
import type { OrderStatus } from "./orders/status.ts";
import type { OptionSpec, VariantView } from "./variants/rules.ts";
import type { OrderTaka } from "./money.ts";
import type { CodTerms } from "./payments/cod.ts";

/**
 * The account and session a request's session cookie names, as the cookie's encryption proves: authentic, but not
 * yet checked against its session row, which is gone once that session signs out. Whatever acts on it confirms the
 * row in its own first read (decision 040).
 */
export interface SessionClaim {
  userId: number;
  sessionId: string;
}

export interface SessionUser {
  id: number;
  email: string;
  displayName: string;
  photoUrl: string | null;
  /** The owner followed a verification link, or signed in with Google (decision 025). */
  emailVerified: boolean;
  isAdmin: boolean;
}

export interface CategorySummary {
  id: number;
  /** The category's key (its name lowercased): what products, links and URLs use. */
  name: string;
  /** The name as the admin typed it: what screens show. */
  displayName: string;
  imageUrl: string;
}

export interface ProductSummary {
  id: number;
  name: string;
  category: string;
  /** The least of its variants' prices ("from"). */
  priceCents: number;
  /** The greatest of its variants' prices (the price itself for one variant, or when not read). */
  priceMaxCents?: number;
  shippingCents: number;
  stock: number;
  starHalves: number;
  starCount: number;
  imageUrl: string;
  /**
   * Lists' cards (issue 28): the values of its Colour option that some variant has, in the option's order, each
   * with the CSS colour its name is drawn in (none for a name the shop does not know). Absent when it has no
   * Colour option, and where it is not read (a product's own page, suggestions).
   */
  colours?: ColourSwatch[];
}

/** One colour of a product's card: the value as the admin typed it ("Indigo", "লাল"), and its CSS colour if known. */
export interface ColourSwatch {
  name: string;
  css?: string;
}

export interface BannerSummary {
  id: number;
  name: string;
  imageUrl: string;
  /** Where the slide leads (a path in the shop, set in Manage Banner), or null: the slide is a plain picture. */
  link: string | null;
}

/** A flash-sale offer on a product: the sell price applies only while the window is open. */
export interface FlashOffer {
  sellPriceCents: number;
  sellShippingCents: number;
  flashStock: number;
  /**
   * The one variant on offer, or null: every variant of the product (issue 28). Absent in fixtures of offers on
   * every variant.
   */
  variantId?: number | null;
  /** That variant's title ("Waist: 32 / Colour: Indigo"), where the read gives it (a product's, the API's list). */
  variantTitle?: string | null;
  /** That variant's own price and photo, where the read gives them (the offers' lists): what its card shows. */
  variantPriceCents?: number | null;
  variantImageUrl?: string | null;
}

export interface ProductFeatureRow {
  description: string;
  value: string;
}

export interface ProductDetail extends ProductSummary {
  seller: string;
  /** The display name of its category (`category` is the key). */
  categoryName: string;
  features: ProductFeatureRow[];
  /** The product's flash-sale offer, whether or not the window is open now. */
  flash: FlashOffer | null;
  /** Its options (0-3), variants (1-100) and gallery (issue 28); absent in fixtures of products without options. */
  options?: OptionSpec[];
  variants?: VariantView[];
  images?: string[];
}

/** A product on the home page's Flash Sale section. */
export interface FlashSaleItem extends ProductSummary {
  flash: FlashOffer;
}

export type FlashWindowStateName = "none" | "upcoming" | "open" | "ended";

/** The flash-sale window as the Durable Object answered it, times in UTC ms. */
export interface FlashSaleInfo {
  state: FlashWindowStateName;
  startsAt: number | null;
  endsAt: number | null;
  /** The server's clock when it answered: countdowns start from here, not from the device's clock. */
  now: number;
}

export const PRODUCT_SORTS = ["relevance", "price-asc", "price-desc", "rating", "newest"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The list filters the home tiles link to; each narrows any list (search, category) and combines with the others. */
export const PRODUCT_FILTER_VALUES = {
  /** Products with a flash-sale offer. */
  offer: ["flash"],
  /** Products shipped free. */
  shipping: ["free"],
  /** A named selection: `winter` is products whose name or category has a winter word (see catalogue.server.ts). */
  collection: ["winter"],
} as const;

export type ProductFilters = {
  [K in keyof typeof PRODUCT_FILTER_VALUES]: (typeof PRODUCT_FILTER_VALUES)[K][number] | null;
};

/**
 * The narrowing a list's filter panel offers besides the tile filters (issue 15's facets): a price range (cents,
 * either end open), a least rating (whole stars, 1-4: "4 and up") and in stock only.
 */
export interface ProductRefinements {
  minPriceCents: number | null;
  maxPriceCents: number | null;
  minStars: number | null;
  inStock: boolean;
}

export interface ProductListPage {
  items: ProductSummary[];
  /** The matches counted, exact up to the count's cap (`totalCapped` says when more match). */
  total: number;
  page: number;
  pageSize: number;
  /** More products match than `total`: the count stopped at its cap ("1,000+"). */
  totalCapped?: boolean;
  /** Whether a page follows this one. */
  hasNext?: boolean;
  /** Where the next page starts (a keyset cursor for `?after=`), when the list is read in an index's order. */
  nextCursor?: string | null;
  /** The search text was corrected: what the shopper typed (the results are for the page's `q`). */
  correctedFrom?: string;
  /** The search text the results are for, when it differs from what was asked (a correction). */
  searchedFor?: string;
  /** Rows D1 read to answer it (what D1 bills), for the benchmark. */
  rowsRead?: number;
  /** Each item's seller and features, in the items' order, when asked for. */
  itemDetails?: { seller: string; features: { description: string; value: string }[] }[];
}

/** Products per category for a list's filter panel: the category's key and how many match (capped like totals). */
export interface CategoryCount {
  name: string;
  count: number;
  capped: boolean;
}

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
 * "variant-required": the line names no variant of a product with options; "variant-mismatch": its variant is
 * another product's (issue 28). Both are refused by the API (400); a variant since deleted is "unknown".
 */
export type CartLineProblem = "unknown" | "out-of-stock" | "flash-ended" | "variant-required" | "variant-mismatch";

/** A cart or checkout line priced by the server from D1 at this moment. */
export interface CartQuoteLine {
  productId: string;
  /** The variant priced (null when none could be: see `problem`). */
  variantId: string | null;
  /** "Size: L / Colour: Red", "" for a product without options. */
  variantTitle: string;
  sku: string | null;
  name: string;
  imageUrl: string;
  category: string;
  /** The type it is priced as: a flashsell line whose window closed is priced as regular. */
  productType: "regular" | "flashsell";
  requestedType: "regular" | "flashsell";
  /** The variant the line named as it was sent (the cart's stored entry), priced or not. */
  requestedVariantId: string | null;
  quantity: number;
  unitPriceCents: number;
  unitShippingCents: number;
  regularPriceCents: number;
  /** How many can be bought at this price now. */
  available: number;
  /** Why the line cannot be ordered as it is (null: it can). "flash-ended" means its price went up. */
  problem: CartLineProblem | null;
}

/** The delivery a quote or order pays: the zone covering its address, and its charge in whole taka (0 when free). */
export interface DeliveryView {
  zoneId: number;
  zone: string;
  feeTaka: number;
  /** The zone's free-delivery threshold (goods, whole taka), null when it has none. */
  freeOverTaka: number | null;
}

export interface CartQuote {
  lines: CartQuoteLine[];
  itemCount: number;
  subtotalCents: number;
  /** The spec's per-item shipping, summed: part of the one delivery line. */
  shippingCents: number;
  /**
   * The zone's charge to the quote's address in the shop's currency (0 without an address or when delivery is free):
   * the other part of the delivery line, which is `shippingCents + deliveryCents`.
   */
  deliveryCents: number;
  /** The zone that delivers to the quote's address (null when the quote has no address, or the shop no zones). */
  delivery: DeliveryView | null;
  /** Goods and the delivery line, in the shop's currency. */
  totalCents: number;
  /** The same in whole taka, what a Bangladeshi pays (decision 042): goods - discount + delivery = total. */
  taka: OrderTaka;
  /** What a wallet payment of the whole order sends: `taka.total` in paisa. */
  amountDuePaisa: number;
  /** Every line can be ordered as it is. */
  orderable: boolean;
  /** Cash on delivery to the quote's address, in whole taka (null without an address). */
  cod: CodQuote | null;
  /** The number the order of this checkout will have (a signed-in shopper's quote with its checkout key). */
  reference?: string;
  /**
   * What the phone's risk rule asks of cash on delivery (issue 49), when the quote was asked for a risky number;
   * `cod` already says it. Absent or null: nothing.
   */
  codRisk?: "advance-delivery" | "advance-full" | "refuse" | null;
}

export type CodQuote = CodTerms;

/** A bKash payment as screens show it (admins only). */
export interface PaymentView {
  wallet: Wallet;
  trxId: string;
  amountPaisa: number;
  sender: string;
  reference: string | null;
  /** ISO 8601, UTC. */
  receivedAt: string;
  state: "unmatched" | "matched" | "mismatch";
  orderId: string | null;
  /** For a mismatch on a pending order: how much less than its amount due arrived. */
  shortfallPaisa: number | null;
  /** Why a mismatch waits for the admin (null when it matched, or waits for its order). */
  problem: PaymentProblem | null;
  /** What the merchant still owes back (an overpayment's excess, the payment of a closed order), in paisa. */
  refundDuePaisa: number;
  /** What was already sent back, in paisa. */
  refundedPaisa: number;
  /** Where the payment's order stands (null: no order has its TrxID yet). */
  orderStatus: OrderStatus | null;
  /** For a returned order: what the merchant chose to do with its money (null: not yet). */
  returnSettlement: ReturnSettlement | null;
  /** The number of the payment's order (null: no order has its TrxID yet). */
  orderReference: string | null;
}

/** One step of an order's timeline. */
export interface OrderEventView {
  status: OrderStatus;
  /** ISO 8601, UTC. */
  at: string;
  /** The admin's email, "shopper" or "system". */
  by: string;
  note: string | null;
  courier: string | null;
  trackingNumber: string | null;
  /** An admin's call to the customer (issue 49); absent or null for every other entry. */
  call?: "confirmed" | "no-answer" | "fake" | null;
}

/** An order as screens show it. */
export interface OrderView {
  id: string;
  status: OrderStatus;
  customerName: string;
  mobile: string;
  email: string;
  /** The currency of the prices and totals (the shop's at placement). */
  currency: string;
  totalCents: number;
  /** What the shopper sends by bKash, in paisa, fixed at placement. */
  amountDuePaisa: number;
  /** What the shopper writes in bKash's reference field. */
  reference: string;
  paymentMethod: PaymentMethod;
  /** The number the wallet money came from (the spec's bkashNum); "" for cash on delivery with no advance. */
  bkashNumber: string;
  /** "" for cash on delivery with no advance. */
  trxId: string;
  /** The wallet `trxId` belongs to (the advance's, for cash on delivery); null when nothing is paid by wallet. */
  trxWallet: Wallet | null;
  /** For cash on delivery: what was paid first by wallet (whole taka); null when nothing was asked. */
  advanceTaka: number | null;
  /** The cash the courier collects (whole taka); 0 for an order paid before it ships. */
  collectTaka: number;
  /** The cash the courier handed over once delivered (whole taka); null until then. */
  cashCollectedTaka: number | null;
  /**
   * The courier's cash checked (issue 46): `short` or `excess` against `collectTaka`; null or absent when it matches
   * or nothing was reported.
   */
  cashIssue?: CashIssue | null;
  /** A courier's delivery status the order could not take ("delivered" for a cancelled order, ...); issue 46. */
  courierConflict?: string | null;
  /** The goods, the products' own shipping (part of the delivery line) and the total, in `currency`. */
  subtotalCents: number;
  shippingCents: number;
  /** The order's money in whole taka, fixed at placement (decision 042): what is paid and collected. */
  taka: OrderTaka;
  /** For a paid order that came back: what the merchant chose to do with the money (null: not yet). */
  returnSettlement: ReturnSettlement | null;
  courier: string | null;
  trackingNumber: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** When the shop cancels the order if its payment has not come in (ISO 8601, UTC); null: never. */
  paymentDueAt: string | null;
  /**
   * The zone's delivery charge in `currency`, once per order; 0 when free or before delivery zones existed. The
   * order's one delivery line is `shippingCents + deliveryCents` (`taka.delivery` in taka).
   */
  deliveryCents: number;
  /** The zone that charged it, as it was named at placement. */
  deliveryZone: string | null;
  /** Where the parcel goes, as it was at placement; null on orders placed before addresses existed. */
  address: OrderAddressView | null;
  lines: {
    productId: string | null;
    /** The variant sold, its title and SKU as they were at order time; null for a product without options. */
    variant?: { id: string | null; title: string; sku: string | null } | null;
    name: string;
    imageUrl: string;
    category: string;
    productType: "regular" | "flashsell";
    unitPriceCents: number;
    quantity: number;
    /** Units that came back from a partial delivery and went back on the shelf (issue 46); absent: none. */
    returned?: number;
  }[];
  /** The payment received with this order's TrxID, if any (admins only; null for shoppers). */
  payment: PaymentView | null;
  /** The admin who confirmed it by hand, when no payment SMS did (admins' screens only; issue 30). */
  confirmedBy?: string | null;
}

/** An order's delivery address, kept as text at placement (names in English). */
export interface OrderAddressView {
  districtId: number;
  areaId: number;
  district: string;
  area: string;
  /** The same names in Bangla (null on orders placed before they were kept). */
  bnDistrict: string | null;
  bnArea: string | null;
  line: string;
  note: string | null;
}

/** An order with its timeline (the order page). */
export interface OrderDetailView extends OrderView {
  events: OrderEventView[];
}

export interface OrderPage {
  items: OrderView[];
  /** The status the list is filtered to, or null for all. */
  status: OrderStatus | null;
  total: number;
  page: number;
  pageSize: number;
}

/** What a product page shows (/productdetails/:id, /buyproduct/:id): the product, similar ones, the flash window, and which variant. */
export interface ProductPageData {
  product: ProductDetail;
  similar: ProductSummary[];
  flash: FlashSaleInfo;
  variant: "regular" | "flashsell";
}

/** An area of a district: an upazila, a city's metropolitan thana, or a neighbourhood known as a place (Agrabad). */
export interface LocationArea {
  id: number;
  name: string;
  bnName: string;
  /** Other spellings and neighbourhoods that find it when typed; left out when there are none. */
  aliases?: string[];
}

/** A district with its areas, as GET /api/locations lists them. */
export interface LocationDistrict {
  id: number;
  name: string;
  bnName: string;
  division: string;
  /** Other spellings that find it when typed ("Chittagong" for Chattogram); left out when there are none. */
  aliases?: string[];
  areas: LocationArea[];
}

/** One of a shopper's saved addresses, with its district's and area's names (English and Bangla). */
export interface SavedAddressView {
  id: number;
  label: string;
  name: string;
  mobile: string;
  districtId: number;
  areaId: number;
  line: string;
  note: string | null;
  isDefault: boolean;
  district: string;
  area: string;
  bnDistrict: string;
  bnArea: string;
}
