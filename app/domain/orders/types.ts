/** Orders and the cart's quote as screens see them. Money in integer cents (and whole taka where it says so). */
import type { CashIssue, PaymentMethod, ReturnSettlement, Wallet } from "@db/enums.ts";
import type { DeliveryView } from "../delivery/types.ts";
import type { OrderTaka } from "../money.ts";
import type { CodTerms } from "../payments/cod.ts";
import type { PaymentView } from "../payments/types.ts";
import type { OrderStatus } from "./status.ts";

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
