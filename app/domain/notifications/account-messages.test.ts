import { describe, expect, it } from "vitest";
import { verifyEmailDraft } from "./account-messages.ts";
import { readNotificationSettings } from "./settings.ts";

const settings = readNotificationSettings({ SHOP_NAME: "Dokan <BD>", SHOP_URL: "https://shop.example.com.bd/" });

describe("the verification email", () => {
  it("links to /verify-email with the token, in English and Bangla, and escapes its HTML", () => {
    for (const language of ["en", "bn"] as const) {
      const draft = verifyEmailDraft(
        { linkId: "link-1", email: "mina@example.com", name: "Mina <b>", token: "tok_EN-123", language },
        settings,
      );
      expect(draft).toMatchObject({
        idempotencyKey: "account/verify-email/link-1",
        orderId: null,
        event: "verify-email",
        channel: "email",
        recipient: "mina@example.com",
        language,
      });
      expect(draft.body).toContain("https://shop.example.com.bd/verify-email?token=tok_EN-123");
      expect(draft.html).toContain('href="https://shop.example.com.bd/verify-email?token=tok_EN-123"');
      expect(draft.html).toContain("Mina &lt;b&gt;");
      expect(draft.html).not.toContain("<b>");
      expect(draft.subject).toContain("Dokan <BD>");
    }
    const bn = verifyEmailDraft(
      { linkId: "x", email: "m@example.com", name: "", token: "t", language: "bn" },
      settings,
    );
    expect(bn.body).toContain("২৪ ঘণ্টা");
    expect(bn.html).toContain('<html lang="bn">');
  });
});
