import { describe, expect, it } from "vitest";
import { phoneCodeDraft } from "../notifications/account-messages.ts";
import { DEFAULT_SHOP_NAME, DEFAULT_SHOP_URL, type NotificationSettings } from "../notifications/settings.ts";
import { MASKED_CODE, phoneCodeHash, phoneCodeOf, withPhoneCode } from "./phone-code.ts";

const settings = {
  shopName: DEFAULT_SHOP_NAME,
  shopUrl: DEFAULT_SHOP_URL,
  shopPhone: null,
  shopAddress: null,
  merchantEmails: [],
  merchantMobile: null,
  merchantLanguage: "en",
  merchantNumbers: {},
  smsLimits: { perNumberDay: 3, perAccountDay: 10 },
} as unknown as NotificationSettings;

describe("a mobile number's code", () => {
  it("is six digits made again from its message's id under AUTH_SECRET, and only under it", async () => {
    const code = await phoneCodeOf("secret-1", "link-1");
    expect(code).toMatch(/^\d{6}$/);
    expect(await phoneCodeOf("secret-1", "link-1")).toBe(code);
    expect(await phoneCodeOf("secret-2", "link-1")).not.toBe(code);
  });

  it("is kept as a keyed hash of the number and the code, which names neither", async () => {
    const hash = await phoneCodeHash("secret-1", "01812345678", "123456");
    expect(hash).toMatch(/^[\w-]{43}$/);
    expect(hash).not.toContain("123456");
    expect(await phoneCodeHash("secret-1", "01912345678", "123456")).not.toBe(hash);
    expect(await phoneCodeHash("secret-2", "01812345678", "123456")).not.toBe(hash);
  });

  it("is masked in the SMS the log keeps, and put in as it is sent, in either language", () => {
    for (const language of ["en", "bn"] as const) {
      const draft = phoneCodeDraft({ linkId: "link-1", phone: "01812345678", language }, settings);
      expect(draft).toMatchObject({ event: "phone-code", channel: "sms", recipient: "01812345678", linkId: "link-1" });
      expect(draft.body).toContain(MASKED_CODE);
      expect(draft.body).not.toMatch(/\d{6}/);
      expect(withPhoneCode(draft.body, "042917")).toMatch(/^042917 /);
    }
  });
});
