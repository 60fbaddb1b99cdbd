/**
 * The top bar's predictive search, from the browser's side: asks `GET /api/suggest` for what the shopper has typed,
 * a moment after they stop typing, and drops an answer the text has moved past (the request is aborted).
 */
import { useEffect, useState } from "react";
import type { SuggestResponse } from "~/schemas/suggest.ts";

/** Suggestions start at this many characters (the server answers shorter text, but it says little). */
export const SUGGEST_MIN_LENGTH = 2;
/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;

export interface ProductSuggestion {
  id: number;
  name: string;
  imageUrl: string;
  priceCents: number;
  href: string;
}

export interface CategorySuggestion {
  name: string;
  displayName: string;
  href: string;
}

export interface SearchSuggestions {
  /** `loading` keeps the previous answer's suggestions while the next one is on its way. */
  status: "idle" | "loading" | "ready" | "failed";
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
}

export const NO_SUGGESTIONS: SearchSuggestions = { status: "idle", products: [], categories: [] };

/** The text suggestions are asked for: as the server reads it, and none when it is too short. */
export function suggestionText(query: string): string {
  const text = query.trim().toLowerCase();
  return [...text].length >= SUGGEST_MIN_LENGTH ? text : "";
}

function fromWire(body: SuggestResponse): Pick<SearchSuggestions, "products" | "categories"> {
  return {
    products: body.products.map((product) => ({
      id: Number(product._id),
      name: product.name,
      imageUrl: product.image,
      priceCents: Math.round(product.price * 100),
      href: product.href,
    })),
    categories: body.categories.map(({ name, displayName, href }) => ({ name, displayName, href })),
  };
}

interface Answer extends Pick<SearchSuggestions, "products" | "categories"> {
  text: string;
  failed: boolean;
}

/** Whether an answer for `previous` is worth showing while `next` loads: the shopper typed on, or took some back. */
function related(previous: string, next: string): boolean {
  return next.startsWith(previous) || previous.startsWith(next);
}

/** Suggestions for `query` while `enabled` (the list is open), debounced and cancelled as the text changes. */
export function useSearchSuggestions(query: string, enabled: boolean): SearchSuggestions {
  const text = enabled ? suggestionText(query) : "";
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/suggest?q=${encodeURIComponent(text)}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`suggestions: ${response.status}`);
        setAnswer({ text, failed: false, ...fromWire((await response.json()) as SuggestResponse) });
      } catch {
        if (!controller.signal.aborted) setAnswer({ text, failed: true, products: [], categories: [] });
      }
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  if (!text) return NO_SUGGESTIONS;
  if (answer?.text === text) {
    return { status: answer.failed ? "failed" : "ready", products: answer.products, categories: answer.categories };
  }
  const shown = answer && related(answer.text, text) ? answer : NO_SUGGESTIONS;
  return { status: "loading", products: shown.products, categories: shown.categories };
}
