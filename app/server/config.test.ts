import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_MONEY } from "~/domain/money.ts";
import { DEFAULT_ORDER_LIMITS } from "~/domain/orders/limits.ts";
import { DEFAULT_RETRY_SECONDS, DEFAULT_SMS_LIMITS } from "~/domain/notifications/settings.ts";
import { ConfigError, parseConfig, readConfig } from "./config.ts";

/** The one var without a default. */
const SECRET = { AUTH_SECRET: "a-secret-long-enough-for-the-tests" };

/** The error `parseConfig` throws for these vars (the test fails if it throws none). */
function failure(vars: Record<string, unknown>): ConfigError {
  try {
    parseConfig({ ...SECRET, ...vars });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(vars)}`);
}

describe("the configuration (decision 048)", () => {
  it("gives every setting its default when only AUTH_SECRET is set", () => {
    const config = parseConfig(SECRET);
    expect(config.money).toEqual(DEFAULT_SHOP_MONEY);
    expect(config.limits).toEqual(DEFAULT_ORDER_LIMITS);
    expect(config.payments).toEqual({ merchantNumbers: {}, smsSecret: null });
    expect(config.couriers).toEqual({
      steadfast: null,
      pathao: null,
      redx: null,
      webhooks: { steadfast: null, pathao: null, redx: null },
      checkHours: 24,
    });
    expect(config.notifications).toEqual({
      shopName: "e-Shop",
      shopUrl: "http://localhost:8787",
      shopPhone: null,
      shopAddress: null,
      merchantEmails: [],
      merchantMobile: null,
      merchantLanguage: "en",
      merchantNumbers: {},
      smsLimits: DEFAULT_SMS_LIMITS,
      mailFrom: null,
      sms: null,
      retrySeconds: DEFAULT_RETRY_SECONDS,
    });
    expect(config.auth).toEqual({
      secret: SECRET.AUTH_SECRET,
      google: null,
      adminEmails: new Set(),
      registrationsPerAddressHour: 5,
    });
  });

  it("treats a blank var as not set: its default", () => {
    const config = parseConfig({
      ...SECRET,
      SHOP_CURRENCY: "",
      BKASH_BDT_RATE: "  ",
      MAX_PENDING_ORDERS: "",
      MERCHANT_EMAIL: "",
      MERCHANT_MOBILE: "",
      SHOP_PHONE: " ",
      NAGAD_MERCHANT_NUMBER: "",
    });
    expect(config.money).toEqual(DEFAULT_SHOP_MONEY);
    expect(config.limits.maxPendingOrders).toBe(5);
    expect(config.notifications.merchantMobile).toBeNull();
    expect(config.notifications.shopPhone).toBeNull();
    expect(config.payments.merchantNumbers).toEqual({});
  });

  it("reads the money: any three-letter code, upper-cased, and a rate above 0", () => {
    expect(parseConfig({ ...SECRET, SHOP_CURRENCY: "usd", BKASH_BDT_RATE: " 121.5 " }).money).toEqual({
      currency: "USD",
      bdtRate: 121.5,
    });
    expect(parseConfig({ ...SECRET, SHOP_CURRENCY: "EUR", BKASH_BDT_RATE: "131" }).money).toEqual({
      currency: "EUR",
      bdtRate: 131,
    });
  });

  it("gives a shop pricing in BDT a rate of 1, whatever BKASH_BDT_RATE says", () => {
    expect(parseConfig({ ...SECRET, SHOP_CURRENCY: "BDT", BKASH_BDT_RATE: "122" }).money).toEqual({
      currency: "BDT",
      bdtRate: 1,
    });
    expect(parseConfig({ ...SECRET, SHOP_CURRENCY: " bdt " }).money).toEqual({ currency: "BDT", bdtRate: 1 });
  });

  it("reads the limits: whole counts, hours and minutes that may be fractions", () => {
    expect(
      parseConfig({
        ...SECRET,
        MAX_PENDING_ORDERS: " 3 ",
        FLASH_LIMIT_PER_SHOPPER: "1",
        FLASH_PAYMENT_MINUTES: "7.5",
        ORDER_PAYMENT_HOURS: "48",
        MAX_UNITS_PER_PRODUCT: "4",
        COD_CONFIRM_HOURS: "12",
      }).limits,
    ).toEqual({
      maxPendingOrders: 3,
      flashLimitPerShopper: 1,
      flashPaymentMinutes: 7.5,
      paymentHours: 48,
      maxUnitsPerProduct: 4,
      codConfirmHours: 12,
    });
    // wrangler.toml may write a number without quotes.
    expect(parseConfig({ ...SECRET, MAX_PENDING_ORDERS: 7 }).limits.maxPendingOrders).toBe(7);
  });

  it("parses the lists: admins normalised, the merchant their first unless MERCHANT_EMAIL, the retry schedule", () => {
    const config = parseConfig({
      ...SECRET,
      ADMIN_EMAILS: " Owner@Example.com ,second@example.com,, ",
      NOTIFY_RETRY_SECONDS: "10, 60,0",
    });
    expect([...config.auth.adminEmails]).toEqual(["owner@example.com", "second@example.com"]);
    expect(config.notifications.merchantEmails).toEqual(["owner@example.com"]);
    expect(config.notifications.retrySeconds).toEqual([10, 60, 0]);
    const withMerchant = parseConfig({ ...SECRET, ADMIN_EMAILS: "a@x.com", MERCHANT_EMAIL: "Shop@X.com" });
    expect(withMerchant.notifications.merchantEmails).toEqual(["shop@x.com"]);
  });

  it("reads the shop, the wallets, the providers and Google sign-in", () => {
    const config = parseConfig({
      ...SECRET,
      SHOP_URL: "https://shop.example.com.bd/",
      SHOP_PHONE: "09612-345678",
      MERCHANT_LANGUAGE: "bn",
      BKASH_MERCHANT_NUMBER: "01712345678",
      ROCKET_MERCHANT_NUMBER: "017123456781",
      BKASH_SMS_SECRET: "sms-secret",
      SMS_API_URL: "http://localhost:8791/",
      SMS_SENDER_ID: "eShop",
      MAIL_FROM: "orders@example.com",
      STEADFAST_BASE_URL: "https://portal.packzy.com/api/v1/",
      STEADFAST_API_KEY: "key",
      STEADFAST_SECRET_KEY: " secret ",
      STEADFAST_WEBHOOK_TOKEN: "token",
      AUTH_GOOGLE_ID: "client",
      AUTH_GOOGLE_SECRET: "google-secret",
    });
    expect(config.notifications).toMatchObject({
      shopUrl: "https://shop.example.com.bd",
      shopPhone: "09612-345678",
      merchantLanguage: "bn",
      mailFrom: "orders@example.com",
      sms: { url: "http://localhost:8791", apiKey: "", senderId: "eShop" },
    });
    expect(config.payments).toEqual({
      merchantNumbers: { bKash: "01712345678", Rocket: "017123456781" },
      smsSecret: "sms-secret",
    });
    expect(config.notifications.merchantNumbers).toEqual(config.payments.merchantNumbers);
    expect(config.couriers).toEqual({
      steadfast: { baseUrl: "https://portal.packzy.com/api/v1", apiKey: "key", secretKey: "secret" },
      pathao: null,
      redx: null,
      webhooks: { steadfast: "token", pathao: null, redx: null },
      checkHours: 24,
    });
    expect(parseConfig({ ...SECRET, COURIER_CHECK_HOURS: "6" }).couriers.checkHours).toBe(6);
    expect(config.auth.google).toEqual({ clientId: "client", clientSecret: "google-secret", issuer: null });
    // Booking needs the base URL and both keys; Google sign-in both of its secrets.
    expect(parseConfig({ ...SECRET, STEADFAST_BASE_URL: "https://portal.packzy.com/api/v1" }).couriers.steadfast).toBe(
      null,
    );
    expect(parseConfig({ ...SECRET, AUTH_GOOGLE_ID: "client" }).auth.google).toBeNull();
  });

  it("fails with one message naming a var that is set but unreadable", () => {
    const cases: [string, string][] = [
      ["SHOP_CURRENCY", "dollars"],
      ["BKASH_BDT_RATE", "12O"],
      ["BKASH_BDT_RATE", "0"],
      ["MAX_PENDING_ORDERS", "many"],
      ["MAX_PENDING_ORDERS", "2.5"],
      ["FLASH_LIMIT_PER_SHOPPER", "0"],
      ["ORDER_PAYMENT_HOURS", "-3"],
      ["COD_CONFIRM_HOURS", "Infinity"],
      ["SMS_PER_NUMBER_DAY", "three"],
      ["NOTIFY_RETRY_SECONDS", "30,soon"],
      ["NOTIFY_RETRY_SECONDS", "90000"],
      ["MERCHANT_LANGUAGE", "fr"],
      ["MERCHANT_EMAIL", "owner at shop"],
      ["MERCHANT_MOBILE", "12345"],
      ["BKASH_MERCHANT_NUMBER", "0171234567"],
      ["ROCKET_MERCHANT_NUMBER", "01712345678"],
      ["SHOP_URL", "shop.example.com"],
      ["SMS_API_URL", "ftp://gateway.example.com"],
      ["ADMIN_EMAILS", "admin@example.com, nobody"],
    ];
    for (const [name, value] of cases) {
      const error = failure({ [name]: value });
      expect(error.names, `${name}=${value}`).toEqual([name]);
      expect(error.message, `${name}=${value}`).toMatch(new RegExp(`^Configuration: ${name} is "`));
    }
  });

  it("names every var to fix in the one message, and a required one that is missing", () => {
    const error = failure({ MAX_PENDING_ORDERS: "many", AUTH_GOOGLE_ISSUER: "not a url", SHOP_URL: "nowhere" });
    expect(error.names).toEqual(["SHOP_URL", "MAX_PENDING_ORDERS", "AUTH_GOOGLE_ISSUER"]);
    expect(error.message.split("; ")).toHaveLength(3);
    const missing = failure({ AUTH_SECRET: " " });
    expect(missing.names).toEqual(["AUTH_SECRET"]);
    expect(missing.message).toContain("AUTH_SECRET is missing");
  });

  it("is read once per environment object", () => {
    const env = { ...SECRET, SHOP_CURRENCY: "BDT" };
    expect(readConfig(env)).toBe(readConfig(env));
    expect(readConfig({ ...env })).not.toBe(readConfig(env));
    expect(() => readConfig({ ...env, ORDER_PAYMENT_HOURS: "soon" })).toThrow(/ORDER_PAYMENT_HOURS/);
  });
});
