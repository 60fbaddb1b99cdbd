import { describe, expect, it } from "vitest";
import { parseBkashSms, toPaisa } from "./bkash-sms.ts";

describe("parseBkashSms", () => {
  it("reads the plain received-money SMS, thousands separators and Bangladesh time included", () => {
    expect(
      parseBkashSms(
        "You have received Tk 1,250.00 from 01812345678. Fee Tk 0.00. Balance Tk 12,345.67. TrxID CJU0PZQ3U6 at 22/11/2026 10:15",
      ),
    ).toEqual({
      trxId: "CJU0PZQ3U6",
      amountPaisa: 125_000,
      sender: "01812345678",
      reference: null,
      receivedAt: new Date("2026-11-22T04:15:00Z"),
    });
  });

  it("reads the 'received payment' form with its reference, across line breaks and in any case", () => {
    expect(
      parseBkashSms(
        "You have received payment Tk 500.00 from 01712345678.\nRef 1042.\nFee Tk 0.00. Balance Tk 3,000.00. TrxID 9k7a1b2c3d at 22/11/2026 11:02",
      ),
    ).toMatchObject({ trxId: "9K7A1B2C3D", amountPaisa: 50_000, sender: "01712345678", reference: "1042" });
  });

  it("takes large amounts and SMS without a time", () => {
    expect(
      parseBkashSms(
        "You have received Tk 1,25,000.50 from 01812345678. Fee Tk 0.00. Balance Tk 2,00,000.00. TrxID BIG1234567",
      ),
    ).toMatchObject({ amountPaisa: 12_500_050, receivedAt: null });
  });

  it("refuses what is not money received", () => {
    for (const text of [
      "Cash In Tk 500.00 from 01712345678 successful. Fee Tk 0.00. Balance Tk 3,000.00. TrxID 9K7A1B2C3D at 22/11/2026 11:02",
      "You have received Tk 0.00 from 01812345678. Fee Tk 0.00. Balance Tk 1.00. TrxID ZERO12345 at 22/11/2026 10:15",
      "You have received Tk 5.00 from 01812345678. Fee Tk 0.00. Balance Tk 1.00. TrxID DATE12345 at 30/02/2026 10:15",
      "You have received Tk 5.00 from Rahim. Fee Tk 0.00. Balance Tk 1.00. TrxID NAME12345 at 22/11/2026 10:15",
      "",
    ])
      expect(parseBkashSms(text), text).toBeNull();
  });
});

describe("toPaisa", () => {
  it("turns bKash amounts into paisa", () => {
    expect(toPaisa("1,250.00")).toBe(125_000);
    expect(toPaisa("500")).toBe(50_000);
    expect(toPaisa("0.5")).toBe(50);
  });
});
