import { useState } from "react";
import { suggestionText, useSearchSuggestions } from "~/client/search-suggestions.ts";
import { SearchSuggestions, type SearchSuggestionsField } from "./SearchSuggestions.tsx";

/**
 * The top bar's suggestions with their data: asked for while the list is open and there is text enough to suggest
 * for. Loaded when the shopper first reaches for the search (see TopBar's SearchForm), not with the page.
 */
export function SearchSuggestionsContainer(field: SearchSuggestionsField) {
  const [wanted, setWanted] = useState(false);
  const open = wanted && suggestionText(field.query) !== "";
  const suggestions = useSearchSuggestions(field.query, open);
  return <SearchSuggestions {...field} open={open} onOpenChange={setWanted} suggestions={suggestions} />;
}
