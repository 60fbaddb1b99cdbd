/**
 * Delivery in the JSON API: zones with their charges in whole taka (decision 042: what couriers and shoppers count
 * in, whatever the shop prices in), and saved addresses with the names of their district and area.
 */
import type { SavedAddress } from "~/domain/delivery/addresses.server.ts";
import type { DeliveryZoneInput, DeliveryZoneRecord } from "~/domain/delivery/zones.server.ts";
import type { ZoneFormInput } from "~/schemas/zones.ts";
import type { CodAdvance, CourierId } from "@db/enums.ts";

export interface ApiZone {
  id: number;
  name: string;
  /** The currency of `fee`, `freeOver` and `cod.maxTotal`: always taka. */
  currency: "BDT";
  /** Whole taka. */
  fee: number;
  /** Free delivery from this much of goods (whole taka); null: never free. */
  freeOver: number | null;
  districtIds: number[];
  areaIds: number[];
  default: boolean;
  /** Cash on delivery here: offered or not, the largest total it takes (null: any), what is paid first by wallet. */
  cod: { enabled: boolean; maxTotal: number | null; advance: CodAdvance };
  /** The courier its orders are booked with by default (issue 51); null: the first one set up. */
  courier: CourierId | null;
}

export function toApiZone(zone: DeliveryZoneRecord): ApiZone {
  return {
    id: zone.id,
    name: zone.name,
    currency: "BDT",
    fee: zone.feeTaka,
    freeOver: zone.freeOverTaka,
    districtIds: zone.districtIds,
    areaIds: zone.areaIds,
    default: zone.isDefault,
    cod: {
      enabled: zone.cod.enabled,
      maxTotal: zone.cod.maxTotalTaka,
      advance: zone.cod.advance,
    },
    courier: zone.courier,
  };
}

/** A zone as the schema read it (whole taka), as the domain takes it. */
export function fromZoneInput(zone: ZoneFormInput): DeliveryZoneInput {
  return {
    ...(zone.id === undefined ? {} : { id: zone.id }),
    name: zone.name,
    feeTaka: zone.fee,
    freeOverTaka: zone.freeOver ?? null,
    districtIds: zone.districtIds,
    areaIds: zone.areaIds,
    isDefault: zone.default,
    cod: { enabled: zone.cod.enabled, maxTotalTaka: zone.cod.maxTotal ?? null, advance: zone.cod.advance },
    courier: zone.courier ?? null,
  };
}

export type ApiAddress = Omit<SavedAddress, "bnDistrict" | "bnArea">;

export function toApiAddress({ bnDistrict: _bnDistrict, bnArea: _bnArea, ...address }: SavedAddress): ApiAddress {
  return address;
}
