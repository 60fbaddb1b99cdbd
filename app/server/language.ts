/** The shopper's language, read from the request (a module of its own: screens load http.ts, never this). */
import type { Language } from "@db/enums.ts";
import { preferredLanguage } from "~/domain/language.ts";

/** The language this request's shopper reads (their `lang` cookie, else Accept-Language; English by default). */
export function requestLanguage(request: Request): Language {
  return preferredLanguage(request.headers.get("Accept-Language"), request.headers.get("Cookie"));
}
