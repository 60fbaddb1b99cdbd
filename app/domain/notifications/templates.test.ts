import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "@db/enums.ts";
import { orderMessages, type MessageOrder, type OrderNews } from "./templates.ts";
import { DEFAULT_SMS_LIMITS, type NotificationSettings } from "./settings.ts";
import { smsLength } from "./sms-length.ts";

const settings: NotificationSettings = {
  shopName: "e-Shop",
  // A long real-world origin, so the links take their full room.
  shopUrl: "https://shop.example-bangladesh.com.bd",
  shopPhone: null,
  shopAddress: null,
  merchantEmails: ["owner@example.com"],
  merchantMobile: "01812345678",
  merchantLanguage: "en",
  merchantNumbers: { bKash: "01712345678", Nagad: "01612345678", Rocket: "017123456781" },
  smsLimits: DEFAULT_SMS_LIMITS,
};

function order(language: Language, overrides: Partial<MessageOrder> = {}): MessageOrder {
  return {
    id: "a1b2c3d4e5f6a1b2c3d4e5f6",
    reference: "K7Q2M9XA",
    customerName: "Mohammad Abdur Rahman Chowdhury Talukder",
    mobile: "01712340000",
    email: "shopper@example.com",
    language,
    paymentMethod: "bKash",
    trxWallet: "bKash",
    trxId: "BLU1H6X87P",
    currency: "USD",
    // $81,967.21 in all: the goods and the products' own shipping, and Outside Dhaka's ৳130 ($1.07).
    subtotalCents: 81_966_14,
    shippingCents: 0,
    deliveryCents: 1_07,
    totalCents: 81_967_21,
    // The largest whole taka a wallet takes in one go.
    amountDuePaisa: 9_999_999_00,
    totalTaka: 9_999_999,
    deliveryTaka: 130,
    discountTaka: 0,
    advanceTaka: null,
    collectTaka: 0,
    createdAt: new Date("2026-11-26T18:30:00Z"),
    addressLine: "House 12, Road 5, Block C",
    addressArea: "Mirpur",
    addressDistrict: "Dhaka",
    ...overrides,
  };
}

const longText = "The courier could not reach the shopper after three calls and the parcel was held ".repeat(4);
const lines = [
  { name: "Walton Primo S8 <b>phone</b>", quantity: 2, unitPriceCents: 45_000 },
  { name: "Charger", quantity: 1, unitPriceCents: 1_500 },
];
const news: OrderNews[] = [
  { event: "placed" },
  { event: "confirmed" },
  { event: "rejected", reason: longText },
  { event: "shipped", courier: `Steadfast ${longText}`, trackingNumber: "SFR251126ABC12345" },
  { event: "delivered" },
  { event: "cancelled", by: "you", reason: null },
  { event: "cancelled", by: "shop", reason: longText },
  { event: "cancelled", by: "unpaid", reason: null },
  { event: "returned", reason: longText },
  {
    event: "payment-mismatch",
    wallet: "Nagad",
    amountPaisa: 9_99_999_99,
    trxId: "75HKUOBF",
    sender: "01634358056",
    problem: "other-sender",
  },
  // Issues 46 and 47, after the ones the tests below pick by index.
  { event: "cancelled", by: "unconfirmed", reason: null },
  { event: "courier-issue", issue: "short", courierStatus: "delivered", cashTaka: 1, orderStatus: "shipped" },
  {
    event: "courier-issue",
    issue: "conflict",
    courierStatus: `partial_delivered ${longText}`.slice(0, 64),
    cashTaka: 9_999_999,
    orderStatus: "cancelled",
  },
];
const orders: [string, Partial<MessageOrder>][] = [
  ["by wallet", {}],
  ["cash on delivery", { paymentMethod: "COD", trxWallet: null, trxId: "", amountDuePaisa: 0, collectTaka: 9_999_999 }],
  [
    "cash on delivery with an advance",
    {
      paymentMethod: "COD",
      trxWallet: "Rocket",
      advanceTaka: 130,
      amountDuePaisa: 130_00,
      collectTaka: 9_999_869,
    },
  ],
];

describe("every SMS fits 2 segments, whatever the values (issue 24)", () => {
  for (const language of LANGUAGES) {
    for (const [label, overrides] of orders) {
      it.each(news.map((item) => [item.event, item] as const))(`${language}, ${label}: %s`, (_event, item) => {
        const drafts = orderMessages(order(language, overrides), lines, item, settings);
        const sms = drafts.filter((draft) => draft.channel === "sms");
        expect(sms.length).toBeGreaterThan(0);
        for (const draft of sms) {
          const length = smsLength(draft.body);
          expect(length.segments, `${draft.body} (${length.units} ${length.encoding})`).toBeLessThanOrEqual(2);
          expect(draft.body).toContain("K7Q2M9XA");
          // English SMS stay GSM-7 (no "৳", no "…"): 306 characters, not 134.
          if (draft.language === "en") expect(length.encoding).toBe("GSM-7");
        }
      });
    }
  }
});

describe("what the messages say", () => {
  it("a wallet order's placed SMS says what to pay and where, and links to the order by its reference", () => {
    const [sms] = orderMessages(order("en"), lines, { event: "placed" }, settings);
    expect(sms).toMatchObject({ channel: "sms", recipient: "01712340000", audience: "shopper", event: "placed" });
    expect(sms!.body).toContain("Tk 9,999,999");
    expect(sms!.body).toContain("bKash Send Money to 01712345678");
    expect(sms!.body).toContain("https://shop.example-bangladesh.com.bd/o/K7Q2M9XA");
  });

  it("a cash-on-delivery order's says the shop will call, in Bangla with Bengali digits", () => {
    const cod = orders[1]![1];
    const [sms, email] = orderMessages(order("bn", { ...cod, currency: "BDT" }), lines, { event: "placed" }, settings);
    expect(sms!.body).toContain("ফোনে নিশ্চিত করব");
    expect(sms!.body).toContain("৯৯,৯৯,৯৯৯৳");
    expect(email!.subject).toBe("আপনার অর্ডার K7Q2M9XA আমরা পেয়েছি");
    expect(email!.body).toContain("ডেলিভারিতে নগদ: ৯৯,৯৯,৯৯৯৳");
    // Asia/Dhaka: 18:30 UTC is 00:30 the next day.
    expect(email!.body).toMatch(/২৭ নভে, ২০২৬/);
  });

  it("the shipped messages name the courier and the tracking number; the email escapes what it shows", () => {
    const drafts = orderMessages(
      order("en"),
      lines,
      { event: "shipped", courier: "Steadfast", trackingNumber: "SFR1" },
      settings,
    );
    expect(drafts.map((draft) => draft.channel)).toEqual(["sms", "email"]);
    expect(drafts[0]!.body).toContain("shipped with Steadfast, tracking SFR1");
    expect(drafts[1]!.html).toContain("Walton Primo S8 &lt;b&gt;phone&lt;/b&gt;");
    expect(drafts[1]!.html).not.toContain("<b>phone</b>");
    expect(drafts[1]!.body).toContain("2 x Walton Primo S8 <b>phone</b>: $900");
    expect(drafts[1]!.body).toContain("Total: $81,967.21 (৳9,999,999)");
  });

  it("the email's money lines add up in both currencies, with one taka figure for what is paid (issue 45)", () => {
    const cod = { ...orders[2]![1], subtotalCents: 81_466_14, shippingCents: 500_00 };
    const [, email] = orderMessages(
      order("en", { ...cod, deliveryTaka: 61_130, totalTaka: 9_999_999 }),
      lines,
      { event: "placed" },
      settings,
    );
    const amount = (label: string, currency: "$" | "৳") => {
      const line = email!.body.split("\n").find((each) => each.startsWith(`${label}: `));
      const match = line?.match(currency === "$" ? /\$([\d,.]+)/ : /৳([\d,]+)/);
      return Number(match?.[1]?.replaceAll(",", ""));
    };
    expect(amount("Subtotal", "$") + amount("Delivery", "$")).toBeCloseTo(amount("Total", "$"), 2);
    expect(amount("Subtotal", "৳") + amount("Delivery", "৳")).toBe(amount("Total", "৳"));
    expect(amount("Paid first by wallet", "৳") + amount("Cash on delivery", "৳")).toBe(amount("Total", "৳"));
    expect(amount("Cash on delivery", "৳")).toBe(9_999_869);
  });

  it("the email names each line's variant as it was ordered (issue 28), escaped", () => {
    const withVariant = [
      { name: "Stretch Slim Jeans", variantTitle: "Waist: 32 / Colour: <Indigo>", quantity: 1, unitPriceCents: 4_999 },
    ];
    const [, email] = orderMessages(order("en"), withVariant, { event: "placed" }, settings);
    expect(email!.body).toContain("1 x Stretch Slim Jeans (Waist: 32 / Colour: <Indigo>): $49.99");
    expect(email!.html).toContain("Stretch Slim Jeans (Waist: 32 / Colour: &lt;Indigo&gt;)");
  });

  it("the merchant hears of a new order, a mismatch and a shopper's cancellation, never of the rest", () => {
    const to = (item: OrderNews) =>
      orderMessages(order("bn"), lines, item, settings)
        .filter((draft) => draft.audience === "merchant")
        .map((draft) => `${draft.event} ${draft.channel} ${draft.recipient} ${draft.language}`);
    expect(to({ event: "placed" })).toEqual(["new-order email owner@example.com en", "new-order sms 01812345678 en"]);
    expect(to(news[9]!)).toEqual([
      "payment-mismatch email owner@example.com en",
      "payment-mismatch sms 01812345678 en",
    ]);
    expect(to({ event: "cancelled", by: "you", reason: null })).toHaveLength(2);
    expect(to({ event: "cancelled", by: "shop", reason: "x" })).toEqual([]);
    expect(to({ event: "confirmed" })).toEqual([]);
    // And of a courier's report to check (issue 46).
    expect(to(news[11]!)).toEqual(["courier-issue email owner@example.com en", "courier-issue sms 01812345678 en"]);
  });

  it("keys each message by order, event, channel and recipient", () => {
    const keys = orderMessages(order("en"), lines, { event: "placed" }, settings).map((draft) => draft.idempotencyKey);
    expect(keys).toEqual([
      "a1b2c3d4e5f6a1b2c3d4e5f6/placed/sms/01712340000",
      "a1b2c3d4e5f6a1b2c3d4e5f6/placed/email/shopper@example.com",
      "a1b2c3d4e5f6a1b2c3d4e5f6/new-order/email/owner@example.com",
      "a1b2c3d4e5f6a1b2c3d4e5f6/new-order/sms/01812345678",
    ]);
  });
});

describe("the Bangla messages say it in Bangla (issue 45)", () => {
  const banglaSettings: NotificationSettings = { ...settings, merchantLanguage: "bn" };
  /** An order whose data (names, lines, reasons) is Bangla too: what is left in Latin letters is the template's. */
  const banglaOrder = (overrides: Partial<MessageOrder> = {}) =>
    order("bn", {
      customerName: "আয়েশা রহমান",
      addressLine: "বাড়ি ১২, রোড ৫",
      addressArea: "Mirpur",
      addressDistrict: "Dhaka",
      addressAreaBn: "মিরপুর",
      addressDistrictBn: "ঢাকা",
      ...overrides,
    });
  const banglaLines = [{ name: "ওয়ালটন ফোন", quantity: 2, unitPriceCents: 45_000 }];
  const banglaNews: OrderNews[] = [
    { event: "placed" },
    { event: "confirmed" },
    { event: "rejected", reason: "স্টক শেষ" },
    { event: "shipped", courier: "স্টেডফাস্ট", trackingNumber: "SFR251126ABC12345" },
    { event: "delivered" },
    { event: "cancelled", by: "you", reason: null },
    { event: "cancelled", by: "shop", reason: "ঠিকানা ভুল" },
    { event: "cancelled", by: "unpaid", reason: null },
    { event: "returned", reason: "গ্রাহক পাওয়া যায়নি" },
    {
      event: "payment-mismatch",
      wallet: "Nagad",
      amountPaisa: 50_000,
      trxId: "75HKUOBF",
      sender: "",
      problem: "short",
    },
  ];

  /** Latin words a message has besides its links, addresses, codes (references, TrxIDs) and the shop's name. */
  function englishIn(text: string): string[] {
    return (
      text
        .replace(/<style[\s\S]*?<\/style>|<[^>]+>|&#?\w+;/g, " ")
        .replace(/https?:\/\/\S+/g, " ")
        .replace(/[\w.+-]+@[\w.-]+/g, " ")
        .replace(/\b[A-Z0-9]{6,}\b/g, " ")
        .replaceAll("e-Shop", " ")
        .match(/[A-Za-z]{2,}/g) ?? []
    );
  }

  it("has no English word in any SMS or email, to the shopper or the merchant", () => {
    for (const [label, overrides] of orders) {
      for (const item of banglaNews) {
        for (const draft of orderMessages(banglaOrder(overrides), banglaLines, item, banglaSettings)) {
          const where = `${label}, ${item.event}, ${draft.audience} ${draft.channel}`;
          expect(draft.language, where).toBe("bn");
          expect(englishIn(draft.subject ?? ""), where).toEqual([]);
          expect(englishIn(draft.body), `${where}: ${draft.body}`).toEqual([]);
          expect(englishIn(draft.html ?? ""), where).toEqual([]);
        }
      }
    }
  });

  it("says Send Money as bKash's Bangla app does, the time with the part of the day, and the place in Bangla", () => {
    const [, email] = orderMessages(banglaOrder(), banglaLines, { event: "placed" }, banglaSettings);
    expect(email!.body).toContain("সেন্ড মানি করুন");
    expect(email!.body).not.toContain("Send Money");
    // 18:30 UTC is half past midnight in Dhaka: night, on a 12-hour clock, in Bengali digits.
    expect(email!.body).toContain("২৭ নভে, ২০২৬, রাত ১২:৩০");
    expect(email!.body).not.toMatch(/\b[AP]M\b/);
    expect(email!.body).toContain("বাড়ি ১২, রোড ৫, মিরপুর, ঢাকা");
    expect(email!.html).toContain("বাড়ি ১২, রোড ৫, মিরপুর, ঢাকা");
    const advance = orders[2]![1];
    const [, advanceEmail] = orderMessages(banglaOrder(advance), banglaLines, { event: "placed" }, banglaSettings);
    expect(advanceEmail!.body).toContain("সেন্ড মানি করুন");
    // The English keeps its words and the English names.
    const [, english] = orderMessages(order("en"), lines, { event: "placed" }, settings);
    expect(english!.body).toContain("bKash Send Money to 01712345678");
    expect(english!.body).toContain("House 12, Road 5, Block C, Mirpur, Dhaka");
    // An order placed before the Bangla names were kept gives its English ones.
    const [, older] = orderMessages(
      banglaOrder({ addressAreaBn: null, addressDistrictBn: null }),
      banglaLines,
      { event: "placed" },
      banglaSettings,
    );
    expect(older!.body).toContain("বাড়ি ১২, রোড ৫, Mirpur, Dhaka");
  });
});

describe("the shopper's language", async () => {
  const { preferredLanguage } = await import("../language.ts");
  it.each([
    [null, null, "en"],
    ["bn-BD,bn;q=0.9,en-US;q=0.8", null, "bn"],
    ["en-US,en;q=0.9,bn;q=0.8", null, "en"],
    ["fr-FR, bn;q=0.5", null, "bn"],
    ["bn;q=0", null, "en"],
    ["bn-BD", "tz=Asia%2FDhaka; lang=en", "en"],
    [null, "lang=bn", "bn"],
  ] as const)("Accept-Language %s with cookies %s reads %s", (accept, cookie, expected) => {
    expect(preferredLanguage(accept, cookie)).toBe(expected);
  });
});
