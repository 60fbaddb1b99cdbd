/** Delivery as screens see it: districts and areas, saved addresses, and the zone a delivery is charged by. */

/** The delivery a quote or order pays: the zone covering its address, and its charge in whole taka (0 when free). */
export interface DeliveryView {
  zoneId: number;
  zone: string;
  feeTaka: number;
  /** The zone's free-delivery threshold (goods, whole taka), null when it has none. */
  freeOverTaka: number | null;
}

/** An area of a district: an upazila, a city's metropolitan thana, or a neighbourhood known as a place (Agrabad). */
export interface LocationArea {
  id: number;
  name: string;
  bnName: string;
  /** Other spellings and neighbourhoods that find it when typed; left out when there are none. */
  aliases?: string[];
}

/** A district with its areas, as GET /api/locations lists them. */
export interface LocationDistrict {
  id: number;
  name: string;
  bnName: string;
  division: string;
  /** Other spellings that find it when typed ("Chittagong" for Chattogram); left out when there are none. */
  aliases?: string[];
  areas: LocationArea[];
}

/** One of a shopper's saved addresses, with its district's and area's names (English and Bangla). */
export interface SavedAddressView {
  id: number;
  label: string;
  name: string;
  mobile: string;
  districtId: number;
  areaId: number;
  line: string;
  note: string | null;
  isDefault: boolean;
  district: string;
  area: string;
  bnDistrict: string;
  bnArea: string;
}
