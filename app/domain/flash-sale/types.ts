/**
 * What the flash-sale Durable Object (workers/flash-sale.ts) answers and takes: the window's state, the
 * flash-stock gate's holds and refusals (decision 015). Types only, shared by the object and the domain.
 */
import type { FlashWindow, FlashWindowState, flashWindowProblem } from "./window.ts";

export interface FlashSaleStatus {
  window: FlashWindow | null;
  state: FlashWindowState;
  /** The Durable Object's clock at the moment of the answer: every price check uses this one instant. */
  now: number;
}

export type SetWindowResult = { ok: true; status: FlashSaleStatus } | { ok: false; reason: FlashWindowProblem };

export type FlashWindowProblem = NonNullable<ReturnType<typeof flashWindowProblem>>;

/** A flash line an order wants: the product and how many units. */
export interface FlashHoldLine {
  productId: number;
  quantity: number;
}

/** Who an order is for, and how many units of each offer one shopper may buy (FLASH_LIMIT_PER_SHOPPER). */
export interface FlashBuyer {
  id: number;
  limit: number;
}

/** What the gate keeps of a flash offer: its count, and what a refusal needs without D1 (name, money). */
export interface FlashOfferSnapshot {
  productId: number;
  /** The product's name as the screens show it (D1's `products.name` at the last sync). */
  name: string;
  /** Units an order may still hold: D1's min(stock, flash stock) at the last sync, less the holds since. */
  available: number;
  sellPriceCents: number;
  sellShippingCents: number;
}

/** The answer to `reserve`: the window's state (the whole order is priced at it) and what was held. */
export interface FlashReservation {
  status: FlashSaleStatus;
  /** Units were held for the order: release them (`release`) if the order is not written to D1. */
  held: boolean;
  /** The first offer that cannot cover the order's lines: the order is refused and nothing was held. */
  refused: FlashOfferSnapshot | null;
  /**
   * The first offer of which the buyer's orders in flight (held and not yet settled against D1) and this one would
   * pass the buyer's limit: the order is refused and nothing was held. D1 checks the limit again over every order.
   */
  overLimit: FlashOfferSnapshot | null;
  /** With a refusal: every offer of the order the gate knows, so the refusal can be totalled without D1. */
  offers: FlashOfferSnapshot[];
}

/** What `release` does about the gate's count besides giving the units back (see decision 015). */
export type ReleaseResync =
  /** Nothing: the order failed for a reason that says nothing about stock (TrxID used, price changed). */
  | "no"
  /** D1 found less stock than the gate: re-read the count from D1, at most once a second per offer. */
  | "if-stale"
  /** The write's outcome is unknown, or the product has gone: re-read the count from D1 now. */
  | "now";

/**
 * What the domain calls on the `FlashSale` Durable Object (workers/flash-sale.ts), as its stub exposes it: the
 * object's own methods, described here so the domain needs neither the Worker's `Env` nor the class.
 */
export interface FlashSaleObject {
  status(): Promise<FlashSaleStatus>;
  setWindow(window: FlashWindow, setBy: string | null): Promise<SetWindowResult>;
  clearWindow(): Promise<FlashSaleStatus>;
  reserve(key: string, orderId: string, lines: FlashHoldLine[], buyer?: FlashBuyer): Promise<FlashReservation>;
  release(key: string, orderId: string, resync?: ReleaseResync): Promise<void>;
  invalidate(productIds: number[]): Promise<void>;
  offerCount(productId: number): Promise<FlashOfferSnapshot | null>;
}

/** The Durable Object namespace the Worker binds as `FLASH_SALE` (wrangler.toml). */
export interface FlashSaleNamespace {
  idFromName(name: string): DurableObjectId;
  get(id: DurableObjectId): FlashSaleObject;
}

/**
 * The flash-sale binding, handed to the domain by its callers (decisions 018 and 048): the Worker's `env` itself, or
 * any object carrying the binding under its name. A binding, never a setting: settings come as values.
 */
export interface FlashSaleBinding {
  FLASH_SALE: FlashSaleNamespace;
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

/** The flash-sale window as the Durable Object answered it, times in UTC ms. */
export interface FlashSaleInfo {
  state: FlashWindowState;
  startsAt: number | null;
  endsAt: number | null;
  /** The server's clock when it answered: countdowns start from here, not from the device's clock. */
  now: number;
}
