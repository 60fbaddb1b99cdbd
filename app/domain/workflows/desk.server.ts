/**
 * The order desk (issue 50, decision 052): an admin types in an order the shop took on Facebook, Messenger, WhatsApp,
 * Instagram, the phone or at the counter. A workflow: it finds or makes the account of the customer's phone
 * (`accounts`), makes a payment link's token for an order that will pay by wallet later (`payments`), and places the
 * order through the website's own checkout, so stock, prices, the flash window and the phone's risk apply in the same
 * atomic write.
 */
import { and, desc, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { orders, products, productVariants, users, type Order } from "@db/schema.ts";
import type { Language } from "@db/enums.ts";
import type { DeskOrderInput } from "~/schemas/desk.ts";
import type { PlaceOrderInput } from "~/schemas/order.ts";
import { accountForPhone } from "../accounts/users.server.ts";
import type { SessionClaim } from "../accounts/types.ts";
import type { Database } from "../database.ts";
import { outboxWrites } from "../notifications/outbox.server.ts";
import type { MessageDraft } from "../notifications/templates.ts";
import type { PlaceOrderResult } from "../orders/placing.server.ts";
import { payLinkPath, payLinkToken } from "../payments/pay-link.server.ts";
import type { PaymentNotes } from "../payments/notes.ts";
import { checkout, type CheckoutDeps } from "./checkout.server.ts";
import { containsText } from "../catalogue/catalogue.server.ts";
import { customerRecords, type CustomerRecord } from "../customers/records.server.ts";
import { riskOf, type RiskDecision } from "../customers/risk.ts";
import { readRiskSettings } from "../customers/settings.server.ts";
import { isBlocked } from "../customers/settings.ts";
import { listAddresses, type SavedAddress } from "../delivery/addresses.server.ts";

export type DeskOrderResult =
  | (Extract<PlaceOrderResult, { ok: true }> & {
      /** `/pay/<reference>?k=<token>` (a path: the caller puts the shop's origin before it); null when not waiting. */
      paymentLink: string | null;
    })
  | Extract<PlaceOrderResult, { ok: false }>;

function newCheckoutKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/**
 * Places the desk's order for the account of `input.phone` (made with the name typed if the number has none), placed
 * by `admin`. A wallet order without a TrxID waits for its payment and gets a payment link, whose token is given here
 * once and kept only as its hash.
 */
export async function placeDeskOrder(
  db: Database,
  deps: CheckoutDeps,
  admin: SessionClaim,
  input: DeskOrderInput,
  notes: PaymentNotes,
  language: Language,
): Promise<DeskOrderResult> {
  const customer = await accountForPhone(db, input.phone, input.name);
  const waitsForLink = input.paymentMethod !== "COD" && input.trxID === undefined;
  const link = waitsForLink ? await payLinkToken() : null;
  const order: PlaceOrderInput = {
    name: input.name,
    mobile: input.phone,
    paymentMethod: input.paymentMethod,
    orderProduct: input.orderProduct,
    checkoutKey: input.checkoutKey ?? newCheckoutKey(),
    ...(input.bkashNum !== undefined ? { bkashNum: input.bkashNum } : {}),
    ...(input.trxID !== undefined ? { trxID: input.trxID } : {}),
    ...(input.advance !== undefined ? { advance: input.advance } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(input.addressId !== undefined ? { addressId: input.addressId } : {}),
  };
  const result = await checkout(db, deps, admin, order, notes, language, {
    customer: { id: customer.id, email: customer.email },
    channel: input.channel,
    note: input.note ?? null,
    discountCents: typeof input.discount === "number" ? input.discount : 0,
    payTokenHash: link?.hash ?? null,
  });
  if (!result.ok) return result;
  // A replay gives the first order, whose token was not kept: it has no link to give again (Send payment link
  // makes a new one).
  const placed = result.placed.order;
  const paymentLink =
    link && !result.replayed && placed.payTokenHash === link.hash ? payLinkPath(placed.reference, link.token) : null;
  return { ...result, paymentLink };
}

export type SendPayLinkResult =
  | { ok: true; order: Order; paymentLink: string }
  | { ok: false; reason: "not-found" }
  /** The order does not wait for a wallet payment (paid, cash on delivery, closed). */
  | { ok: false; reason: "not-waiting" };

/**
 * "Send payment link": a new link for an order that waits for its wallet payment (the old link stops working), texted
 * to the customer through the queue in the same batch, counted against the customer's number only (issue 50).
 */
export async function sendPayLink(
  db: Database,
  orderId: string,
  message: (order: Order, link: string) => MessageDraft,
  now = Date.now(),
): Promise<SendPayLinkResult> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { ok: false, reason: "not-found" };
  if (!waitsForWallet(order, now)) return { ok: false, reason: "not-waiting" };
  const link = await payLinkToken();
  const paymentLink = payLinkPath(order.reference, link.token);
  const stillWaiting = and(
    eq(orders.id, order.id),
    eq(orders.status, "pending"),
    eq(orders.trxId, ""),
    isNull(orders.trxWallet),
  );
  const [updated] = await db.batch([
    db.update(orders).set({ payTokenHash: link.hash }).where(stillWaiting).returning(),
    ...outboxWrites(db, [message(order, paymentLink)]),
  ]);
  const [changed] = updated;
  if (!changed) return { ok: false, reason: "not-waiting" };
  return { ok: true, order: changed, paymentLink };
}

/** An order that waits for a wallet payment nobody has reported yet, inside its payment window. */
export function waitsForWallet(order: Order, now: number): boolean {
  return (
    order.status === "pending" &&
    order.paymentMethod !== "COD" &&
    order.trxId === "" &&
    order.trxWallet === null &&
    (order.paymentDueAt === null || order.paymentDueAt.getTime() > now)
  );
}

/** What the desk shows for a phone (issue 50): the customer's record, saved addresses and last address. */
export interface DeskCustomer {
  phone: string;
  record: CustomerRecord;
  /** The number's account, if it has one: its name and saved addresses. */
  name: string | null;
  addresses: SavedAddress[];
  /** Where the last order to this number went (district, area, line), to offer again. */
  lastAddress: { districtId: number; areaId: number; line: string; district: string; area: string } | null;
  /** What the shop's risk rule asks of this number's cash on delivery; null when nothing. */
  risk: RiskDecision | null;
  blocked: boolean;
}

/** The desk's first step: everything the shop knows about `phone` (canonical). */
export async function deskCustomer(db: Database, phone: string): Promise<DeskCustomer> {
  const [records, settings, [account], [last]] = await Promise.all([
    customerRecords(db, [phone]),
    readRiskSettings(db),
    db.select().from(users).where(eq(users.phone, phone)).limit(1),
    db
      .select()
      .from(orders)
      .where(and(eq(orders.mobile, phone), isNotNull(orders.addressAreaId)))
      .orderBy(desc(orders.createdAt))
      .limit(1),
  ]);
  const record = records.get(phone)!;
  const lastAddress =
    last && last.addressDistrictId && last.addressAreaId && last.addressLine
      ? {
          districtId: last.addressDistrictId,
          areaId: last.addressAreaId,
          line: last.addressLine,
          district: last.addressDistrict ?? "",
          area: last.addressArea ?? "",
        }
      : null;
  return {
    phone,
    record,
    name: account?.displayName || last?.customerName || null,
    addresses: account ? await listAddresses(db, account.id) : [],
    lastAddress,
    risk: riskOf(record, record.courier, settings),
    blocked: isBlocked(settings, phone),
  };
}

/** A product the desk can add: each of its variants with its price and stock. */
export interface DeskProduct {
  id: number;
  name: string;
  variants: { id: number; title: string; sku: string | null; priceCents: number; stock: number }[];
}

/** Products whose name or a variant's SKU has `q` (at most 10), for the desk's second step. */
export async function deskProducts(db: Database, q: string): Promise<DeskProduct[]> {
  const term = q.trim();
  if (!term) return [];
  const skuMatch = db
    .select({ id: productVariants.productId })
    .from(productVariants)
    .where(containsText(productVariants.sku, term));
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(or(containsText(products.name, term), inArray(products.id, skuMatch)))
    .orderBy(products.name)
    .limit(10);
  if (rows.length === 0) return [];
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(productVariants.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    variants: variants
      .filter((variant) => variant.productId === row.id)
      .map((variant) => ({
        id: variant.id,
        title: variant.optionValues.join(" / "),
        sku: variant.sku,
        priceCents: variant.priceCents,
        stock: variant.stock,
      })),
  }));
}

/** Variants by id, each with its product's name, for the lines the desk keeps in its URL. */
export async function deskVariants(
  db: Database,
  ids: number[],
): Promise<
  Map<number, { productId: number; variantId: number; name: string; title: string; priceCents: number; stock: number }>
> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ variant: productVariants, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids));
  return new Map(
    rows.map(({ variant, name }) => [
      variant.id,
      {
        productId: variant.productId,
        variantId: variant.id,
        name,
        title: variant.optionValues.join(" / "),
        priceCents: variant.priceCents,
        stock: variant.stock,
      },
    ]),
  );
}
