import { DurableObject } from "cloudflare:workers";
import { desc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { flashSaleProducts, flashSaleWindows, orders, products, productVariants } from "@db/schema.ts";
import type {
  FlashBuyer,
  FlashHoldLine,
  FlashOfferSnapshot,
  FlashReservation,
  FlashSaleStatus,
  ReleaseResync,
  SetWindowResult,
} from "~/domain/flash-sale/types.ts";
import { flashWindowProblem, flashWindowState, type FlashWindow } from "~/domain/flash-sale/window.ts";

const WINDOW_KEY = "window";
/** A held order that is still not in D1 after this is taken as abandoned (its Worker died): its units return. */
export const HOLD_TTL_MS = 60_000;
/** While holds exist, an alarm this often settles them against D1 (placed or abandoned). */
const SWEEP_MS = 30_000;
/** A refusal re-reads the offer from D1 first when its count is older than this (heals a missed invalidation). */
export const HEAL_AFTER_MS = 30_000;
/** `release(..., "if-stale")` re-reads an offer at most this often. */
const RESYNC_MIN_MS = 1_000;
/** How long a placed order's checkout key is remembered, so a retry is answered by D1 (the first order). */
const PLACED_KEEP_MS = 24 * 3_600_000;
/** Products found without an offer are remembered in memory this long (at most NOT_OFFERED_MAX of them). */
const NOT_OFFERED_TTL_MS = 30_000;
const NOT_OFFERED_MAX = 1_000;

/** The window an instance starts with: its stored one (null once cleared), or else the last one logged in D1. */
export async function startingWindow(
  storage: DurableObjectStorage,
  lastLogged: () => Promise<FlashWindow | null>,
): Promise<FlashWindow | null> {
  const stored = await storage.get<FlashWindow | null>(WINDOW_KEY);
  return stored === undefined ? lastLogged() : stored;
}

type OfferRow = {
  product_id: number;
  name: string;
  available: number;
  sell_price_cents: number;
  sell_shipping_cents: number;
  synced_at: number;
};

/** The gate's tables in the object's own SQLite storage (created on start; the window stays a key-value entry). */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS flash_offers (
  product_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  available INTEGER NOT NULL,
  sell_price_cents INTEGER NOT NULL,
  sell_shipping_cents INTEGER NOT NULL,
  synced_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS flash_reservations (
  key TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  placed INTEGER NOT NULL DEFAULT 0,
  buyer INTEGER
);
CREATE INDEX IF NOT EXISTS flash_reservations_order ON flash_reservations (order_id);
CREATE TABLE IF NOT EXISTS flash_holds (
  order_id TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (order_id, product_id)
);
CREATE INDEX IF NOT EXISTS flash_holds_product ON flash_holds (product_id, at);
`;

/** Storage written before the per-shopper limit (issue 21) lacks the buyer column: it is added once. */
const BUYER_INDEX = "CREATE INDEX IF NOT EXISTS flash_reservations_buyer ON flash_reservations (buyer)";

function snapshot(row: OfferRow): FlashOfferSnapshot {
  return {
    productId: row.product_id,
    name: row.name,
    available: Math.max(0, row.available),
    sellPriceCents: row.sell_price_cents,
    sellShippingCents: row.sell_shipping_cents,
  };
}

/** Units wanted per product, lines of one product summed; lines that name no real product id are left to D1. */
function unitsWanted(lines: FlashHoldLine[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const { productId, quantity } of lines) {
    if (!Number.isSafeInteger(productId) || productId < 1 || !Number.isSafeInteger(quantity) || quantity < 1) continue;
    wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
  }
  return wanted;
}

/**
 * The one authority on the flash-sale window, and the gate in front of the flash offers' stock (decision 015).
 *
 * The window: a single instance (named "global") holds it in its SQLite-backed storage; every price check asks
 * it, so all isolates agree on whether the sale is open. When its storage is empty (a new deployment, fresh local
 * state) it starts from the last window logged in D1. A cleared window is stored as null, so it stays cleared.
 *
 * The gate: `reserve` answers the window and, while it is open, holds the order's flash units against a count
 * per offer kept in the object's storage, or refuses the order without D1 when an offer cannot cover it. D1 stays
 * the authority (its CHECK constraints still refuse an oversell); the count is seeded from D1 lazily, re-read
 * (`invalidate`) after any other change to an offer's stock, and settled against D1 by order id: a hold whose
 * order is in D1 is spent, one whose order never arrives is given back.
 */
export class FlashSale extends DurableObject<Env> {
  private window: FlashWindow | null = null;
  /** When the alarm is set for (null: none). */
  private alarmAt: number | null = null;
  /** Product ids D1 had no offer for, and when that was read (memory only; `invalidate` forgets them). */
  private notOffered = new Map<number, number>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      ctx.storage.sql.exec(SCHEMA);
      const columns = ctx.storage.sql.exec<{ name: string }>("PRAGMA table_info(flash_reservations)").toArray();
      if (!columns.some((column) => column.name === "buyer"))
        ctx.storage.sql.exec("ALTER TABLE flash_reservations ADD COLUMN buyer INTEGER");
      ctx.storage.sql.exec(BUYER_INDEX);
      this.window = await startingWindow(ctx.storage, () => this.lastLoggedWindow());
      this.alarmAt = await ctx.storage.getAlarm();
    });
  }

  async status(): Promise<FlashSaleStatus> {
    return this.statusAt(Date.now());
  }

  async setWindow(window: FlashWindow, setBy: string | null): Promise<SetWindowResult> {
    const candidate = { startsAt: Math.trunc(window.startsAt), endsAt: Math.trunc(window.endsAt) };
    const problem = flashWindowProblem(candidate);
    if (problem) return { ok: false, reason: problem };
    // Setting the window it already has (Set Time without edits) changes nothing and logs nothing.
    if (this.window?.startsAt === candidate.startsAt && this.window.endsAt === candidate.endsAt) {
      return { ok: true, status: await this.status() };
    }
    await drizzle(this.env.DB)
      .insert(flashSaleWindows)
      .values({ startsAt: new Date(candidate.startsAt), endsAt: new Date(candidate.endsAt), setBy });
    await this.ctx.storage.put(WINDOW_KEY, candidate);
    this.window = candidate;
    return { ok: true, status: await this.status() };
  }

  /** No window at all: no flash prices until a new window is set. */
  async clearWindow(): Promise<FlashSaleStatus> {
    await this.ctx.storage.put(WINDOW_KEY, null);
    this.window = null;
    return this.status();
  }

  /**
   * The checkout's one call: the window's state now and, while the sale is open, the order's flash units held
   * (`key` is the user's checkout key, `orderId` the id the order will have in D1). An offer that cannot cover
   * the order refuses it, from the object's storage alone, and so does an order that would take the buyer past
   * their limit of an offer, counting the buyer's holds not yet settled against D1 (parallel submits from one
   * account; D1 checks the limit over all of the account's orders). A key the gate has held before (a retried
   * submit) holds nothing and refuses nothing: D1 answers it with the first order.
   */
  async reserve(key: string, orderId: string, lines: FlashHoldLine[], buyer?: FlashBuyer): Promise<FlashReservation> {
    const wanted = unitsWanted(lines);
    if (wanted.size > 0 && flashWindowState(this.window, Date.now()) === "open" && !this.reservationOf(key)) {
      const unseen = [...wanted.keys()].filter((id) => !this.offer(id) && !this.knownNotOffered(id));
      if (unseen.length > 0) await this.resync(unseen);
      const short = this.firstShort(wanted);
      if (short && this.needsHealing(short)) await this.resync([short.product_id]);
    }
    // From here on nothing awaits until the units are held: deciding and holding are one step for the object.
    const now = Date.now();
    const status = this.statusAt(now);
    const nothing = { status, held: false, refused: null, overLimit: null, offers: [] };
    if (wanted.size === 0 || status.state !== "open" || this.reservationOf(key)) return nothing;
    const offers = [...wanted.keys()].flatMap((id) => this.offer(id) ?? []);
    if (offers.length === 0) return nothing;
    const overLimit = buyer ? this.firstOverLimit(wanted, buyer) : null;
    if (overLimit) return { ...nothing, overLimit: snapshot(overLimit) };
    const short = this.firstShort(wanted);
    if (short) return { ...nothing, refused: snapshot(short), offers: offers.map(snapshot) };
    const storage = this.ctx.storage;
    storage.transactionSync(() => {
      storage.sql.exec(
        "INSERT INTO flash_reservations (key, order_id, at, placed, buyer) VALUES (?, ?, ?, 0, ?)",
        key,
        orderId,
        now,
        buyer?.id ?? null,
      );
      for (const offer of offers) {
        const quantity = wanted.get(offer.product_id)!;
        storage.sql.exec(
          "UPDATE flash_offers SET available = available - ? WHERE product_id = ?",
          quantity,
          offer.product_id,
        );
        storage.sql.exec(
          "INSERT INTO flash_holds (order_id, product_id, quantity, at) VALUES (?, ?, ?, ?)",
          orderId,
          offer.product_id,
          quantity,
          now,
        );
      }
    });
    await this.alarmBy(now + SWEEP_MS);
    return { status, held: true, refused: null, overLimit: null, offers: [] };
  }

  /**
   * The order held under `key` was not written to D1: its units return to the count (once: a second release, or
   * one for a hold already settled, does nothing). `resync` says whether to re-read the offers from D1 as well.
   */
  async release(key: string, orderId: string, resync: ReleaseResync = "no"): Promise<void> {
    const sqlStorage = this.ctx.storage.sql;
    const mine = sqlStorage
      .exec("SELECT 1 FROM flash_reservations WHERE key = ? AND order_id = ? AND placed = 0", key, orderId)
      .toArray();
    if (mine.length === 0) return;
    const productIds = sqlStorage
      .exec<{ product_id: number }>("SELECT product_id FROM flash_holds WHERE order_id = ?", orderId)
      .toArray()
      .map((row) => row.product_id);
    this.ctx.storage.transactionSync(() => {
      this.dropHolds(orderId, true);
      sqlStorage.exec("DELETE FROM flash_reservations WHERE key = ?", key);
    });
    if (resync === "no") return;
    const now = Date.now();
    const stale =
      resync === "now"
        ? productIds
        : productIds.filter((id) => now - (this.offer(id)?.synced_at ?? 0) >= RESYNC_MIN_MS);
    if (stale.length > 0) await this.resync(stale);
  }

  /**
   * D1's stock of these products changed some other way than an order placed through the gate (an admin's edit,
   * an offer added or deleted, a cancelled, rejected or expired order's restock): re-read their counts. Products
   * the gate does not track cost nothing.
   */
  async invalidate(productIds: number[]): Promise<void> {
    for (const id of productIds) this.notOffered.delete(id);
    const tracked = [...new Set(productIds)].filter((id) => this.offer(id));
    if (tracked.length > 0) await this.resync(tracked);
  }

  /** What the gate holds for an offer (null: not tracked). For the admin's eyes and tests. */
  async offerCount(productId: number): Promise<FlashOfferSnapshot | null> {
    const row = this.offer(productId);
    return row ? snapshot(row) : null;
  }

  /** The sweep: settles every hold against D1, forgets old placed keys, and sets the next alarm if needed. */
  async alarm(): Promise<void> {
    this.alarmAt = null;
    const sqlStorage = this.ctx.storage.sql;
    const held = sqlStorage
      .exec<{ product_id: number }>("SELECT DISTINCT product_id FROM flash_holds")
      .toArray()
      .map((row) => row.product_id);
    if (held.length > 0) await this.resync(held);
    const now = Date.now();
    sqlStorage.exec("DELETE FROM flash_reservations WHERE placed = 1 AND at < ?", now - PLACED_KEEP_MS);
    // A reservation whose holds all went with their offer (deleted) is abandoned like any other.
    sqlStorage.exec(
      `DELETE FROM flash_reservations WHERE placed = 0 AND at < ?
         AND NOT EXISTS (SELECT 1 FROM flash_holds WHERE flash_holds.order_id = flash_reservations.order_id)`,
      now - HOLD_TTL_MS,
    );
    const [holds] = sqlStorage.exec<{ count: number }>("SELECT count(*) AS count FROM flash_holds").toArray();
    const [oldest] = sqlStorage
      .exec<{ at: number | null }>("SELECT min(at) AS at FROM flash_reservations WHERE placed = 1")
      .toArray();
    if (holds && holds.count > 0) await this.alarmBy(now + SWEEP_MS);
    else if (oldest?.at != null) await this.alarmBy(oldest.at + PLACED_KEEP_MS);
  }

  private statusAt(now: number): FlashSaleStatus {
    return { window: this.window, state: flashWindowState(this.window, now), now };
  }

  private offer(productId: number): OfferRow | null {
    const [row] = this.ctx.storage.sql
      .exec<OfferRow>("SELECT * FROM flash_offers WHERE product_id = ?", productId)
      .toArray();
    return row ?? null;
  }

  private reservationOf(key: string): boolean {
    return this.ctx.storage.sql.exec("SELECT 1 FROM flash_reservations WHERE key = ?", key).toArray().length > 0;
  }

  private knownNotOffered(productId: number): boolean {
    const at = this.notOffered.get(productId);
    return at !== undefined && Date.now() - at < NOT_OFFERED_TTL_MS;
  }

  /** The first offer (in the order's line order) with fewer units than the order wants of it. */
  private firstShort(wanted: Map<number, number>): OfferRow | null {
    for (const [id, quantity] of wanted) {
      const row = this.offer(id);
      if (row && row.available < quantity) return row;
    }
    return null;
  }

  /** The first tracked offer of which the buyer's held units and the order's would pass the buyer's limit. */
  private firstOverLimit(wanted: Map<number, number>, buyer: FlashBuyer): OfferRow | null {
    for (const [id, quantity] of wanted) {
      const row = this.offer(id);
      if (!row) continue;
      const [held] = this.ctx.storage.sql
        .exec<{ units: number }>(
          `SELECT coalesce(sum(h.quantity), 0) AS units FROM flash_holds h
             JOIN flash_reservations r ON r.order_id = h.order_id
           WHERE r.buyer = ? AND h.product_id = ?`,
          buyer.id,
          id,
        )
        .toArray();
      if ((held?.units ?? 0) + quantity > buyer.limit) return row;
    }
    return null;
  }

  /** A short offer is read again before refusing when its count is old or a hold on it may be abandoned. */
  private needsHealing(row: OfferRow): boolean {
    const now = Date.now();
    if (now - row.synced_at > HEAL_AFTER_MS) return true;
    const [oldest] = this.ctx.storage.sql
      .exec<{ at: number | null }>("SELECT min(at) AS at FROM flash_holds WHERE product_id = ?", row.product_id)
      .toArray();
    return oldest?.at != null && now - oldest.at > HOLD_TTL_MS;
  }

  /** Deletes an order's holds; `giveBack` returns their units to the counts (an order that was never written). */
  private dropHolds(orderId: string, giveBack: boolean) {
    const sqlStorage = this.ctx.storage.sql;
    if (giveBack) {
      sqlStorage.exec(
        `UPDATE flash_offers SET available = available + (
           SELECT quantity FROM flash_holds WHERE flash_holds.order_id = ? AND flash_holds.product_id = flash_offers.product_id)
         WHERE product_id IN (SELECT product_id FROM flash_holds WHERE order_id = ?)`,
        orderId,
        orderId,
      );
    }
    sqlStorage.exec("DELETE FROM flash_holds WHERE order_id = ?", orderId);
  }

  /** Re-reads these offers from D1 while no other call runs (so no hold can start or end half-way). */
  private resync(productIds: number[]): Promise<void> {
    return this.ctx.blockConcurrencyWhile(() => this.syncFromD1(productIds));
  }

  /**
   * One D1 batch (one consistent snapshot): the offers' min(stock, flash stock) (the stock of the variant an offer
   * names, else the product's), names and prices, and which of the orders holding them are in D1. A held order
   * found in D1 is spent (its units are in D1's count already); one not found is still in flight and stays
   * subtracted, unless older than HOLD_TTL_MS (abandoned: given back). Each count becomes D1's units less the
   * units still in flight.
   */
  private async syncFromD1(productIds: number[]): Promise<void> {
    const ids = [...new Set(productIds)];
    const sqlStorage = this.ctx.storage.sql;
    const holding = sqlStorage
      .exec<{ order_id: string; at: number }>(
        "SELECT order_id, min(at) AS at FROM flash_holds WHERE product_id IN (SELECT value FROM json_each(?)) GROUP BY order_id",
        JSON.stringify(ids),
      )
      .toArray();
    const db = drizzle(this.env.DB);
    const [offerRows, placedRows] = await db.batch([
      db
        .select({
          productId: products.id,
          name: products.name,
          // An offer on one variant (issue 28) is bounded by that variant's stock, one on all by the product's.
          available: sql<number>`min(coalesce((SELECT ${productVariants.stock} FROM ${productVariants} WHERE ${productVariants.id} = ${flashSaleProducts.variantId}), ${products.stock}), ${flashSaleProducts.flashStock})`,
          sellPriceCents: flashSaleProducts.sellPriceCents,
          sellShippingCents: flashSaleProducts.sellShippingCents,
        })
        .from(flashSaleProducts)
        .innerJoin(products, eq(products.id, flashSaleProducts.productId))
        .where(sql`${flashSaleProducts.productId} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`),
      db
        .select({ id: orders.id })
        .from(orders)
        .where(sql`${orders.id} IN (SELECT value FROM json_each(${JSON.stringify(holding.map((h) => h.order_id))}))`),
    ]);
    const now = Date.now();
    const placed = new Set(placedRows.map((row) => row.id));
    this.ctx.storage.transactionSync(() => {
      for (const { order_id: orderId, at } of holding) {
        if (placed.has(orderId)) {
          this.dropHolds(orderId, false);
          sqlStorage.exec("UPDATE flash_reservations SET placed = 1, at = ? WHERE order_id = ?", now, orderId);
        } else if (now - at > HOLD_TTL_MS) {
          this.dropHolds(orderId, true);
          sqlStorage.exec("DELETE FROM flash_reservations WHERE order_id = ? AND placed = 0", orderId);
        }
      }
      for (const id of ids) {
        const row = offerRows.find((offer) => offer.productId === id);
        if (!row) {
          sqlStorage.exec("DELETE FROM flash_offers WHERE product_id = ?", id);
          sqlStorage.exec("DELETE FROM flash_holds WHERE product_id = ?", id);
          if (this.notOffered.size >= NOT_OFFERED_MAX) this.notOffered.clear();
          this.notOffered.set(id, now);
          continue;
        }
        this.notOffered.delete(id);
        const [inFlight] = sqlStorage
          .exec<{ units: number }>(
            "SELECT coalesce(sum(quantity), 0) AS units FROM flash_holds WHERE product_id = ?",
            id,
          )
          .toArray();
        sqlStorage.exec(
          `INSERT INTO flash_offers (product_id, name, available, sell_price_cents, sell_shipping_cents, synced_at)
           VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (product_id) DO UPDATE SET name = excluded.name, available = excluded.available,
             sell_price_cents = excluded.sell_price_cents, sell_shipping_cents = excluded.sell_shipping_cents,
             synced_at = excluded.synced_at`,
          id,
          row.name,
          row.available - (inFlight?.units ?? 0),
          row.sellPriceCents,
          row.sellShippingCents,
          now,
        );
      }
    });
  }

  /** Makes sure the alarm rings by `at`. */
  private async alarmBy(at: number) {
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    await this.ctx.storage.setAlarm(at);
  }

  private async lastLoggedWindow(): Promise<FlashWindow | null> {
    const [row] = await drizzle(this.env.DB)
      .select({ startsAt: flashSaleWindows.startsAt, endsAt: flashSaleWindows.endsAt })
      .from(flashSaleWindows)
      .orderBy(desc(flashSaleWindows.id))
      .limit(1);
    return row ? { startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() } : null;
  }
}
