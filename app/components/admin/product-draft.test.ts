import { describe, expect, it } from "vitest";
import {
  applyPriceToAll,
  checkableBody,
  combinationCount,
  draftsOf,
  emptyDraft,
  gridRows,
  moved,
  newOption,
  placeholderRef,
  redrafted,
  rowKey,
  usableOptions,
  variantsBody,
  withFiles,
  withoutImage,
  withUploadedLinks,
} from "./product-draft.ts";

const sizes = { name: "Size", values: ["M", "L"] };
const colours = { name: "Colour", values: ["Red", "Blue", "Green"] };

describe("the variants grid", () => {
  it("has one row per combination, the first option varying slowest", () => {
    const rows = gridRows([sizes, colours], {});
    expect(rows.map((row) => row.title)).toEqual([
      "Size: M / Colour: Red",
      "Size: M / Colour: Blue",
      "Size: M / Colour: Green",
      "Size: L / Colour: Red",
      "Size: L / Colour: Blue",
      "Size: L / Colour: Green",
    ]);
    expect(rows.every((row) => row.draft.offered)).toBe(true);
  });

  it("starts new rows at the product's price and keeps typed rows while options change", () => {
    const first = gridRows([sizes], {}, "1200");
    expect(first.map((row) => row.draft.price)).toEqual(["1200", "1200"]);
    const typed = { [rowKey(["L"])]: { ...emptyDraft(), price: "1500", stock: "3" } };
    const more = gridRows([{ name: "Size", values: ["M", "L", "XL"] }], typed, "1200");
    expect(more.map((row) => [row.values[0], row.draft.price, row.draft.stock])).toEqual([
      ["M", "1200", ""],
      ["L", "1500", "3"],
      ["XL", "1200", ""],
    ]);
    // A value typed in another case is the same value, as the server compares them.
    expect(gridRows([{ name: "Size", values: ["l"] }], typed)[0]!.draft.price).toBe("1500");
  });

  it("draws no rows past 100 combinations, and none without a named option with values", () => {
    const many = [
      { name: "A", values: Array.from({ length: 11 }, (_, i) => `a${i}`) },
      { name: "B", values: Array.from({ length: 10 }, (_, i) => `b${i}`) },
    ];
    expect(combinationCount(many)).toBe(110);
    expect(gridRows(many, {})).toEqual([]);
    expect(usableOptions([newOption("", ["M"]), newOption("Colour", [])])).toEqual([]);
    expect(gridRows([], {})).toEqual([]);
  });

  it("applies one price to every row, keeping the rest of each", () => {
    const rows = gridRows([sizes], { [rowKey(["M"])]: { ...emptyDraft(), stock: "4" } });
    const drafts = applyPriceToAll(rows, {}, "999");
    expect(Object.values(drafts).map((draft) => [draft.price, draft.stock])).toEqual([
      ["999", "4"],
      ["999", ""],
    ]);
  });

  it("sends the offered rows only, naming their values, with empty SKU and compare-at as null", () => {
    const drafts = {
      [rowKey(["M"])]: { ...emptyDraft("10"), stock: "1", sku: " TEE-M ", compareAt: "12", image: "a.webp" },
      [rowKey(["L"])]: { ...emptyDraft("10"), offered: false },
    };
    expect(variantsBody([sizes], gridRows([sizes], drafts))).toEqual({
      options: [sizes],
      variants: [
        { sku: "TEE-M", options: { Size: "M" }, price: "10", compareAtPrice: "12", stock: "1", image: "a.webp" },
      ],
    });
  });

  it("fills in a stored product, leaving the combinations it does not sell unticked", () => {
    const drafts = draftsOf(
      [sizes],
      [
        {
          optionValues: ["L"],
          sku: null,
          priceCents: 150050,
          compareAtCents: null,
          stock: 2,
          imageUrl: "/images/x.webp",
        },
      ],
    );
    expect(drafts[rowKey(["M"])]!.offered).toBe(false);
    expect(drafts[rowKey(["L"])]).toEqual({
      price: "1500.50",
      compareAt: "",
      stock: "2",
      sku: "",
      image: "/images/x.webp",
      offered: true,
    });
  });
});

describe("renaming a stored product's options (issue 45)", () => {
  const stored = (values: string[], id: number) => ({
    id,
    optionValues: values,
    sku: `SKU-${id}`,
    priceCents: 1000 + id,
    compareAtCents: null,
    stock: id,
    imageUrl: null,
  });
  const size = newOption("Size", ["M", "L"]);
  const colour = newOption("Colour", ["Red", "Blue"]);
  const drafts = draftsOf([size, colour], [stored(["M", "Red"], 1), stored(["L", "Red"], 2), stored(["L", "Blue"], 3)]);
  const body = (options: (typeof size)[], rowsOf: typeof drafts) =>
    variantsBody(usableOptions(options), gridRows(usableOptions(options), rowsOf)).variants;

  it("sends each stored row's variant as its _id", () => {
    expect(body([size, colour], drafts).map((variant) => [variant._id, variant.options, variant.stock])).toEqual([
      ["1", { Size: "M", Colour: "Red" }, "1"],
      ["2", { Size: "L", Colour: "Red" }, "2"],
      ["3", { Size: "L", Colour: "Blue" }, "3"],
    ]);
  });

  it("moves a value's rows, with their variants and what was typed, when the value is renamed in place", () => {
    const renamed = { ...size, values: ["M", "Large"] };
    const next = redrafted([size, colour], [renamed, colour], drafts);
    expect(body([renamed, colour], next).map((variant) => [variant._id, variant.options, variant.sku])).toEqual([
      ["1", { Size: "M", Colour: "Red" }, "SKU-1"],
      ["2", { Size: "Large", Colour: "Red" }, "SKU-2"],
      ["3", { Size: "Large", Colour: "Blue" }, "SKU-3"],
    ]);
    // Renamed back, they come back.
    expect(redrafted([renamed, colour], [size, colour], next)).toEqual(drafts);
  });

  it("keeps the rows when an option is renamed, its values reordered, or the options reordered", () => {
    const waist = { ...size, name: "Waist" };
    expect(redrafted([size, colour], [waist, colour], drafts)).toBe(drafts);
    const reordered = { ...size, values: ["L", "M"] };
    expect(redrafted([size, colour], [reordered, colour], drafts)).toBe(drafts);
    const next = redrafted([size, colour], [colour, size], drafts);
    expect(body([colour, size], next).map((variant) => [variant._id, variant.options])).toEqual([
      ["1", { Colour: "Red", Size: "M" }],
      ["2", { Colour: "Red", Size: "L" }],
      ["3", { Colour: "Blue", Size: "L" }],
    ]);
  });

  it("moves nothing when values are added or removed, and never one value's rows onto another's", () => {
    expect(redrafted([size, colour], [{ ...size, values: ["M", "L", "XL"] }, colour], drafts)).toBe(drafts);
    expect(redrafted([size, colour], [{ ...size, values: ["M"] }, colour], drafts)).toBe(drafts);
    // M removed and XL added in one change: L stays L, and M's rows do not become L's.
    const shifted = redrafted([size, colour], [{ ...size, values: ["L", "XL"] }, colour], drafts);
    expect(shifted[rowKey(["L", "Red"])]!.variantId).toBe("2");
    expect(shifted[rowKey(["M", "Red"])]!.variantId).toBe("1");
    expect(shifted[rowKey(["XL", "Red"])]).toBeUndefined();
  });
});

describe("the gallery", () => {
  const file = (name: string) => new File(["x"], name, { type: "image/png" });

  it("adds files at the end up to 10 photos, each with its own placeholder", () => {
    let n = 0;
    const stored = Array.from({ length: 8 }, (_, i) => ({ ref: `/images/${i}.webp`, preview: `/images/${i}.webp` }));
    const next = withFiles(
      stored,
      [file("a"), file("b"), file("c")],
      (f) => `blob:${f.name}`,
      () => placeholderRef(++n),
    );
    expect(next).toHaveLength(10);
    expect(next.slice(8).map((entry) => [entry.ref, entry.preview])).toEqual([
      [placeholderRef(1), "blob:a"],
      [placeholderRef(2), "blob:b"],
    ]);
    expect(placeholderRef(1)).toMatch(/^[0-9a-f]{32}\.webp$/);
  });

  it("moves a photo and leaves the list alone for a move out of range", () => {
    expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b"], 1, 2)).toEqual(["a", "b"]);
  });

  it("points rows showing a removed photo back at the main photo", () => {
    const drafts = { a: { ...emptyDraft(), image: "x" }, b: { ...emptyDraft(), image: "y" } };
    expect(Object.values(withoutImage(drafts, "x")).map((draft) => draft.image)).toEqual(["", "y"]);
  });

  it("swaps placeholders for the uploads' links everywhere a photo is named", () => {
    const body = {
      image: "p1",
      images: ["p1", "/images/stored.webp"],
      variants: [
        { sku: null, options: {}, price: "1", compareAtPrice: null, stock: "1", image: "p1" },
        { sku: null, options: {}, price: "1", compareAtPrice: null, stock: "1", image: null },
      ],
    };
    const sent = withUploadedLinks(body, new Map([["p1", "https://shop/images/new.webp"]]));
    expect(sent.image).toBe("https://shop/images/new.webp");
    expect(sent.images).toEqual(["https://shop/images/new.webp", "/images/stored.webp"]);
    expect(sent.variants.map((variant) => variant.image)).toEqual(["https://shop/images/new.webp", null]);
  });

  it("checks the body with every photo named by its place, so stored links of any form read as images", () => {
    const gallery = [
      { ref: "data:image/svg+xml,a", preview: "" },
      { ref: "/images/b.webp", preview: "" },
    ];
    const checked = checkableBody({ images: gallery.map((entry) => entry.ref) }, gallery);
    expect(checked.images).toEqual([placeholderRef(1), placeholderRef(2)]);
  });
});
