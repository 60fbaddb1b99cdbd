import { describe, expect, it } from "vitest";
import { parseWalletSms } from "./wallet-sms.ts";

const NAGAD = [
  "Money Received.",
  "Amount: Tk 99.00",
  "Sender: 01634358056",
  "Ref: N/A",
  "TxnID: 75HKUOBF",
  "Balance: Tk 1289.43",
  "08/06/2026 18:21",
];
const ROCKET =
  "Tk99.00 received from A/C:***515 Fee:Tk0, Your A/C Balance: Tk1,145.85 TxnId:6606781284 Date:08-JUN-26 06:21:43 am";

describe("parseWalletSms: bKash", () => {
  it("reads bKash's SMS through parseBkashSms, naming the wallet", () => {
    expect(
      parseWalletSms(
        "bKash",
        "You have received Tk 5,075.00 from 01735814791. Fee Tk 0.00. Balance Tk 6,075.50. TrxID BLU1H6X87P at 30/12/2024 13:22",
      ),
    ).toEqual({
      wallet: "bKash",
      trxId: "BLU1H6X87P",
      amountPaisa: 507_500,
      sender: "01735814791",
      reference: null,
      receivedAt: new Date("2024-12-30T07:22:00Z"),
    });
    expect(
      parseWalletSms(
        "bKash",
        "You have received Tk 5,075.00 from 01815474012.Ref jazakallah vai. Fee Tk 0.00. Balance Tk 6,075.50. TrxID BLU1H6X87P at 30/12/2024 13:22",
      ),
    ).toMatchObject({ wallet: "bKash", sender: "01815474012", reference: "jazakallah vai" });
    expect(
      parseWalletSms(
        "bKash",
        "You have received Tk 1,200.00 from OnnorokomWeb. Balance Tk 7,275.50. TrxID BLV2J7Y98Q at 31/12/2024 09:05",
      ),
    ).toMatchObject({ wallet: "bKash", amountPaisa: 120_000, sender: "OnnorokomWeb" });
  });

  it("reads bKash's SMS in Bengali digits", () => {
    expect(
      parseWalletSms(
        "bKash",
        "You have received Tk ৫,০৭৫.০০ from ০১৭৩৫৮১৪৭৯১. Fee Tk ০.০০. Balance Tk ৬,০৭৫.৫০. TrxID BLU1H6X87P at ৩০/১২/২০২৪ ১৩:২২",
      ),
    ).toEqual({
      wallet: "bKash",
      trxId: "BLU1H6X87P",
      amountPaisa: 507_500,
      sender: "01735814791",
      reference: null,
      receivedAt: new Date("2024-12-30T07:22:00Z"),
    });
  });

  it("counts neither a failed Send Money nor the payer's own copy", () => {
    for (const text of [
      "Sorry, your Send Money request to 01812345678 is unsuccessful! Please try again later.",
      "Sorry, your Send Money request of Tk 500.00 to 01812345678 is unsuccessful due to insufficient balance. TrxID BLU3K8Z09R at 30/12/2024 13:25",
      "Send Money Tk 510.00 to 01813738081 successful. Ref 12. Fee Tk 0.00. Balance Tk 5,565.50. TrxID BLU2K8Z09R at 30/12/2024 13:25",
      "Send Money Tk ৫১০.০০ to ০১৮১৩৭৩৮০৮১ successful. Fee Tk ০.০০. Balance Tk ৫,৫৬৫.৫০. TrxID BLU2K8Z09R at ৩০/১২/২০২৪ ১৩:২৫",
    ])
      expect(parseWalletSms("bKash", text), text).toBeNull();
  });
});

describe("parseWalletSms: Nagad", () => {
  it("reads the multi-line SMS, with LF or CRLF; 'Ref: N/A' is no reference", () => {
    const expected = {
      wallet: "Nagad",
      trxId: "75HKUOBF",
      amountPaisa: 9_900,
      sender: "01634358056",
      reference: null,
      receivedAt: new Date("2026-06-08T12:21:00Z"),
    };
    expect(parseWalletSms("Nagad", NAGAD.join("\n"))).toEqual(expected);
    expect(parseWalletSms("Nagad", NAGAD.join("\r\n"))).toEqual(expected);
    expect(
      parseWalletSms(
        "Nagad",
        "Money Received.\r\nAmount: Tk 99.00\r\nSender: 01634358056\r\nRef: N/A\r\nTxnID: 75HKUOBF\r\nBalance: Tk 1,234.00\r\n08/06/2026 18:21",
      ),
    ).toEqual(expected);
  });

  it("keeps a reference, upper-cases the TxnID and reads thousands separators", () => {
    expect(
      parseWalletSms(
        "Nagad",
        "Money Received.\nAmount: Tk 1,25,000.50\nSender: 01634358056\nRef: order 1042\nTxnID: 75hkuobf\nBalance: Tk 2,00,000.00\n08/06/2026 18:21",
      ),
    ).toMatchObject({ trxId: "75HKUOBF", amountPaisa: 12_500_050, reference: "order 1042" });
  });

  it("takes the balance and the time in either order, or without them", () => {
    expect(
      parseWalletSms(
        "Nagad",
        "Money Received.\nAmount: Tk 99.00\nSender: 01634358056\nRef: N/A\nTxnID: 75HKUOBF\n08/06/2026 00:05\nBalance: Tk 1289.43\n",
      ),
    ).toMatchObject({ trxId: "75HKUOBF", receivedAt: new Date("2026-06-07T18:05:00Z") });
    expect(
      parseWalletSms(
        "Nagad",
        NAGAD.map((line) => (line === "08/06/2026 18:21" ? "08-06-2026 18:21:30" : line)).join("\n"),
      )?.receivedAt,
    ).toEqual(new Date("2026-06-08T12:21:30Z"));
    expect(parseWalletSms("Nagad", "Money Received.\nAmount: Tk 99.00\nSender: 01634358056\nTxnID: 75HKUOBF")).toEqual({
      wallet: "Nagad",
      trxId: "75HKUOBF",
      amountPaisa: 9_900,
      sender: "01634358056",
      reference: null,
      receivedAt: null,
    });
  });

  it("reads the SMS in Bengali digits", () => {
    expect(
      parseWalletSms(
        "Nagad",
        "Money Received.\r\nAmount: Tk ৯৯.০০\r\nSender: ০১৬৩৪৩৫৮০৫৬\r\nRef: N/A\r\nTxnID: ৭৫HKUOBF\r\nBalance: Tk ১২৮৯.৪৩\r\n০৮/০৬/২০২৬ ১৮:২১",
      ),
    ).toEqual({
      wallet: "Nagad",
      trxId: "75HKUOBF",
      amountPaisa: 9_900,
      sender: "01634358056",
      reference: null,
      receivedAt: new Date("2026-06-08T12:21:00Z"),
    });
  });

  it("refuses what is not money received, or lacks what a payment needs", () => {
    const replace = (from: string, to: string) => NAGAD.map((line) => (line === from ? to : line)).join("\n");
    for (const text of [
      "Cash Out.\nAmount: Tk 500.00\nAgent: 01712345678\nTxnID: 75HKUOBG\nFee: Tk 7.00\nBalance: Tk 789.43\n08/06/2026 18:30",
      "Money Sent.\nAmount: Tk 99.00\nReceiver: 01634358056\nRef: N/A\nTxnID: 75HKUOBF\nBalance: Tk 1190.43\n08/06/2026 18:21",
      "Get 10% cashback on Nagad payments! Money Received. Amount: Tk 99.00",
      NAGAD.filter((line) => !line.startsWith("TxnID")).join("\n"),
      NAGAD.filter((line) => !line.startsWith("Sender")).join("\n"),
      NAGAD.filter((line) => !line.startsWith("Amount")).join("\n"),
      NAGAD.slice(1).join("\n"),
      [...NAGAD, "Amount: Tk 990.00"].join("\n"),
      [...NAGAD, "Dial *167# to claim your reward"].join("\n"),
      replace("Amount: Tk 99.00", "Amount: Tk 0.00"),
      replace("08/06/2026 18:21", "31/02/2026 18:21"),
      replace("08/06/2026 18:21", "08/06/2026 24:00"),
      replace("08/06/2026 18:21", "08/06-2026 18:21"),
      replace("TxnID: 75HKUOBF", "TxnID: 75HK"),
      "",
    ])
      expect(parseWalletSms("Nagad", text), text).toBeNull();
  });

  it("reads only Nagad's form as Nagad, not another wallet's", () => {
    expect(parseWalletSms("Nagad", ROCKET)).toBeNull();
    expect(parseWalletSms("Rocket", NAGAD.join("\n"))).toBeNull();
    expect(parseWalletSms("bKash", NAGAD.join("\n"))).toBeNull();
  });
});

describe("parseWalletSms: Rocket", () => {
  it("reads the one-line SMS with its masked account and am/pm time", () => {
    expect(parseWalletSms("Rocket", ROCKET)).toEqual({
      wallet: "Rocket",
      trxId: "6606781284",
      amountPaisa: 9_900,
      sender: "A/C:***515",
      reference: null,
      receivedAt: new Date("2026-06-08T00:21:43Z"),
    });
    expect(parseWalletSms("Rocket", ROCKET.replace("6606781284", "66067812ab"))?.trxId).toBe("66067812AB");
  });

  it("reads the 12-hour clock, month names in any case and thousands separators", () => {
    const at = (date: string) =>
      parseWalletSms(
        "Rocket",
        `Tk1,500.00 received from ***515 Fee:Tk0, Your A/C Balance: Tk2,645.85 TxnId:6606781285 Date:${date}`,
      );
    expect(at("08-Jun-26 12:05:00 am")).toMatchObject({
      amountPaisa: 150_000,
      sender: "***515",
      receivedAt: new Date("2026-06-07T18:05:00Z"),
    });
    expect(at("08-jun-26 12:05:00 pm")?.receivedAt).toEqual(new Date("2026-06-08T06:05:00Z"));
    expect(at("08-JUN-26 06:21:43 PM")?.receivedAt).toEqual(new Date("2026-06-08T12:21:43Z"));
    expect(at("31-DEC-26 11:59:59 pm")?.receivedAt).toEqual(new Date("2026-12-31T17:59:59Z"));
  });

  it("reads the SMS in Bengali digits", () => {
    expect(
      parseWalletSms(
        "Rocket",
        "Tk৯৯.০০ received from A/C:***৫১৫ Fee:Tk০, Your A/C Balance: Tk১,১৪৫.৮৫ TxnId:৬৬০৬৭৮১২৮৪ Date:০৮-JUN-২৬ ০৬:২১:৪৩ am",
      ),
    ).toEqual({
      wallet: "Rocket",
      trxId: "6606781284",
      amountPaisa: 9_900,
      sender: "A/C:***515",
      reference: null,
      receivedAt: new Date("2026-06-08T00:21:43Z"),
    });
  });

  it("refuses what is not money received, an impossible date and a zero amount", () => {
    for (const text of [
      "Tk500.00 sent to A/C:***515 Fee:Tk0, Your A/C Balance: Tk645.85 TxnId:6606781286 Date:08-JUN-26 06:30:00 am",
      "Cash Out Tk500.00 to Agent A/C:***777 Fee:Tk9.25, Your A/C Balance: Tk636.60 TxnId:6606781287 Date:08-JUN-26 06:40:00 am",
      "Get 5% cashback when you pay with Rocket! Dial *322# now.",
      ROCKET.replace("Tk99.00", "Tk0.00"),
      ROCKET.replace("08-JUN-26", "31-FEB-26"),
      ROCKET.replace("08-JUN-26", "08-JUX-26"),
      ROCKET.replace("06:21:43 am", "13:21:43 pm"),
      ROCKET.replace("06:21:43 am", "00:21:43 am"),
      ROCKET.replace("TxnId:6606781284", ""),
      "",
    ])
      expect(parseWalletSms("Rocket", text), text).toBeNull();
  });
});
