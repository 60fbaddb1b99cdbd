/** Words and digits the Bangla pages got wrong (issue 45): checked on the catalogue itself. */
import { describe, expect, it } from "vitest";
import { bnDateTime, bnDayPeriod, bnTime } from "./bn-time.ts";
import { bnPhone } from "./digits.ts";
import { orderScreensCopy as orderScreensBn } from "./order-screens.bn.ts";
import { orderScreensCopy as orderScreensEn } from "./order-screens.en.ts";
import { ordersCopy as ordersBn } from "./orders.bn.ts";

describe("the cancel dialog", () => {
  it("keeps the spec's English, and says in Bangla that the order is cancelled and its stock returned", () => {
    expect(orderScreensEn.myOrders).toMatchObject({
      cancelTitle: "Cancle the Order",
      cancelDescription: "Order will be remove from database",
    });
    const bn = orderScreensBn.myOrders;
    for (const text of [bn.cancelTitle, bn.cancelDescription, bn.delete, bn.deleting]) {
      expect(text).not.toMatch(/ডেটাবেস|মুছ|মোছা/);
      expect(text).toContain("বাতিল");
    }
    expect(bn.cancelDescription).toContain("স্টকে ফিরে যাবে");
    expect(bn.delete).toBe("অর্ডার বাতিল করুন");
  });
});

describe("the cash-on-delivery call step", () => {
  it("confirms and rejects the order, not a payment, in both languages; wallet orders keep 'Confirm payment'", () => {
    for (const copy of [orderScreensEn, orderScreensBn]) {
      const { confirm, reject } = copy.cash.call;
      for (const text of [confirm.named("1043"), confirm.title, confirm.submit, confirm.done("1043")])
        expect(text).not.toMatch(/payment|পেমেন্ট/i);
      for (const text of [reject.named("1043"), reject.title, reject.submit, reject.done("1043")])
        expect(text).not.toMatch(/payment|পেমেন্ট/i);
    }
    expect(orderScreensEn.cash.call.confirm.submit).toBe("Confirm order");
    expect(orderScreensEn.dialogs.confirm.submit).toBe("Confirm payment");
  });
});

describe("phone numbers on Bangla pages", () => {
  it("are written in Bengali digits; an email address and a TrxID are not touched", () => {
    expect(bnPhone("01712345678")).toBe("০১৭১২৩৪৫৬৭৮");
    expect(bnPhone("+8801712345678")).toBe("+৮৮০১৭১২৩৪৫৬৭৮");
    expect(bnPhone("shopper2@example.com")).toBe("shopper2@example.com");
    expect(ordersBn.walletText("bKash", "01812345678", "8N7A6D5EKR")).toBe("বিকাশ-০১৮১২৩৪৫৬৭৮ 8N7A6D5EKR");
    expect(ordersBn.next.call("01712345678")).toContain("০১৭১২৩৪৫৬৭৮");
    expect(orderScreensBn.queue.sender("01634358056")).toBe("০১৬৩৪৩৫৮০৫৬ থেকে");
  });
});

describe("times in Bangla", () => {
  it("name the part of the day before a 12-hour time, in Bengali digits", () => {
    expect([0, 3, 4, 5, 6, 11, 12, 14, 15, 17, 18, 19, 20, 23].map(bnDayPeriod)).toEqual([
      "রাত",
      "রাত",
      "ভোর",
      "ভোর",
      "সকাল",
      "সকাল",
      "দুপুর",
      "দুপুর",
      "বিকাল",
      "বিকাল",
      "সন্ধ্যা",
      "সন্ধ্যা",
      "রাত",
      "রাত",
    ]);
    // 18:30 UTC is 00:30 in Dhaka; 09:05 UTC is 15:05.
    expect(bnTime(new Date("2026-11-26T18:30:00Z"), "Asia/Dhaka")).toBe("রাত ১২:৩০");
    expect(bnTime(new Date("2026-11-26T09:05:00Z"), "Asia/Dhaka")).toBe("বিকাল ৩:০৫");
    expect(bnTime(new Date("2026-11-26T06:00:00Z"), "Asia/Dhaka")).toBe("দুপুর ১২:০০");
    expect(bnDateTime(new Date("2026-11-26T18:30:00Z"), "Asia/Dhaka")).toBe("২৭ নভে, ২০২৬, রাত ১২:৩০");
  });
});
