/** The shopper's language, read from the request (a module of its own: screens load http.ts, never this). */
import type { Language } from "@db/enums.ts";
import {
  chosenLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_PARAM,
  preferredLanguage,
} from "~/domain/language.ts";

/** The language this request's shopper reads (`?lang=`, their `lang` cookie, else Accept-Language; else English). */
export function requestLanguage(request: Request): Language {
  return preferredLanguage(
    request.headers.get("Accept-Language"),
    request.headers.get("Cookie"),
    new URL(request.url).searchParams.get(LANGUAGE_PARAM),
  );
}

/**
 * The `Set-Cookie` that keeps a language chosen by `?lang=` (a year), or null when the cookie already says it.
 * Not HttpOnly-sensitive (it holds no secret), SameSite=Lax so a shared link keeps it.
 */
export function languageCookieFor(request: Request): string | null {
  const asked = new URL(request.url).searchParams.get(LANGUAGE_PARAM);
  if (!isLanguage(asked) || chosenLanguage(request.headers.get("Cookie")) === asked) return null;
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
