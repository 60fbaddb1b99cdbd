/**
 * The language a shopper reads: `?lang=` on the link they followed, else the `lang` cookie once they have chosen
 * one, else the first of English and Bangla their browser's Accept-Language prefers, else English. Pure.
 */
import { LANGUAGES, type Language } from "@db/enums.ts";

export const LANGUAGE_COOKIE = "lang";
/** The query parameter that opens any page in a language (and keeps it): hreflang links and shared links carry it. */
export const LANGUAGE_PARAM = "lang";
/** A choice is kept a year. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function preferredLanguage(
  acceptLanguage: string | null,
  cookieHeader: string | null,
  queryLanguage: string | null = null,
): Language {
  if (isLanguage(queryLanguage)) return queryLanguage;
  const chosen = chosenLanguage(cookieHeader);
  if (chosen) return chosen;
  let best: { language: Language; q: number } | null = null;
  for (const entry of (acceptLanguage ?? "").split(",")) {
    const [tag = "", ...params] = entry.trim().split(";");
    const language = tag.trim().toLowerCase().split("-")[0];
    if (!isLanguage(language)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? "en";
}

/** The language the `lang` cookie keeps, if the shopper chose one. */
export function chosenLanguage(cookieHeader: string | null): Language | null {
  const chosen = cookieHeader
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(chosen) ? chosen : null;
}
