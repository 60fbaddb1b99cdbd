/**
 * The delivery zones editor's model, pure: the zones as the editor keeps them while the admin edits (money as
 * typed), the list it saves (what `zonesSchema` and PUT /api/delivery/zones take), the names of every district and
 * area, and the options each zone's pickers offer.
 */
import * as v from "valibot";
import { currentLanguage, section } from "~/i18n/catalogue.ts";
import type { CodAdvance, CourierId } from "@db/enums.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { wholeTaka } from "~/schemas/money.ts";
import type { FieldErrors } from "~/schemas/parse.ts";
import { findPlaces, type PlaceKeys, placeKeys } from "~/domain/delivery/place-search.ts";
import type { LocationDistrict } from "~/domain/delivery/types.ts";

const texts = section(() => dashboardCopy.delivery);

/** A saved zone as the page's loader hands it over (GET /api/delivery/zones' shape): money in whole taka. */
export interface SavedZone {
  id: number;
  name: string;
  fee: number;
  freeOver: number | null;
  districtIds: number[];
  areaIds: number[];
  default: boolean;
  /** Cash on delivery here: offered or not, the largest order total it takes (null: any), what is paid first. */
  cod: { enabled: boolean; maxTotal: number | null; advance: CodAdvance };
  /** The courier its orders are booked with by default (issue 51); null: the first one set up. */
  courier: CourierId | null;
}

/** A zone's cash on delivery as the editor keeps it: the largest total as typed ("" for no limit). */
export interface CodDraft {
  enabled: boolean;
  maxTotal: string;
  advance: CodAdvance;
}

/** A zone being edited. `key` is the editor's own (React's key); `id` is the stored zone's, none for a new one. */
export interface ZoneDraft {
  key: string;
  id?: number;
  name: string;
  fee: string;
  freeOver: string;
  districtIds: number[];
  areaIds: number[];
  isDefault: boolean;
  cod: CodDraft;
  /** "": the first courier set up. */
  courier: CourierId | "";
}

/** One zone as the editor saves it: what `zoneSchema` reads (whole taka as typed, "" for no free delivery). */
export interface ZoneSubmission {
  id?: number;
  name: string;
  fee: string;
  freeOver: string;
  districtIds: number[];
  areaIds: number[];
  default: boolean;
  /** Always sent: a zone saved without it gets the defaults (COD with no limit and no advance). */
  cod: CodDraft;
  courier: CourierId | "";
}

/** The whole list, as `zonesSchema` reads it: saving replaces every zone. */
export interface ZonesSubmission {
  zones: ZoneSubmission[];
}

export type PlaceKind = "district" | "area";

/** A district's or area's names as the editor shows them: an area with its district ("Dhanmondi, Dhaka"). */
export interface PlaceName {
  id: number;
  label: string;
  bnLabel: string;
  /** What finds it when typed: its names and aliases (and its district's, for an area; place-search.ts). */
  keys: PlaceKeys;
}

export interface PlaceNames {
  district: Map<number, PlaceName>;
  area: Map<number, PlaceName>;
}

export function draftOf(zone: SavedZone): ZoneDraft {
  return {
    key: `zone-${zone.id}`,
    id: zone.id,
    name: zone.name,
    fee: String(zone.fee),
    freeOver: zone.freeOver === null ? "" : String(zone.freeOver),
    districtIds: [...zone.districtIds],
    areaIds: [...zone.areaIds],
    isDefault: zone.default,
    cod: {
      enabled: zone.cod.enabled,
      maxTotal: zone.cod.maxTotal === null ? "" : String(zone.cod.maxTotal),
      advance: zone.cod.advance,
    },
    courier: zone.courier ?? "",
  };
}

/** A new zone: empty, and the default when it is the only one; cash on delivery as the server's default. */
export function newDraft(key: string, onlyZone: boolean): ZoneDraft {
  return {
    key,
    name: "",
    fee: "",
    freeOver: "",
    districtIds: [],
    areaIds: [],
    isDefault: onlyZone,
    cod: { enabled: true, maxTotal: "", advance: "none" },
    courier: "",
  };
}

const anAmount = wholeTaka(() => "");

/**
 * A zone's cash on delivery as saved. While it is off, its limit field is disabled: a limit that is not an amount
 * is dropped then rather than refused (the admin could not fix it there); a valid one is kept for turning it back on.
 */
function codSubmissionOf(cod: CodDraft): CodDraft {
  if (cod.enabled || cod.maxTotal.trim() === "" || v.is(anAmount, cod.maxTotal)) return { ...cod };
  return { ...cod, maxTotal: "" };
}

/**
 * The list to save. The default zone covers everywhere no other zone covers, so what it covered itself is left out
 * (the editor keeps it while it is the default, in case the admin moves the default back before saving).
 */
export function submissionOf(drafts: ZoneDraft[]): ZonesSubmission {
  return {
    zones: drafts.map((draft) => ({
      ...(draft.id === undefined ? {} : { id: draft.id }),
      name: draft.name,
      fee: draft.fee,
      freeOver: draft.freeOver,
      districtIds: draft.isDefault ? [] : draft.districtIds,
      areaIds: draft.isDefault ? [] : draft.areaIds,
      default: draft.isDefault,
      cod: codSubmissionOf(draft.cod),
      courier: draft.courier,
    })),
  };
}

/** Every district and area by id, with the names the chips and pickers show. */
export function placeNamesOf(locations: LocationDistrict[]): PlaceNames {
  const district = new Map<number, PlaceName>();
  const area = new Map<number, PlaceName>();
  // The page's language names each place; the other language's name is beside it.
  const bangla = currentLanguage() === "bn";
  for (const each of locations) {
    district.set(each.id, {
      id: each.id,
      label: bangla ? each.bnName : each.name,
      bnLabel: bangla ? each.name : each.bnName,
      keys: placeKeys(each),
    });
    for (const place of each.areas) {
      area.set(place.id, {
        id: place.id,
        label: bangla ? texts.areaOption(place.bnName, each.bnName) : texts.areaOption(place.name, each.name),
        bnLabel: bangla ? texts.areaOption(place.name, each.name) : texts.areaOption(place.bnName, each.bnName),
        keys: placeKeys(place, each),
      });
    }
  }
  return { district, area };
}

/** A place's name, or its id when the locations do not list it (a list saved through the API with an odd id). */
export function placeLabel(names: PlaceNames, kind: PlaceKind, id: number): string {
  return names[kind].get(id)?.label ?? `#${id}`;
}

/** A picker's option: a place, and the zone that covers it now when that is another zone (choosing moves it). */
export interface PlaceOption extends PlaceName {
  value: string;
  owner: string | null;
}

/** What a zone's name reads as where it is named: its name, or "Zone 3" while it has none. */
export function zoneTitle(draft: ZoneDraft, index: number): string {
  return draft.name.trim() || texts.zone(index + 1);
}

/** The ids of `kind` a zone covers as the editor shows it: none while it is the default. */
export function coverageOf(draft: ZoneDraft, kind: PlaceKind): number[] {
  if (draft.isDefault) return [];
  return kind === "district" ? draft.districtIds : draft.areaIds;
}

/** The places of `kind` the zone at `index` may add: all it does not cover yet, each with the zone covering it now. */
export function optionsFor(drafts: ZoneDraft[], index: number, kind: PlaceKind, names: PlaceNames): PlaceOption[] {
  const owners = new Map<number, string>();
  drafts.forEach((draft, at) => {
    for (const id of coverageOf(draft, kind)) owners.set(id, at === index ? "" : zoneTitle(draft, at));
  });
  const options: PlaceOption[] = [];
  for (const place of names[kind].values()) {
    const owner = owners.get(place.id);
    if (owner === "") continue;
    options.push({ ...place, value: String(place.id), owner: owner ?? null });
  }
  return options.sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * Options whose English or Bangla name or alias (or an area's district's) has the typed text; a name that starts
 * with it first (place-search.ts).
 */
export function matchingOptions(options: PlaceOption[], text: string): PlaceOption[] {
  return findPlaces(options, (option) => option.keys, text);
}

/**
 * Adds a place to the zone at `index`, taking it from the zone that covered it (a place is in one zone only).
 * Returns the new list and the name of the zone it came from (null when no zone had it).
 */
export function withPlace(
  drafts: ZoneDraft[],
  index: number,
  kind: PlaceKind,
  id: number,
): { drafts: ZoneDraft[]; from: string | null } {
  const field = kind === "district" ? "districtIds" : "areaIds";
  let from: string | null = null;
  const next = drafts.map((draft, at) => {
    if (at === index) return draft[field].includes(id) ? draft : { ...draft, [field]: [...draft[field], id] };
    if (!draft[field].includes(id)) return draft;
    // Hidden coverage of the default zone is not shown anywhere, so it is not named as where the place came from.
    if (!draft.isDefault) from = zoneTitle(draft, at);
    return { ...draft, [field]: draft[field].filter((each) => each !== id) };
  });
  return { drafts: next, from };
}

export function withoutPlace(drafts: ZoneDraft[], index: number, kind: PlaceKind, id: number): ZoneDraft[] {
  const field = kind === "district" ? "districtIds" : "areaIds";
  return drafts.map((draft, at) =>
    at === index ? { ...draft, [field]: draft[field].filter((each) => each !== id) } : draft,
  );
}

/**
 * The fields of one zone that can carry an error, in the order they appear. Each is its field's `data-field` key
 * after the zone's (`zones.2.codMaxTotal`); the cash-on-delivery ones are nested in what is sent
 * (`zones.2.cod.maxTotal`).
 */
export const ZONE_FIELDS = [
  "name",
  "fee",
  "freeOver",
  "cod",
  "codMaxTotal",
  "codAdvance",
  "courier",
  "districtIds",
  "areaIds",
] as const;
export type ZoneField = (typeof ZONE_FIELDS)[number];

/** Where a field's errors are in the schema's paths, after the zone's (`cod.maxTotal`). */
const ERROR_PATHS: Record<ZoneField, string> = {
  name: "name",
  fee: "fee",
  freeOver: "freeOver",
  cod: "cod.enabled",
  codMaxTotal: "cod.maxTotal",
  codAdvance: "cod.advance",
  courier: "courier",
  districtIds: "districtIds",
  areaIds: "areaIds",
};

/** The field an error's path (after the zone's: `cod.maxTotal`, `areaIds.5`) belongs to; null for the zone's own. */
function fieldOfPath(path: string): ZoneField | null {
  const [first, second] = path.split(".");
  if (first === "cod") return second === "maxTotal" ? "codMaxTotal" : second === "advance" ? "codAdvance" : "cod";
  return (ZONE_FIELDS as readonly string[]).includes(first ?? "") ? (first as ZoneField) : null;
}

export type ZoneErrors = Partial<Record<ZoneField | "zone", string>>;

/**
 * The errors of the zone at `index` from the schema's (or the action's) field errors: `zones.2.fee`, and an item of
 * a list (`zones.2.areaIds.5`) as its list's.
 */
export function zoneErrorsOf(errors: FieldErrors, index: number): ZoneErrors {
  const prefix = `zones.${index}`;
  const result: ZoneErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue;
    if (key === prefix) result.zone ??= message;
    else if (key.startsWith(`${prefix}.`)) {
      const field = fieldOfPath(key.slice(prefix.length + 1));
      if (field) result[field] ??= message;
      else result.zone ??= message;
    }
  }
  return result;
}

/** Errors that belong to no one zone: the list's (`zones`, such as "exactly one default") or the body's (`form`). */
export function listErrorOf(errors: FieldErrors): string | undefined {
  return errors.zones ?? errors.form;
}

/** The first field with an error, in the order of the page, as its `data-field` key (`zones.0.name`). */
export function firstErrorField(errors: FieldErrors, count: number): string | null {
  for (let index = 0; index < count; index += 1) {
    const zoneErrors = zoneErrorsOf(errors, index);
    const field = ZONE_FIELDS.find((each) => zoneErrors[each]);
    if (field) return `zones.${index}.${field}`;
    if (zoneErrors.zone) return `zones.${index}.name`;
  }
  return null;
}

/** Leaves out the errors of one field of one zone (it was just edited). */
export function withoutError(errors: FieldErrors, index: number, field: ZoneField): FieldErrors {
  const key = `zones.${index}.${ERROR_PATHS[field]}`;
  // The checkbox's errors include the whole `cod` object's (it is what was not understood).
  const also = field === "cod" ? `zones.${index}.cod` : key;
  const next: FieldErrors = {};
  let changed = false;
  for (const [each, message] of Object.entries(errors)) {
    if (each === key || each === also || each.startsWith(`${key}.`)) changed = true;
    else next[each] = message;
  }
  return changed ? next : errors;
}

/** Leaves out every zone's own errors (a zone was added or removed: they are numbered by position). */
export function withoutZoneErrors(errors: FieldErrors): FieldErrors {
  const next: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) if (!key.startsWith("zones.")) next[key] = message;
  return next;
}
