/**
 * The language stories are read in (issue 27): English, or Bangla from the toolbar's language switch (kept for the
 * tab in sessionStorage; switching reloads the preview so every story's texts, args included, are in it) or from
 * `VITE_STORY_LANGUAGE=bn` (the Bangla run of the story tests). Every namespace of the copy catalogue is loaded
 * before any story module is, as a page's are before it hydrates.
 */
import type { Language } from "@db/enums.ts";
import { loadCopies, setLanguageSource } from "~/i18n/catalogue.ts";

// Every namespace's typed view, `app/i18n/<namespace>.ts` (the data modules, `<namespace>.<language>.ts`, are what
// the views load): found by name, as the server finds the data modules (decision 049).
import.meta.glob(["../app/i18n/*.ts", "!../app/i18n/*.*.ts"], { eager: true });

const STORAGE_KEY = "story-language";

function chosen(): Language {
  const fromRun = import.meta.env.VITE_STORY_LANGUAGE as string | undefined;
  if (fromRun === "bn" || fromRun === "en") return fromRun;
  try {
    return sessionStorage.getItem(STORAGE_KEY) === "bn" ? "bn" : "en";
  } catch {
    return "en";
  }
}

export const storyLanguage: Language = chosen();
document.documentElement.lang = storyLanguage;
setLanguageSource(() => storyLanguage);
await loadCopies(storyLanguage);

/** The toolbar chose another language: read every story in it from now on. */
export function switchStoryLanguage(language: Language): void {
  sessionStorage.setItem(STORAGE_KEY, language);
  window.location.reload();
}
