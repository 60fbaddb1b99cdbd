import { currentLanguage } from "~/i18n/catalogue.ts";

/**
 * An address on one line, as screens and slips show it: "House 12, Road 5, Dhanmondi, Dhaka". On a Bangla page the
 * area and district are named in Bangla when the address has those names (an order keeps both).
 */
export function addressText(address: Place & { line: string }): string {
  return [address.line, placeText(address)].filter(Boolean).join(", ");
}

interface Place {
  area: string | null;
  district: string | null;
  bnArea?: string | null;
  bnDistrict?: string | null;
}

/** "Dhanmondi, Dhaka" (or "ধানমন্ডি, ঢাকা" on a Bangla page when the names are there). */
export function placeText(place: Place): string {
  const bangla = currentLanguage() === "bn";
  const area = (bangla ? place.bnArea : null) ?? place.area;
  const district = (bangla ? place.bnDistrict : null) ?? place.district;
  return [area, district].filter(Boolean).join(", ");
}
