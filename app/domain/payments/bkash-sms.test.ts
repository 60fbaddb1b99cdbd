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

  it("reads the variants real phones show: no space before Ref, a business sender with no fee, Bengali digits", () => {
    expect(
      parseBkashSms(
        "You have received Tk 5,075.00 from 01815474012.Ref jazakallah vai. Fee Tk 0.00. Balance Tk 6,075.50. TrxID BLU1H6X87P at 30/12/2024 13:22",
      ),
    ).toMatchObject({ trxId: "BLU1H6X87P", amountPaisa: 507_500, sender: "01815474012", reference: "jazakallah vai" });
    expect(
      parseBkashSms(
        "You have received Tk 1,200.00 from OnnorokomWeb. Balance Tk 7,275.50. TrxID BLV2J7Y98Q at 31/12/2024 09:05",
      ),
    ).toMatchObject({ trxId: "BLV2J7Y98Q", amountPaisa: 120_000, sender: "OnnorokomWeb", reference: null });
    expect(
      parseBkashSms(
        "You have received Tk ১,২৫০.০০ from ০১৮১২৩৪৫৬৭৮. Fee Tk ০.০০. Balance Tk ১২,৩৪৫.৬৭. TrxID CJU0PZQ3U6 at ২২/১১/২০২৬ ১০:১৫",
      ),
    ).toMatchObject({ amountPaisa: 125_000, sender: "01812345678", receivedAt: new Date("2026-11-22T04:15:00Z") });
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
      "You have received Tk 5.00 from Rahim Uddin. Fee Tk 0.00. Balance Tk 1.00. TrxID NAME12345 at 22/11/2026 10:15",
      "Sorry, your Send Money request to 01812345678 is unsuccessful! TrxID FAIL123456",
      "Send Money Tk 510.00 to 01813738081 successful. Ref 12. Fee Tk 0.00. Balance Tk 1.00. TrxID SEND123456 at 22/11/2026 10:15",
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
