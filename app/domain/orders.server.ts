/**
 * Pricing, placing and cancelling orders. D1 is the only authority on prices and stock, the flash-sale Durable
 * Object the only authority on whether a flash price applies; nothing the browser sends about money is used.
 * Placing an order is one `db.batch` (one transaction): the order, its lines and the stock decrements all land
 * or none do. Stock can never go below zero: the CHECK constraints on stock abort the batch (decision 001).
 * Flash lines are held first by the Durable Object's stock gate, which refuses a sold-out offer without D1
 * (decision 015); D1 stays the authority.
 */
import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  categories,
  flashSaleProducts,
  orderEvents,
  orderLines,
  orders,
  payments,
  products,
  type Order,
  type OrderEvent,
  type OrderLine,
  type Payment,
} from "@db/schema.ts";
import type { Database } from "./database.ts";
import type { OrderLineInput, PlaceOrderInput } from "~/schemas/order.ts";
import { containsText } from "./catalogue.server.ts";
import { flashWindowIsOpen } from "./flash-window.ts";
import type {
  FlashHoldLine,
  FlashOfferSnapshot,
  FlashReservation,
  FlashSaleStatus,
  ReleaseResync,
} from "./flash-sale.server.ts";
import { imagePath } from "./images.server.ts";
import { amountDuePaisa, type ShopMoney } from "./money.ts";
import { orderReference } from "./order-reference.ts";
import { ORDER_STATUSES, type OrderStatus } from "./order-status.ts";
import { orderTimeline } from "./order-lifecycle.server.ts";
import { paymentsFor } from "./payments.server.ts";
import { findUserByEmail, normaliseEmail } from "./users.server.ts";
import type {
  CartLineProblem,
  CartQuote,
  CartQuoteLine,
  OrderDetailView,
  OrderView,
  PaymentView,
  SessionUser,
} from "./types.ts";

export type LineProblem = CartLineProblem;

/** A priced line, with the image key the order line snapshots. */
export interface PricedLine extends CartQuoteLine {
  imageKey: string;
}

export interface Quote extends Omit<CartQuote, "amountDuePaisa"> {
  lines: PricedLine[];
}

/** What screens get: the quote without storage keys, with the taka to send for its total at the shop's rate. */
export function toCartQuote(quote: Quote, money: ShopMoney): CartQuote {
  return {
    ...quote,
    lines: quote.lines.map(({ imageKey: _imageKey, ...line }) => line),
    amountDuePaisa: amountDuePaisa(quote.totalCents, money),
  };
}

export function toOrderView({ order, lines, payment }: PlacedOrder & { payment?: Payment | null }): OrderView {
  return {
    id: order.id,
    status: order.status,
    customerName: order.customerName,
    mobile: order.mobile,
    email: order.email,
    currency: order.currency,
    totalCents: order.totalCents,
    amountDuePaisa: order.amountDuePaisa,
    reference: order.reference,
    paymentMethod: order.paymentMethod,
    bkashNumber: order.bkashNumber,
    trxId: order.trxId,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    createdAt: order.createdAt.toISOString(),
    lines: lines.map((line) => ({
      productId: line.productId === null ? null : String(line.productId),
      name: line.name,
      imageUrl: imagePath(line.imageKey),
      category: line.category,
      productType: line.productType,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
    payment: payment ? toPaymentView(payment) : null,
  };
}

export function toPaymentView(payment: Payment): PaymentView {
  return {
    trxId: payment.trxId,
    amountPaisa: payment.amountPaisa,
    sender: payment.sender,
    reference: payment.reference,
    receivedAt: payment.receivedAt.toISOString(),
    state: payment.state,
    orderId: payment.orderId,
    shortfallPaisa: payment.shortfallPaisa,
  };
}

export function toOrderDetailView(detail: OrderDetail): OrderDetailView {
  return {
    ...toOrderView(detail),
    subtotalCents: detail.order.subtotalCents,
    shippingCents: detail.order.shippingCents,
    events: detail.events.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      by: event.by,
      note: event.note,
      courier: event.courier,
      trackingNumber: event.trackingNumber,
    })),
  };
}

/** The two reads a quote needs (run in a batch of their own, or inside a bigger one). */
function quoteReads(db: Database, ids: number[]) {
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

type QuoteRows = readonly [Awaited<ReturnType<typeof quoteReads>[0]>, Awaited<ReturnType<typeof quoteReads>[1]>];

function productIdsOf(input: OrderLineInput[]): number[] {
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

function priceLines(input: OrderLineInput[], [productRows, offerRows]: QuoteRows, flash: FlashSaleStatus): Quote {
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
  return {
    lines,
    itemCount: payable.reduce((total, line) => total + line.quantity, 0),
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    orderable: lines.length > 0 && lines.every((line) => line.problem === null),
  };
}

export interface PlacedOrder {
  order: Order;
  lines: OrderLine[];
}

/** A refusal's money: the quote, or for a refusal by the flash-stock gate (no D1 read) its totals. */
export type QuoteTotals = Pick<Quote, "subtotalCents" | "shippingCents" | "totalCents">;

export type PlaceOrderResult =
  | {
      ok: true;
      placed: PlacedOrder;
      replayed: boolean;
      /** A bKash payment with the order's TrxID was waiting unmatched when the order was written. */
      paymentWaiting: boolean;
    }
  | { ok: false; reason: "unknown-product"; quote: Quote }
  | { ok: false; reason: "out-of-stock"; productName: string | null; quote: QuoteTotals }
  | { ok: false; reason: "price-changed"; quote: Quote }
  | { ok: false; reason: "trx-id-used" };

/**
 * The flash-stock gate placeOrder asks first (the FlashSale Durable Object, decision 015): one call answers the
 * window's state and holds the order's flash units, or refuses the order; `release` gives held units back when
 * the order is not written.
 */
export interface FlashStockGate {
  reserve(key: string, orderId: string, lines: FlashHoldLine[]): Promise<FlashReservation>;
  release(key: string, orderId: string, resync: ReleaseResync): Promise<void>;
}

function newOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function findOrderByCheckoutKey(
  db: Database,
  userId: number,
  checkoutKey: string,
): Promise<PlacedOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.checkoutKey, checkoutKey)));
  return order ? { order, lines: await linesOf(db, order.id) } : null;
}

async function linesOf(db: Database, orderId: string): Promise<OrderLine[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
}

function constraintOf(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) parts.push(current.message);
  return parts.join(" | ");
}

/** The flash lines the gate holds: those asking for the flash price, by a product id as D1 spells it. */
function flashLinesOf(input: OrderLineInput[]): FlashHoldLine[] {
  return input
    .filter((line) => line.product_type === "flashsell" && String(Number(line.product_id)) === line.product_id)
    .map((line) => ({ productId: Number(line.product_id), quantity: line.product_qty }));
}

/**
 * The refusal's totals from what the gate keeps of each offer, as quoteLines would give them (lines that cannot
 * be bought count for nothing); null when a line is not a flash line the gate knows, which only D1 can price.
 */
function totalsFromGate(input: OrderLineInput[], offers: FlashOfferSnapshot[]): QuoteTotals | null {
  let subtotalCents = 0;
  let shippingCents = 0;
  for (const line of input) {
    const offer =
      line.product_type === "flashsell" ? offers.find((row) => String(row.productId) === line.product_id) : undefined;
    if (!offer) return null;
    if (offer.available < line.product_qty) continue;
    subtotalCents += offer.sellPriceCents * line.product_qty;
    shippingCents += offer.sellShippingCents;
  }
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}

/**
 * Places an order for the signed-in user. A retried submit with the same checkout key returns the first order;
 * a TrxID is accepted once; any failure leaves no order and no stock change.
 *
 * Flash lines are first held by the gate (decision 015), whose answer also gives the window's state the order is
 * priced at: an offer the gate finds sold out refuses the order without D1 (a cart that also has regular lines
 * reads D1 once for the refusal's total). Then two D1 round trips: one batch reads the checkout key's order and
 * prices the lines, one batch writes the order, its lines, its event and the decrements and reads back what it
 * wrote (and whether a payment with the TrxID is waiting). If the order is not written the held units go back.
 */
export async function placeOrder(
  db: Database,
  user: SessionUser,
  input: PlaceOrderInput,
  gate: FlashStockGate,
  money: ShopMoney,
): Promise<PlaceOrderResult> {
  const orderId = newOrderId();
  const key = `${user.id}:${input.checkoutKey}`;
  const flashLines = flashLinesOf(input.orderProduct);
  const reservation: FlashReservation =
    flashLines.length > 0
      ? await gate.reserve(key, orderId, flashLines)
      : // No flash line: no flash price to decide, so no call (quoteLines looks at the state for flash lines only).
        { status: { window: null, state: "none", now: Date.now() }, held: false, refused: null, offers: [] };

  if (reservation.refused) {
    const productName = reservation.refused.name;
    const totals = totalsFromGate(input.orderProduct, reservation.offers);
    if (totals) return { ok: false, reason: "out-of-stock", productName, quote: totals };
    const quote = await quoteLines(db, input.orderProduct, reservation.status);
    if (quote.lines.some((line) => line.problem === "unknown")) return { ok: false, reason: "unknown-product", quote };
    return { ok: false, reason: "out-of-stock", productName, quote };
  }

  let attempt: { result: PlaceOrderResult; release: ReleaseResync | null };
  try {
    attempt = await writeOrder(db, user, input, orderId, reservation.status, money);
  } catch (error) {
    // Whether the write landed is unknown: the gate gives the units back and re-reads its counts from D1.
    if (reservation.held) await gate.release(key, orderId, "now");
    throw error;
  }
  if (reservation.held && attempt.release) await gate.release(key, orderId, attempt.release);
  return attempt.result;
}

/** The D1 part of placeOrder; `release` says how the gate should take back held units (null: keep them, spent). */
async function writeOrder(
  db: Database,
  user: SessionUser,
  input: PlaceOrderInput,
  orderId: string,
  flash: FlashSaleStatus,
  money: ShopMoney,
): Promise<{ result: PlaceOrderResult; release: ReleaseResync | null }> {
  const ids = productIdsOf(input.orderProduct);
  const byCheckoutKey = and(eq(orders.userId, user.id), eq(orders.checkoutKey, input.checkoutKey));
  const [previousOrder, previousLines, ...rows] = await db.batch([
    db.select().from(orders).where(byCheckoutKey),
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, db.select({ id: orders.id }).from(orders).where(byCheckoutKey)))
      .orderBy(orderLines.position),
    ...quoteReads(db, ids),
  ]);
  const [previous] = previousOrder;
  if (previous) {
    return {
      result: { ok: true, placed: { order: previous, lines: previousLines }, replayed: true, paymentWaiting: false },
      release: "no",
    };
  }

  const quote = priceLines(input.orderProduct, rows, flash);
  const unknown = quote.lines.find((line) => line.problem === "unknown");
  if (unknown) return { result: { ok: false, reason: "unknown-product", quote }, release: "now" };
  const short = quote.lines.find((line) => line.problem === "out-of-stock");
  if (short) {
    return { result: { ok: false, reason: "out-of-stock", productName: short.name, quote }, release: "if-stale" };
  }
  if (input.expectedTotal !== undefined && input.expectedTotal !== quote.totalCents) {
    return { result: { ok: false, reason: "price-changed", quote }, release: "no" };
  }

  const orderRow = {
    id: orderId,
    userId: user.id,
    email: user.email,
    customerName: input.name,
    mobile: input.mobile,
    bkashNumber: input.bkashNum,
    trxId: input.trxID,
    subtotalCents: quote.subtotalCents,
    shippingCents: quote.shippingCents,
    totalCents: quote.totalCents,
    checkoutKey: input.checkoutKey,
    status: "pending" as const,
    currency: money.currency,
    amountDuePaisa: amountDuePaisa(quote.totalCents, money),
    reference: orderReference(input.checkoutKey),
  };
  const lineRows = quote.lines.map((line, position) => ({
    orderId,
    position,
    productId: Number(line.productId),
    name: line.name,
    imageKey: line.imageKey,
    category: line.category,
    productType: line.productType,
    unitPriceCents: line.unitPriceCents,
    unitShippingCents: line.unitShippingCents,
    quantity: line.quantity,
  }));
  // The decrements are unguarded on purpose: a decrement below zero violates the CHECK constraint on stock,
  // which aborts the whole batch, so no order, line or other decrement survives it.
  const decrements = quote.lines.flatMap((line) => {
    const id = Number(line.productId);
    const stock = db
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(eq(products.id, id));
    if (line.productType !== "flashsell") return [stock];
    return [
      stock,
      db
        .update(flashSaleProducts)
        .set({ flashStock: sql`${flashSaleProducts.flashStock} - ${line.quantity}` })
        .where(eq(flashSaleProducts.productId, id)),
    ];
  });
  let written: [Order[], OrderLine[], { trxId: string }[]];
  try {
    const [order, lines, waiting] = await db.batch([
      db.insert(orders).values(orderRow).returning(),
      db.insert(orderLines).values(lineRows).returning(),
      // Inside the same transaction as the order: a payment stored before it is seen here, one stored after it
      // finds the order itself (recordPayment matches it), so a payment is never left waiting.
      db
        .select({ trxId: payments.trxId })
        .from(payments)
        .where(and(eq(payments.trxId, orderRow.trxId), eq(payments.state, "unmatched"))),
      db.insert(orderEvents).values({ orderId, status: "pending", at: new Date(), by: "shopper" }),
      ...decrements,
    ]);
    written = [order, lines, waiting];
  } catch (error) {
    const message = constraintOf(error);
    if (message.includes("orders.trx_id")) return { result: { ok: false, reason: "trx-id-used" }, release: "no" };
    if (message.includes("orders.checkout_key") || message.includes("orders.user_id, orders.checkout_key")) {
      const first = await findOrderByCheckoutKey(db, user.id, input.checkoutKey);
      // A concurrent submit with the same key won the write; it may have been placed without a hold (the gate
      // holds once per key), so the gate re-reads its counts rather than only taking this hold back.
      if (first) return { result: { ok: true, placed: first, replayed: true, paymentWaiting: false }, release: "now" };
    }
    if (message.includes("CHECK constraint failed")) {
      const now = await quoteLines(db, input.orderProduct, flash);
      const gone = now.lines.find((line) => line.problem === "out-of-stock");
      return {
        result: { ok: false, reason: "out-of-stock", productName: gone?.name ?? null, quote: now },
        release: "if-stale",
      };
    }
    if (message.includes("FOREIGN KEY constraint failed")) {
      return {
        result: { ok: false, reason: "unknown-product", quote: await quoteLines(db, input.orderProduct, flash) },
        release: "now",
      };
    }
    throw error;
  }
  const [[order], lines, waiting] = written;
  return {
    result: {
      ok: true,
      placed: { order: order!, lines: lines.toSorted((a, b) => a.position - b.position) },
      replayed: false,
      paymentWaiting: waiting.length > 0,
    },
    release: null,
  };
}

/**
 * Who may see which orders, in one place for the JSON API, My Order and Manage Order: a shopper sees their own
 * orders; an admin sees everyone's, or one customer's by email, and may search. An order the caller may not see
 * does not exist for them (404, never 403, for a single order).
 */
function visibleTo(caller: SessionUser): SQL | undefined {
  return caller.isAdmin ? undefined : eq(orders.userId, caller.id);
}

export async function getOrder(db: Database, caller: SessionUser, orderId: string): Promise<PlacedOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), visibleTo(caller)));
  return order ? { order, lines: await linesOf(db, order.id) } : null;
}

export interface OrderDetail extends PlacedOrder {
  events: OrderEvent[];
  /** The payment with the order's TrxID (admins only). */
  payment: Payment | null;
}

/** One order with its timeline, to its owner or an admin. */
export async function getOrderDetail(db: Database, caller: SessionUser, orderId: string): Promise<OrderDetail | null> {
  const placed = await getOrder(db, caller, orderId);
  if (!placed) return null;
  const [events, [payment]] = await Promise.all([
    orderTimeline(db, orderId),
    caller.isAdmin ? paymentsFor(db, [placed.order.trxId]) : Promise.resolve([]),
  ]);
  return { ...placed, events, payment: payment ?? null };
}

/** Whose orders a list asks for: the caller's, everyone's, or one customer's (by email). */
export type OrderListScope = "mine" | "everyone" | { email: string };

export interface OrderListQuery {
  scope: OrderListScope;
  page: number;
  pageSize: number;
  /** Part of a name, email, TrxID, mobile or bKash number; admins only (ignored for anyone else). */
  search: string;
  /** Only orders in this status (null or absent: all). */
  status?: OrderStatus | null;
}

export type OrderListResult =
  { ok: true; page: Awaited<ReturnType<typeof readOrderPage>> } | { ok: false; reason: "forbidden" };

/** The list the caller asked for, if they may see it. */
export async function listOrders(db: Database, caller: SessionUser, query: OrderListQuery): Promise<OrderListResult> {
  const { scope } = query;
  let userId: number | null;
  if (scope === "mine") userId = caller.id;
  else if (scope === "everyone") {
    if (!caller.isAdmin) return { ok: false, reason: "forbidden" };
    userId = null;
  } else if (normaliseEmail(scope.email) === caller.email) userId = caller.id;
  else {
    if (!caller.isAdmin) return { ok: false, reason: "forbidden" };
    const customer = await findUserByEmail(db, scope.email);
    if (!customer)
      return {
        ok: true,
        page: { items: [], status: query.status ?? null, total: 0, page: query.page, pageSize: query.pageSize },
      };
    userId = customer.id;
  }
  const search = caller.isAdmin ? query.search : "";
  const page = await readOrderPage(db, {
    userId,
    search,
    status: query.status ?? null,
    page: query.page,
    pageSize: query.pageSize,
    withPayments: caller.isAdmin,
  });
  return { ok: true, page };
}

/** How many orders are in each status (everyone's, for admins: the queue's tabs and the menu's badge). */
export async function countOrdersByStatus(db: Database): Promise<Record<OrderStatus, number>> {
  const rows = await db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status] = row.count;
  return counts;
}

const searchedColumns = [orders.customerName, orders.email, orders.trxId, orders.mobile, orders.bkashNumber];

/**
 * Orders, newest first, with their lines (and, for admins, the payment with each order's TrxID): two round trips.
 * The search matches part of the customer's name, email, TrxID (stored uppercased; LIKE ignores case), mobile or
 * bKash number, literally.
 */
async function readOrderPage(
  db: Database,
  query: {
    userId: number | null;
    search: string;
    status: OrderStatus | null;
    page: number;
    pageSize: number;
    withPayments: boolean;
  },
) {
  const term = query.search.trim();
  const where = and(
    query.status === null ? undefined : eq(orders.status, query.status),
    query.userId === null ? undefined : eq(orders.userId, query.userId),
    term ? or(...searchedColumns.map((column) => containsText(column, term))) : undefined,
  );
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: count() }).from(orders).where(where),
  ]);
  const [lines, paid] = rows.length
    ? await Promise.all([
        db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(orderLines.orderId, orderLines.position),
        query.withPayments
          ? paymentsFor(
              db,
              rows.map((row) => row.trxId),
            )
          : Promise.resolve([]),
      ])
    : [[], []];
  return {
    items: rows.map((order) => ({
      order,
      lines: lines.filter((line) => line.orderId === order.id),
      payment: paid.find((payment) => payment.trxId === order.trxId) ?? null,
    })),
    status: query.status,
    total: total?.count ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
