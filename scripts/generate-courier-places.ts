/**
 * `npm run db:courier-places`: maps the shop's places (its 64 districts and their areas, as scripts/lib/shop-places.ts
 * builds them for D1) to each courier's places, from the snapshots of the couriers' location lists in db/couriers/
 * (README.md there), and writes app/domain/couriers/places.generated.ts: Pathao's city of each district and zone of
 * each area, RedX's area of each area and its spelling of each district. Names are matched as
 * app/domain/couriers/places.ts `matchPlace` matches them (the shop's names and aliases against the courier's
 * spellings). Prints the places no courier place matched: the adapters ask the courier for those when booking.
 *
 * `--from pathao=<baseUrl>` first refreshes db/couriers/pathao-locations.json from Pathao's API (the token from
 * PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME, PATHAO_PASSWORD in the environment or `.dev.vars`; then
 * `city-list` and each city's `zone-list`); `--from redx=<baseUrl>` refreshes db/couriers/redx-areas.json from RedX's
 * `GET /areas` (REDX_API_TOKEN). Either may be given, or both.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { matchPlace } from "../app/domain/couriers/places.ts";
import { configuredVar } from "./lib/config.ts";
import { shopPlaces } from "./lib/shop-places.ts";

interface PathaoSnapshot {
  cities: { city_id: number; city_name: string; zones: { zone_id: number; zone_name: string }[] }[];
}
interface RedxArea {
  id: number;
  name: string;
  post_code: number | null;
  district_name: string;
  division_name: string;
  zone_id: number | null;
}

const PATHAO_FILE = "db/couriers/pathao-locations.json";
const REDX_FILE = "db/couriers/redx-areas.json";
const TARGET = "app/domain/couriers/places.generated.ts";

const required = (name: string): string => {
  const value = process.env[name] ?? configuredVar(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

/** A JSON GET or POST the refresh needs, or the reason it failed. */
async function fetchJson(url: string, init: { headers?: Record<string, string>; body?: unknown } = {}) {
  const response = await fetch(url, {
    method: init.body === undefined ? "GET" : "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json", ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}
/** Pathao's lists: `{ data: { data: [...] } }`. */
const pathaoList = (body: Record<string, unknown>) =>
  ((body.data as { data?: unknown } | undefined)?.data ?? body.data ?? []) as Record<string, unknown>[];

async function refreshPathao(baseUrl: string) {
  const api = `${baseUrl}/aladdin/api/v1`;
  const token = await fetchJson(`${api}/issue-token`, {
    body: {
      client_id: required("PATHAO_CLIENT_ID"),
      client_secret: required("PATHAO_CLIENT_SECRET"),
      grant_type: "password",
      username: required("PATHAO_USERNAME"),
      password: required("PATHAO_PASSWORD"),
    },
  });
  const headers = { Authorization: `Bearer ${String(token.access_token)}` };
  const snapshot: PathaoSnapshot = { cities: [] };
  for (const city of pathaoList(await fetchJson(`${api}/city-list`, { headers }))) {
    const zones = pathaoList(await fetchJson(`${api}/cities/${Number(city.city_id)}/zone-list`, { headers }));
    snapshot.cities.push({
      city_id: Number(city.city_id),
      city_name: String(city.city_name).trim(),
      zones: zones.map((zone) => ({ zone_id: Number(zone.zone_id), zone_name: String(zone.zone_name).trim() })),
    });
  }
  writeFileSync(PATHAO_FILE, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`${PATHAO_FILE}: ${snapshot.cities.length} cities from ${baseUrl}`);
}

async function refreshRedx(baseUrl: string) {
  const body = await fetchJson(`${baseUrl}/areas`, {
    headers: { "API-ACCESS-TOKEN": `Bearer ${required("REDX_API_TOKEN")}` },
  });
  const areas = ((body.areas ?? []) as Record<string, unknown>[]).map((area): RedxArea => ({
    id: Number(area.id),
    name: String(area.name).trim(),
    post_code: area.post_code === null || area.post_code === undefined ? null : Number(area.post_code),
    district_name: String(area.district_name ?? "").trim(),
    division_name: String(area.division_name ?? "").trim(),
    zone_id: area.zone_id === null || area.zone_id === undefined ? null : Number(area.zone_id),
  }));
  writeFileSync(REDX_FILE, `${JSON.stringify({ areas }, null, 2)}\n`);
  console.log(`${REDX_FILE}: ${areas.length} areas from ${baseUrl}`);
}

const { values } = parseArgs({ options: { from: { type: "string", multiple: true, default: [] } } });
for (const source of values.from) {
  const [courier, baseUrl] = source.split(/=(.*)/s) as [string, string | undefined];
  if (!baseUrl) throw new Error(`--from wants courier=<baseUrl>, got "${source}"`);
  if (courier === "pathao") await refreshPathao(baseUrl.replace(/\/$/, ""));
  else if (courier === "redx") await refreshRedx(baseUrl.replace(/\/$/, ""));
  else throw new Error(`no location list to refresh for "${courier}"`);
}

const { districts, areas } = shopPlaces();
const pathao = JSON.parse(readFileSync(PATHAO_FILE, "utf8")) as PathaoSnapshot;
const redx = (JSON.parse(readFileSync(REDX_FILE, "utf8")) as { areas: RedxArea[] }).areas;
const redxByDistrict = Map.groupBy(redx, (area) => area.district_name);
const namesOf = (place: { name: string; aliases: string[] }) => [place.name, ...place.aliases];

const pathaoCityOf = new Map<number, number>();
const pathaoZoneOf = new Map<number, number>();
const redxDistrictOf = new Map<number, string>();
const redxAreaOf = new Map<number, [number, string]>();
const missing = { pathao: [] as string[], redx: [] as string[] };

for (const district of districts) {
  const inDistrict = areas.filter((area) => area.districtId === district.id);
  const city = matchPlace(namesOf(district), pathao.cities, (one) => one.city_name);
  if (city) {
    pathaoCityOf.set(district.id, city.city_id);
    for (const area of inDistrict) {
      const zone = matchPlace(namesOf(area), city.zones, (one) => one.zone_name);
      if (zone) pathaoZoneOf.set(area.id, zone.zone_id);
      else missing.pathao.push(`${area.name} (${area.id}), ${district.name}`);
    }
  } else missing.pathao.push(`${district.name} (district ${district.id}) and its ${inDistrict.length} areas`);

  const redxDistrict = matchPlace(namesOf(district), [...redxByDistrict.keys()], (name) => name);
  if (redxDistrict) {
    redxDistrictOf.set(district.id, redxDistrict);
    const candidates = redxByDistrict.get(redxDistrict) ?? [];
    for (const area of inDistrict) {
      const match = matchPlace(namesOf(area), candidates, (one) => one.name);
      if (match) redxAreaOf.set(area.id, [match.id, match.name]);
      else missing.redx.push(`${area.name} (${area.id}), ${district.name}`);
    }
  } else missing.redx.push(`${district.name} (district ${district.id}) and its ${inDistrict.length} areas`);
}

/** A record's entries, several to a line (prettier leaves it so). */
function record(name: string, doc: string, type: string, entries: [number, string][]): string {
  const lines: string[] = [];
  let line = "";
  for (const [key, value] of entries) {
    const item = `${key}: ${value},`;
    if (line && line.length + item.length + 1 > 116) {
      lines.push(line);
      line = "";
    }
    line = line ? `${line} ${item}` : item;
  }
  if (line) lines.push(line);
  return `/** ${doc} */\n// prettier-ignore\nexport const ${name}: Readonly<Record<number, ${type}>> = {\n${lines.map((one) => `  ${one}`).join("\n")}\n};\n`;
}
const sorted = <T>(map: Map<number, T>) => [...map].sort(([a], [b]) => a - b);

writeFileSync(
  TARGET,
  `/**
 * Generated by scripts/generate-courier-places.ts (\`npm run db:courier-places\`) from db/couriers/pathao-locations.json
 * and db/couriers/redx-areas.json: do not edit by hand. Keys are the shop's place ids (db \`districts\`, \`areas\`).
 * ${pathaoCityOf.size} districts and ${pathaoZoneOf.size} areas mapped to Pathao, ${redxDistrictOf.size} districts and ${redxAreaOf.size} areas to RedX (of ${districts.length} and ${areas.length}).
 */

${record(
  "PATHAO_CITIES",
  "Pathao's city_id of a district.",
  "number",
  sorted(pathaoCityOf).map(([key, id]) => [key, String(id)]),
)}
${record(
  "PATHAO_ZONES",
  "Pathao's zone_id of an area.",
  "number",
  sorted(pathaoZoneOf).map(([key, id]) => [key, String(id)]),
)}
${record(
  "REDX_DISTRICTS",
  "How RedX's areas spell a district (their `district_name`).",
  "string",
  sorted(redxDistrictOf).map(([key, name]) => [key, JSON.stringify(name)]),
)}
${record(
  "REDX_AREAS",
  "RedX's area of an area: [id, name].",
  "readonly [number, string]",
  sorted(redxAreaOf).map(([key, [id, name]]) => [key, `[${id}, ${JSON.stringify(name)}]`]),
)}`,
);

console.log(
  `${TARGET}: Pathao ${pathaoCityOf.size}/${districts.length} districts, ${pathaoZoneOf.size}/${areas.length} areas; ` +
    `RedX ${redxDistrictOf.size}/${districts.length} districts, ${redxAreaOf.size}/${areas.length} areas`,
);
for (const courier of ["pathao", "redx"] as const) {
  if (missing[courier].length === 0) continue;
  console.log(`Not in ${courier}'s list (asked of ${courier} when booking; "unmapped" when it has none either):`);
  for (const place of missing[courier]) console.log(`  ${place}`);
}
