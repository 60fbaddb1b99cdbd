/**
 * Delivery zones, as the admin sets them on /dashboard/delivery: each a charge in whole taka, an optional
 * free-delivery threshold (taka, decision 042) and what it covers (districts and areas; an area wins over its district). Exactly one is
 * the default for everywhere else. The list is replaced as a whole, in one batch: a bad list changes nothing.
 */
import { asc, count, sql } from "drizzle-orm";
import { areas, deliveryZoneAreas, deliveryZoneDistricts, deliveryZones, districts } from "@db/schema.ts";
import { inList, rowsPerInsert, type Database } from "../database.ts";
import type { CourierId } from "@db/enums.ts";
import type { CodRules } from "../payments/cod.ts";

export interface DeliveryZoneRecord {
  id: number;
  name: string;
  feeTaka: number;
  freeOverTaka: number | null;
  districtIds: number[];
  areaIds: number[];
  isDefault: boolean;
  /** Cash on delivery here (decision 023). */
  cod: CodRules;
  /** The courier its orders are booked with unless the admin picks another (issue 51); null: the first set up. */
  courier: CourierId | null;
}

/** A zone as the editor sends it (an id keeps a zone's id across edits; a new zone has none). */
export type DeliveryZoneInput = Omit<DeliveryZoneRecord, "id"> & { id?: number };

/** Every zone in the admin's order, with what it covers. One round trip. */
export async function listZones(db: Database): Promise<DeliveryZoneRecord[]> {
  const [zones, zoneDistricts, zoneAreas] = await db.batch([
    db.select().from(deliveryZones).orderBy(asc(deliveryZones.position), asc(deliveryZones.id)),
    db.select().from(deliveryZoneDistricts).orderBy(asc(deliveryZoneDistricts.districtId)),
    db.select().from(deliveryZoneAreas).orderBy(asc(deliveryZoneAreas.areaId)),
  ]);
  return zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    feeTaka: zone.feeTaka,
    freeOverTaka: zone.freeOverTaka,
    isDefault: zone.isDefault,
    cod: { enabled: zone.codEnabled, maxTotalTaka: zone.codMaxTotalTaka, advance: zone.codAdvance },
    courier: zone.courier,
    districtIds: zoneDistricts.filter((row) => row.zoneId === zone.id).map((row) => row.districtId),
    areaIds: zoneAreas.filter((row) => row.zoneId === zone.id).map((row) => row.areaId),
  }));
}

export type ZoneListProblem =
  /** No zone, or more than one, is the default. */
  | { ok: false; reason: "default-count" }
  /** Two zones have the same id. */
  | { ok: false; reason: "duplicate-zone" }
  /** A district or area is covered by two zones. */
  | { ok: false; reason: "covered-twice"; kind: "district" | "area"; id: number }
  /** A district or area id that does not exist. */
  | { ok: false; reason: "unknown-place"; kind: "district" | "area"; id: number };

export type ReplaceZonesResult = { ok: true; zones: DeliveryZoneRecord[] } | ZoneListProblem;

/** What is wrong with a list of zones before D1 is asked about its ids (null: nothing). */
export function zoneListProblem(zones: DeliveryZoneInput[]): ZoneListProblem | null {
  if (zones.filter((zone) => zone.isDefault).length !== 1) return { ok: false, reason: "default-count" };
  const ids = zones.flatMap((zone) => (zone.id === undefined ? [] : [zone.id]));
  if (new Set(ids).size !== ids.length) return { ok: false, reason: "duplicate-zone" };
  for (const kind of ["district", "area"] as const) {
    const seen = new Set<number>();
    for (const id of zones.flatMap((zone) => (kind === "district" ? zone.districtIds : zone.areaIds))) {
      if (seen.has(id)) return { ok: false, reason: "covered-twice", kind, id };
      seen.add(id);
    }
  }
  return null;
}

/** Replaces every zone with `zones` (in that order), or changes nothing and says why. */
export async function replaceZones(db: Database, zones: DeliveryZoneInput[]): Promise<ReplaceZonesResult> {
  const problem = zoneListProblem(zones);
  if (problem) return problem;
  const districtIds = zones.flatMap((zone) => zone.districtIds);
  const areaIds = zones.flatMap((zone) => zone.areaIds);
  const [knownDistricts, knownAreas] = await db.batch([
    db.select({ id: districts.id }).from(districts).where(inList(districts.id, districtIds)),
    db.select({ id: areas.id }).from(areas).where(inList(areas.id, areaIds)),
  ]);
  const unknownDistrict = districtIds.find((id) => !knownDistricts.some((row) => row.id === id));
  if (unknownDistrict !== undefined)
    return { ok: false, reason: "unknown-place", kind: "district", id: unknownDistrict };
  const unknownArea = areaIds.find((id) => !knownAreas.some((row) => row.id === id));
  if (unknownArea !== undefined) return { ok: false, reason: "unknown-place", kind: "area", id: unknownArea };

  // Zones without an id get ids above every id in the list, so a new zone never takes a kept zone's id.
  let next = Math.max(0, ...zones.map((zone) => zone.id ?? 0));
  const rows = zones.map((zone, position) => ({ ...zone, id: zone.id ?? (next += 1), position }));
  await db.batch([
    // Coverage goes with its zone (ON DELETE CASCADE).
    db.delete(deliveryZones),
    // Twelve zones bind more parameters than one statement takes (D1: 100): an INSERT per few zones.
    ...rowsPerInsert(
      deliveryZones,
      rows.map((zone) => ({
        id: zone.id,
        name: zone.name,
        feeTaka: zone.feeTaka,
        freeOverTaka: zone.freeOverTaka,
        isDefault: zone.isDefault,
        position: zone.position,
        codEnabled: zone.cod.enabled,
        codMaxTotalTaka: zone.cod.maxTotalTaka,
        codAdvance: zone.cod.advance,
        courier: zone.courier,
      })),
    ).map((part) => db.insert(deliveryZones).values(part)),
    ...coverage(db, rows),
  ]);
  return { ok: true, zones: await listZones(db) };
}

/** What each zone covers, a statement per zone and kind, each with its ids as one JSON parameter. */
function coverage(db: Database, zones: (DeliveryZoneInput & { id: number })[]) {
  return zones.flatMap((zone) => [
    ...(zone.districtIds.length > 0
      ? [
          db.insert(deliveryZoneDistricts).select(
            db
              .select({
                districtId: sql<number>`value`.as("district_id"),
                zoneId: sql<number>`${zone.id}`.as("zone_id"),
              })
              .from(sql`json_each(${JSON.stringify(zone.districtIds)})`),
          ),
        ]
      : []),
    ...(zone.areaIds.length > 0
      ? [
          db
            .insert(deliveryZoneAreas)
            .select(
              db
                .select({ areaId: sql<number>`value`.as("area_id"), zoneId: sql<number>`${zone.id}`.as("zone_id") })
                .from(sql`json_each(${JSON.stringify(zone.areaIds)})`),
            ),
        ]
      : []),
  ]);
}

/** Whether the shop has set any zone (a shop without zones charges no delivery). */
export async function hasZones(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: count() }).from(deliveryZones);
  return (row?.count ?? 0) > 0;
}

/**
 * The courier each place's zone books with (issue 51): an area's zone wins over its district's, the default zone
 * covers the rest; null where that zone names none (or the shop has no zones). Reads the zones once.
 */
export async function courierOfPlace(
  db: Database,
): Promise<(place: { districtId: number | null; areaId: number | null }) => CourierId | null> {
  const zones = await listZones(db);
  const byArea = new Map<number, CourierId | null>();
  const byDistrict = new Map<number, CourierId | null>();
  for (const zone of zones) {
    for (const id of zone.areaIds) byArea.set(id, zone.courier);
    for (const id of zone.districtIds) byDistrict.set(id, zone.courier);
  }
  const fallback = zones.find((zone) => zone.isDefault)?.courier ?? null;
  return ({ districtId, areaId }) => {
    if (areaId !== null && byArea.has(areaId)) return byArea.get(areaId) ?? null;
    if (districtId !== null && byDistrict.has(districtId)) return byDistrict.get(districtId) ?? null;
    return fallback;
  };
}
