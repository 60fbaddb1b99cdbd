/**
 * Pricing cart lines from D1: the server's quote, which the cart, the checkout and placing an order all use. D1 is
 * the only authority on prices and stock, the flash-sale Durable Object the only authority on whether a flash price
 * applies; nothing the browser sends about money is used.
 */
import { eq, or } from "drizzle-orm";
import { categories, flashSaleProducts, products, productVariants } from "@db/schema.ts";
import { optionReads, optionsOf, variantColumns } from "../variants/reading.server.ts";
import { variantTitle } from "~/schemas/variant-rules.ts";
import { codTerms } from "../payments/cod.ts";
import type { OrderLineInput } from "~/schemas/order.ts";
import { inList, type Database } from "../database.ts";
import { flashWindowIsOpen } from "../flash-sale/window.ts";
import type { FlashSaleStatus } from "../flash-sale/flash-sale.server.ts";
import { imagePath } from "../images/images.server.ts";
import { minorOfTaka, orderTaka, takaUp, type ShopMoney } from "../money.ts";
import { deliveryCharge, type DeliveryZoneCharge } from "../delivery/charge.ts";
import { placeReads, resolvedPlace, type PlaceRef, type ResolvedPlace } from "../delivery/locations.server.ts";
import type { CartLineProblem, CartQuote, CartQuoteLine } from "./types.ts";

export type LineProblem = CartLineProblem;

/** A priced line, with the image key the order line snapshots. */
export interface PricedLine extends CartQuoteLine {
  imageKey: string;
}

export interface Quote extends Omit<CartQuote, "amountDuePaisa"> {
  lines: PricedLine[];
}

/** What screens get: the quote without storage keys, with what a wallet payment of it sends (paisa of whole taka). */
export function toCartQuote(quote: Quote): CartQuote {
  return {
    ...quote,
    lines: quote.lines.map(({ imageKey: _imageKey, ...line }) => line),
    amountDuePaisa: quote.taka.total * 100,
  };
}

/** The reads a quote needs (run in a batch of their own, or inside a bigger one). */
export function quoteReads(db: Database, ids: number[], variantIds: number[] = []) {
  return [
    db
      .select({
        id: products.id,
        name: products.name,
        // Its display name: what the shopper sees, and what the order line keeps.
        category: categories.displayName,
        imageKey: products.imageKey,
        shippingCents: products.shippingCents,
      })
      .from(products)
      .innerJoin(categories, eq(categories.name, products.category))
      .where(inList(products.id, ids)),
    db
      .select({
        productId: flashSaleProducts.productId,
        variantId: flashSaleProducts.variantId,
        sellPriceCents: flashSaleProducts.sellPriceCents,
        sellShippingCents: flashSaleProducts.sellShippingCents,
        flashStock: flashSaleProducts.flashStock,
      })
      .from(flashSaleProducts)
      .where(inList(flashSaleProducts.productId, ids)),
    // The products' variants, and the variants named (one of another product is refused).
    db
      .select(variantColumns)
      .from(productVariants)
      .where(or(inList(productVariants.productId, ids), inList(productVariants.id, variantIds))),
    optionReads(db, ids),
  ] as const;
}

export type QuoteRows = readonly [
  Awaited<ReturnType<typeof quoteReads>[0]>,
  Awaited<ReturnType<typeof quoteReads>[1]>,
  Awaited<ReturnType<typeof quoteReads>[2]>,
  Awaited<ReturnType<typeof quoteReads>[3]>,
];

export function productIdsOf(input: OrderLineInput[]): number[] {
  return [...new Set(input.map((line) => Number(line.product_id)))];
}

export function variantIdsOf(input: OrderLineInput[]): number[] {
  return [...new Set(input.flatMap((line) => (line.variant_id ? [Number(line.variant_id)] : [])))];
}

/**
 * Prices cart lines from D1 at the flash-sale state given. Shipping is charged once per line (each product's
 * shipping cost), as the spec's cart sums each line's shipping. Lines that cannot be bought count for nothing.
 */
export async function quoteLines(
  db: Database,
  input: OrderLineInput[],
  flash: FlashSaleStatus,
  money: ShopMoney,
): Promise<Quote> {
  const ids = productIdsOf(input);
  const rows: QuoteRows =
    ids.length === 0 ? [[], [], [], []] : await db.batch(quoteReads(db, ids, variantIdsOf(input)));
  return priceLines(input, rows, flash, money);
}

/**
 * The quote with the delivery to a place, in one round trip: the zone covering it charges its fee (nothing from its
 * free-delivery threshold on). `place` is null when it is not a place the caller may use; then so is the delivery.
 */
export async function quoteForPlace(
  db: Database,
  input: OrderLineInput[],
  flash: FlashSaleStatus,
  money: ShopMoney,
  ref: PlaceRef,
): Promise<{ quote: Quote; place: ResolvedPlace | null }> {
  const [productRows, offerRows, variantRows, optionRows, placeRows, zoneRows] = await db.batch([
    ...quoteReads(db, productIdsOf(input), variantIdsOf(input)),
    ...placeReads(db, ref),
  ]);
  const { place, zone } = resolvedPlace([placeRows, zoneRows]);
  return {
    quote: priceLines(input, [productRows, offerRows, variantRows, optionRows], flash, money, place ? zone : null),
    place,
  };
}

/**
 * Prices the lines at the flash-sale state given, and adds the delivery of `zone` (none without one). The order has
 * one delivery line: the zone's charge (whole taka, nothing from its free-delivery threshold on) plus the spec's
 * per-item shipping, once per order. The total is the goods and that line, in the shop's currency and in whole taka
 * (decision 042), each adding up.
 */
export function priceLines(
  input: OrderLineInput[],
  [productRows, offerRows, variantRows, optionRows]: QuoteRows,
  flash: FlashSaleStatus,
  money: ShopMoney,
  zone: DeliveryZoneCharge | null = null,
  /** Off the goods, in the shop's minor units: the discount an admin typed at the order desk (issue 50). */
  discountCents = 0,
): Quote {
  const flashOpen = flashWindowIsOpen(flash.window, flash.now);
  const lines = input.map((line): PricedLine => {
    const product = productRows.find((row) => String(row.id) === line.product_id);
    const unpriced = {
      productId: line.product_id,
      variantId: null,
      variantTitle: "",
      sku: null,
      name: product?.name ?? "",
      imageUrl: product ? imagePath(product.imageKey) : "",
      imageKey: product?.imageKey ?? "",
      category: product?.category ?? "",
      productType: line.product_type,
      requestedType: line.product_type,
      requestedVariantId: line.variant_id ?? null,
      quantity: line.product_qty,
      unitPriceCents: 0,
      unitShippingCents: 0,
      regularPriceCents: 0,
      available: 0,
    };
    if (!product) return { ...unpriced, problem: "unknown" };
    const options = optionsOf(optionRows, product.id);
    const own = variantRows.filter((row) => row.productId === product.id);
    const named = line.variant_id ? variantRows.find((row) => String(row.id) === line.variant_id) : undefined;
    // Without a variant named, an entry from before options (or for a product without them) is its one variant.
    const variant = line.variant_id ? named : options.length === 0 && own.length === 1 ? own[0] : undefined;
    if (line.variant_id && named && named.productId !== product.id) return { ...unpriced, problem: "variant-mismatch" };
    if (line.variant_id && !named) return { ...unpriced, problem: "unknown" };
    if (!variant) return { ...unpriced, problem: "variant-required" };

    const offer = offerRows.find(
      (row) => row.productId === product.id && (row.variantId === null || row.variantId === variant.id),
    );
    const flashApplies = line.product_type === "flashsell" && offer !== undefined && flashOpen;
    const available = flashApplies ? Math.min(variant.stock, offer.flashStock) : variant.stock;
    const problem: LineProblem | null =
      available < line.product_qty
        ? "out-of-stock"
        : line.product_type === "flashsell" && !flashApplies
          ? "flash-ended"
          : null;
    const imageKey = variant.imageKey ?? product.imageKey;
    return {
      ...unpriced,
      variantId: String(variant.id),
      variantTitle: variantTitle(options, variant.optionValues),
      sku: variant.sku,
      imageUrl: imagePath(imageKey),
      imageKey,
      productType: flashApplies ? "flashsell" : "regular",
      unitPriceCents: flashApplies ? offer.sellPriceCents : variant.priceCents,
      unitShippingCents: flashApplies ? offer.sellShippingCents : product.shippingCents,
      regularPriceCents: variant.priceCents,
      available,
      problem,
    };
  });
  const payable = lines.filter((line) => line.problem === null || line.problem === "flash-ended");
  const subtotalCents = payable.reduce((total, line) => total + line.unitPriceCents * line.quantity, 0);
  const shippingCents = payable.reduce((total, line) => total + line.unitShippingCents, 0);
  const zoneTaka = zone ? deliveryCharge(zone, takaUp(subtotalCents, money)) : 0;
  const taka = orderTaka({ subtotalCents, shippingCents, zoneTaka, discountCents }, money);
  const deliveryCents = minorOfTaka(zoneTaka, money);
  const totalCents = subtotalCents + shippingCents + deliveryCents - minorOfTaka(taka.discount, money);
  return {
    lines,
    itemCount: payable.reduce((total, line) => total + line.quantity, 0),
    subtotalCents,
    shippingCents,
    deliveryCents,
    delivery: zone
      ? { zoneId: zone.zoneId, zone: zone.zone, feeTaka: zoneTaka, freeOverTaka: zone.freeOverTaka }
      : null,
    totalCents,
    taka,
    orderable: lines.length > 0 && lines.every((line) => line.problem === null),
    cod: zone
      ? codTerms(zone.cod, taka.total, taka.delivery, {
          flashSale: payable.some((line) => line.productType === "flashsell"),
        })
      : null,
  };
}

export type VariantRefusal =
  { ok: false; reason: "variant-required"; productName: string } | { ok: false; reason: "variant-mismatch" };

/**
 * Why the quote's lines cannot even be priced as sent (issue 28): a product with options without a variant, or a
 * variant of another product. The API refuses these (400) rather than showing them as problems of the cart.
 */
export function variantRefusal(quote: Pick<Quote, "lines">): VariantRefusal | null {
  const unchosen = quote.lines.find((line) => line.problem === "variant-required");
  if (unchosen) return { ok: false, reason: "variant-required", productName: unchosen.name };
  if (quote.lines.some((line) => line.problem === "variant-mismatch")) return { ok: false, reason: "variant-mismatch" };
  return null;
}

/** A refusal's money: the quote, or for a refusal by the flash-stock gate (no D1 read) its totals. */
export type QuoteTotals = Pick<Quote, "subtotalCents" | "shippingCents" | "totalCents">;
