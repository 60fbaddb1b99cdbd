/**
 * The shop's places in each courier's words (issue 51). The shop's 64 districts and their areas (db `districts`,
 * `areas`) are mapped to Pathao's cities and zones and to RedX's areas by a generated table (places.generated.ts,
 * written by `npm run db:courier-places` from the couriers' location lists in db/couriers/); where the table has no
 * match, the adapter asks the courier's own location API and matches the parcel's place by name with the same rules
 * (`matchPlace`). Pure: no I/O.
 */
import { PATHAO_CITIES, PATHAO_ZONES, REDX_AREAS, REDX_DISTRICTS } from "./places.generated.ts";

/** A parcel's place at Pathao: the city, and the zone when the table knows it (null: ask Pathao's zone list). */
export interface PathaoPlace {
  cityId: number;
  zoneId: number | null;
}

/** A parcel's place at RedX: its area (RedX takes the id and the name). */
export interface RedxPlace {
  areaId: number;
  areaName: string;
}

/** Pathao's city (and zone) of a district and area of the shop; null when the table has no city for the district. */
export function pathaoPlace(districtId: number | null, areaId: number | null): PathaoPlace | null {
  const cityId = districtId === null ? undefined : PATHAO_CITIES[districtId];
  if (cityId === undefined) return null;
  return { cityId, zoneId: (areaId === null ? undefined : PATHAO_ZONES[areaId]) ?? null };
}

/** RedX's area of an area of the shop; null when the table has none (ask RedX's area list). */
export function redxPlace(_districtId: number | null, areaId: number | null): RedxPlace | null {
  const area = areaId === null ? undefined : REDX_AREAS[areaId];
  return area ? { areaId: area[0], areaName: area[1] } : null;
}

/** How RedX spells a district of the shop ("Chittagong" for Chattogram), or null when its list lacks it. */
export function redxDistrictName(districtId: number | null): string | null {
  return (districtId === null ? undefined : REDX_DISTRICTS[districtId]) ?? null;
}

/**
 * A place's name as the matcher compares it: lower case, letters and digits only (English or Bangla), without the
 * words that only say what kind of place it is ("thana", "upazila"). "Sher-E-Bangla Nagar" = "sherebanglanagar".
 */
export function placeKey(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\b(thana|upazila|upozila|upazilla)\b/g, " ")
    .replace(/[^a-z0-9\u0980-\u09ff]/g, "");
}

/**
 * The sound of a name, for the spellings of one place that differ only in vowels, aspirates and doubled letters:
 * "Bogra Sadar" and "Bogura Sadar", "Hazaribag" and "Hazaribagh", "Bakergonj" and "Bakerganj", "Agailzhara" and
 * "Agailjhara" all sound alike. Used only where it picks out one place.
 */
export function placeSound(name: string): string {
  const key = placeKey(name)
    .replace(/z/g, "j")
    .replace(/v/g, "b")
    .replace(/ph/g, "f")
    .replace(/([bcdgjkpst])h/g, "$1")
    .replace(/w/g, "o");
  return (key.slice(0, 1) + key.slice(1).replace(/[aeiouy]/g, "")).replace(/(.)\1+/g, "$1");
}

/**
 * The names a courier's place goes by: its name and, for RedX's "Adabor(Mohammadpur)" or "Mirpur DOHS (Mirpur)",
 * the name without the part in brackets.
 */
export function courierPlaceNames(name: string): string[] {
  const bare = name
    .replace(/\([^)]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return bare && bare !== name.trim() ? [name.trim(), bare] : [name.trim()];
}

/**
 * The courier's place that one of `names` (a place of the shop: its name and aliases) names: the one whose name is
 * the same letters, else the only one that sounds the same (`placeSound`), else a district's "Sadar" for its "Sadar"
 * (Pathao's "Bogra Sadar" is the shop's "Bogura Sadar") when each side has only one. Null when none or several.
 */
export function matchPlace<T>(
  names: readonly string[],
  candidates: readonly T[],
  nameOf: (candidate: T) => string,
): T | null {
  const keys = new Set(names.map(placeKey).filter(Boolean));
  const named = candidates.map((candidate) => ({ candidate, names: courierPlaceNames(nameOf(candidate)) }));
  const same = named.find((one) => one.names.some((name) => keys.has(placeKey(name))));
  if (same) return same.candidate;
  const sounds = new Set(names.map(placeSound).filter(Boolean));
  const alike = named.filter((one) => one.names.some((name) => sounds.has(placeSound(name))));
  if (alike.length === 1) return alike[0]!.candidate;
  if (!names.some(isSadar)) return null;
  const sadars = named.filter((one) => one.names.some(isSadar));
  return sadars.length === 1 ? sadars[0]!.candidate : null;
}

/** Whether a place's name is its district's "Sadar" (the district town's upazila). */
export function isSadar(name: string): boolean {
  return /sadar$/.test(placeKey(name));
}
