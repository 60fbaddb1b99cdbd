/**
 * The language a shopper reads: the `lang` cookie once they have chosen one, else the first of English and Bangla
 * their browser's Accept-Language prefers, else English. Pure.
 */
import { LANGUAGES, type Language } from "@db/enums.ts";

export const LANGUAGE_COOKIE = "lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function preferredLanguage(acceptLanguage: string | null, cookieHeader: string | null): Language {
  const chosen = cookieHeader
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (isLanguage(chosen)) return chosen;
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
