/**
 * Places and saved addresses for the address book's stories: a few real districts and areas (ids as in
 * db/migrations/0012_locations.sql), one area given a long Bangla name to show that it wraps.
 */
import type { LocationDistrict, SavedAddressView } from "~/domain/delivery/types.ts";

/** A long Bangla name (several words, one of them long), as some upazilas and unions have. */
export const longBanglaArea = "তেজগাঁও শিল্পাঞ্চল থানা, ঢাকা মহানগরীর তেজগাঁও শিল্পাঞ্চলীয়-বাণিজ্যিক এলাকা";

export const districts: LocationDistrict[] = [
  {
    id: 47,
    name: "Dhaka",
    bnName: "ঢাকা",
    division: "Dhaka",
    areas: [
      { id: 1013, name: "Dhanmondi", bnName: "ধানমন্ডি" },
      { id: 1015, name: "Gulshan", bnName: "গুলশান" },
      { id: 1027, name: "Mirpur", bnName: "মিরপুর" },
      { id: 1045, name: "Tejgaon Industrial Area", bnName: longBanglaArea },
    ],
  },
  {
    id: 36,
    name: "Sylhet",
    bnName: "সিলেট",
    division: "Sylhet",
    areas: [
      { id: 281, name: "Sylhet Sadar", bnName: "সিলেট সদর" },
      { id: 273, name: "Beanibazar", bnName: "বিয়ানীবাজার" },
    ],
  },
];

type Place = Pick<SavedAddressView, "districtId" | "areaId" | "district" | "area" | "bnDistrict" | "bnArea">;

/** The names of an area of the fixtures' districts, as the server joins them onto a saved address. */
export function placeOf(districtId: number, areaId: number): Place {
  const district = districts.find((each) => each.id === districtId)!;
  const area = district.areas.find((each) => each.id === areaId)!;
  return {
    districtId,
    areaId,
    district: district.name,
    area: area.name,
    bnDistrict: district.bnName,
    bnArea: area.bnName,
  };
}

export const homeAddress: SavedAddressView = {
  id: 11,
  label: "Home",
  name: "Ayesha Rahman",
  mobile: "01712345678",
  ...placeOf(47, 1013),
  line: "House 12, Road 5, Dhanmondi R/A",
  note: null,
  isDefault: true,
};

export const officeAddress: SavedAddressView = {
  id: 12,
  label: "Office",
  name: "Ayesha Rahman",
  mobile: "01812345678",
  ...placeOf(47, 1015),
  line: "Level 7, Gulshan Avenue 88",
  note: "Reception closes at 6 pm",
  isDefault: false,
};

export const parentsAddress: SavedAddressView = {
  id: 13,
  label: "Parents",
  name: "Abdul Karim",
  mobile: "01911223344",
  ...placeOf(36, 281),
  line: "Shahjalal Upashahar, Block C, House 4",
  note: "Call before coming; the gate is on the lane",
  isDefault: false,
};

/** An address in the area with the long Bangla name. */
export const factoryAddress: SavedAddressView = {
  id: 14,
  label: "Factory",
  name: "Mohammad Shafiqul Islam Chowdhury",
  mobile: "01612345678",
  ...placeOf(47, 1045),
  line: "Plot 227, Tejgaon Industrial Area, beside the railway crossing",
  note: null,
  isDefault: false,
};

export const threeAddresses: SavedAddressView[] = [homeAddress, officeAddress, parentsAddress];

/** `count` addresses (the first the default), as a book near or at its limit holds them. */
export function manyAddresses(count: number): SavedAddressView[] {
  const places = [placeOf(47, 1013), placeOf(47, 1015), placeOf(47, 1027), placeOf(36, 281), placeOf(36, 273)];
  return Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    label: index === 0 ? "Home" : `Place ${index + 1}`,
    name: "Ayesha Rahman",
    mobile: "01712345678",
    ...places[index % places.length]!,
    line: `House ${index + 1}, Road ${index + 3}`,
    note: null,
    isDefault: index === 0,
  }));
}
