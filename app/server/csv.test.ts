import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, toCsv } from "./csv.ts";

describe("CSV cells", () => {
  it("leaves plain text as it is", () => {
    expect(csvCell("sara@example.com")).toBe("sara@example.com");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("a\nb")).toBe('"a\nb"');
  });

  it("turns what a spreadsheet would run as a formula into text", () => {
    for (const formula of ["=1+2", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])
      expect(csvCell(formula).startsWith("'") || csvCell(formula).startsWith("\"'")).toBe(true);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it("joins rows with CRLF and ends with one", () => {
    expect(
      toCsv([
        ["email", "subscribed"],
        ["a@b.c", "2026-11-22"],
      ]),
    ).toBe("email,subscribed\r\na@b.c,2026-11-22\r\n");
  });
});

describe("reading CSV", () => {
  it("reads quoted cells, doubled quotes, CRLF and LF lines, a BOM and blank lines", () => {
    expect(parseCsv('\uFEFFInvoice,Courier,Tracking\r\nabc,"Pathao, Ltd","T""1"\n\nxyz,RedX,R2\n')).toEqual([
      ["Invoice", "Courier", "Tracking"],
      ["abc", "Pathao, Ltd", 'T"1'],
      ["xyz", "RedX", "R2"],
    ]);
  });

  it("reads back what it writes, Bangla included", () => {
    const rows = [
      ["নাম", "ঠিকানা, ঢাকা"],
      ["a\nb", "'=1"],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it("refuses a quote that is never closed", () => {
    expect(parseCsv('a,"b\nc')).toBeNull();
  });
});
