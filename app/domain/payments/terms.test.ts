import { describe, expect, it } from "vitest";
import { paymentTerms } from "./terms.ts";

describe("paymentTerms", () => {
  const all = { bKash: "01712345678", Nagad: "01712345678", Rocket: "017123456781" };
  // $100.00 of goods (৳12,200) in Dhaka, delivered free; the same goods outside Dhaka for ৳130 ($1.07).
  const inside = {
    taka: { goods: 12_200, delivery: 0, discount: 0, total: 12_200 },
    zone: "Inside Dhaka",
    cod: { offered: true, advanceTaka: 0, collectTaka: 12_200 },
  } as const;
  const outside = {
    taka: { goods: 12_200, delivery: 130, discount: 0, total: 12_330 },
    zone: "Outside Dhaka",
    cod: { offered: true, advanceTaka: 130, collectTaka: 12_200 },
  } as const;

  it("charges a wallet order its whole total in whole taka, to be paid before it moves on", () => {
    expect(paymentTerms({ paymentMethod: "Nagad", bkashNum: "01634358056", trxID: "75HKUOBF" }, inside, all)).toEqual({
      ok: true,
      payment: {
        paymentMethod: "Nagad",
        trxWallet: "Nagad",
        trxId: "75HKUOBF",
        bkashNumber: "01634358056",
        amountDuePaisa: 1_220_000,
        advanceTaka: null,
        collectTaka: 0,
        awaitsMoney: true,
      },
    });
  });

  it("refuses a wallet the shop has no number in, for the order and for an advance", () => {
    const bkashOnly = { bKash: "01712345678" };
    expect(
      paymentTerms({ paymentMethod: "Rocket", bkashNum: "01712345678", trxID: "6606781284" }, inside, bkashOnly),
    ).toEqual({ ok: false, reason: "wallet-not-offered", wallet: "Rocket" });
    const advance = { method: "Nagad", number: "01634358056", trxID: "75HKUOBF" } as const;
    expect(paymentTerms({ paymentMethod: "COD", advance }, outside, bkashOnly)).toMatchObject({
      ok: false,
      reason: "wallet-not-offered",
    });
  });

  it("takes cash on delivery with nothing first: no TrxID, nothing due by wallet, never expiring", () => {
    expect(paymentTerms({ paymentMethod: "COD" }, inside, all)).toEqual({
      ok: true,
      payment: {
        paymentMethod: "COD",
        trxWallet: null,
        trxId: "",
        bkashNumber: "",
        amountDuePaisa: 0,
        advanceTaka: null,
        collectTaka: 12_200,
        awaitsMoney: false,
      },
    });
  });

  it("asks the advance in whole taka where the zone wants it, and keeps it as the amount due by wallet", () => {
    expect(paymentTerms({ paymentMethod: "COD" }, outside, all)).toEqual({
      ok: false,
      reason: "advance-required",
      advanceTaka: 130,
    });
    const advance = { method: "Rocket", number: "01712345515", trxID: "6606781284" } as const;
    expect(paymentTerms({ paymentMethod: "COD", advance }, outside, all)).toMatchObject({
      ok: true,
      payment: {
        trxWallet: "Rocket",
        trxId: "6606781284",
        amountDuePaisa: 13_000,
        advanceTaka: 130,
        collectTaka: 12_200,
      },
    });
  });

  it("says why cash on delivery is refused, with the zone's limit in taka", () => {
    const over = { ...inside, cod: { offered: false, reason: "over-limit", maxTotalTaka: 10_000 } } as const;
    expect(paymentTerms({ paymentMethod: "COD" }, over, all)).toEqual({
      ok: false,
      reason: "cod-refused",
      refusal: "over-limit",
      zone: "Inside Dhaka",
      maxTotalTaka: 10_000,
    });
    expect(paymentTerms({ paymentMethod: "COD" }, { ...inside, cod: null }, all)).toMatchObject({
      refusal: "not-here",
    });
  });
});
