/**
 * Placing orders. D1 is the only authority on prices and stock, the flash-sale Durable Object the only authority on
 * whether a flash price applies; nothing the browser sends about money is used. Placing an order is one `db.batch`
 * (one transaction): the order, its lines and the stock decrements all land or none do. Stock can never go below
 * zero: the CHECK constraints on stock abort the batch (decision 001). The account's limits (decision 021: orders
 * waiting for payment, flash units per shopper) are decided in the same batch, so parallel submits cannot pass
 * them either. Flash lines are held first by the Durable Object's stock gate, which refuses a sold-out offer, or
 * one the shopper already holds their limit of, without D1 (decision 015); D1 stays the authority.
 */
import { and, eq, inArray, sql, sum, type SQL } from "drizzle-orm";
import {
  flashSaleProducts,
  orderEvents,
  orderLines,
  orders,
  payments,
  productVariants,
  type Order,
  type OrderLine,
} from "@db/schema.ts";
import { rowsPerInsert, type Database } from "../database.ts";
import { constraintFailure, failedNotNull, failedUnique } from "../constraints.ts";
import type { OrderLineInput, PlaceOrderInput } from "~/schemas/order.ts";
import type {
  FlashBuyer,
  FlashHoldLine,
  FlashOfferSnapshot,
  FlashReservation,
  FlashSaleStatus,
  ReleaseResync,
} from "../flash-sale/flash-sale.server.ts";
import type { ShopMoney } from "../money.ts";
import { paymentTerms, type PaymentTermsResult } from "../payments/terms.ts";
import type { MerchantNumbers } from "../payments/wallets.ts";
import { waitWindowMs, type OrderLimits } from "./limits.ts";
import {
  flashUnitsHeld,
  flashUnitsWithinLimit,
  waitingUnitsHeld,
  waitingUnitsWithinLimit,
} from "./limit-checks.server.ts";
import { orderReference } from "./reference.ts";
import { placeReads, resolvedPlace, type PlaceRef } from "../delivery/locations.server.ts";
import {
  priceLines,
  productIdsOf,
  quoteLines,
  quoteReads,
  variantIdsOf,
  variantRefusal,
  type PricedLine,
  type VariantRefusal,
  type Quote,
  type QuoteTotals,
} from "./pricing.server.ts";
import type { SessionClaim } from "../accounts/types.ts";
import { liveSessionUserRead } from "../accounts/sessions.server.ts";
import type { Language, OrderChannel } from "@db/enums.ts";
import { outboxWrites } from "../notifications/outbox.server.ts";
import type { NotificationSettings } from "../notifications/settings.ts";
import { orderMessages, type MessageDraft } from "../notifications/templates.ts";
import { placingRisk, placingRiskReads } from "../customers/records.server.ts";
import { riskOf, riskyCodTerms, type RiskDecision, type RiskRefusal } from "../customers/risk.ts";
import { isBlocked } from "../customers/settings.ts";

/**
 * An order typed in at the order desk (issue 50): placed by an admin (the session placeOrder is given) for the account
 * of the customer's phone, which owns it. The desk's admin is trusted with the account limits that keep strangers
 * from holding stock (orders waiting, units per product); the flash limit, stock, prices and the phone's risk apply
 * as on the website.
 */
export interface DeskPlacement {
  customer: { id: number; email: string };
  channel: OrderChannel;
  note: string | null;
  /** Off the goods, in the shop's minor units; shown on the invoice as a discount. */
  discountCents: number;
  /** The payment link's hashed token, for an order that waits for a wallet payment (null otherwise). */
  payTokenHash: string | null;
}

export interface PlacedOrder {
  order: Order;
  lines: OrderLine[];
}

export type PlaceOrderResult =
  | {
      ok: true;
      placed: PlacedOrder;
      replayed: boolean;
      /** A bKash payment with the order's TrxID was waiting unmatched when the order was written. */
      paymentWaiting: boolean;
    }
  | { ok: false; reason: "unknown-product"; quote: Quote }
  /** A line names no variant of a product with options, or a variant of another product (issue 28). */
  | VariantRefusal
  | { ok: false; reason: "out-of-stock"; productName: string | null; quote: QuoteTotals }
  | { ok: false; reason: "price-changed"; quote: Quote }
  | { ok: false; reason: "trx-id-used"; wallet: string }
  /** The payment method (or the advance's wallet) is not one the shop takes, or COD is not allowed here. */
  | Exclude<PaymentTermsResult, { ok: true }>
  /** The address's area is not its district's (or an id is unknown), or the saved address is not the shopper's. */
  | { ok: false; reason: "unknown-place"; saved: boolean }
  /** The account already has `limit` orders waiting for their payment. */
  | { ok: false; reason: "pending-limit"; limit: number }
  /** The order would take the account past `limit` units of a flash-sale product. */
  | { ok: false; reason: "flash-limit"; productName: string; limit: number }
  /** The account's waiting (pending) orders would hold more than `limit` units of one product (issue 46). */
  | { ok: false; reason: "units-limit"; productName: string; limit: number }
  /** The session the buyer's cookie names has ended (signed out): no order (decision 040). */
  | { ok: false; reason: "signed-out" }
  /** The phone's risk refused the order as it is (issue 49). */
  | { ok: false; reason: "cod-risk"; refusal: RiskRefusal };

/**
 * The flash-stock gate placeOrder asks first (the FlashSale Durable Object, decision 015): one call answers the
 * window's state and holds the order's flash units, or refuses the order; `release` gives held units back when
 * the order is not written.
 */
export interface FlashStockGate {
  reserve(key: string, orderId: string, lines: FlashHoldLine[], buyer: FlashBuyer): Promise<FlashReservation>;
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

export async function linesOf(db: Database, orderId: string): Promise<OrderLine[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
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
 * Places an order for the account whose session cookie the buyer sent. A retried submit with the same checkout key
 * returns the first order; a TrxID is accepted once; any failure leaves no order and no stock change.
 *
 * Flash lines are first held by the gate (decision 015), whose answer also gives the window's state the order is
 * priced at: an offer the gate finds sold out refuses the order without D1 (a cart that also has regular lines
 * reads D1 once for the refusal's total). Then two D1 round trips: one batch confirms the buyer's session is live
 * (decision 040: the order is refused as `signed-out` otherwise), reads the checkout key's order and prices the
 * lines, one batch writes the order, its lines, its event and the decrements and reads back what it wrote (and
 * whether a payment with the TrxID is waiting). If the order is not written the held units go back.
 */
export async function placeOrder(
  db: Database,
  buyer: SessionClaim,
  input: PlaceOrderInput,
  gate: FlashStockGate,
  money: ShopMoney,
  limits: OrderLimits,
  wallets: MerchantNumbers,
  {
    language,
    notify,
    referenceSecret,
    desk,
  }: { language: Language; notify: NotificationSettings; referenceSecret: string; desk?: DeskPlacement },
): Promise<PlaceOrderResult> {
  const orderId = newOrderId();
  // The account that owns the order: the buyer's, or at the desk the customer's.
  const ownerId = desk ? desk.customer.id : buyer.userId;
  const key = `${ownerId}:${input.checkoutKey}`;
  const flashLines = flashLinesOf(input.orderProduct);
  const reservation: FlashReservation =
    flashLines.length > 0
      ? await gate.reserve(key, orderId, flashLines, { id: ownerId, limit: limits.flashLimitPerShopper })
      : // No flash line: no flash price to decide, so no call (quoteLines looks at the state for flash lines only).
        {
          status: { window: null, state: "none", now: Date.now() },
          held: false,
          refused: null,
          overLimit: null,
          offers: [],
        };

  if (reservation.overLimit) {
    // This tells of the account's own orders: only to its live session (a sold-out offer is anyone's to know).
    const [live] = await liveSessionUserRead(db, buyer.sessionId, buyer.userId);
    if (!live) return { ok: false, reason: "signed-out" };
    return {
      ok: false,
      reason: "flash-limit",
      productName: reservation.overLimit.name,
      limit: limits.flashLimitPerShopper,
    };
  }
  if (reservation.refused) {
    const productName = reservation.refused.name;
    const totals = totalsFromGate(input.orderProduct, reservation.offers);
    if (totals) return { ok: false, reason: "out-of-stock", productName, quote: totals };
    const quote = await quoteLines(db, input.orderProduct, reservation.status, money);
    if (quote.lines.some((line) => line.problem === "unknown")) return { ok: false, reason: "unknown-product", quote };
    return { ok: false, reason: "out-of-stock", productName, quote };
  }

  let attempt: { result: PlaceOrderResult; release: ReleaseResync | null };
  try {
    attempt = await writeOrder(db, buyer, input, orderId, reservation.status, {
      money,
      limits,
      wallets,
      language,
      notify,
      referenceSecret,
      desk,
    });
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
  buyer: SessionClaim,
  input: PlaceOrderInput,
  orderId: string,
  flash: FlashSaleStatus,
  {
    money,
    limits,
    wallets,
    language,
    notify,
    referenceSecret,
    desk,
  }: {
    money: ShopMoney;
    limits: OrderLimits;
    wallets: MerchantNumbers;
    language: Language;
    notify: NotificationSettings;
    referenceSecret: string;
    desk?: DeskPlacement | undefined;
  },
  referenceAttempt = 0,
): Promise<{ result: PlaceOrderResult; release: ReleaseResync | null }> {
  const ids = productIdsOf(input.orderProduct);
  const ownerId = desk ? desk.customer.id : buyer.userId;
  const byCheckoutKey = and(eq(orders.userId, ownerId), eq(orders.checkoutKey, input.checkoutKey));
  const placeRef: PlaceRef = input.address
    ? { kind: "typed", districtId: input.address.districtId, areaId: input.address.areaId }
    : { kind: "saved", addressId: input.addressId ?? 0, userId: ownerId };
  const startedAt = Date.now();
  const [
    session,
    previousOrder,
    previousLines,
    productRows,
    offerRows,
    variantRows,
    optionRows,
    placeRows,
    zoneRows,
    ...riskRows
  ] = await db.batch([
    liveSessionUserRead(db, buyer.sessionId, buyer.userId),
    db.select().from(orders).where(byCheckoutKey),
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, db.select({ id: orders.id }).from(orders).where(byCheckoutKey)))
      .orderBy(orderLines.position),
    ...quoteReads(db, ids, variantIdsOf(input.orderProduct)),
    ...placeReads(db, placeRef),
    ...placingRiskReads(db, input.mobile, startedAt),
  ]);
  const user = session[0]?.user;
  // A session that ended (signed out, everywhere or after a password change) orders nothing, not even a replay.
  // Nothing changed in D1, so the held units only go back (no re-read).
  if (!user) return { result: { ok: false, reason: "signed-out" }, release: "no" };
  const [previous] = previousOrder;
  if (previous) {
    return {
      result: { ok: true, placed: { order: previous, lines: previousLines }, replayed: true, paymentWaiting: false },
      release: "no",
    };
  }

  const { place, zone } = resolvedPlace([placeRows, zoneRows]);
  if (!place)
    return { result: { ok: false, reason: "unknown-place", saved: placeRef.kind === "saved" }, release: "now" };
  const quote = priceLines(
    input.orderProduct,
    [productRows, offerRows, variantRows, optionRows],
    flash,
    money,
    zone,
    desk?.discountCents ?? 0,
  );
  const unknown = quote.lines.find((line) => line.problem === "unknown");
  if (unknown) return { result: { ok: false, reason: "unknown-product", quote }, release: "now" };
  const refusal = variantRefusal(quote);
  if (refusal) return { result: refusal, release: "now" };
  const short = quote.lines.find((line) => line.problem === "out-of-stock");
  if (short) {
    return { result: { ok: false, reason: "out-of-stock", productName: short.name, quote }, release: "if-stale" };
  }
  // The phone (issue 49): a blocked number, too many orders to it this hour, and a risky one's cash on delivery.
  const risk = placingRisk(input.mobile, riskRows);
  const refuse = (refusal: RiskRefusal) => ({
    result: { ok: false, reason: "cod-risk", refusal } as const,
    release: "now" as const,
  });
  if (isBlocked(risk.settings, input.mobile)) return refuse({ kind: "blocked" });
  if (
    input.paymentMethod === "COD" &&
    risk.settings.ordersPerPhonePerHour > 0 &&
    risk.lastHour >= risk.settings.ordersPerPhonePerHour
  )
    return refuse({ kind: "cooldown", limit: risk.settings.ordersPerPhonePerHour });
  const decision: RiskDecision | null =
    input.paymentMethod === "COD" ? riskOf(risk.record, risk.record.courier, risk.settings) : null;
  let cod = quote.cod;
  if (decision && cod) {
    const risky = riskyCodTerms(cod, decision.action, quote.taka);
    if (risky === "refused") return refuse({ kind: "no-cod", decision });
    cod = risky;
    if (cod.offered && cod.advanceTaka > 0 && !input.advance)
      return refuse({ kind: "advance", advanceTaka: cod.advanceTaka, decision });
  }
  const terms = paymentTerms(input, { taka: quote.taka, zone: quote.delivery?.zone ?? null, cod }, wallets);
  if (!terms.ok) return { result: terms, release: "now" };
  // At the desk a wallet order may wait for its payment, by link (issue 50): it names no wallet TrxID until paid.
  const payment =
    desk && terms.payment.trxId === "" ? { ...terms.payment, trxWallet: null, bkashNumber: "" } : terms.payment;
  // The total, and the taka the shopper was told to send: a rate changed since the quote moves only the latter.
  if (
    (input.expectedTotal !== undefined && input.expectedTotal !== quote.totalCents) ||
    (input.expectedAmountDue !== undefined && input.expectedAmountDue !== payment.amountDuePaisa)
  ) {
    return { result: { ok: false, reason: "price-changed", quote }, release: "no" };
  }
  const flashUnits = flashUnitsOf(quote.lines);
  const placedAt = Date.now();

  const owner = desk ? desk.customer : user;
  const orderRow = {
    id: orderId,
    userId: owner.id as number | SQL,
    email: owner.email,
    customerName: input.name,
    mobile: input.mobile,
    bkashNumber: payment.bkashNumber,
    trxId: payment.trxId,
    paymentMethod: payment.paymentMethod,
    trxWallet: payment.trxWallet,
    totalTaka: quote.taka.total,
    deliveryTaka: quote.taka.delivery,
    discountTaka: quote.taka.discount,
    advanceTaka: payment.advanceTaka,
    collectTaka: payment.collectTaka,
    subtotalCents: quote.subtotalCents,
    shippingCents: quote.shippingCents,
    totalCents: quote.totalCents,
    checkoutKey: input.checkoutKey as string | SQL,
    status: desk ? ("pending" as const) : onlyIf(pendingBelowLimit(owner.id, limits.maxPendingOrders), "pending"),
    currency: money.currency,
    amountDuePaisa: payment.amountDuePaisa,
    reference: await orderReference(referenceSecret, owner.id, input.checkoutKey, referenceAttempt),
    // Every order waits for something, and not for ever: its money, or (cash on delivery with nothing to pay
    // first) the merchant's call, COD_CONFIRM_HOURS (issue 47).
    paymentDueAt: new Date(
      placedAt + waitWindowMs(limits, { awaitsMoney: payment.awaitsMoney, hasFlashLines: flashUnits.size > 0 }),
    ),
    deliveryCents: quote.deliveryCents,
    deliveryZone: quote.delivery?.zone ?? null,
    addressDistrictId: place.districtId,
    addressAreaId: place.areaId,
    addressDistrict: place.district,
    addressArea: place.area,
    addressDistrictBn: place.bnDistrict,
    addressAreaBn: place.bnArea,
    addressLine: place.saved?.line ?? input.address?.line ?? null,
    addressNote: place.saved ? place.saved.note : (input.address?.note ?? null),
    risk: decision ? JSON.stringify(decision) : null,
    channel: desk?.channel ?? "web",
    enteredBy: desk ? user.id : null,
    deskNote: desk?.note ?? null,
    payTokenHash: desk?.payTokenHash ?? null,
    language,
    createdAt: new Date(placedAt),
  };
  if (flashUnits.size > 0) orderRow.userId = onlyIf(flashUnitsWithinLimit(owner.id, flashUnits, limits), owner.id);
  // Units of each product the account's waiting orders hold, this one's included (issue 46); not at the desk.
  if (!desk)
    orderRow.checkoutKey = onlyIf(
      waitingUnitsWithinLimit(owner.id, productUnitsOf(quote.lines), limits),
      input.checkoutKey,
    );
  const lineRows = quote.lines.map((line, position) => ({
    orderId,
    position,
    productId: Number(line.productId),
    variantId: Number(line.variantId),
    variantTitle: line.variantTitle || null,
    sku: line.sku,
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
  // Stock is the variant's (the product's follows by trigger).
  const decrements = quote.lines.flatMap((line) => {
    const id = Number(line.productId);
    const stock = db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(eq(productVariants.id, Number(line.variantId)));
    if (line.productType !== "flashsell") return [stock];
    return [
      stock,
      db
        .update(flashSaleProducts)
        .set({ flashStock: sql`${flashSaleProducts.flashStock} - ${line.quantity}` })
        .where(eq(flashSaleProducts.productId, id)),
    ];
  });
  // A cart's lines bind more parameters than one statement takes (D1: 100): an INSERT per few lines.
  const lineWrites = rowsPerInsert(orderLines, lineRows).map((rows) => db.insert(orderLines).values(rows).returning());
  let written: [Order[], OrderLine[], { trxId: string }[]];
  try {
    const [order, waiting, ...rest] = await db.batch([
      db.insert(orders).values(orderRow).returning(),
      // Inside the same transaction as the order: a payment stored before it is seen here, one stored after it
      // finds the order itself (recordPayment matches it), so a payment is never left waiting.
      db
        .select({ trxId: payments.trxId })
        .from(payments)
        .where(
          and(
            eq(payments.wallet, payment.trxWallet ?? sql`NULL`),
            eq(payments.trxId, orderRow.trxId),
            eq(payments.state, "unmatched"),
          ),
        ),
      ...lineWrites,
      db
        .insert(orderEvents)
        .values({ orderId, status: "pending", at: new Date(placedAt), by: desk ? user.email : "shopper" }),
      // The order's messages (decision 024): written with it, or not at all. The desk's count against the
      // customer's number only, never the admin's account (issue 50).
      ...outboxWrites(db, deskSent(orderMessages(orderRow, lineRows, { event: "placed" }, notify), desk)),
      ...decrements,
    ]);
    const lines = rest.slice(0, lineWrites.length).flat() as OrderLine[];
    written = [order, lines, waiting];
  } catch (error) {
    const failure = constraintFailure(error);
    if (failedNotNull(failure, "orders.status")) {
      return { result: { ok: false, reason: "pending-limit", limit: limits.maxPendingOrders }, release: "no" };
    }
    if (failedNotNull(failure, "orders.checkout_key")) {
      const productName = await firstOverUnits(db, owner.id, quote.lines, limits);
      return {
        result: { ok: false, reason: "units-limit", productName, limit: limits.maxUnitsPerProduct },
        release: "no",
      };
    }
    if (failedNotNull(failure, "orders.user_id")) {
      const productName = await firstOverLimit(db, owner.id, quote.lines, flashUnits, limits);
      return {
        result: { ok: false, reason: "flash-limit", productName, limit: limits.flashLimitPerShopper },
        release: "no",
      };
    }
    if (failedUnique(failure, "orders.trx_id"))
      return { result: { ok: false, reason: "trx-id-used", wallet: payment.trxWallet ?? "bKash" }, release: "no" };
    if (failedUnique(failure, "orders.checkout_key")) {
      const first = await findOrderByCheckoutKey(db, owner.id, input.checkoutKey);
      // A concurrent submit with the same key won the write; it may have been placed without a hold (the gate
      // holds once per key), so the gate re-reads its counts rather than only taking this hold back.
      if (first) return { result: { ok: true, placed: first, replayed: true, paymentWaiting: false }, release: "now" };
    }
    if (failedUnique(failure, "orders.reference") && referenceAttempt < 3) {
      // Another checkout's reference hashed alike (or this checkout's own order won a concurrent submit).
      const first = await findOrderByCheckoutKey(db, owner.id, input.checkoutKey);
      if (first) return { result: { ok: true, placed: first, replayed: true, paymentWaiting: false }, release: "now" };
      return writeOrder(
        db,
        buyer,
        input,
        orderId,
        flash,
        { money, limits, wallets, language, notify, referenceSecret, desk },
        referenceAttempt + 1,
      );
    }
    if (failure?.kind === "check") {
      const now = await quoteLines(db, input.orderProduct, flash, money);
      const gone = now.lines.find((line) => line.problem === "out-of-stock");
      return {
        result: { ok: false, reason: "out-of-stock", productName: gone?.name ?? null, quote: now },
        release: "if-stale",
      };
    }
    if (failure?.kind === "foreign-key") {
      return {
        result: { ok: false, reason: "unknown-product", quote: await quoteLines(db, input.orderProduct, flash, money) },
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

/** The messages of an order placed at the desk count against the customer's number only (issue 50). */
function deskSent(drafts: MessageDraft[], desk: DeskPlacement | undefined): MessageDraft[] {
  if (!desk) return drafts;
  return drafts.map((draft) =>
    draft.smsLimits ? { ...draft, smsLimits: { ...draft.smsLimits, perAccountDay: null } } : draft,
  );
}

/**
 * A value the order row gets only while `condition` holds; otherwise NULL, which the column's NOT NULL constraint
 * refuses, aborting the whole batch as the CHECK on stock does. Each limit guards a column of its own (the pending
 * limit `status`, the flash limit `user_id`, the units per product `checkout_key`), so D1's error names the limit that
 * refused the order.
 */
function onlyIf(condition: SQL, value: string | number): SQL {
  return sql`(CASE WHEN ${condition} THEN ${value} END)`;
}

/** Fewer than `limit` of the account's orders wait for their payment. */
function pendingBelowLimit(userId: number, limit: number): SQL {
  return sql`(SELECT count(*) FROM ${orders} WHERE ${orders.userId} = ${userId} AND ${orders.status} = 'pending') < ${limit}`;
}

/** Flash units per product of the priced lines (lines of one product summed). */
function flashUnitsOf(lines: PricedLine[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines) {
    if (line.productType !== "flashsell") continue;
    const id = Number(line.productId);
    units.set(id, (units.get(id) ?? 0) + line.quantity);
  }
  return units;
}

/** The name of the first flash-sale product the order would take past the account's limit (for the refusal). */
async function firstOverLimit(
  db: Database,
  userId: number,
  lines: PricedLine[],
  units: Map<number, number>,
  limits: OrderLimits,
): Promise<string> {
  for (const [productId, quantity] of units) {
    const [held] = await db
      .select({ units: sum(orderLines.quantity).mapWith(Number) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(flashUnitsHeld(userId, productId));
    if ((held?.units ?? 0) + quantity > limits.flashLimitPerShopper)
      return lines.find((line) => Number(line.productId) === productId)!.name;
  }
  return lines.find((line) => line.productType === "flashsell")!.name;
}

/** Units per product of the priced lines, whatever their type or variant (lines of one product summed). */
function productUnitsOf(lines: PricedLine[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines) {
    const id = Number(line.productId);
    units.set(id, (units.get(id) ?? 0) + line.quantity);
  }
  return units;
}

/** The name of the first product the order would take past the account's units per product (for the refusal). */
async function firstOverUnits(db: Database, userId: number, lines: PricedLine[], limits: OrderLimits) {
  for (const [productId, quantity] of productUnitsOf(lines)) {
    const [held] = await db
      .select({ units: sum(orderLines.quantity).mapWith(Number) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(waitingUnitsHeld(userId, productId));
    if ((held?.units ?? 0) + quantity > limits.maxUnitsPerProduct)
      return lines.find((line) => Number(line.productId) === productId)!.name;
  }
  return lines[0]!.name;
}
