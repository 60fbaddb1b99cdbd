import { describe, expect, it } from "vitest";
import { PHOTO_SIDE } from "~/domain/images/url.ts";
import { fitWithin } from "./shrink-image.ts";

describe("fitWithin", () => {
  it("leaves a photo that fits alone", () => {
    expect(fitWithin(600, 600)).toBeNull();
    expect(fitWithin(PHOTO_SIDE, 300)).toBeNull();
  });

  it("scales the longest side down to the limit, keeping the aspect ratio", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(1000, 2500)).toEqual({ width: 480, height: 1200 });
    expect(fitWithin(1201, 1)).toEqual({ width: 1200, height: 1 });
  });

  it("never answers a zero side or a size for nonsense input", () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 1200, height: 1 });
    expect(fitWithin(Number.NaN, 10)).toBeNull();
  });
});
