/**
 * Where a parcel can go: Bangladesh's districts and their areas (upazilas, the cities' metropolitan thanas), from D1
 * (migrations 0012 and 0020, db/locations/README.md), and where an order or a saved address points.
 */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { addresses, areas, deliveryZoneAreas, deliveryZoneDistricts, deliveryZones, districts } from "@db/schema.ts";
import type { Database } from "../database.ts";
import type { LocationArea, LocationDistrict } from "./types.ts";
import type { DeliveryZoneCharge } from "./charge.ts";

export type { LocationArea, LocationDistrict } from "./types.ts";

/** A place's aliases, left out when it has none (most places). */
function withAliases<T extends { aliases: string[] }>({
  aliases,
  ...place
}: T): Omit<T, "aliases"> & { aliases?: string[] } {
  return aliases.length > 0 ? { ...place, aliases } : place;
}

/** Every district with its areas, both by name (English), with their aliases. Two reads in one round trip. */
export async function listLocations(db: Database): Promise<LocationDistrict[]> {
  const [districtRows, areaRows] = await db.batch([
    db
      .select({
        id: districts.id,
        name: districts.name,
        bnName: districts.bnName,
        division: districts.division,
        aliases: districts.aliases,
      })
      .from(districts)
      .orderBy(asc(districts.name)),
    db
      .select({
        id: areas.id,
        districtId: areas.districtId,
        name: areas.name,
        bnName: areas.bnName,
        aliases: areas.aliases,
      })
      .from(areas)
      .orderBy(asc(areas.name)),
  ]);
  const byDistrict = new Map<number, LocationArea[]>();
  for (const { districtId, ...area } of areaRows) {
    const list = byDistrict.get(districtId) ?? [];
    list.push(withAliases(area));
    byDistrict.set(districtId, list);
  }
  return districtRows.map((district) => ({ ...withAliases(district), areas: byDistrict.get(district.id) ?? [] }));
}

/** The districts by name, in English and Bangla, without their areas (Manage Order's district filter). */
export function listDistricts(db: Database): Promise<{ id: number; name: string; bnName: string }[]> {
  return db
    .select({ id: districts.id, name: districts.name, bnName: districts.bnName })
    .from(districts)
    .orderBy(asc(districts.name));
}

/** Where a parcel goes: an area of a district, typed in at checkout, or one of the shopper's saved addresses. */
export type PlaceRef =
  { kind: "typed"; districtId: number; areaId: number } | { kind: "saved"; addressId: number; userId: number };

/** The place a reference resolves to, with the names an order keeps (and, for a saved address, its line). */
export interface ResolvedPlace {
  districtId: number;
  areaId: number;
  district: string;
  area: string;
  /** The same names in Bangla. */
  bnDistrict: string;
  bnArea: string;
  /** A saved address's own line and note (a typed place has its line in the order's input). */
  saved: { line: string; note: string | null } | null;
}

/**
 * A place's ids and names, each under a name of its own: D1's batch answers rows as objects keyed by column name,
 * where two columns called `id` (or `name`) would be one.
 */
const placeColumns = {
  districtId: sql<number>`${districts.id}`.as("place_district_id"),
  areaId: sql<number>`${areas.id}`.as("place_area_id"),
  district: sql<string>`${districts.name}`.as("place_district"),
  area: sql<string>`${areas.name}`.as("place_area"),
  bnDistrict: sql<string>`${districts.bnName}`.as("place_district_bn"),
  bnArea: sql<string>`${areas.bnName}`.as("place_area_bn"),
};

/**
 * The reads that resolve a place and the delivery zone that covers it, to run in a batch of their own or inside a
 * bigger one (the checkout's): an area wins over its district's zone, the default zone covers everywhere else.
 * The place row is missing when the area is not in the district, an id is unknown, or the saved address is not
 * the shopper's; the zone row is missing only when the shop has no zones at all.
 */
export function placeReads(db: Database, place: PlaceRef) {
  const placeQuery =
    place.kind === "typed"
      ? db
          .select({
            ...placeColumns,
            line: sql<string | null>`NULL`.as("saved_line"),
            note: sql<string | null>`NULL`.as("saved_note"),
          })
          .from(areas)
          .innerJoin(districts, eq(districts.id, areas.districtId))
          .where(and(eq(areas.id, place.areaId), eq(areas.districtId, place.districtId)))
      : db
          .select({
            ...placeColumns,
            line: sql<string | null>`${addresses.line}`.as("saved_line"),
            note: sql<string | null>`${addresses.note}`.as("saved_note"),
          })
          .from(addresses)
          .innerJoin(areas, eq(areas.id, addresses.areaId))
          .innerJoin(districts, eq(districts.id, areas.districtId))
          .where(and(eq(addresses.id, place.addressId), eq(addresses.userId, place.userId)));
  const { areaId, districtId } =
    place.kind === "typed"
      ? { areaId: sql`${place.areaId}`, districtId: sql`${place.districtId}` }
      : {
          areaId: sql`(SELECT ${addresses.areaId} FROM ${addresses} WHERE ${addresses.id} = ${place.addressId} AND ${addresses.userId} = ${place.userId})`,
          districtId: sql`(SELECT ${addresses.districtId} FROM ${addresses} WHERE ${addresses.id} = ${place.addressId} AND ${addresses.userId} = ${place.userId})`,
        };
  return [placeQuery, zoneCoveringQuery(db, areaId, districtId)] as const;
}

/** The zone covering an area of a district: the area's own, else its district's, else the default. */
function zoneCoveringQuery(db: Database, areaId: SQL, districtId: SQL) {
  const rank = sql<number>`(CASE
    WHEN ${deliveryZones.id} IN (SELECT ${deliveryZoneAreas.zoneId} FROM ${deliveryZoneAreas} WHERE ${deliveryZoneAreas.areaId} = ${areaId}) THEN 1
    WHEN ${deliveryZones.id} IN (SELECT ${deliveryZoneDistricts.zoneId} FROM ${deliveryZoneDistricts} WHERE ${deliveryZoneDistricts.districtId} = ${districtId}) THEN 2
    WHEN ${deliveryZones.isDefault} = 1 THEN 3
    ELSE 4 END)`;
  return db
    .select({
      zoneId: deliveryZones.id,
      zone: deliveryZones.name,
      feeTaka: deliveryZones.feeTaka,
      freeOverTaka: deliveryZones.freeOverTaka,
      codEnabled: deliveryZones.codEnabled,
      codMaxTotalTaka: deliveryZones.codMaxTotalTaka,
      codAdvance: deliveryZones.codAdvance,
      rank,
    })
    .from(deliveryZones)
    .where(sql`${rank} < 4`)
    .orderBy(rank)
    .limit(1);
}

export type PlaceRows = readonly [Awaited<ReturnType<typeof placeReads>[0]>, Awaited<ReturnType<typeof placeReads>[1]>];

/** The place and its zone from the reads' rows (null place: not a place this shopper may use). */
export function resolvedPlace([placeRows, zoneRows]: PlaceRows): {
  place: ResolvedPlace | null;
  zone: DeliveryZoneCharge | null;
} {
  const [row] = placeRows;
  const [zone] = zoneRows;
  return {
    place: row
      ? {
          districtId: row.districtId,
          areaId: row.areaId,
          district: row.district,
          area: row.area,
          bnDistrict: row.bnDistrict,
          bnArea: row.bnArea,
          saved: row.line === null ? null : { line: row.line, note: row.note },
        }
      : null,
    zone: zone
      ? {
          zoneId: zone.zoneId,
          zone: zone.zone,
          feeTaka: zone.feeTaka,
          freeOverTaka: zone.freeOverTaka,
          cod: { enabled: zone.codEnabled, maxTotalTaka: zone.codMaxTotalTaka, advance: zone.codAdvance },
        }
      : null,
  };
}

/** Resolves a place and its zone in one round trip. */
export async function resolvePlace(db: Database, place: PlaceRef) {
  return resolvedPlace(await db.batch(placeReads(db, place)));
}
