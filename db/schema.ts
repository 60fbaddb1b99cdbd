/**
 * The D1 schema (drizzle-orm). Money is integer cents, ratings are integer halves (1..10 = 0.5..5 stars),
 * timestamps are integer milliseconds since the epoch (UTC). The spec's odd JSON names live only in the API mappers.
 */
import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  CALL_OUTCOMES,
  CASH_ISSUES,
  COD_ADVANCES,
  COURIER_IDS,
  LANGUAGES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_SUPPRESSIONS,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PHONE_CODE_PURPOSES,
  PAYMENT_PROBLEMS,
  RETURN_SETTLEMENTS,
  WALLETS,
} from "./enums.ts";

export type { PaymentProblem } from "./enums.ts";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /**
     * Always stored lowercased and trimmed: email is case-insensitive. "" for an account that has only a mobile
     * number (issue 50, decision 052): made by signing in with a code, or by an order taken at the desk.
     */
    email: text("email").notNull(),
    displayName: text("display_name").notNull().default(""),
    /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`; null for accounts that only use Google. */
    passwordHash: text("password_hash"),
    photoUrl: text("photo_url"),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    /**
     * When the account's owner proved the address is theirs: followed a verification link, or signed in with
     * Google, which had verified it. Null until then (decision 025): the account can shop, but ADMIN_EMAILS does
     * not make it an admin, and Google sign-in onto it takes it over.
     */
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
    /**
     * The account's mobile number, canonical (01XXXXXXXXX), one account each (issue 50). Set when its owner proved it
     * with a code (`phone_verified_at`), or, unproved, on the account an order taken at the desk made for the number.
     */
    phone: text("phone"),
    phoneVerifiedAt: integer("phone_verified_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("users_email_unique")
      .on(table.email)
      .where(sql`${table.email} <> ''`),
    uniqueIndex("users_phone_unique")
      .on(table.phone)
      .where(sql`${table.phone} IS NOT NULL`),
  ],
);

/**
 * A code sent by SMS to a mobile number (issue 50): to sign in with it, or to add it to an account. Only the code's
 * SHA-256 (keyed by AUTH_SECRET) is kept; a code works once, for 5 minutes, with 3 tries.
 */
export const phoneCodes = sqliteTable(
  "phone_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    phone: text("phone").notNull(),
    purpose: text("purpose", { enum: PHONE_CODE_PURPOSES }).notNull(),
    /** The account adding the number (`add-phone`); null for a sign-in. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("phone_codes_phone_created_idx").on(table.phone, table.createdAt),
    check("phone_codes_tries_range", sql`${table.tries} between 0 and 3`),
  ],
);

/**
 * A verification link sent to an account's address (`/verify-email?token=...`). Only the SHA-256 of the token is
 * kept, so a copy of this table verifies nothing; a link works once (`used_at`), for 24 hours, and only for the
 * address it was sent to.
 */
export const emailVerifications = sqliteTable(
  "email_verifications",
  {
    /** base64url SHA-256 of the token in the link. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("email_verifications_user_idx").on(table.userId),
    index("email_verifications_expires_idx").on(table.expiresAt),
  ],
);

/**
 * A password-reset link (`/reset-password?token=...`, decision 044): sent on "Forgot password" and when someone
 * registers an address that already has an account. Only the SHA-256 of the token is kept; a link works once
 * (`used_at`), for one hour, and only while the account still has the address it was sent to.
 */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    /** base64url SHA-256 of the token in the link. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("password_resets_user_idx").on(table.userId),
    index("password_resets_expires_idx").on(table.expiresAt),
  ],
);

/**
 * The server-side anchor of each signed-in session. The session cookie (an Auth.js JWT) names its row by `id`; a
 * request whose row is gone or expired is signed out. Signing out deletes the row, "sign out of all devices" and a
 * password change delete all of the user's rows.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    /** 128 random bits, base64url: the JWT's `sid`. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_idx").on(table.expiresAt)],
);

export const categories = sqliteTable(
  "categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /**
     * The category's key: its name lowercased on save. Products refer to it (as the spec's product.category does)
     * and category URLs use it; it keeps names unique whatever their case. Decision 014.
     */
    name: text("name").notNull(),
    /** The name as the admin typed it ("Phone and Parts"), what every screen shows. */
    displayName: text("display_name").notNull().default(""),
    imageKey: text("image_key").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("categories_name_unique").on(table.name),
    index("categories_position_idx").on(table.position, table.id),
  ],
);

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** As the admin typed it; search (FTS5 trigram, LIKE) is case-insensitive without a key column. */
    name: text("name").notNull(),
    seller: text("seller").notNull(),
    category: text("category")
      .notNull()
      .references(() => categories.name, { onDelete: "restrict", onUpdate: "cascade" }),
    /** The least of its variants' prices (kept by a trigger; written directly only for a product's first variant). */
    priceCents: integer("price_cents").notNull(),
    /** The greatest of its variants' prices (kept by a trigger): a list shows "৳1,200-1,500" when it differs. */
    priceMaxCents: integer("price_max_cents"),
    shippingCents: integer("shipping_cents").notNull(),
    /** Its variants' stock together (kept by a trigger; written directly only for a product with one variant). */
    stock: integer("stock").notNull(),
    /** Rating in half stars: 1 = 0.5 stars ... 10 = 5 stars. */
    starHalves: integer("star_halves").notNull().default(4),
    starCount: integer("star_count").notNull().default(0),
    imageKey: text("image_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Every list order has an index that ends in the id, so a page (and a deep one) is read in order, never sorted
    // (issue 15): a search with more matches than it ranks walks these and keeps the matching rows.
    index("products_category_idx").on(table.category, table.id),
    index("products_category_rating_idx").on(
      table.category,
      sql`${table.starHalves} DESC`,
      sql`${table.starCount} DESC`,
      table.id,
    ),
    index("products_created_idx").on(table.createdAt, table.id),
    index("products_price_idx").on(table.priceCents, table.id),
    index("products_rating_idx").on(sql`${table.starHalves} DESC`, sql`${table.starCount} DESC`, table.id),
    // A search's order: in stock first, then the rating.
    index("products_in_stock_rating_idx").on(
      sql`(${table.stock} = 0)`,
      sql`${table.starHalves} DESC`,
      sql`${table.starCount} DESC`,
      table.id,
    ),
    check("products_price_nonnegative", sql`${table.priceCents} >= 0`),
    check("products_shipping_nonnegative", sql`${table.shippingCents} >= 0`),
    check("products_stock_nonnegative", sql`${table.stock} >= 0`),
    check("products_star_range", sql`${table.starHalves} between 1 and 10`),
    check("products_star_count_nonnegative", sql`${table.starCount} >= 0`),
  ],
);

/**
 * A product's options (issue 28, decision 028): 0 to 3, in order, each a name ("Size") and its values in order
 * (`["S","M","L"]`, a JSON array). A product without options has none, and one variant.
 */
export const productOptions = sqliteTable(
  "product_options",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    values: text("values", { mode: "json" }).$type<string[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.position] }),
    check("product_options_position", sql`${table.position} between 0 and 2`),
  ],
);

/**
 * What is sold: every product has 1 to 100 variants, each with its own price, stock and (optionally) SKU, "was"
 * price and image (decision 028). `optionValues` are the variant's value of each option, in the options' order (a
 * JSON array; `[]` for a product without options). Stock moves here, atomically, under the CHECK; the product's
 * `stock`, `price_cents` and `price_max_cents` are kept by triggers as the variants' sum, least and greatest price
 * (migration 0017), so lists, search and sorting read one row per product.
 */
export const productVariants = sqliteTable(
  "product_variants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    sku: text("sku"),
    optionValues: text("option_values", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    priceCents: integer("price_cents").notNull(),
    compareAtCents: integer("compare_at_cents"),
    stock: integer("stock").notNull(),
    imageKey: text("image_key"),
    createdAt: createdAt(),
  },
  (table) => [
    index("product_variants_product_idx").on(table.productId, table.position),
    uniqueIndex("product_variants_options_unique").on(table.productId, table.optionValues),
    uniqueIndex("product_variants_sku_unique")
      .on(sql`lower(${table.sku})`)
      .where(sql`${table.sku} is not null`),
    check("product_variants_price_nonnegative", sql`${table.priceCents} >= 0`),
    check("product_variants_compare_at_nonnegative", sql`${table.compareAtCents} >= 0`),
    check("product_variants_stock_nonnegative", sql`${table.stock} >= 0`),
  ],
);

/** A product's gallery: 1 to 10 images in order; position 0 is `products.image_key`, the one lists show. */
export const productImages = sqliteTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    imageKey: text("image_key").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.position] }),
    index("product_images_key_idx").on(table.imageKey),
  ],
);

export const productFeatures = sqliteTable(
  "product_features",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    value: text("value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

export const flashSaleProducts = sqliteTable(
  "flash_sale_products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The one variant on offer, or null: every variant of the product. */
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    sellPriceCents: integer("sell_price_cents").notNull(),
    sellShippingCents: integer("sell_shipping_cents").notNull(),
    /** Units offered at the sell price; orders of type flashsell draw from it and from the product's stock. */
    flashStock: integer("flash_stock").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("flash_sale_products_product_unique").on(table.productId),
    check("flash_sell_price_nonnegative", sql`${table.sellPriceCents} >= 0`),
    check("flash_sell_shipping_nonnegative", sql`${table.sellShippingCents} >= 0`),
    check("flash_stock_nonnegative", sql`${table.flashStock} >= 0`),
  ],
);

/**
 * Every flash-sale window ever set, newest last. The FlashSale Durable Object is the authority on the
 * current window; this log is the durable record it starts from when its own storage is empty.
 */
export const flashSaleWindows = sqliteTable(
  "flash_sale_windows",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    setBy: text("set_by"),
    createdAt: createdAt(),
  },
  (table) => [check("flash_window_order", sql`${table.endsAt} > ${table.startsAt}`)],
);

export const banners = sqliteTable(
  "banners",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    imageKey: text("image_key").notNull(),
    /** Where the slide leads when clicked: a path in the shop ("/products?category=fashion") or null for nowhere. */
    link: text("link"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index("banners_position_idx").on(table.position, table.id)],
);

/** Newsletter sign-ups from the footer, one per (normalised) email. */
export const subscribers = sqliteTable("subscribers", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

export const orders = sqliteTable(
  "orders",
  {
    /** Random, unguessable id (it appears in URLs). */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Taken from the session at order time, never from the browser. */
    email: text("email").notNull(),
    customerName: text("customer_name").notNull(),
    mobile: text("mobile").notNull(),
    /** The number the wallet money comes from (the spec's `bkashNum`, whatever the wallet); "" for cash only. */
    bkashNumber: text("bkash_number").notNull(),
    /** The wallet transaction the shopper gave (upper-cased); "" for a cash-on-delivery order with no advance. */
    trxId: text("trx_id").notNull(),
    /** bKash, Nagad, Rocket or COD. */
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("bKash"),
    /**
     * The wallet `trxId` belongs to: the payment method's, or for cash on delivery the advance's; null when nothing
     * is paid by wallet. A TrxID is unique within its wallet.
     */
    trxWallet: text("trx_wallet", { enum: WALLETS }),
    /** The language the shopper ordered in; their messages are written in it. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** Client-generated key that makes a retried submit return the same order. */
    checkoutKey: text("checkout_key").notNull(),
    /**
     * Where the order is in its life (app/domain/orders/status.ts has the allowed moves). The SQL default is still
     * the old 'placed' (SQLite cannot change a default without rebuilding the table, which would cascade-delete
     * the lines); every insert sets the status, so the default is never used.
     */
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    /** The currency the prices and totals above are in (`SHOP_CURRENCY` at placement). */
    currency: text("currency").notNull().default("USD"),
    /** What the shopper must send by bKash, in paisa (taka x 100), fixed at placement. */
    amountDuePaisa: integer("amount_due_paisa").notNull().default(0),
    /**
     * The order's number on every page, message and document (`/o/<reference>`), and what the shopper writes in a
     * wallet's reference field: made by the server, unique (decision 042).
     */
    reference: text("reference").notNull().default(""),
    /**
     * The order's money in whole taka, fixed at placement (decision 042): the total the shopper pays, the one
     * delivery line (the zone's charge plus the products' own shipping), what a code took off, the advance paid
     * first by wallet (null: none), the cash the courier collects (0: nothing), and the cash it handed over.
     */
    totalTaka: integer("total_taka").notNull().default(0),
    deliveryTaka: integer("delivery_taka").notNull().default(0),
    discountTaka: integer("discount_taka").notNull().default(0),
    advanceTaka: integer("advance_taka"),
    collectTaka: integer("collect_taka").notNull().default(0),
    cashCollectedTaka: integer("cash_collected_taka"),
    /**
     * For a paid order that came back (returned): what the merchant chose to do with the money (null: not yet).
     * `refund` sends back everything paid, `refund-less-delivery` keeps the delivery charge, `ship-again` keeps it
     * all and sends the parcel again.
     */
    returnSettlement: text("return_settlement", { enum: RETURN_SETTLEMENTS }),
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    /** The courier's id for the parcel, once booked through its API (Steadfast's `consignment_id`). */
    consignmentId: text("consignment_id"),
    /**
     * While a booking with the courier is on its way: when it started. An order with a recent one is not booked
     * again (two admins at once); one older than the booking's time limit was interrupted and may be tried again.
     */
    bookingStartedAt: integer("booking_started_at", { mode: "timestamp_ms" }),
    /** "partial": the courier delivered only part of the parcel (what it collected is in cash_collected_taka). */
    deliveryIssue: text("delivery_issue", { enum: ["partial"] }),
    /**
     * The courier's cash checked (issue 46): `short` or `excess` when the cash it reported for a delivery differs from
     * `collect_taka` (a partial delivery only when it is more), null when it matches or nothing was reported.
     */
    cashIssue: text("cash_issue", { enum: CASH_ISSUES }),
    /**
     * A courier's delivery status the order could not take (issue 46): `delivered` or `partial_delivered` for an order
     * that was not shipped, `cancelled` for one already delivered, ... The update and its cash are kept; the merchant
     * settles it. Null: none.
     */
    courierConflict: text("courier_conflict"),
    /**
     * The courier's own time (`updated_at`) of the latest delivery status applied to the order: an older one that
     * arrives later changes nothing (issue 46). Null: none with a time yet.
     */
    courierUpdatedAt: integer("courier_updated_at", { mode: "timestamp_ms" }),
    /** What the courier charges for the parcel, in whole taka (its booking's fee, or its payout's charge; issue 51). */
    courierChargeTaka: integer("courier_charge_taka"),
    /**
     * When a pending order whose payment has not come in is cancelled by the shop, fixed at placement
     * (ORDER_PAYMENT_HOURS after it, FLASH_PAYMENT_MINUTES for an order with flash-sale lines). Null: never; the
     * order waits for the admin (orders placed before statuses existed, decision 021).
     */
    paymentDueAt: integer("payment_due_at", { mode: "timestamp_ms" }),
    /** The delivery charge of the zone covering the address at placement, once per order (0 when free). */
    deliveryCents: integer("delivery_cents").notNull().default(0),
    /** The name of that zone at placement. */
    deliveryZone: text("delivery_zone"),
    /**
     * Where the parcel goes, kept as text (names in English and Bangla at placement), so a later change to the locations or to
     * the address book never rewrites an old order. Null on orders placed before addresses existed.
     */
    addressDistrictId: integer("address_district_id"),
    addressAreaId: integer("address_area_id"),
    addressDistrict: text("address_district"),
    addressArea: text("address_area"),
    /** The same names in Bangla, for the order's pages in Bangla (issue 27). */
    addressDistrictBn: text("address_district_bn"),
    addressAreaBn: text("address_area_bn"),
    addressLine: text("address_line"),
    addressNote: text("address_note"),
    /**
     * Why the order was treated as it was at placement (issue 49): the risk decision as JSON
     * (app/domain/customers/risk.ts, `RiskDecision`); null when nothing about the phone changed anything.
     */
    risk: text("risk"),
    /** Where the order came from (issue 50): `web` for the website, else the channel the desk took it through. */
    channel: text("channel", { enum: ORDER_CHANNELS }).notNull().default("web"),
    /** The admin who typed it in at the order desk; null for a website order. */
    enteredBy: integer("entered_by").references(() => users.id),
    /** The desk's note (what the customer asked, where the order came from). */
    deskNote: text("desk_note"),
    /**
     * The payment link's token, hashed (SHA-256, base64url): `/pay/<reference>?k=<token>` pays this order without
     * signing in (issue 50). Null when the order has no link.
     */
    payTokenHash: text("pay_token_hash"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("orders_wallet_trx_unique")
      .on(table.trxWallet, table.trxId)
      .where(sql`${table.trxWallet} IS NOT NULL`),
    uniqueIndex("orders_checkout_key_unique").on(table.userId, table.checkoutKey),
    index("orders_user_created_idx").on(table.userId, table.createdAt),
    index("orders_status_created_idx").on(table.status, table.createdAt),
    index("orders_status_payment_due_idx").on(table.status, table.paymentDueAt),
    index("orders_district_created_idx").on(table.addressDistrictId, table.createdAt),
    // A customer's record and the orders per phone per hour (issue 49).
    index("orders_mobile_created_idx").on(table.mobile, table.createdAt),
    // Manage Order's and `GET /api/orders`'s `?channel=` (issue 50).
    index("orders_channel_created_idx").on(table.channel, table.createdAt),
    // Manage Order's "Cash issues" and `GET /api/orders?cashIssue=1`.
    index("orders_cash_issue_created_idx")
      .on(table.cashIssue, table.createdAt)
      .where(sql`${table.cashIssue} IS NOT NULL`),
    // The order's number and short link, /o/<reference>: one order each (rows written without one, by hand, aside).
    uniqueIndex("orders_reference_unique")
      .on(table.reference)
      .where(sql`${table.reference} <> ''`),
    // One parcel per courier's consignment id (issue 51: two couriers may use the same numbers).
    uniqueIndex("orders_courier_consignment_unique").on(table.courier, table.consignmentId),
  ],
);

/** Order lines snapshot what the shopper saw and paid at order time. */
export const orderLines = sqliteTable(
  "order_lines",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    /** The variant sold (null once it is deleted); its title ("Size: L / Colour: Red") and SKU as they were. */
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    variantTitle: text("variant_title"),
    sku: text("sku"),
    name: text("name").notNull(),
    imageKey: text("image_key").notNull(),
    category: text("category").notNull(),
    productType: text("product_type", { enum: ["regular", "flashsell"] }).notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    unitShippingCents: integer("unit_shipping_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /**
     * Units of the line that came back from a partial delivery and went back on the shelf (issue 46): recorded by
     * the admin, each unit restocked once. Never more than `quantity`.
     */
    returnedQuantity: integer("returned_quantity").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    index("order_lines_product_idx").on(table.productId),
    check("order_lines_quantity_positive", sql`${table.quantity} > 0`),
  ],
);

/** The order's timeline: one row per status it entered, oldest first (the first is always `pending`). */
export const orderEvents = sqliteTable(
  "order_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    /** The admin's email, `shopper` or `system`. */
    by: text("by").notNull(),
    note: text("note"),
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    /** An admin's call to the customer (issue 49): what it came to; null for every other entry. */
    call: text("call", { enum: CALL_OUTCOMES }),
  },
  (table) => [index("order_events_order_idx").on(table.orderId, table.id)],
);

/** Wallet payments the merchant phone received (forwarded SMS), each once by wallet and TrxID. */
export const payments = sqliteTable(
  "payments",
  {
    wallet: text("wallet", { enum: WALLETS }).notNull(),
    /** Upper-cased, as orders store it. */
    trxId: text("trx_id").notNull(),
    amountPaisa: integer("amount_paisa").notNull(),
    sender: text("sender").notNull(),
    /** What the sender wrote in bKash's reference field, if anything. */
    reference: text("reference"),
    /** When bKash says the money arrived (the SMS's own time), else when the forwarder says it got the SMS. */
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
    message: text("message").notNull(),
    state: text("state", { enum: ["unmatched", "matched", "mismatch"] })
      .notNull()
      .default("unmatched"),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** For a mismatch: how much less than the order's amount due arrived, in paisa. */
    shortfallPaisa: integer("shortfall_paisa"),
    /**
     * Why a mismatch waits for the admin: it fell short, it was sent from another number than the order's, or its
     * order was closed (rejected, cancelled, or expired with its stock gone) when it arrived.
     */
    problem: text("problem", { enum: PAYMENT_PROBLEMS }),
    /**
     * When the cron found the payment had matched no order within ORDER_PAYMENT_HOURS of its arrival (issue 46): it
     * is owed back from then (refunds.server.ts), unless an order takes it first. Null: not found so (yet).
     */
    owedSince: integer("owed_since", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.wallet, table.trxId] }),
    index("payments_state_created_idx").on(table.state, table.createdAt),
    index("payments_order_idx").on(table.orderId),
  ],
);

/**
 * Money the merchant sent back for a payment (an overpayment's excess, the payment of an order that was then
 * cancelled or rejected): each by the refund's own TrxID, which is unique. What a payment still owes is what it
 * is owed less the sum of these (app/domain/payments/refunds.server.ts).
 */
export const paymentRefunds = sqliteTable(
  "payment_refunds",
  {
    /** The merchant's refund transaction (upper-cased). */
    refundTrxId: text("refund_trx_id").primaryKey(),
    paymentWallet: text("payment_wallet", { enum: WALLETS }).notNull(),
    paymentTrxId: text("payment_trx_id").notNull(),
    amountPaisa: integer("amount_paisa").notNull(),
    /** The admin's email. */
    refundedBy: text("refunded_by").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      columns: [table.paymentWallet, table.paymentTrxId],
      foreignColumns: [payments.wallet, payments.trxId],
    }).onDelete("cascade"),
    index("payment_refunds_payment_idx").on(table.paymentWallet, table.paymentTrxId),
    check("payment_refunds_amount_positive", sql`${table.amountPaisa} > 0`),
  ],
);

/**
 * Bangladesh's 64 districts (zila), from the open dataset nuhil/bangladesh-geocode (db/locations/README.md), ids as
 * the dataset gives them. Names trimmed and in their current spelling (Cumilla, Barishal); `division` is the
 * division's English name; `aliases` the other spellings that find it ("Chittagong"), a JSON array.
 */
export const districts = sqliteTable("districts", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  bnName: text("bn_name").notNull(),
  division: text("division").notNull(),
  bnDivision: text("bn_division").notNull(),
  aliases: text("aliases", { mode: "json" }).$type<string[]>().notNull().default([]),
});

/**
 * Where in a district a parcel goes: its upazilas (the dataset's ids, 1-494), the metropolitan thanas of Dhaka
 * (ids from 1001) and of the other city corporations (from 1101, a hundred per city), which the dataset lacks and
 * most city shoppers choose, and a few neighbourhoods known as places of their own (Agrabad). `aliases`: other
 * spellings and neighbourhoods that find the area, a JSON array.
 */
export const areas = sqliteTable(
  "areas",
  {
    id: integer("id").primaryKey(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    name: text("name").notNull(),
    bnName: text("bn_name").notNull(),
    kind: text("kind", { enum: ["upazila", "thana", "neighbourhood"] }).notNull(),
    aliases: text("aliases", { mode: "json" }).$type<string[]>().notNull().default([]),
  },
  (table) => [index("areas_district_idx").on(table.districtId, table.name)],
);

/**
 * Delivery zones the admin sets (`/dashboard/delivery`): a charge in whole taka (what couriers and shoppers count in,
 * whatever the shop prices in: decision 042), free from a goods total in taka, and what each covers; exactly one is
 * the default for everywhere else.
 */
export const deliveryZones = sqliteTable(
  "delivery_zones",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    feeTaka: integer("fee_taka").notNull(),
    /** The order's goods (in taka) at or above which delivery is free; null: never free. */
    freeOverTaka: integer("free_over_taka"),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    position: integer("position").notNull().default(0),
    /** Whether cash on delivery is offered here. */
    codEnabled: integer("cod_enabled", { mode: "boolean" }).notNull().default(true),
    /** The largest order total (whole taka) taken in cash on delivery; null: no limit. */
    codMaxTotalTaka: integer("cod_max_total_taka"),
    /** What a cash-on-delivery order here pays first by wallet. */
    codAdvance: text("cod_advance", { enum: COD_ADVANCES }).notNull().default("none"),
    /** The courier its orders are booked with by default (issue 51): a `CourierId`; null: the shop's first one set up. */
    courier: text("courier", { enum: COURIER_IDS }),
  },
  (table) => [
    check("delivery_zones_fee_nonnegative", sql`${table.feeTaka} >= 0`),
    check("delivery_zones_free_over_nonnegative", sql`${table.freeOverTaka} IS NULL OR ${table.freeOverTaka} >= 0`),
    uniqueIndex("delivery_zones_one_default")
      .on(table.isDefault)
      .where(sql`${table.isDefault} = 1`),
  ],
);

/** A zone covers whole districts (each district in at most one zone)... */
export const deliveryZoneDistricts = sqliteTable(
  "delivery_zone_districts",
  {
    districtId: integer("district_id")
      .primaryKey()
      .references(() => districts.id),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => deliveryZones.id, { onDelete: "cascade" }),
  },
  (table) => [index("delivery_zone_districts_zone_idx").on(table.zoneId)],
);

/** ...and single areas (each in at most one zone), which win over their district's zone. */
export const deliveryZoneAreas = sqliteTable(
  "delivery_zone_areas",
  {
    areaId: integer("area_id")
      .primaryKey()
      .references(() => areas.id),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => deliveryZones.id, { onDelete: "cascade" }),
  },
  (table) => [index("delivery_zone_areas_zone_idx").on(table.zoneId)],
);

/** A shopper's saved addresses (at most 10; one is the default), offered at checkout. */
export const addresses = sqliteTable(
  "addresses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "Home", "Office", ... as the shopper names it. */
    label: text("label").notNull(),
    /** Who receives the parcel, and the number the courier calls. */
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    areaId: integer("area_id")
      .notNull()
      .references(() => areas.id),
    /** House, road, village. */
    line: text("line").notNull(),
    /** For the courier. */
    note: text("note"),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("addresses_user_idx").on(table.userId, table.id)],
);

/**
 * A courier's delivery record of a phone number (issue 49), asked through the queue after an order and kept
 * COURIER_CHECK_HOURS: `known` (delivered of total), `none` (the courier knows no parcel to it), `unknown` (it could
 * not say; asked again later), `asking` (a consumer claimed it and is asking now).
 */
export const courierChecks = sqliteTable(
  "courier_checks",
  {
    phone: text("phone").notNull(),
    courier: text("courier").notNull(),
    state: text("state", { enum: ["asking", "known", "none", "unknown"] }).notNull(),
    delivered: integer("delivered"),
    total: integer("total"),
    checkedAt: integer("checked_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.phone, table.courier] })],
);

/** The merchant's risk rule (issue 49): one row (id 1), the settings as JSON (app/domain/customers/settings.ts). */
export const riskSettings = sqliteTable("risk_settings", {
  id: integer("id").primaryKey(),
  settings: text("settings").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductFeature = typeof productFeatures.$inferSelect;
export type ProductOption = typeof productOptions.$inferSelect;
export type ProductVariant = typeof productVariants.$inferSelect;
export type ProductImage = typeof productImages.$inferSelect;
export type FlashSaleProduct = typeof flashSaleProducts.$inferSelect;
export type Banner = typeof banners.$inferSelect;
export type Subscriber = typeof subscribers.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
export type OrderEvent = typeof orderEvents.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type PaymentRefund = typeof paymentRefunds.$inferSelect;
export type District = typeof districts.$inferSelect;
export type Area = typeof areas.$inferSelect;
export type DeliveryZone = typeof deliveryZones.$inferSelect;
export type Address = typeof addresses.$inferSelect;

/** Failed sign-in attempts, one row per failure and key (`email:<address>` or `ip:<address>`), for rate limiting. */
/**
 * What a courier told the shop about a parcel (Steadfast's webhook): delivery statuses and tracking messages, the
 * order's tracking timeline. `dedup_key` is the callback's content: a replayed callback writes nothing twice.
 */
export const courierUpdates = sqliteTable(
  "courier_updates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    courier: text("courier").notNull(),
    consignmentId: text("consignment_id").notNull(),
    kind: text("kind", { enum: ["delivery_status", "tracking_update"] }).notNull(),
    /** The courier's own status word (delivered, partial_delivered, cancelled, ...), for a delivery status. */
    status: text("status"),
    message: text("message"),
    /** The cash the courier says it collected, in paisa. */
    codAmountPaisa: integer("cod_amount_paisa"),
    /** The courier's time of the update, as it sent it. */
    courierTime: text("courier_time"),
    dedupKey: text("dedup_key").notNull().unique(),
    receivedAt: integer("received_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`),
  },
  (table) => [index("courier_updates_order_idx").on(table.orderId, table.receivedAt)],
);

/**
 * A courier's payout (issue 51): the cash it collected for parcels, less its charges, paid to the merchant. From
 * Steadfast's `/payments`, Pathao's `order.paid`, or an uploaded settlement sheet; each once per courier and its id.
 */
export const payouts = sqliteTable(
  "payouts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    courier: text("courier", { enum: COURIER_IDS }).notNull(),
    /** The courier's id of the payout (Steadfast's payment id, Pathao's invoice_id, the sheet's Payout column). */
    externalId: text("external_id").notNull(),
    /** The day it was paid, YYYY-MM-DD (Bangladesh). */
    paidOn: text("paid_on").notNull(),
    /** What it paid in all, whole taka. */
    taka: integer("taka").notNull(),
    source: text("source", { enum: ["api", "webhook", "csv"] }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`),
  },
  (table) => [uniqueIndex("payouts_courier_external_unique").on(table.courier, table.externalId)],
);

/** One parcel of a payout: an order is paid out once (its first payout keeps it). Whole taka. */
export const payoutItems = sqliteTable(
  "payout_items",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    payoutId: integer("payout_id")
      .notNull()
      .references(() => payouts.id, { onDelete: "cascade" }),
    /** The cash the payout says the courier collected; null when it does not say. */
    collectedTaka: integer("collected_taka"),
    chargeTaka: integer("charge_taka").notNull(),
    paidTaka: integer("paid_taka").notNull(),
  },
  (table) => [index("payout_items_payout_idx").on(table.payoutId)],
);

/** A courier's API token (Pathao's, issue 51), kept until it expires so each call does not ask for a new one. */
export const courierTokens = sqliteTable("courier_tokens", {
  courier: text("courier", { enum: COURIER_IDS }).primaryKey(),
  accessToken: text("access_token").notNull(),
  refreshToken: text("refresh_token"),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

export type Payout = typeof payouts.$inferSelect;
export type PayoutItem = typeof payoutItems.$inferSelect;

export const authFailures = sqliteTable(
  "auth_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    failedAt: integer("failed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("auth_failures_key_time_idx").on(table.key, table.failedAt)],
);

/**
 * One row (id 1): a number that changes whenever something anonymous pages show changes, so cached page HTML is
 * keyed by it (app/server/page-cache.ts, decision 016). Triggers on the catalogue tables (categories, products,
 * product_features, flash_sale_products, flash_sale_windows, banners) add 1 in the same statement as the write,
 * whoever makes it: the admin's API and pages, orders and the cron moving stock, the seed, a hand-run SQL edit.
 * A migration that rebuilds one of those tables must create its triggers again (a workers test checks they exist).
 * It starts at a random number, so a database created afresh never reuses the keys of an earlier one.
 */
export const catalogueVersion = sqliteTable(
  "catalogue_version",
  {
    id: integer("id").primaryKey(),
    version: integer("version").notNull(),
  },
  (table) => [check("catalogue_version_single_row", sql`${table.id} = 1`)],
);

/**
 * Every SMS and email the shop sends (decision 024), written in the same D1 batch as the change it tells of, so a
 * change that does not land sends nothing and one that lands is never left untold. `idempotencyKey` (order, event,
 * channel, recipient) is unique: a second write of the same message writes nothing. The Worker puts a written row
 * on the NOTIFICATIONS queue (`enqueuedAt`), and its consumer sends it, claiming it first (`leaseUntil`) so two
 * deliveries of one queue message cannot both send.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "cascade" }),
    event: text("event", { enum: NOTIFICATION_EVENTS }).notNull(),
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull(),
    /** A mobile number (SMS) or an email address. */
    recipient: text("recipient").notNull(),
    audience: text("audience", { enum: ["shopper", "merchant"] }).notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    /** The email's subject; null for an SMS. */
    subject: text("subject"),
    /** The SMS, or the email's plain text. */
    body: text("body").notNull(),
    /** The email's HTML; null for an SMS. */
    html: text("html"),
    status: text("status", { enum: NOTIFICATION_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** The last failure, starting with the provider's HTTP status ("503 Service Unavailable"). */
    lastError: text("last_error"),
    /** When it was last put on the queue; null: not yet (the cron puts it there). */
    enqueuedAt: integer("enqueued_at", { mode: "timestamp_ms" }),
    /** A consumer is sending it until then. */
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    /** The provider's id for the message. */
    providerId: text("provider_id"),
    /**
     * A `verify-email` or `password-reset` message's link (decision 044): its token is never stored, the body and
     * HTML say `token=…`, and the consumer puts the token derived from this id (under AUTH_SECRET) in when sending.
     */
    linkId: text("link_id"),
    /** The account whose own action made this message (an order placed, cancelled by the shopper): its SMS limits. */
    causedBy: integer("caused_by"),
    /** Why a `suppressed` message was not sent (a limit, an unverified address). */
    suppressedReason: text("suppressed_reason", { enum: NOTIFICATION_SUPPRESSIONS }),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    index("notifications_order_idx").on(table.orderId, table.createdAt),
    index("notifications_recipient_idx").on(table.recipient, table.createdAt),
    index("notifications_caused_by_idx").on(table.causedBy, table.createdAt),
    index("notifications_created_idx").on(table.createdAt),
    index("notifications_waiting_idx")
      .on(table.status, table.enqueuedAt)
      .where(sql`${table.status} = 'queued'`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type CourierUpdate = typeof courierUpdates.$inferSelect;
