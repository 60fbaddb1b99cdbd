/**
 * Pricing cart lines from D1: the server's quote, which the cart, the checkout and placing an order all use. D1 is
 * the only authority on prices and stock, the flash-sale Durable Object the only authority on whether a flash price
 * applies; nothing the browser sends about money is used.
 */
import { eq, inArray } from "drizzle-orm";
import { categories, flashSaleProducts, products } from "@db/schema.ts";
import { codTerms, type CodTerms } from "../payments/cod.ts";
import type { OrderLineInput } from "~/schemas/order.ts";
import type { Database } from "../database.ts";
import { flashWindowIsOpen } from "../flash-sale/window.ts";
import type { FlashSaleStatus } from "../flash-sale/flash-sale.server.ts";
import { imagePath } from "../images/images.server.ts";
import { amountDuePaisa, type ShopMoney } from "../money.ts";
import { deliveryCharge, type DeliveryZoneCharge } from "../delivery/charge.ts";
import { placeReads, resolvedPlace, type PlaceRef, type ResolvedPlace } from "../delivery/locations.server.ts";
import type { CartLineProblem, CartQuote, CartQuoteLine } from "../types.ts";

export type LineProblem = CartLineProblem;

/** A priced line, with the image key the order line snapshots. */
export interface PricedLine extends CartQuoteLine {
  imageKey: string;
}

export interface Quote extends Omit<CartQuote, "amountDuePaisa" | "cod"> {
  lines: PricedLine[];
  /** Cash on delivery to the quote's place (null without one). */
  cod: CodTerms | null;
}

/** What screens get: the quote without storage keys, with the taka to send for its total at the shop's rate. */
export function toCartQuote(quote: Quote, money: ShopMoney): CartQuote {
  return {
    ...quote,
    lines: quote.lines.map(({ imageKey: _imageKey, ...line }) => line),
    amountDuePaisa: amountDuePaisa(quote.totalCents, money),
    cod: quote.cod?.offered ? { ...quote.cod, advancePaisa: amountDuePaisa(quote.cod.advanceCents, money) } : quote.cod,
  };
}

/** The two reads a quote needs (run in a batch of their own, or inside a bigger one). */
export function quoteReads(db: Database, ids: number[]) {
  return [
    db
      .select({
        id: products.id,
        name: products.name,
        // Its display name: what the shopper sees, and what the order line keeps.
        category: categories.displayName,
        imageKey: products.imageKey,
        priceCents: products.priceCents,
        shippingCents: products.shippingCents,
        stock: products.stock,
      })
      .from(products)
      .innerJoin(categories, eq(categories.name, products.category))
      .where(inArray(products.id, ids)),
    db
      .select({
        productId: flashSaleProducts.productId,
        sellPriceCents: flashSaleProducts.sellPriceCents,
        sellShippingCents: flashSaleProducts.sellShippingCents,
        flashStock: flashSaleProducts.flashStock,
      })
      .from(flashSaleProducts)
      .where(inArray(flashSaleProducts.productId, ids)),
  ] as const;
}

export type QuoteRows = readonly [Awaited<ReturnType<typeof quoteReads>[0]>, Awaited<ReturnType<typeof quoteReads>[1]>];

export function productIdsOf(input: OrderLineInput[]): number[] {
  return [...new Set(input.map((line) => Number(line.product_id)))];
}

/**
 * Prices cart lines from D1 at the flash-sale state given. Shipping is charged once per line (each product's
 * shipping cost), as the spec's cart sums each line's shipping. Lines that cannot be bought count for nothing.
 */
export async function quoteLines(db: Database, input: OrderLineInput[], flash: FlashSaleStatus): Promise<Quote> {
  const ids = productIdsOf(input);
  const rows: QuoteRows = ids.length === 0 ? [[], []] : await db.batch(quoteReads(db, ids));
  return priceLines(input, rows, flash);
}

/**
 * The quote with the delivery to a place, in one round trip: the zone covering it charges its fee (nothing from its
 * free-delivery threshold on). `place` is null when it is not a place the caller may use; then so is the delivery.
 */
export async function quoteForPlace(
  db: Database,
  input: OrderLineInput[],
  flash: FlashSaleStatus,
  ref: PlaceRef,
): Promise<{ quote: Quote; place: ResolvedPlace | null }> {
  const [productRows, offerRows, placeRows, zoneRows] = await db.batch([
    ...quoteReads(db, productIdsOf(input)),
    ...placeReads(db, ref),
  ]);
  const { place, zone } = resolvedPlace([placeRows, zoneRows]);
  return { quote: priceLines(input, [productRows, offerRows], flash, place ? zone : null), place };
}

/**
 * Prices the lines at the flash-sale state given, and adds the delivery of `zone` (none without one): the total is
 * the items, their per-item shipping (the spec's) and the delivery charge, once per order.
 */
export function priceLines(
  input: OrderLineInput[],
  [productRows, offerRows]: QuoteRows,
  flash: FlashSaleStatus,
  zone: DeliveryZoneCharge | null = null,
): Quote {
  const flashOpen = flashWindowIsOpen(flash.window, flash.now);
  const lines = input.map((line): PricedLine => {
    const product = productRows.find((row) => String(row.id) === line.product_id);
    if (!product) {
      return {
        productId: line.product_id,
        name: "",
        imageUrl: "",
        imageKey: "",
        category: "",
        productType: line.product_type,
        requestedType: line.product_type,
        quantity: line.product_qty,
        unitPriceCents: 0,
        unitShippingCents: 0,
        regularPriceCents: 0,
        available: 0,
        problem: "unknown",
      };
    }
    const offer = offerRows.find((row) => row.productId === product.id);
    const flashApplies = line.product_type === "flashsell" && offer !== undefined && flashOpen;
    const available = flashApplies ? Math.min(product.stock, offer.flashStock) : product.stock;
    const problem: LineProblem | null =
      available < line.product_qty
        ? "out-of-stock"
        : line.product_type === "flashsell" && !flashApplies
          ? "flash-ended"
          : null;
    return {
      productId: line.product_id,
      name: product.name,
      imageUrl: imagePath(product.imageKey),
      imageKey: product.imageKey,
      category: product.category,
      productType: flashApplies ? "flashsell" : "regular",
      requestedType: line.product_type,
      quantity: line.product_qty,
      unitPriceCents: flashApplies ? offer.sellPriceCents : product.priceCents,
      unitShippingCents: flashApplies ? offer.sellShippingCents : product.shippingCents,
      regularPriceCents: product.priceCents,
      available,
      problem,
    };
  });
  const payable = lines.filter((line) => line.problem !== "unknown" && line.problem !== "out-of-stock");
  const subtotalCents = payable.reduce((total, line) => total + line.unitPriceCents * line.quantity, 0);
  const shippingCents = payable.reduce((total, line) => total + line.unitShippingCents, 0);
  const deliveryCents = zone ? deliveryCharge(zone, subtotalCents) : 0;
  const totalCents = subtotalCents + shippingCents + deliveryCents;
  return {
    lines,
    itemCount: payable.reduce((total, line) => total + line.quantity, 0),
    subtotalCents,
    shippingCents,
    deliveryCents,
    delivery: zone
      ? { zoneId: zone.zoneId, zone: zone.zone, feeCents: deliveryCents, freeOverCents: zone.freeOverCents }
      : null,
    totalCents,
    orderable: lines.length > 0 && lines.every((line) => line.problem === null),
    cod: zone ? codTerms(zone.cod, totalCents, deliveryCents) : null,
  };
}

/** A refusal's money: the quote, or for a refusal by the flash-stock gate (no D1 read) its totals. */
export type QuoteTotals = Pick<Quote, "subtotalCents" | "shippingCents" | "totalCents">;
