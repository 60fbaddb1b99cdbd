import { describe, expect, it } from "vitest";
import {
  courierPlaceNames,
  matchPlace,
  pathaoPlace,
  placeKey,
  placeSound,
  redxDistrictName,
  redxPlace,
} from "./places.ts";

/** Shop place ids (db/locations): districts Dhaka 47, Bogura 14, Chattogram 8, Rangamati 4; areas below. */
const DHAKA = 47;
const DHANMONDI = 1013;
const BHASHANTEK = 1005;
const KAMRANGIRCHAR = 1022;
const BOGURA = 14;
const RANGAMATI = 4;

describe("the courier place table", () => {
  it("gives Pathao's city and zone of a mapped area, and the city alone where its list lacks the area", () => {
    const dhanmondi = pathaoPlace(DHAKA, DHANMONDI);
    expect(dhanmondi).toEqual({ cityId: 1, zoneId: expect.any(Number) });
    expect(pathaoPlace(DHAKA, BHASHANTEK)).toEqual({ cityId: 1, zoneId: null });
    expect(pathaoPlace(DHAKA, null)).toEqual({ cityId: 1, zoneId: null });
    expect(pathaoPlace(null, null)).toBeNull();
    expect(pathaoPlace(9999, 1)).toBeNull();
  });

  it("gives RedX's area with its own spelling, and nothing for a district or area its list lacks", () => {
    expect(redxPlace(DHAKA, DHANMONDI)).toEqual({ areaId: expect.any(Number), areaName: "Dhanmondi" });
    expect(redxPlace(DHAKA, 1001)?.areaName).toBe("Adabor(Mohammadpur)");
    expect(redxPlace(DHAKA, KAMRANGIRCHAR)).toBeNull();
    expect(redxDistrictName(BOGURA)).toBe("Bogra");
    expect(redxDistrictName(RANGAMATI)).toBeNull();
    expect(redxPlace(RANGAMATI, null)).toBeNull();
  });
});

describe("matching a place's names", () => {
  const zones = [
    { id: 1, name: "Bogra Sadar" },
    { id: 2, name: "Bakergonj" },
    { id: 3, name: "Sher-E-Bangla Nagar" },
    { id: 4, name: "Adabor(Mohammadpur)" },
    { id: 5, name: "Mirpur 10" },
    { id: 6, name: "Mirpur" },
  ];
  const match = (...names: string[]) => matchPlace(names, zones, (zone) => zone.name)?.id ?? null;

  it("matches the same letters whatever the case, spaces and punctuation", () => {
    expect(placeKey("Sher-e-Bangla Nagar")).toBe(placeKey("Sher-E-Bangla Nagar"));
    expect(match("Sher-e-Bangla Nagar")).toBe(3);
    expect(match("mirpur")).toBe(6);
    expect(match("Mirpur-10")).toBe(5);
  });

  it("matches a name without the courier's part in brackets", () => {
    expect(courierPlaceNames("Adabor(Mohammadpur)")).toEqual(["Adabor(Mohammadpur)", "Adabor"]);
    expect(match("Adabor")).toBe(4);
  });

  it("matches spellings that sound alike, and an old spelling given as an alias", () => {
    expect(placeSound("Bakerganj")).toBe(placeSound("Bakergonj"));
    expect(placeSound("Hazaribagh")).toBe(placeSound("Hazaribag"));
    expect(match("Bakerganj")).toBe(2);
    expect(match("Bogura Sadar", "Bogra Sadar")).toBe(1);
  });

  it("matches a district's Sadar to the courier's only Sadar, and nothing it cannot tell", () => {
    expect(match("Bogura Sadar")).toBe(1);
    expect(matchPlace(["Savar"], zones, (zone) => zone.name)).toBeNull();
    const twoAlike = [
      { id: 1, name: "Kaliganj" },
      { id: 2, name: "Kaligonj" },
    ];
    expect(matchPlace(["Kaligonj"], twoAlike, (zone) => zone.name)?.id).toBe(2);
    expect(matchPlace(["Kaligunj"], twoAlike, (zone) => zone.name)).toBeNull();
  });
});
