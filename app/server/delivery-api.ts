/**
 * Delivery in the JSON API: zones with money in decimal units of the shop's currency (as product prices are), and
 * saved addresses with the names of their district and area.
 */
import type { SavedAddress } from "~/domain/delivery/addresses.server.ts";
import type { DeliveryZoneInput, DeliveryZoneRecord } from "~/domain/delivery/zones.server.ts";
import type { ZoneFormInput } from "~/schemas/zones.ts";
import type { CodAdvance } from "@db/enums.ts";
import { centsToDollars } from "./catalogue-api.ts";

export interface ApiZone {
  id: number;
  name: string;
  fee: number;
  freeOver: number | null;
  districtIds: number[];
  areaIds: number[];
  default: boolean;
  /** Cash on delivery here: offered or not, the largest total it takes (null: any), what is paid first by wallet. */
  cod: { enabled: boolean; maxTotal: number | null; advance: CodAdvance };
}

export function toApiZone(zone: DeliveryZoneRecord): ApiZone {
  return {
    id: zone.id,
    name: zone.name,
    fee: centsToDollars(zone.feeCents),
    freeOver: zone.freeOverCents === null ? null : centsToDollars(zone.freeOverCents),
    districtIds: zone.districtIds,
    areaIds: zone.areaIds,
    default: zone.isDefault,
    cod: {
      enabled: zone.cod.enabled,
      maxTotal: zone.cod.maxTotalCents === null ? null : centsToDollars(zone.cod.maxTotalCents),
      advance: zone.cod.advance,
    },
  };
}

/** A zone as the schema read it (money already in cents), as the domain takes it. */
export function fromZoneInput(zone: ZoneFormInput): DeliveryZoneInput {
  return {
    ...(zone.id === undefined ? {} : { id: zone.id }),
    name: zone.name,
    feeCents: zone.fee,
    freeOverCents: zone.freeOver ?? null,
    districtIds: zone.districtIds,
    areaIds: zone.areaIds,
    isDefault: zone.default,
    cod: { enabled: zone.cod.enabled, maxTotalCents: zone.cod.maxTotal ?? null, advance: zone.cod.advance },
  };
}

export type ApiAddress = Omit<SavedAddress, "bnDistrict" | "bnArea">;

export function toApiAddress({ bnDistrict: _bnDistrict, bnArea: _bnArea, ...address }: SavedAddress): ApiAddress {
  return address;
}
