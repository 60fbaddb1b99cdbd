import { describe, expect, it } from "vitest";
import { allowedEdits, closestWord, editDistance } from "./spelling.ts";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and a swap of neighbours as one edit each", () => {
    expect(editDistance("laptop", "laptop")).toBe(0);
    expect(editDistance("labtop", "laptop")).toBe(1);
    expect(editDistance("hedphones", "headphones")).toBe(1);
    expect(editDistance("bakpack", "backpack")).toBe(1);
    expect(editDistance("lpatop", "laptop")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("gives up past the limit", () => {
    expect(editDistance("phone", "backpack", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("closestWord", () => {
  const known = [
    { word: "laptop", products: 900 },
    { word: "laptops", products: 3 },
    { word: "headphones", products: 400 },
    { word: "backpack", products: 300 },
    { word: "watch", products: 500 },
    { word: "match", products: 2 },
  ];

  it("corrects a misspelt word to the closest known one", () => {
    expect(closestWord("labtop", known)).toBe("laptop");
    expect(closestWord("hedphones", known)).toBe("headphones");
    expect(closestWord("bakpack", known)).toBe("backpack");
  });

  it("prefers the word more products have when two are as close", () => {
    expect(closestWord("wotch", known)).toBe("watch");
  });

  it("leaves known words, short words and far words alone", () => {
    expect(closestWord("laptop", known)).toBeNull();
    expect(closestWord("lap", known)).toBeNull();
    expect(closestWord("zzzzzz", known)).toBeNull();
  });

  it("allows more edits for longer words", () => {
    expect(allowedEdits(3)).toBe(0);
    expect(allowedEdits(5)).toBe(1);
    expect(allowedEdits(9)).toBe(2);
    expect(closestWord("hedphonse", known)).toBe("headphones");
  });
});
