/**
 * A shopper's address book: at most MAX_ADDRESSES addresses, one of them the default that checkout chooses first.
 * Another shopper's address does not exist for the caller (not found, never forbidden). Every change is one batch:
 * the count and the default are decided with the write, so parallel requests cannot pass the limit or leave two
 * defaults.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { addresses, areas, districts } from "@db/schema.ts";
import { type Database } from "../database.ts";
import { constraintFailure } from "../constraints.ts";
import type { SavedAddressView } from "./types.ts";

export const MAX_ADDRESSES = 10;

export interface AddressInput {
  label: string;
  name: string;
  mobile: string;
  districtId: number;
  areaId: number;
  line: string;
  note?: string | null;
  isDefault: boolean;
}

/** A saved address with the names of its district and area (English and Bangla). */
export type SavedAddress = SavedAddressView;

export type AddressResult =
  | { ok: true; address: SavedAddress }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "too-many"; limit: number }
  /** The area is not in the district, or either id is unknown. */
  | { ok: false; reason: "unknown-area" };

function selectSaved(db: Database) {
  return db
    .select({
      id: addresses.id,
      label: addresses.label,
      name: addresses.name,
      mobile: addresses.mobile,
      districtId: addresses.districtId,
      areaId: addresses.areaId,
      line: addresses.line,
      note: addresses.note,
      isDefault: addresses.isDefault,
      district: districts.name,
      area: areas.name,
      bnDistrict: districts.bnName,
      bnArea: areas.bnName,
    })
    .from(addresses)
    .innerJoin(areas, eq(areas.id, addresses.areaId))
    .innerJoin(districts, eq(districts.id, addresses.districtId));
}

/** The shopper's addresses, the default first, then oldest first. */
export function listAddresses(db: Database, userId: number): Promise<SavedAddress[]> {
  return selectSaved(db).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.id));
}

async function savedAddress(db: Database, userId: number, id: number): Promise<SavedAddress | null> {
  const [row] = await selectSaved(db).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row ?? null;
}

/** The area is one of the district's. */
function areaInDistrict(input: Pick<AddressInput, "districtId" | "areaId">) {
  return sql`EXISTS (SELECT 1 FROM ${areas} WHERE ${areas.id} = ${input.areaId} AND ${areas.districtId} = ${input.districtId})`;
}

/**
 * Saves a new address. The first one is the default whatever was asked; a new default takes the mark from the old
 * one in the same batch. The insert itself checks the limit and the area (an INSERT ... SELECT that inserts
 * nothing otherwise).
 */
export async function createAddress(db: Database, userId: number, input: AddressInput): Promise<AddressResult> {
  const ownCount = sql`(SELECT count(*) FROM ${addresses} WHERE ${addresses.userId} = ${userId})`;
  const isDefault = sql<boolean>`(CASE WHEN ${input.isDefault ? 1 : 0} = 1 OR ${ownCount} = 0 THEN 1 ELSE 0 END)`;
  const [inserted] = await db.batch([
    db
      .insert(addresses)
      .select(
        db
          .select({
            id: sql<number>`NULL`.as("id"),
            userId: sql<number>`${userId}`.as("user_id"),
            label: sql<string>`${input.label}`.as("label"),
            name: sql<string>`${input.name}`.as("name"),
            mobile: sql<string>`${input.mobile}`.as("mobile"),
            districtId: sql<number>`${input.districtId}`.as("district_id"),
            areaId: sql<number>`${input.areaId}`.as("area_id"),
            line: sql<string>`${input.line}`.as("line"),
            note: sql<string | null>`${input.note ?? null}`.as("note"),
            isDefault: isDefault.as("is_default"),
            createdAt: sql<number>`${Date.now()}`.as("created_at"),
          })
          .from(sql`(SELECT 1)`)
          .where(sql`${ownCount} < ${MAX_ADDRESSES} AND ${areaInDistrict(input)}`),
      )
      .returning({ id: addresses.id, isDefault: addresses.isDefault }),
  ]);
  const [row] = inserted;
  if (!row) {
    const [counted] = await db
      .select({ count: sql<number>`count(*)` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    return (counted?.count ?? 0) >= MAX_ADDRESSES
      ? { ok: false, reason: "too-many", limit: MAX_ADDRESSES }
      : { ok: false, reason: "unknown-area" };
  }
  if (row.isDefault) await clearOtherDefaults(db, userId, row.id);
  return { ok: true, address: (await savedAddress(db, userId, row.id))! };
}

async function clearOtherDefaults(db: Database, userId: number, keepId: number) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)));
}

/**
 * Replaces one of the shopper's addresses. Making it the default takes the mark from the others in the same batch;
 * the default cannot be unmarked by itself (the book always has one while it has any address).
 */
export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<AddressResult> {
  const mine = and(eq(addresses.id, id), eq(addresses.userId, userId));
  const current = await savedAddress(db, userId, id);
  if (!current) return { ok: false, reason: "not-found" };
  const isDefault = input.isDefault || current.isDefault;
  try {
    const [updated] = await db.batch([
      db
        .update(addresses)
        .set({
          label: input.label,
          name: input.name,
          mobile: input.mobile,
          districtId: input.districtId,
          areaId: input.areaId,
          line: input.line,
          note: input.note ?? null,
          isDefault,
        })
        .where(and(mine, areaInDistrict(input)))
        .returning({ id: addresses.id }),
      ...(isDefault
        ? [
            db
              .update(addresses)
              .set({ isDefault: false })
              .where(and(eq(addresses.userId, userId), ne(addresses.id, id), areaInDistrict(input))),
          ]
        : []),
    ]);
    if (updated.length === 0) return { ok: false, reason: "unknown-area" };
  } catch (error) {
    if (constraintFailure(error)?.kind === "foreign-key") return { ok: false, reason: "unknown-area" };
    throw error;
  }
  return { ok: true, address: (await savedAddress(db, userId, id))! };
}

/** Deletes one of the shopper's addresses; if it was the default, the oldest left becomes the default. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<{ ok: boolean }> {
  const [deleted] = await db.batch([
    db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault }),
    db
      .update(addresses)
      .set({ isDefault: true })
      .where(
        sql`${addresses.id} = (SELECT min(${addresses.id}) FROM ${addresses} WHERE ${addresses.userId} = ${userId})
          AND NOT EXISTS (SELECT 1 FROM ${addresses} WHERE ${addresses.userId} = ${userId} AND ${addresses.isDefault} = 1)`,
      ),
  ]);
  return { ok: deleted.length > 0 };
}
