/**
 * The shop's configuration (decision 048): the Worker's vars and secrets (`Env`, docs/configuration.md), read and
 * checked once per isolate with valibot, and handed out as typed, named settings, grouped by what they are for. The
 * domain never reads `Env`: callers take the group a function needs from here (routes and the server layer through
 * `getConfig(context)`, the crons and the queue through `readConfig(env)`) and pass it on.
 *
 * A var that is missing or blank takes its default (docs/configuration.md has them all). One that is set but cannot
 * be read is a mistake to fix, not to guess around: `readConfig` throws one Error naming every such var and what it
 * expects, and the Worker answers 500 and logs that line until it is fixed. A secret's value is never in the message.
 *
 * Relative imports only: `scripts/local-data.ts` loads this module in plain Node.
 */
import * as v from "valibot";
import { normaliseEmail } from "../domain/accounts/email.ts";
import type { PathaoConfig } from "../domain/couriers/pathao.ts";
import type { RedxConfig } from "../domain/couriers/redx.ts";
import type { SteadfastConfig } from "../domain/couriers/steadfast.ts";
import { DEFAULT_SHOP_MONEY, type ShopMoney } from "../domain/money.ts";
import {
  DEFAULT_RETRY_SECONDS,
  DEFAULT_SHOP_NAME,
  DEFAULT_SHOP_URL,
  DEFAULT_SMS_LIMITS,
  MAX_RETRY_SECONDS,
  type NotificationSettings,
  type SenderSettings,
  type SmsGatewayConfig,
} from "../domain/notifications/settings.ts";
import { DEFAULT_ORDER_LIMITS, type OrderLimits } from "../domain/orders/limits.ts";
import type { MerchantNumbers } from "../domain/payments/wallets.ts";

/** COURIER_CHECK_HOURS when it is not set. */
export const DEFAULT_COURIER_CHECK_HOURS = 24;

/** Everything the shop reads from its environment, by purpose. */
export interface ShopConfig {
  /** SHOP_CURRENCY and BKASH_BDT_RATE (a shop pricing in BDT has a rate of 1, whatever the var says). */
  money: ShopMoney;
  payments: PaymentSettings;
  couriers: CourierSettings;
  notifications: NotificationConfig;
  /** MAX_PENDING_ORDERS, FLASH_LIMIT_PER_SHOPPER, FLASH_PAYMENT_MINUTES, ORDER_PAYMENT_HOURS, ... (decision 021). */
  limits: OrderLimits;
  auth: AuthSettings;
}

export interface PaymentSettings {
  /** BKASH_MERCHANT_NUMBER, NAGAD_MERCHANT_NUMBER, ROCKET_MERCHANT_NUMBER: a wallet without one is not offered. */
  merchantNumbers: MerchantNumbers;
  /** BKASH_SMS_SECRET, the key forwarded wallet SMS are signed with; null: both SMS endpoints refuse everything. */
  smsSecret: string | null;
}

export interface CourierSettings {
  /** STEADFAST_BASE_URL with STEADFAST_API_KEY and STEADFAST_SECRET_KEY; null when any is missing (booking: 503). */
  steadfast: SteadfastConfig | null;
  /** PATHAO_BASE_URL, PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME, PATHAO_PASSWORD (and PATHAO_STORE_ID). */
  pathao: PathaoConfig | null;
  /** REDX_BASE_URL and REDX_API_TOKEN (and REDX_PICKUP_STORE_ID). */
  redx: RedxConfig | null;
  /**
   * What each courier's webhook is authenticated by (issue 51), null: every callback is refused.
   * STEADFAST_WEBHOOK_TOKEN (the Bearer token), PATHAO_WEBHOOK_SECRET (the X-PATHAO-Signature header),
   * REDX_WEBHOOK_TOKEN (the `?token=` of the webhook URL).
   */
  webhooks: { steadfast: string | null; pathao: string | null; redx: string | null };
  /** COURIER_CHECK_HOURS: how long a phone's courier score is kept before it is asked again (24; issue 49). */
  checkHours: number;
}

/**
 * What messages say and who they go to (the domain's `NotificationSettings`: SHOP_NAME, SHOP_URL, SHOP_PHONE,
 * SHOP_ADDRESS, MERCHANT_*, the wallets' numbers, SMS_PER_*_DAY), how they leave (MAIL_FROM, SMS_API_URL,
 * SMS_API_KEY, SMS_SENDER_ID) and when a provider's failure is tried again (NOTIFY_RETRY_SECONDS).
 */
export interface NotificationConfig extends NotificationSettings, SenderSettings {
  retrySeconds: readonly number[];
}

export interface AuthSettings {
  /** AUTH_SECRET: signs sessions, known devices, order references and account links. Required. */
  secret: string;
  /** AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET (both, or Google sign-in is off); AUTH_GOOGLE_ISSUER in tests. */
  google: GoogleSignIn | null;
  /** ADMIN_EMAILS, normalised (the domain's `AdminEmails`). */
  adminEmails: ReadonlySet<string>;
  /** REGISTRATIONS_PER_ADDRESS_HOUR: accounts one client address (an IPv6 /64) may register in an hour (5). */
  registrationsPerAddressHour: number;
}

export interface GoogleSignIn {
  clientId: string;
  clientSecret: string;
  /** A stand-in OpenID Connect provider's issuer (tests only); null: Google's own. */
  issuer: string | null;
}

/** What each courier needs set before the shop books with it (issue 51): what the screens tell the admin to set. */
export const COURIER_KEYS = {
  steadfast: ["STEADFAST_API_KEY", "STEADFAST_SECRET_KEY"],
  pathao: ["PATHAO_CLIENT_ID", "PATHAO_CLIENT_SECRET", "PATHAO_USERNAME", "PATHAO_PASSWORD"],
  redx: ["REDX_API_TOKEN"],
} as const;

/** The vars a misconfigured value may not be echoed for: the secrets. */
const SECRETS = new Set([
  "AUTH_SECRET",
  "AUTH_GOOGLE_SECRET",
  "BKASH_SMS_SECRET",
  "SMS_API_KEY",
  "STEADFAST_API_KEY",
  "STEADFAST_SECRET_KEY",
  "STEADFAST_WEBHOOK_TOKEN",
  "PATHAO_CLIENT_SECRET",
  "PATHAO_PASSWORD",
  "PATHAO_WEBHOOK_SECRET",
  "REDX_API_TOKEN",
  "REDX_WEBHOOK_TOKEN",
]);

const text = v.string();
const wholeAbove0 = v.pipe(
  v.string(),
  v.regex(/^\d+$/, "a whole number above 0"),
  v.transform(Number),
  v.minValue(1, "a whole number above 0"),
);
const wholeFrom0 = v.pipe(v.string(), v.regex(/^\d+$/, "a whole number, 0 or more"), v.transform(Number));
const amountAbove0 = v.pipe(
  v.string(),
  v.regex(/^(\d+(\.\d*)?|\.\d+)$/, "a number above 0, such as 24 or 1.5"),
  v.transform(Number),
  v.gtValue(0, "a number above 0, such as 24 or 1.5"),
);
const httpUrl = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, "an http:// or https:// URL"),
  v.transform((value) => value.replace(/\/+$/, "")),
);
const emailAddress = v.pipe(v.string(), v.email("an email address"), v.transform(normaliseEmail));
/** An 11-digit Bangladeshi mobile number (01[3-9] and 8 digits). */
const mobile = v.pipe(v.string(), v.regex(/^01[3-9]\d{8}$/, "an 11-digit mobile number such as 01712345678"));

/** Each var the shop reads, as set (trimmed, never blank): what a readable value is, and what it becomes. */
const VarsSchema = v.object({
  SHOP_CURRENCY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/, "a three-letter ISO 4217 code such as USD or BDT"), v.toUpperCase()),
  ),
  BKASH_BDT_RATE: v.optional(amountAbove0),
  BKASH_MERCHANT_NUMBER: v.optional(mobile),
  NAGAD_MERCHANT_NUMBER: v.optional(mobile),
  ROCKET_MERCHANT_NUMBER: v.optional(
    v.pipe(v.string(), v.regex(/^01[3-9]\d{9}$/, "a 12-digit Rocket number (the mobile and a check digit)")),
  ),
  BKASH_SMS_SECRET: v.optional(text),
  STEADFAST_BASE_URL: v.optional(httpUrl),
  STEADFAST_API_KEY: v.optional(text),
  STEADFAST_SECRET_KEY: v.optional(text),
  STEADFAST_WEBHOOK_TOKEN: v.optional(text),
  PATHAO_BASE_URL: v.optional(httpUrl),
  PATHAO_CLIENT_ID: v.optional(text),
  PATHAO_CLIENT_SECRET: v.optional(text),
  PATHAO_USERNAME: v.optional(text),
  PATHAO_PASSWORD: v.optional(text),
  PATHAO_STORE_ID: v.optional(wholeAbove0),
  PATHAO_WEBHOOK_SECRET: v.optional(text),
  REDX_BASE_URL: v.optional(httpUrl),
  REDX_API_TOKEN: v.optional(text),
  REDX_PICKUP_STORE_ID: v.optional(wholeAbove0),
  REDX_WEBHOOK_TOKEN: v.optional(text),
  SHOP_NAME: v.optional(text),
  SHOP_URL: v.optional(httpUrl),
  SHOP_PHONE: v.optional(text),
  SHOP_ADDRESS: v.optional(text),
  MERCHANT_EMAIL: v.optional(emailAddress),
  MERCHANT_MOBILE: v.optional(mobile),
  MERCHANT_LANGUAGE: v.optional(v.picklist(["en", "bn"], "en or bn")),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.email("an email address"))),
  SMS_API_URL: v.optional(httpUrl),
  SMS_API_KEY: v.optional(text),
  SMS_SENDER_ID: v.optional(text),
  SMS_PER_NUMBER_DAY: v.optional(wholeFrom0),
  SMS_PER_ACCOUNT_DAY: v.optional(wholeFrom0),
  NOTIFY_RETRY_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.split(",").map((part) => part.trim())),
      v.array(
        v.pipe(
          v.string(),
          v.regex(/^\d+$/, `whole seconds from 0 to ${MAX_RETRY_SECONDS}, separated by commas`),
          v.transform(Number),
          v.maxValue(MAX_RETRY_SECONDS, `whole seconds from 0 to ${MAX_RETRY_SECONDS}, separated by commas`),
        ),
      ),
    ),
  ),
  MAX_PENDING_ORDERS: v.optional(wholeAbove0),
  FLASH_LIMIT_PER_SHOPPER: v.optional(wholeAbove0),
  FLASH_PAYMENT_MINUTES: v.optional(amountAbove0),
  ORDER_PAYMENT_HOURS: v.optional(amountAbove0),
  MAX_UNITS_PER_PRODUCT: v.optional(wholeAbove0),
  COD_CONFIRM_HOURS: v.optional(amountAbove0),
  COURIER_CHECK_HOURS: v.optional(amountAbove0),
  REGISTRATIONS_PER_ADDRESS_HOUR: v.optional(wholeAbove0),
  AUTH_SECRET: text,
  AUTH_GOOGLE_ID: v.optional(text),
  AUTH_GOOGLE_SECRET: v.optional(text),
  AUTH_GOOGLE_ISSUER: v.optional(httpUrl),
  ADMIN_EMAILS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.split(",").map((part) => part.trim())),
      v.transform((parts) => parts.filter(Boolean)),
      v.array(v.pipe(v.string(), v.email("email addresses separated by commas"), v.transform(normaliseEmail))),
    ),
  ),
});

type VarName = keyof typeof VarsSchema.entries;
const VAR_NAMES = Object.keys(VarsSchema.entries) as VarName[];

/** The vars as set: trimmed, a blank one left out (it takes its default), a number var written unquoted as text. */
function setVars(env: object): Partial<Record<VarName, string>> {
  const source = env as Record<string, unknown>;
  const vars: Partial<Record<VarName, string>> = {};
  for (const name of VAR_NAMES) {
    const value = source[name];
    const written = typeof value === "number" || typeof value === "boolean" ? String(value) : value;
    if (typeof written === "string" && written.trim() !== "") vars[name] = written.trim();
  }
  return vars;
}

/** The error a misconfigured Worker fails with: one line naming every var to fix. */
export class ConfigError extends Error {
  /** The vars to fix. */
  readonly names: readonly string[];

  constructor(names: readonly string[], problems: readonly string[]) {
    super(`Configuration: ${problems.join("; ")}.`);
    this.name = "ConfigError";
    this.names = names;
  }
}

/**
 * Reads every setting; throws a `ConfigError` naming each var that is set but unreadable, or required and missing
 * (AUTH_SECRET, the one var without a default).
 */
export function parseConfig(env: object): ShopConfig {
  const vars = setVars(env);
  const parsed = v.safeParse(VarsSchema, vars);
  if (!parsed.success) {
    const problems = new Map<string, string>();
    for (const issue of parsed.issues) {
      const name = String(issue.path?.[0]?.key ?? "?");
      if (problems.has(name)) continue;
      const value = vars[name as VarName];
      problems.set(
        name,
        value === undefined
          ? `${name} is missing: set it in .dev.vars locally, with \`wrangler secret put ${name}\` in production`
          : SECRETS.has(name)
            ? `${name} is set but unreadable: expected ${issue.message}`
            : `${name} is ${JSON.stringify(value)}: expected ${issue.message}`,
      );
    }
    throw new ConfigError([...problems.keys()], [...problems.values()]);
  }
  const set = parsed.output;
  const currency = set.SHOP_CURRENCY ?? DEFAULT_SHOP_MONEY.currency;
  const merchantNumbers: MerchantNumbers = {
    ...(set.BKASH_MERCHANT_NUMBER ? { bKash: set.BKASH_MERCHANT_NUMBER } : {}),
    ...(set.NAGAD_MERCHANT_NUMBER ? { Nagad: set.NAGAD_MERCHANT_NUMBER } : {}),
    ...(set.ROCKET_MERCHANT_NUMBER ? { Rocket: set.ROCKET_MERCHANT_NUMBER } : {}),
  };
  const adminEmails: ReadonlySet<string> = new Set(set.ADMIN_EMAILS ?? []);
  // The merchant's alerts go to MERCHANT_EMAIL, else to the first admin listed.
  const merchantEmail = set.MERCHANT_EMAIL ?? set.ADMIN_EMAILS?.[0] ?? null;
  const sms: SmsGatewayConfig | null = set.SMS_API_URL
    ? { url: set.SMS_API_URL, apiKey: set.SMS_API_KEY ?? "", senderId: set.SMS_SENDER_ID ?? "" }
    : null;
  const steadfast: SteadfastConfig | null =
    set.STEADFAST_BASE_URL && set.STEADFAST_API_KEY && set.STEADFAST_SECRET_KEY
      ? { baseUrl: set.STEADFAST_BASE_URL, apiKey: set.STEADFAST_API_KEY, secretKey: set.STEADFAST_SECRET_KEY }
      : null;
  const pathao: PathaoConfig | null =
    set.PATHAO_BASE_URL &&
    set.PATHAO_CLIENT_ID &&
    set.PATHAO_CLIENT_SECRET &&
    set.PATHAO_USERNAME &&
    set.PATHAO_PASSWORD
      ? {
          baseUrl: set.PATHAO_BASE_URL,
          clientId: set.PATHAO_CLIENT_ID,
          clientSecret: set.PATHAO_CLIENT_SECRET,
          username: set.PATHAO_USERNAME,
          password: set.PATHAO_PASSWORD,
          storeId: set.PATHAO_STORE_ID ?? null,
        }
      : null;
  const redx: RedxConfig | null =
    set.REDX_BASE_URL && set.REDX_API_TOKEN
      ? { baseUrl: set.REDX_BASE_URL, token: set.REDX_API_TOKEN, pickupStoreId: set.REDX_PICKUP_STORE_ID ?? null }
      : null;
  return {
    money: { currency, bdtRate: currency === "BDT" ? 1 : (set.BKASH_BDT_RATE ?? DEFAULT_SHOP_MONEY.bdtRate) },
    payments: { merchantNumbers, smsSecret: set.BKASH_SMS_SECRET ?? null },
    couriers: {
      steadfast,
      pathao,
      redx,
      webhooks: {
        steadfast: set.STEADFAST_WEBHOOK_TOKEN ?? null,
        pathao: set.PATHAO_WEBHOOK_SECRET ?? null,
        redx: set.REDX_WEBHOOK_TOKEN ?? null,
      },
      checkHours: set.COURIER_CHECK_HOURS ?? DEFAULT_COURIER_CHECK_HOURS,
    },
    notifications: {
      shopName: set.SHOP_NAME ?? DEFAULT_SHOP_NAME,
      shopUrl: set.SHOP_URL ?? DEFAULT_SHOP_URL,
      shopPhone: set.SHOP_PHONE ?? null,
      shopAddress: set.SHOP_ADDRESS ?? null,
      merchantEmails: merchantEmail ? [merchantEmail] : [],
      merchantMobile: set.MERCHANT_MOBILE ?? null,
      merchantLanguage: set.MERCHANT_LANGUAGE ?? "en",
      merchantNumbers,
      smsLimits: {
        perNumberDay: set.SMS_PER_NUMBER_DAY ?? DEFAULT_SMS_LIMITS.perNumberDay,
        perAccountDay: set.SMS_PER_ACCOUNT_DAY ?? DEFAULT_SMS_LIMITS.perAccountDay,
      },
      mailFrom: set.MAIL_FROM ?? null,
      sms,
      retrySeconds: set.NOTIFY_RETRY_SECONDS ?? DEFAULT_RETRY_SECONDS,
    },
    limits: {
      maxPendingOrders: set.MAX_PENDING_ORDERS ?? DEFAULT_ORDER_LIMITS.maxPendingOrders,
      flashLimitPerShopper: set.FLASH_LIMIT_PER_SHOPPER ?? DEFAULT_ORDER_LIMITS.flashLimitPerShopper,
      flashPaymentMinutes: set.FLASH_PAYMENT_MINUTES ?? DEFAULT_ORDER_LIMITS.flashPaymentMinutes,
      paymentHours: set.ORDER_PAYMENT_HOURS ?? DEFAULT_ORDER_LIMITS.paymentHours,
      maxUnitsPerProduct: set.MAX_UNITS_PER_PRODUCT ?? DEFAULT_ORDER_LIMITS.maxUnitsPerProduct,
      codConfirmHours: set.COD_CONFIRM_HOURS ?? DEFAULT_ORDER_LIMITS.codConfirmHours,
    },
    auth: {
      secret: set.AUTH_SECRET,
      google:
        set.AUTH_GOOGLE_ID && set.AUTH_GOOGLE_SECRET
          ? {
              clientId: set.AUTH_GOOGLE_ID,
              clientSecret: set.AUTH_GOOGLE_SECRET,
              issuer: set.AUTH_GOOGLE_ISSUER ?? null,
            }
          : null,
      adminEmails,
      registrationsPerAddressHour: set.REGISTRATIONS_PER_ADDRESS_HOUR ?? 5,
    },
  };
}

const configs = new WeakMap<object, ShopConfig>();

/**
 * The configuration of this environment, read once per isolate (kept per `env` object): the same object every time. Throws a `ConfigError` when a var is set but unreadable (nothing is kept, so a fixed
 * environment is read afresh).
 */
export function readConfig(env: object): ShopConfig {
  let config = configs.get(env);
  if (!config) configs.set(env, (config = parseConfig(env)));
  return config;
}
