import { describe, expect, it } from "vitest";
import { linkToken, maskTokens, withLinkToken } from "../accounts/links.ts";
import { passwordResetDraft, verifyEmailDraft } from "./account-messages.ts";
import { DEFAULT_SMS_LIMITS, type NotificationSettings } from "./settings.ts";

const settings: NotificationSettings = {
  shopName: "Dokan <BD>",
  shopUrl: "https://shop.example.com.bd",
  shopPhone: null,
  shopAddress: null,
  merchantEmails: [],
  merchantMobile: null,
  merchantLanguage: "en",
  merchantNumbers: {},
  smsLimits: DEFAULT_SMS_LIMITS,
};

describe("the verification email", () => {
  it("links to /verify-email with the token masked, names its link, in English and Bangla, and escapes its HTML", () => {
    for (const language of ["en", "bn"] as const) {
      const draft = verifyEmailDraft(
        { linkId: "link-1", email: "mina@example.com", name: "Mina <b>", language },
        settings,
      );
      expect(draft).toMatchObject({
        idempotencyKey: "account/verify-email/link-1",
        orderId: null,
        event: "verify-email",
        channel: "email",
        recipient: "mina@example.com",
        language,
        linkId: "link-1",
      });
      expect(draft.body).toContain("https://shop.example.com.bd/verify-email?token=…");
      expect(draft.html).toContain('href="https://shop.example.com.bd/verify-email?token=…"');
      expect(draft.html).toContain("Mina &lt;b&gt;");
      expect(draft.html).not.toContain("<b>");
      expect(draft.subject).toContain("Dokan <BD>");
    }
    const bn = verifyEmailDraft({ linkId: "x", email: "m@example.com", name: "", language: "bn" }, settings);
    expect(bn.body).toContain("২৪ ঘণ্টা");
    expect(bn.html).toContain('<html lang="bn">');
  });
});

describe("the password-reset email", () => {
  it("links to /reset-password with the token masked, says why it came, and works for 1 hour", () => {
    const asked = passwordResetDraft(
      { linkId: "r-1", email: "mina@example.com", name: "Mina", language: "en", cause: "asked" },
      settings,
    );
    expect(asked).toMatchObject({
      event: "password-reset",
      idempotencyKey: "account/password-reset/r-1",
      linkId: "r-1",
    });
    expect(asked.body).toContain("https://shop.example.com.bd/reset-password?token=…");
    expect(asked.body).toContain("for 1 hour");
    const again = passwordResetDraft(
      { linkId: "r-2", email: "mina@example.com", name: "", language: "bn", cause: "registered-again" },
      settings,
    );
    expect(again.body).toContain("আগেই একটি অ্যাকাউন্ট আছে");
    expect(again.body).toContain("১ ঘণ্টা");
  });
});

describe("link tokens", () => {
  it("are made again from the link's id under the secret only, and go in where the log masked them", async () => {
    const token = await linkToken("secret-1", "verify-email", "link-1");
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await linkToken("secret-1", "verify-email", "link-1")).toBe(token);
    expect(await linkToken("secret-2", "verify-email", "link-1")).not.toBe(token);
    expect(await linkToken("secret-1", "password-reset", "link-1")).not.toBe(token);
    const text = "Open: https://shop/verify-email?token=… now";
    expect(withLinkToken(text, token)).toBe(`Open: https://shop/verify-email?token=${token} now`);
    expect(maskTokens(withLinkToken(text, token))).toBe(text);
    expect(maskTokens('<a href="https://shop/reset-password?token=abc_DEF-1">x</a>')).toBe(
      '<a href="https://shop/reset-password?token=…">x</a>',
    );
  });
});
