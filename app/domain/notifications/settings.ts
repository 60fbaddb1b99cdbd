/**
 * Who the shop's messages come from and go to: the settings every SMS and email is written with. Pure: the
 * configuration (app/server/config.ts, decision 048) reads them from the Worker's vars once, and callers hand them in.
 * SHOP_NAME signs every SMS and email; SHOP_URL starts every link (the shopper's `/o/<reference>`, the merchant's
 * order page); SHOP_PHONE and SHOP_ADDRESS go on invoices; MERCHANT_EMAIL (else the first of ADMIN_EMAILS) and
 * MERCHANT_MOBILE (optional) get the merchant's alerts, in MERCHANT_LANGUAGE (en or bn, English by default).
 */
import type { Language } from "@db/enums.ts";
import type { MerchantNumbers } from "../payments/wallets.ts";

export interface NotificationSettings {
  shopName: string;
  /** No trailing slash. */
  shopUrl: string;
  /** The shop's phone and address on its invoices; null: left out. */
  shopPhone: string | null;
  shopAddress: string | null;
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
  /**
   * Null: the message is not counted against an account, only its number (a message the merchant sends from the
   * order desk, issue 50: never against the admin's account, nor the customer's).
   */
  perAccountDay: number | null;
}

export const DEFAULT_SMS_LIMITS: SmsLimits = { perNumberDay: 3, perAccountDay: 10 };

export const DEFAULT_SHOP_NAME = "e-Shop";
export const DEFAULT_SHOP_URL = "http://localhost:8787";

/** SMS_API_URL (no trailing slash), SMS_API_KEY and SMS_SENDER_ID: the gateway every SMS goes through. */
export interface SmsGatewayConfig {
  url: string;
  apiKey: string;
  senderId: string;
}

/** How messages leave. */
export interface SenderSettings {
  /** MAIL_FROM: the sender of every email; null: no email is sent. */
  mailFrom: string | null;
  /** The SMS gateway; null (no SMS_API_URL): no SMS is sent. */
  sms: SmsGatewayConfig | null;
}

/** NOTIFY_RETRY_SECONDS when unset: seconds before the 2nd to 5th attempt at a message a provider did not take. */
export const DEFAULT_RETRY_SECONDS: readonly number[] = [30, 120, 600, 600];
/** The longest wait NOTIFY_RETRY_SECONDS may ask for between two attempts (12 hours, the queue's own limit). */
export const MAX_RETRY_SECONDS = 43_200;
