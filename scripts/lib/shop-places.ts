/**
 * The shop's places as scripts/generate-locations.ts writes them into D1: Bangladesh's 64 districts with their 494
 * upazilas from nuhil/bangladesh-geocode (MIT, via the npm package bd-geodata; db/locations/README.md), the
 * metropolitan thanas of Dhaka (db/locations/dhaka-thanas.ts) and of the other city corporations
 * (db/locations/city-thanas.ts), each with the shop's spelling and aliases (db/locations/aliases.ts). Also read by
 * scripts/generate-courier-places.ts, which maps them to each courier's places. Throws on data that does not hold
 * (a spelling of no place, an id twice, two areas of one name in a district).
 */
import { readFileSync } from "node:fs";
import { districtSpellings, divisionSpellings, type Spelling, upazilaSpellings } from "../../db/locations/aliases.ts";
import { cityThanas } from "../../db/locations/city-thanas.ts";
import { dhakaThanas, type Thana } from "../../db/locations/dhaka-thanas.ts";

interface Division {
  id: string;
  name: string;
  bn_name: string;
}
interface District extends Division {
  division_id: string;
}
interface Upazila extends Division {
  district_id: string;
}

const DATA = new URL("../../node_modules/bd-geodata/data/", import.meta.url);
const read = <T>(file: string): T[] => JSON.parse(readFileSync(new URL(file, DATA), "utf8")) as T[];

export const clean = (text: string) => text.replace(/\s+/g, " ").trim();

export interface PlaceRow {
  id: number;
  name: string;
  bnName: string;
  aliases: string[];
}

/** A place in the shop's spelling: renamed where the spelling says, the dataset's names kept as aliases. */
function spelled(id: number, name: string, bnName: string, spelling: Spelling | undefined): PlaceRow {
  const shown = { name: spelling?.name ?? name, bnName: spelling?.bnName ?? bnName };
  const aliases = [
    ...(shown.name === name ? [] : [name]),
    ...(shown.bnName === bnName ? [] : [bnName]),
    ...(spelling?.aliases ?? []),
  ].map(clean);
  const names = new Set([shown.name, shown.bnName]);
  return { id, ...shown, aliases: [...new Set(aliases)].filter((alias) => !names.has(alias)) };
}

export type AreaKind = "upazila" | "thana" | "neighbourhood";
export type DistrictRow = PlaceRow & { division: string; bnDivision: string };
export type AreaRow = PlaceRow & { districtId: number; kind: AreaKind };

/** The districts and areas, as D1 keeps them. */
export function shopPlaces(): { districts: DistrictRow[]; areas: AreaRow[] } {
  const used = new Set<string>();
  const spellingOf = <T>(table: Record<string, T>, key: string): T | undefined => {
    if (key in table) used.add(key);
    return table[key];
  };

  const divisions = new Map(
    read<Division>("divisions.json").map((row) => [
      row.id,
      { name: divisionSpellings[clean(row.name)] ?? clean(row.name), bnName: clean(row.bn_name) },
    ]),
  );
  const datasetDistricts = read<District>("districts.json").toSorted((a, b) => Number(a.id) - Number(b.id));
  const datasetUpazilas = read<Upazila>("upazilas.json").toSorted((a, b) => Number(a.id) - Number(b.id));
  if (datasetDistricts.length !== 64 || datasetUpazilas.length !== 494)
    throw new Error(`unexpected dataset: ${datasetDistricts.length} districts, ${datasetUpazilas.length} upazilas`);
  const districtIdByName = new Map(datasetDistricts.map((row) => [clean(row.name), Number(row.id)]));
  const districtNameById = new Map(datasetDistricts.map((row) => [Number(row.id), clean(row.name)]));

  const districts = datasetDistricts.map((row) => {
    const division = divisions.get(row.division_id);
    if (!division) throw new Error(`district ${row.name} has no division`);
    const key = clean(row.name);
    return {
      ...spelled(Number(row.id), key, clean(row.bn_name), spellingOf(districtSpellings, key)),
      division: division.name,
      bnDivision: division.bnName,
    };
  });

  const areas: AreaRow[] = datasetUpazilas.map((row) => {
    const districtId = Number(row.district_id);
    const key = `${districtNameById.get(districtId)}/${clean(row.name)}`;
    return {
      ...spelled(Number(row.id), clean(row.name), clean(row.bn_name), spellingOf(upazilaSpellings, key)),
      districtId,
      kind: "upazila" as const,
    };
  });
  const thanaRow = (districtId: number, thana: Thana) => ({
    ...spelled(thana.id, thana.name, thana.bnName, { aliases: thana.aliases ?? [] }),
    districtId,
    kind: thana.kind ?? ("thana" as const),
  });
  const idOf = (name: string) => {
    const id = districtIdByName.get(name);
    if (id === undefined) throw new Error(`no district ${name} in the dataset`);
    return id;
  };
  areas.push(...dhakaThanas.map((thana) => thanaRow(idOf("Dhaka"), thana)));
  for (const city of cityThanas) areas.push(...city.thanas.map((thana) => thanaRow(idOf(city.district), thana)));

  // Every spelling names a place, every id is once, and no district has two areas of one name.
  const unused = [...Object.keys(districtSpellings), ...Object.keys(upazilaSpellings)].filter((key) => !used.has(key));
  if (unused.length > 0) throw new Error(`spellings of places the dataset does not have: ${unused.join(", ")}`);
  const ids = new Set<number>();
  const names = new Set<string>();
  for (const area of areas) {
    if (ids.has(area.id)) throw new Error(`area id ${area.id} twice`);
    ids.add(area.id);
    const name = `${area.districtId}/${area.name.toLowerCase()}`;
    if (names.has(name)) throw new Error(`two areas called ${area.name} in district ${area.districtId}`);
    names.add(name);
  }
  return { districts, areas };
}
