/**
 * Choosing the form of a word by a count, by each language's own plural rules (`Intl.PluralRules`): English has
 * "one" for 1 alone; Bangla (CLDR) has "one" for 0 and 1, though with the classifier "টি" its forms are most often
 * the same. Catalogue modules name their language, since they hold the texts of one.
 */
const rules = new Map<string, Intl.PluralRules>();

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form for `count` in `language`, or `other` when the language's category has no form of its own. */
export function plural(language: "en" | "bn", count: number, forms: PluralForms): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return forms[rule.select(count)] ?? forms.other;
}
