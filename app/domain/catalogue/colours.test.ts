import { describe, expect, it } from "vitest";
import { swatchColour, toColourSwatches } from "./colours.ts";

describe("colour swatches", () => {
  it("knows common colour names in English and Bangla, in any case", () => {
    for (const name of ["Red", "BLACK", "white", "Indigo", "Navy", "Grey", "Gray", "Cream", "Khaki", " Teal "])
      expect(swatchColour(name), name).toMatch(/^#[0-9a-f]{6}$/);
    expect(swatchColour("লাল")).toBe(swatchColour("Red"));
    expect(swatchColour("কালো")).toBe(swatchColour("black"));
    expect(swatchColour("বাদামী")).toBe(swatchColour("বাদামি"));
    expect(swatchColour("Gray")).toBe(swatchColour("grey"));
  });

  it("matches a name of several words by its last, and knows no other", () => {
    expect(swatchColour("Off White")).toBe(swatchColour("white"));
    expect(swatchColour("গাঢ় সবুজ")).toBe(swatchColour("green"));
    expect(swatchColour("Mustard")).toBeUndefined();
    expect(swatchColour("Red Mustard")).toBeUndefined();
    expect(swatchColour("")).toBeUndefined();
  });

  it("turns the list's JSON into swatches, and none into nothing", () => {
    expect(toColourSwatches('["Indigo","Mustard"]')).toEqual([
      { name: "Indigo", css: swatchColour("Indigo") },
      { name: "Mustard" },
    ]);
    expect(toColourSwatches("[]")).toBeUndefined();
    expect(toColourSwatches(null)).toBeUndefined();
    expect(toColourSwatches(undefined)).toBeUndefined();
  });
});
