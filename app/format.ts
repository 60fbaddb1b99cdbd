/**
 * Display formatting, done once at the edge of the UI, in the language being read (app/i18n/catalogue.ts):
 * English with Latin digits, Bangla with `bn-BD` (Bengali digits, lakh grouping: ১২,৩৪,৫৬৭.৫০). The server and the
 * hydrating page format in the same language, so their text agrees.
 */
import { currentLanguage } from "~/i18n/catalogue.ts";
import { toBengaliDigits } from "~/i18n/digits.ts";

/** The locale `Intl` formats in for the language being read. */
export function readerLocale(): "en-US" | "bn-BD" {
  return currentLanguage() === "bn" ? "bn-BD" : "en-US";
}

/** The locale dates are written in: day before month, 24-hour clock in English ("14 Mar 2026, 15:30"). */
export function readerDateLocale(): "en-GB" | "bn-BD" {
  return currentLanguage() === "bn" ? "bn-BD" : "en-GB";
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The one way the shop writes an amount of money: minor units (cents, paisa) in a currency, as people read it,
 * with thousands separators and the narrow symbol. 159900 USD -> "$1,599.00"; 125000 BDT -> "৳1,250.00", and in
 * Bangla "১,২৫০.০০৳".
 */
export function formatMoney(minor: number, currency: string): string {
  const locale = readerLocale();
  return numberFormat(`${locale} ${currency}`, locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  }).format(Math.trunc(minor) / 100);
}

/** Whole taka: 18787 -> "৳18,787", in Bangla "৳১৮,৭৮৭". */
export function formatWholeTaka(taka: number): string {
  const locale = readerLocale();
  return numberFormat(`${locale} BDT whole`, locale, {
    style: "currency",
    currency: "BDT",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(taka);
}

/** A count or quantity: 1234 -> "1,234", in Bangla "১,২৩৪". */
export function formatNumber(value: number): string {
  const locale = readerLocale();
  return numberFormat(locale, locale, {}).format(value);
}

/** 7 -> "3.5" (in Bangla "৩.৫") */
export function formatStars(starHalves: number): string {
  const locale = readerLocale();
  return numberFormat(`${locale} stars`, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    starHalves / 2,
  );
}

/**
 * Digits that are not an amount, as the page writes them: Bengali on a Bangla page, Latin in English. For what is
 * shown, never for what is typed, copied or dialled: a countdown's units ("05" -> "০৫"), a phone number
 * ("01712345678" -> "০১৭১২৩৪৫৬৭৮"; its `tel:` link and copy keep ASCII).
 */
export function formatDigits(text: string | number): string {
  return currentLanguage() === "bn" ? toBengaliDigits(text) : String(text);
}
