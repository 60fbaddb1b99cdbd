import { describe, expect, it } from "vitest";
import { districtSpellings, upazilaSpellings } from "@db/locations/aliases.ts";
import { cityThanas } from "@db/locations/city-thanas.ts";
import { dhakaThanas } from "@db/locations/dhaka-thanas.ts";
import type { LocationDistrict } from "./types.ts";
import { findPlaces, placeKey, placeKeys, searchLocations } from "./place-search.ts";

/** A few places as GET /api/locations serves them, aliases as the migration writes them. */
const chattogram: LocationDistrict = {
  id: 8,
  name: "Chattogram",
  bnName: "চট্টগ্রাম",
  division: "Chattogram",
  aliases: ["Chittagong", "CTG"],
  areas: [
    { id: 1116, name: "Agrabad", bnName: "আগ্রাবাদ", aliases: ["Agrabad C/A"] },
    { id: 1104, name: "Bayazid Bostami", bnName: "বায়েজিদ বোস্তামী", aliases: ["Oxygen"] },
    { id: 1107, name: "Double Mooring", bnName: "ডবলমুরিং" },
    { id: 79, name: "Karnafuli", bnName: "কর্ণফুলী", aliases: ["Karnaphuli"] },
  ],
};
const districts: LocationDistrict[] = [
  chattogram,
  { id: 9, name: "Coxsbazar", bnName: "কক্সবাজার", division: "Chattogram", aliases: ["Cox's Bazar"], areas: [] },
  { id: 1, name: "Cumilla", bnName: "কুমিল্লা", division: "Chattogram", aliases: ["Comilla"], areas: [] },
  {
    id: 47,
    name: "Dhaka",
    bnName: "ঢাকা",
    division: "Dhaka",
    areas: [{ id: 1013, name: "Dhanmondi", bnName: "ধানমন্ডি" }],
  },
  { id: 20, name: "Jashore", bnName: "যশোর", division: "Khulna", aliases: ["Jessore"], areas: [] },
];
const names = (places: { name: string }[]) => places.map((place) => place.name);
const find = (text: string) => names(findPlaces(districts, (district) => placeKeys(district), text));

describe("finding a place by what is typed (issue 45)", () => {
  it("compares names without case, spaces, punctuation or the long and short Bangla vowel signs", () => {
    expect(placeKey("Cox's Bazar")).toBe(placeKey("coxsbazar"));
    expect(placeKey("Sher-e-Bangla Nagar")).toBe(placeKey("sher e bangla nagar"));
    expect(placeKey("কোতোয়ালী")).toBe(placeKey("কোতোয়ালি"));
    // য় typed as one letter or as য with its dot.
    expect(placeKey("\u09df")).toBe(placeKey("\u09af\u09bc"));
  });

  it("finds districts by their old spellings, in English or Bangla, and everything for no text", () => {
    expect(find("chittagong")).toEqual(["Chattogram"]);
    expect(find("CHITTA")).toEqual(["Chattogram"]);
    expect(find("comilla")).toEqual(["Cumilla"]);
    expect(find("jessore")).toEqual(["Jashore"]);
    expect(find("Cox's Bazar")).toEqual(["Coxsbazar"]);
    expect(find("কুমিল্লা")).toEqual(["Cumilla"]);
    expect(find("  ")).toHaveLength(districts.length);
    expect(find("nowhere")).toEqual([]);
  });

  it("puts a name that starts with the text before an alias, and both before a name that only has it", () => {
    const places = [
      { name: "Bandar", bnName: "বন্দর" },
      { name: "Narayanganj Bandar", bnName: "নারায়ণগঞ্জ বন্দর" },
      { name: "Port", bnName: "পোর্ট", aliases: ["Bandar Port"] },
    ];
    expect(names(findPlaces(places, (place) => placeKeys(place), "bandar"))).toEqual([
      "Bandar",
      "Port",
      "Narayanganj Bandar",
    ]);
  });

  it("finds an area by a neighbourhood in it, and in a list of every district's areas by its district", () => {
    const areas = chattogram.areas;
    expect(names(findPlaces(areas, (area) => placeKeys(area), "agrabad"))).toEqual(["Agrabad"]);
    expect(names(findPlaces(areas, (area) => placeKeys(area), "oxygen"))).toEqual(["Bayazid Bostami"]);
    expect(names(findPlaces(areas, (area) => placeKeys(area), "karnaphuli"))).toEqual(["Karnafuli"]);
    expect(names(findPlaces(areas, (area) => placeKeys(area, chattogram), "chittagong"))).toHaveLength(4);
    expect(names(findPlaces(areas, (area) => placeKeys(area), "chittagong"))).toEqual([]);
  });

  it("narrows the whole list: a district it names with all its areas, else only the areas it names", () => {
    expect(searchLocations(districts, "chittagong")).toEqual([chattogram]);
    expect(searchLocations(districts, "agrabad")).toEqual([{ ...chattogram, areas: [chattogram.areas[0]] }]);
    expect(searchLocations(districts, "")).toEqual(districts);
  });
});

describe("the shipped spellings (db/locations)", () => {
  it("keep the old names of the renamed districts and the spellings shoppers type", () => {
    expect(districtSpellings.Chattogram?.aliases).toContain("Chittagong");
    expect(districtSpellings.Comilla).toMatchObject({ name: "Cumilla" });
    expect(districtSpellings.Barisal).toMatchObject({ name: "Barishal" });
    expect(districtSpellings.Jashore?.aliases).toContain("Jessore");
    expect(districtSpellings.Bogura?.aliases).toContain("Bogra");
    expect(upazilaSpellings["Chattogram/Karnafuli"]?.aliases).toContain("Karnaphuli");
  });

  it("give every city corporation its thanas, with ids in the city's own range, each once", () => {
    const ranges: Record<string, number> = {
      Chattogram: 1100,
      Khulna: 1200,
      Rajshahi: 1300,
      Sylhet: 1400,
      Barisal: 1500,
      Rangpur: 1600,
      Mymensingh: 1700,
      Gazipur: 1800,
      Narayanganj: 1900,
      Comilla: 2000,
    };
    expect(cityThanas.map((city) => city.district).toSorted()).toEqual(Object.keys(ranges).toSorted());
    const ids = [...dhakaThanas, ...cityThanas.flatMap((city) => city.thanas)].map((thana) => thana.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const city of cityThanas) {
      expect(city.thanas.length, city.district).toBeGreaterThan(0);
      for (const thana of city.thanas) {
        expect(thana.id - ranges[city.district]!, `${city.district} ${thana.name}`).toBeGreaterThan(0);
        expect(thana.id - ranges[city.district]!, `${city.district} ${thana.name}`).toBeLessThan(100);
        expect(thana.bnName, thana.name).toMatch(/^[\u0980-\u09ff ]+$/);
      }
    }
    const chattogram = cityThanas.find((city) => city.district === "Chattogram")!.thanas.map((thana) => thana.name);
    for (const name of ["Kotwali", "Panchlaish", "Double Mooring", "Chandgaon", "Agrabad", "Patenga", "EPZ"])
      expect(chattogram).toContain(name);
  });
});
