import { describe, expect, it } from "vitest";
import { pageSlots } from "./pagination.tsx";

describe("pageSlots", () => {
  it("shows every page when seven slots hold them", () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the first and last pages and the current one's neighbours, with an ellipsis for each gap", () => {
    expect(pageSlots(6, 20)).toEqual([1, "ellipsis", 5, 6, 7, "ellipsis", 20]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis", 20]);
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis", 20]);
    expect(pageSlots(5, 20)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 20]);
    expect(pageSlots(17, 20)).toEqual([1, "ellipsis", 16, 17, 18, 19, 20]);
    expect(pageSlots(20, 20)).toEqual([1, "ellipsis", 16, 17, 18, 19, 20]);
  });

  it("never has more than seven slots, and always the current page", () => {
    for (let total = 1; total <= 40; total += 1)
      for (let page = 1; page <= total; page += 1) {
        const slots = pageSlots(page, total);
        expect(slots.length).toBeLessThanOrEqual(7);
        expect(slots).toContain(page);
        expect(slots).toContain(total);
      }
  });
});
