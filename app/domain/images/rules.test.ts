import { describe, expect, it } from "vitest";
import { png } from "../../../tests/workers/image-fixtures.ts";
import { imageFailures } from "~/server/failures/images.ts";
import { checkPhoto, MAX_PIXELS } from "./rules.ts";

describe("the photo pixel budget (shared by the admin's browser and the server, worded by the server layer)", () => {
  it("refuses a header that claims more than 40 megapixels, however few bytes it has", () => {
    expect(checkPhoto(png(100_000, 100_000), "product")).toEqual({ ok: false, reason: "image-too-many-pixels" });
    expect(imageFailures["image-too-many-pixels"]).toEqual({
      status: 400,
      error: "The image has too many pixels (at most 40 megapixels, e.g. 8000 x 5000).",
    });
    expect(checkPhoto(png(8001, 5000), "category").ok).toBe(false);
  });

  it("accepts a photo at the budget, and a banner still has to be exactly its size", () => {
    expect(8000 * 5000).toBe(MAX_PIXELS);
    expect(checkPhoto(png(8000, 5000), "product").ok).toBe(true);
    expect(checkPhoto(png(1080, 344), "banner").ok).toBe(true);
    expect(checkPhoto(png(100_000, 100_000), "banner").ok).toBe(false);
  });
});
