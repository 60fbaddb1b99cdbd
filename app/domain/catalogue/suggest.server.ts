/**
 * Predictive search: the few products and categories the top bar suggests while the shopper types. Its cost is
 * bounded by what it shows, not by the catalogue: at most `SUGGEST_CANDIDATES` matching products are read (from the
 * trigram index, or the word index's prefixes for words under 3 characters) and only those are ranked. One D1 round trip.
 */
import { toAsciiDigits } from "~/i18n/digits.ts";
import { and, asc, desc, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { categories, products } from "@db/schema.ts";
import { categoryColumns, productSummaryColumns, toCategorySummary, toProductSummary } from "./catalogue.server.ts";
import { correctedSpelling, escapeLike, ftsPhrase, searchWords, TRIGRAM_MIN_LENGTH } from "./search.server.ts";
import type { Database } from "../database.ts";
import type { CategorySummary, ProductSummary } from "./types.ts";

/** How many matching products are ranked at most: suggestions come from the first this many matches. */
export const SUGGEST_CANDIDATES = 200;

export interface Suggestions {
  products: ProductSummary[];
  categories: CategorySummary[];
}

/** A word of `name` starts with `word` (case-insensitive for ASCII, as SQLite's LIKE is). */
function hasWordStartingWith(name: SQLWrapper, word: string): SQL {
  const escaped = escapeLike(word);
  return or(sql`${name} LIKE ${`${escaped}%`} ESCAPE '\\'`, sql`${name} LIKE ${`% ${escaped}%`} ESCAPE '\\'`)!;
}

/**
 * The ids of at most `SUGGEST_CANDIDATES` products whose names match every word: words of 3 or more characters
 * anywhere in the name (trigram index), shorter ones at the start of a word of the name (the word index).
 */
function candidateIds(words: string[]): { ids: SQL; shortWords: SQL[] } {
  const long = words.filter((word) => [...word].length >= TRIGRAM_MIN_LENGTH);
  const short = words.filter((word) => !long.includes(word));
  if (long.length > 0) {
    return {
      ids: sql`SELECT rowid FROM products_fts WHERE products_fts MATCH ${long.map(ftsPhrase).join(" ")} LIMIT ${SUGGEST_CANDIDATES}`,
      // Checked on the candidates only: the index cannot look words under 3 characters up.
      shortWords: short.map((word) => hasWordStartingWith(products.name, word)),
    };
  }
  // Words under 3 characters: the word index's prefix entries (`products_words`, migration 0009) find the names
  // with a word that starts with each, without reading any other name.
  const tokens = short.flatMap((word) => word.match(/[\p{L}\p{N}]+/gu) ?? []);
  if (tokens.length === 0) return { ids: sql`SELECT NULL WHERE 0`, shortWords: [] };
  const prefixes = tokens.map((token) => `${ftsPhrase(token)}*`).join(" ");
  return {
    ids: sql`SELECT rowid FROM products_words WHERE products_words MATCH ${prefixes} LIMIT ${SUGGEST_CANDIDATES}`,
    shortWords: short.map((word) => hasWordStartingWith(products.name, word)),
  };
}

/**
 * Suggestions for what the shopper has typed so far: products whose names match every word, in stock first, then
 * the best rated; categories whose name contains the text. Empty text suggests nothing. When nothing matches, the
 * text is corrected as the results page corrects it ("phnoe" suggests phones; issue 30): two more round trips, only
 * then.
 */
export async function suggest(
  db: Database,
  text: string,
  limits: { products?: number; categories?: number } = {},
): Promise<Suggestions> {
  const q = toAsciiDigits(text).trim().toLowerCase();
  const found = await suggestFor(db, q, limits);
  if (found.products.length > 0 || found.categories.length > 0) return found;
  const better = searchWords(q).length > 0 ? await correctedSpelling(db, q) : null;
  return better === null ? found : suggestFor(db, better, limits);
}

async function suggestFor(
  db: Database,
  q: string,
  limits: { products?: number; categories?: number },
): Promise<Suggestions> {
  const words = searchWords(q);
  if (words.length === 0) return { products: [], categories: [] };
  const { ids, shortWords } = candidateIds(words);
  const [productRows, categoryRows] = await db.batch([
    db
      .select(productSummaryColumns)
      .from(products)
      .where(and(sql`${products.id} IN (${ids})`, ...shortWords))
      .orderBy(
        sql`CASE WHEN ${products.stock} > 0 THEN 0 ELSE 1 END`,
        desc(products.starHalves),
        desc(products.starCount),
        asc(products.id),
      )
      .limit(limits.products ?? 6),
    db
      .select(categoryColumns)
      .from(categories)
      // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a shop has few categories to look through.
      .where(sql`instr(lower(${categories.displayName}), ${q}) > 0`)
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(limits.categories ?? 3),
  ]);
  return { products: productRows.map(toProductSummary), categories: categoryRows.map(toCategorySummary) };
}
