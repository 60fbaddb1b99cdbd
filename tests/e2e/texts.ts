/**
 * The language an end-to-end run reads the shop in, and the shop's own texts in that language, straight from the
 * app's catalogue (app/i18n/<namespace>.<language>.ts), so a journey finds "Add to Cart" or "কার্টে যোগ করুন" by
 * the same key. `E2E_LANGUAGE=bn` runs the journeys in Bangla (the e2e-bn project of vitest.e2e.config.ts).
 */
import { accountsCopy as accountsBn } from "../../app/i18n/accounts.bn.ts";
import { accountsCopy as accountsEn } from "../../app/i18n/accounts.en.ts";
import { cashCopy as cashBn } from "../../app/i18n/cash.bn.ts";
import { cashCopy as cashEn } from "../../app/i18n/cash.en.ts";
import { cartCopy as cartBn } from "../../app/i18n/cart.bn.ts";
import { cartCopy as cartEn } from "../../app/i18n/cart.en.ts";
import { checkoutCopy as checkoutBn } from "../../app/i18n/checkout.bn.ts";
import { checkoutCopy as checkoutEn } from "../../app/i18n/checkout.en.ts";
import { dashboardCopy as dashboardBn } from "../../app/i18n/dashboard.bn.ts";
import { dashboardCopy as dashboardEn } from "../../app/i18n/dashboard.en.ts";
import { phoneCopy as phoneBn } from "../../app/i18n/phone.bn.ts";
import { phoneCopy as phoneEn } from "../../app/i18n/phone.en.ts";
import { deskCopy as deskBn } from "../../app/i18n/desk.bn.ts";
import { deskCopy as deskEn } from "../../app/i18n/desk.en.ts";
import { fulfilmentCopy as fulfilmentBn } from "../../app/i18n/fulfilment.bn.ts";
import { fulfilmentCopy as fulfilmentEn } from "../../app/i18n/fulfilment.en.ts";
import { homeCopy as homeBn } from "../../app/i18n/home.bn.ts";
import { homeCopy as homeEn } from "../../app/i18n/home.en.ts";
import { orderScreensCopy as orderScreensBn } from "../../app/i18n/order-screens.bn.ts";
import { orderScreensCopy as orderScreensEn } from "../../app/i18n/order-screens.en.ts";
import { productsCopy as productsBn } from "../../app/i18n/products.bn.ts";
import { productsCopy as productsEn } from "../../app/i18n/products.en.ts";
import { paymentCopy as paymentBn } from "../../app/i18n/payment.bn.ts";
import { paymentCopy as paymentEn } from "../../app/i18n/payment.en.ts";
import { toBengaliDigits } from "../../app/i18n/digits.ts";
import { serverCopy as serverBn } from "../../app/i18n/server.bn.ts";
import { serverCopy as serverEn } from "../../app/i18n/server.en.ts";
import { shopCopy as shopBn } from "../../app/i18n/shop.bn.ts";
import { shopCopy as shopEn } from "../../app/i18n/shop.en.ts";
import { variantsCopy as variantsBn } from "../../app/i18n/variants.bn.ts";
import { variantsCopy as variantsEn } from "../../app/i18n/variants.en.ts";

export type Language = "en" | "bn";

function languageOf(value: string | undefined): Language {
  if (value === undefined || value === "" || value === "en") return "en";
  if (value === "bn") return "bn";
  throw new Error(`E2E_LANGUAGE is "en" or "bn", not "${value}"`);
}

export const LANGUAGE: Language = languageOf(process.env.E2E_LANGUAGE);
const bangla = LANGUAGE === "bn";

/** The shop's texts (app/i18n/shop.*.ts): the shell, a product's price, sign-in, the cart's notices, orders. */
export const shop = bangla ? shopBn : shopEn;
/** The product list and a product's page (app/i18n/products.*.ts): search, filters, stock, options. */
export const products = bangla ? productsBn : productsEn;
/** The home page's sections (app/i18n/home.*.ts): banners, tiles, the flash sale, the rails, Hot Deals. */
export const home = bangla ? homeBn : homeEn;
/** The cart page's texts (app/i18n/cart.*.ts): its lines, quantities and notices. */
export const cart = bangla ? cartBn : cartEn;
/** The checkout's texts (app/i18n/checkout.*.ts): shipping, the address, payment. */
export const checkout = bangla ? checkoutBn : checkoutEn;
/** The dashboard's texts (app/i18n/dashboard.*.ts): its shell and home, the admins' catalogue screens. */
export const dashboard = bangla ? dashboardBn : dashboardEn;
/** The order screens' texts (app/i18n/order-screens.*.ts): My Order, the order page, Manage Order. */
export const orderScreens = bangla ? orderScreensBn : orderScreensEn;
/** The payment step's texts (app/i18n/payment.*.ts): the ways to pay, cash on delivery, the advance. */
export const payment = bangla ? paymentBn : paymentEn;
/** Products in options (app/i18n/variants.*.ts): the product form's options editor and gallery. */
export const variants = bangla ? variantsBn : variantsEn;
/** What only the server writes (app/i18n/server.*.ts): the API's own refusals, the order rules' answers. */
export const server = bangla ? serverBn : serverEn;
/** Account trust (app/i18n/accounts.*.ts): verification, forgot password, choosing a new password. */
export const accounts = bangla ? accountsBn : accountsEn;

/** Signing in with a mobile number's code (app/i18n/phone.*.ts, issue 50). */
export const phone = bangla ? phoneBn : phoneEn;
/** The order desk's texts (app/i18n/desk.*.ts, issue 50). */
export const desk = bangla ? deskBn : deskEn;
/** Fulfilment's texts (app/i18n/fulfilment.*.ts): the customer badge, the call before shipping, couriers. */
export const fulfilment = bangla ? fulfilmentBn : fulfilmentEn;

/** The couriers' cash (app/i18n/cash.*.ts, issue 51): /dashboard/cash, its payouts and settlement sheets. */
export const cash = bangla ? cashBn : cashEn;

/** Digits as the page writes them: Bengali on Bangla pages ("01712345678" -> "০১৭১২৩৪৫৬৭৮"). */
export function pageDigits(text: string | number): string {
  return bangla ? toBengaliDigits(text) : String(text);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The page's money format for `currency` (app/format.ts, formatMoney): its locale, the narrow symbol. */
function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(bangla ? "bn-BD" : "en-US", {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * An amount as the page writes it, `amount` in major units: money(21.5, "USD") -> "$21.50", in Bangla "২১.৫০$"
 * (Bengali digits, lakh grouping).
 */
export function money(amount: number, currency: string): string {
  return moneyFormat(currency).format(amount);
}

/**
 * Any amount in `currency` as the page writes it (see money): "৳1,250.00" with thousands grouping, in Bangla
 * "১,২৫০.০০৳" with lakh grouping ("১২,৩৪,৫৬৭.০০৳").
 */
export function anyMoney(currency: string): RegExp {
  const digit = bangla ? "[০-৯]" : "\\d";
  const number = bangla
    ? `(?:${digit}{1,2},(?:${digit}{2},)*${digit}{3}|${digit}{1,3})\\.${digit}{2}`
    : `${digit}{1,3}(?:,${digit}{3})*\\.${digit}{2}`;
  let pattern = "";
  let numberWritten = false;
  for (const part of moneyFormat(currency).formatToParts(1234567.89)) {
    if (part.type === "currency" || part.type === "literal") pattern += escapeRegExp(part.value);
    else if (!numberWritten) {
      pattern += number;
      numberWritten = true;
    }
  }
  return new RegExp(pattern);
}

/** `text` matched literally inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A name that starts with `text` (for getByRole's `name`, or getByText). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

/**
 * What `format` writes for any count, as a whole text: `format(1)` as it is, or `format(7)` with the 7 standing for
 * any number in the page's digits. anyCount(products.resultCount) matches "1 product" and "1,234 products",
 * in Bangla "১টি পণ্য" and "১,২৩৪টি পণ্য".
 */
export function anyCount(format: (count: number) => string): RegExp {
  const seven = escapeRegExp(format(7)).replace(pageDigits(7), bangla ? "[০-৯][০-৯,]*" : "[0-9][0-9,]*");
  return new RegExp(`^(?:${escapeRegExp(format(1))}|${seven})$`);
}

/** What `format` writes for any text in its place, as a whole text: withAny(orderScreens.myOrders.cancelOrder). */
export function withAny(format: (text: string) => string): RegExp {
  const marker = "\u0000";
  return new RegExp(`^${escapeRegExp(format(marker)).replace(marker, ".+")}$`);
}
