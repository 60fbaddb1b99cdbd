/**
 * Who the shop's messages come from and go to, read from the Worker's vars once per use. Pure.
 * SHOP_NAME signs every SMS and email; SHOP_URL starts every link (the shopper's `/o/<reference>`, the merchant's
 * order page); MERCHANT_EMAIL (else the first of ADMIN_EMAILS) and MERCHANT_MOBILE (optional) get the merchant's
 * alerts, in MERCHANT_LANGUAGE (en or bn, English by default).
 */
import type { Language } from "@db/enums.ts";
import { merchantNumbers, type MerchantNumbers } from "../payments/wallets.ts";

export interface NotificationSettings {
  shopName: string;
  /** No trailing slash. */
  shopUrl: string;
  merchantEmails: string[];
  merchantMobile: string | null;
  merchantLanguage: Language;
  merchantNumbers: MerchantNumbers;
  /**
   * SMS a shopper's own actions (an order placed, cancelled by the shopper) may send in 24 hours (decision 044): to
   * one mobile number (SMS_PER_NUMBER_DAY, default 3), and for one account (SMS_PER_ACCOUNT_DAY, default 10).
   */
  smsLimits: SmsLimits;
}

export interface SmsLimits {
  perNumberDay: number;
  perAccountDay: number;
}

export const DEFAULT_SMS_LIMITS: SmsLimits = { perNumberDay: 3, perAccountDay: 10 };

/** A whole number of messages from a var; anything else (empty, negative, not a number) is the default. */
function countOf(value: string | undefined, fallback: number): number {
  const number = Number(value?.trim() || Number.NaN);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
}

export type NotificationVars = Partial<
  Record<
    | "SHOP_NAME"
    | "SHOP_URL"
    | "MERCHANT_EMAIL"
    | "MERCHANT_MOBILE"
    | "MERCHANT_LANGUAGE"
    | "ADMIN_EMAILS"
    | "BKASH_MERCHANT_NUMBER"
    | "NAGAD_MERCHANT_NUMBER"
    | "ROCKET_MERCHANT_NUMBER"
    | "SMS_PER_NUMBER_DAY"
    | "SMS_PER_ACCOUNT_DAY",
    string
  >
>;

export const DEFAULT_SHOP_NAME = "e-Shop";
export const DEFAULT_SHOP_URL = "http://localhost:8787";

export function readNotificationSettings(vars: NotificationVars): NotificationSettings {
  const merchantEmail =
    vars.MERCHANT_EMAIL?.trim() ||
    (vars.ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim())
      .find(Boolean) ||
    null;
  return {
    shopName: vars.SHOP_NAME?.trim() || DEFAULT_SHOP_NAME,
    shopUrl: (vars.SHOP_URL?.trim() || DEFAULT_SHOP_URL).replace(/\/+$/, ""),
    merchantEmails: merchantEmail ? [merchantEmail.toLowerCase()] : [],
    merchantMobile: vars.MERCHANT_MOBILE?.trim() || null,
    merchantLanguage: vars.MERCHANT_LANGUAGE?.trim() === "bn" ? "bn" : "en",
    merchantNumbers: merchantNumbers(vars),
    smsLimits: {
      perNumberDay: countOf(vars.SMS_PER_NUMBER_DAY, DEFAULT_SMS_LIMITS.perNumberDay),
      perAccountDay: countOf(vars.SMS_PER_ACCOUNT_DAY, DEFAULT_SMS_LIMITS.perAccountDay),
    },
  };
}
