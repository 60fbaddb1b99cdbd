import { describe, expect, it } from "vitest";
import { paymentTerms } from "./terms.ts";

describe("paymentTerms", () => {
  const money = { currency: "USD", bdtRate: 122 };
  const all = { bKash: "01712345678", Nagad: "01712345678", Rocket: "017123456781" };
  const inside = {
    totalCents: 10_000,
    zone: "Inside Dhaka",
    cod: { offered: true, advanceCents: 0, collectCents: 10_000 },
  } as const;
  const outside = {
    totalCents: 10_107,
    zone: "Outside Dhaka",
    cod: { offered: true, advanceCents: 107, collectCents: 10_000 },
  } as const;

  it("charges a wallet order its whole total in taka, to be paid before it moves on", () => {
    expect(
      paymentTerms({ paymentMethod: "Nagad", bkashNum: "01634358056", trxID: "75HKUOBF" }, inside, money, all),
    ).toEqual({
      ok: true,
      payment: {
        paymentMethod: "Nagad",
        trxWallet: "Nagad",
        trxId: "75HKUOBF",
        bkashNumber: "01634358056",
        amountDuePaisa: 1_220_000,
        advanceCents: null,
        collectCents: 0,
        awaitsMoney: true,
      },
    });
  });

  it("refuses a wallet the shop has no number in, for the order and for an advance", () => {
    const bkashOnly = { bKash: "01712345678" };
    expect(
      paymentTerms({ paymentMethod: "Rocket", bkashNum: "01712345678", trxID: "6606781284" }, inside, money, bkashOnly),
    ).toEqual({ ok: false, reason: "wallet-not-offered", wallet: "Rocket" });
    const advance = { method: "Nagad", number: "01634358056", trxID: "75HKUOBF" } as const;
    expect(paymentTerms({ paymentMethod: "COD", advance }, outside, money, bkashOnly)).toMatchObject({
      ok: false,
      reason: "wallet-not-offered",
    });
  });

  it("takes cash on delivery with nothing first: no TrxID, nothing due by wallet, never expiring", () => {
    expect(paymentTerms({ paymentMethod: "COD" }, inside, money, all)).toEqual({
      ok: true,
      payment: {
        paymentMethod: "COD",
        trxWallet: null,
        trxId: "",
        bkashNumber: "",
        amountDuePaisa: 0,
        advanceCents: null,
        collectCents: 10_000,
        awaitsMoney: false,
      },
    });
  });

  it("asks the advance where the zone wants it, and keeps it as the amount due by wallet", () => {
    expect(paymentTerms({ paymentMethod: "COD" }, outside, money, all)).toEqual({
      ok: false,
      reason: "advance-required",
      advanceCents: 107,
      advancePaisa: 13_054,
    });
    const advance = { method: "Rocket", number: "01712345515", trxID: "6606781284" } as const;
    expect(paymentTerms({ paymentMethod: "COD", advance }, outside, money, all)).toMatchObject({
      ok: true,
      payment: {
        trxWallet: "Rocket",
        trxId: "6606781284",
        amountDuePaisa: 13_054,
        advanceCents: 107,
        collectCents: 10_000,
      },
    });
  });

  it("says why cash on delivery is refused, with the shop's currency for the limit", () => {
    const over = { ...inside, cod: { offered: false, reason: "over-limit", maxTotalCents: 8_197 } } as const;
    expect(paymentTerms({ paymentMethod: "COD" }, over, money, all)).toEqual({
      ok: false,
      reason: "cod-refused",
      refusal: "over-limit",
      zone: "Inside Dhaka",
      maxTotalCents: 8_197,
      currency: "USD",
    });
    expect(paymentTerms({ paymentMethod: "COD" }, { ...inside, cod: null }, money, all)).toMatchObject({
      refusal: "not-here",
    });
  });
});
