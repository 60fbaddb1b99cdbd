/**
 * Finding a place by what a shopper types (issue 45): its English or Bangla name, or one of its aliases (an old
 * spelling such as "Chittagong", a neighbourhood inside it), ignoring case, spaces and punctuation ("coxs bazar"
 * finds "Cox's Bazar") and the long and short forms of ি/ী and ু/ূ that Bangla keyboards mix up. Shared by the
 * address fields, the zones editor and GET /api/locations?q=. Pure.
 */
import type { LocationArea, LocationDistrict } from "./types.ts";

/** A name as the search compares it: lower case, decomposed, without spaces, punctuation or Latin accents. */
export function placeKey(text: string): string {
  return text
    .normalize("NFD")
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, "")
    .replaceAll("\u09c0", "\u09bf")
    .replaceAll("\u09c2", "\u09c1")
    .replace(/[^\p{L}\p{M}\p{N}]/gu, "");
}

/** What a place is found by: its names, its aliases, and (for an area in a list of every district's) its district. */
export interface PlaceKeys {
  names: string[];
  aliases: string[];
  context: string[];
}

export function placeKeys(
  place: { name: string; bnName: string; aliases?: string[] },
  context: { name: string; bnName: string; aliases?: string[] } | null = null,
): PlaceKeys {
  return {
    names: [place.name, place.bnName].map(placeKey),
    aliases: (place.aliases ?? []).map(placeKey),
    context: context ? [context.name, context.bnName, ...(context.aliases ?? [])].map(placeKey) : [],
  };
}

/**
 * How well the typed text finds a place, lower is better: 0 a name starts with it, 1 an alias starts with it, 2 a
 * name has it, 3 an alias has it, 4 its district's name does; null: not found.
 */
export function placeRank(keys: PlaceKeys, wanted: string): number | null {
  if (keys.names.some((key) => key.startsWith(wanted))) return 0;
  if (keys.aliases.some((key) => key.startsWith(wanted))) return 1;
  if (keys.names.some((key) => key.includes(wanted))) return 2;
  if (keys.aliases.some((key) => key.includes(wanted))) return 3;
  if (keys.context.some((key) => key.includes(wanted))) return 4;
  return null;
}

/** The items the typed text finds, the best first (in their own order within a rank); all of them for no text. */
export function findPlaces<T>(items: readonly T[], keysOf: (item: T) => PlaceKeys, text: string): T[] {
  const wanted = placeKey(text);
  if (!wanted) return [...items];
  const ranked: { item: T; rank: number }[] = [];
  for (const item of items) {
    const rank = placeRank(keysOf(item), wanted);
    if (rank !== null) ranked.push({ item, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map(({ item }) => item);
}

/**
 * The districts the text finds, each with all its areas, then the districts with areas it finds, each with only
 * those ("agrabad": Chattogram with Agrabad). All of them for no text.
 */
export function searchLocations(districts: readonly LocationDistrict[], text: string): LocationDistrict[] {
  if (!placeKey(text)) return [...districts];
  const whole = findPlaces(districts, (district) => placeKeys(district), text);
  const found = new Set(whole);
  const partial: LocationDistrict[] = [];
  for (const district of districts) {
    if (found.has(district)) continue;
    const areas: LocationArea[] = findPlaces(district.areas, (area) => placeKeys(area), text);
    if (areas.length > 0) partial.push({ ...district, areas });
  }
  return [...whole, ...partial];
}
