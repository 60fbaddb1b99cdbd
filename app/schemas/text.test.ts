import { describe, expect, it } from "vitest";
import {
  cleanStrings,
  hasControlCharacters,
  hasLetterOrDigit,
  withoutControlCharacters,
  withoutInvisibleCharacters,
} from "./text.ts";

describe("control characters", () => {
  it("removes NUL, other C0 controls, DEL and C1 controls, keeping tabs, new lines and every printable character", () => {
    expect(withoutControlCharacters("lap\u0000top\u0001\u001f\u007f\u0085")).toBe("laptop");
    expect(withoutControlCharacters("a\tb\nc\rd")).toBe("a\tb\nc\rd");
    expect(withoutControlCharacters("৳ ১২৩ — café 🎧")).toBe("৳ ১২৩ — café 🎧");
  });

  it("tells whether a text has one, however often it is asked", () => {
    expect(hasControlCharacters("/products/a\u0000")).toBe(true);
    expect(hasControlCharacters("/products/a\u0000")).toBe(true);
    expect(hasControlCharacters("/products/laptop")).toBe(false);
  });

  it("cleans every string of a parsed body, nested, keys included, and leaves other values alone", () => {
    const cleaned = cleanStrings({
      "na\u0000me": "A\u0000nn",
      lines: [{ id: "1\u0000", qty: 2 }],
      ok: true,
      none: null,
    });
    expect(cleaned).toEqual({ name: "Ann", lines: [{ id: "1", qty: 2 }], ok: true, none: null });
  });
});

describe("invisible characters (decision 044)", () => {
  it("removes bidi controls, direction marks and zero-width characters, keeping ZWJ and ZWNJ", () => {
    expect(withoutInvisibleCharacters("\u202Enimda\u202C \u2066x\u2069\u200B\u200E\u200F\u061C\uFEFF\u2060")).toBe(
      "nimda x",
    );
    // র‍্যাব keeps its ZWJ; a ZWNJ between conjunct parts stays too.
    expect(withoutInvisibleCharacters("র\u200D্যাব ক\u200C্ষ")).toBe("র\u200D্যাব ক\u200C্ষ");
    expect(hasLetterOrDigit("রহিম")).toBe(true);
    expect(hasLetterOrDigit("১২")).toBe(true);
    expect(hasLetterOrDigit("... -- !!")).toBe(false);
    expect(hasLetterOrDigit("\u200D\u200C")).toBe(false);
  });
});
