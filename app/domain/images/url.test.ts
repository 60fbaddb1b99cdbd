import { describe, expect, it } from "vitest";
import { photoSrcSet, thumbUrl } from "./url.ts";

const hex = "0123456789abcdef0123456789abcdef";

describe("image addresses", () => {
  it("points a stored photo to its small rendition, relative or absolute", () => {
    expect(thumbUrl(`/images/${hex}.png`)).toBe(`/images/${hex}-400.webp`);
    expect(thumbUrl(`https://shop.example/images/${hex}.jpg`)).toBe(`https://shop.example/images/${hex}-400.webp`);
  });

  it("leaves any other address alone, and has no srcset for it", () => {
    for (const url of [
      "/hot-deals/torch.webp",
      `/images/${hex}-400.webp`,
      `/images/${hex}.gif`,
      `/images/${hex.slice(1)}.webp`,
    ]) {
      expect(thumbUrl(url)).toBe(url);
      expect(photoSrcSet(url)).toBeUndefined();
    }
  });

  it("offers the small rendition and the photo with their widths", () => {
    expect(photoSrcSet(`/images/${hex}.webp`)).toBe(`/images/${hex}-400.webp 400w, /images/${hex}.webp 1200w`);
  });
});
