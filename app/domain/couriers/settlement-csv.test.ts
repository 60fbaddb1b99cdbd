import { describe, expect, it } from "vitest";
import { readSettlementSheet, sheetDate, sheetTaka, SETTLEMENT_HEADER } from "./settlement-csv.ts";

const header = [...SETTLEMENT_HEADER];

describe("a settlement sheet", () => {
  it("groups its rows into payouts by courier and payout id, couriers in any case", () => {
    const sheet = readSettlementSheet([
      header.map((name) => name.toUpperCase()),
      ["redx", "RX-1", "2026-11-28", "", "RDX1", "1,100", "50", "1050"],
      ["RedX", "RX-1", "28/11/2026", "AB12CD34", "", "", "50", "-50"],
      ["Steadfast", "RX-1", "2026-11-29", "", "901", "500", "60", "440"],
    ]);
    expect(sheet).toEqual({
      ok: true,
      rows: 3,
      payouts: [
        {
          courier: "redx",
          payout: {
            externalId: "RX-1",
            paidOn: "2026-11-28",
            taka: 1000,
            parcels: [
              { consignmentId: "RDX1", invoice: null, collectedTaka: 1100, chargeTaka: 50, paidTaka: 1050, line: 2 },
              { consignmentId: "", invoice: "AB12CD34", collectedTaka: null, chargeTaka: 50, paidTaka: -50, line: 3 },
            ],
          },
        },
        {
          courier: "steadfast",
          payout: {
            externalId: "RX-1",
            paidOn: "2026-11-29",
            taka: 440,
            parcels: [
              { consignmentId: "901", invoice: null, collectedTaka: 500, chargeTaka: 60, paidTaka: 440, line: 4 },
            ],
          },
        },
      ],
    });
  });

  it("refuses another header, no rows, and says every bad row", () => {
    expect(readSettlementSheet([["Courier", "Payout"]])).toEqual({ ok: false, reason: "header" });
    expect(readSettlementSheet([header])).toEqual({ ok: false, reason: "empty" });
    expect(
      readSettlementSheet([
        header,
        ["DHL", "1", "2026-11-28", "", "T1", "1", "1", "0"],
        ["RedX", "", "2026-11-28", "", "T2", "1", "1", "0"],
        ["RedX", "1", "2026-02-30", "", "T3", "1", "1", "0"],
        ["RedX", "1", "2026-11-28", "", "", "1", "1", "0"],
        ["RedX", "1", "2026-11-28", "", "T5", "-1", "1", "0"],
        ["RedX", "1", "2026-11-28", "", "T6", "1", "x", "0"],
        ["RedX", "1", "2026-11-28", "", "T7", "1", "1", ""],
        ["RedX", "1", "2026-11-28", "", "T8", "1", "1", "0"],
        ["RedX", "1", "2026-11-28", "", "T8", "1", "1", "0"],
        ["RedX", "1", "2026-11-29", "", "T9", "1", "1", "0"],
        ["RedX", "1"],
      ]),
    ).toEqual({
      ok: false,
      reason: "rows",
      errors: [
        { line: 2, problem: "courier" },
        { line: 3, problem: "payout" },
        { line: 4, problem: "date" },
        { line: 5, problem: "parcel" },
        { line: 6, problem: "collected" },
        { line: 7, problem: "charge" },
        { line: 8, problem: "paid" },
        { line: 10, problem: "repeated" },
        { line: 11, problem: "date-differs" },
        { line: 12, problem: "columns" },
      ],
    });
  });

  it("reads amounts and days as spreadsheets write them", () => {
    expect(sheetTaka("১,২৫০")).toBe(1250);
    expect(sheetTaka("৳1250.40")).toBe(1250);
    expect(sheetTaka("-60")).toBeNull();
    expect(sheetTaka("-60", { negative: true })).toBe(-60);
    expect(sheetDate("1/2/2026")).toBe("2026-02-01");
    expect(sheetDate("2026-1-5")).toBe("2026-01-05");
    expect(sheetDate("2026/01/05")).toBeNull();
  });
});
