/**
 * Product lists and search whose cost is bounded by the page, not the catalogue (issue 15, decision 020).
 *
 * - Matching: the search text's words, in any order, must all be in the name. A word of 3 characters or more is
 *   a substring match on the trigram index (`products_fts`); a shorter one is a word that starts with it
 *   (`products_words`, a word index with 1- and 2-character prefixes) and a substring of the name.
 * - Counting: exact up to COUNT_CAP, then "1,000+" (`totalCapped`): counting stops at COUNT_CAP + 1 rows.
 * - Ranking a search: out of stock last, then the category the text names, then name match quality (the name
 *   starts with the text, a word starts with it, it is inside a word), then rating and stock. Up to COUNT_CAP
 *   matches are all read and ranked so. More are not all read: the rating index is walked in order (in stock
 *   first, then rating) keeping the rows that match; its first HEAD_ROWS are ranked as above, later pages follow
 *   the walk. Every other sort walks its own index the same way.
 * - Paging: an index walk gives the next page's cursor (its last row's sort key, `?after=`), so a deep page reads
 *   only its own rows; a page asked for by number alone (a typed or shared URL) skips rows along the index.
 * - Spelling: a search that finds nothing is tried again with each unknown word replaced by the closest word of
 *   the catalogue's vocabulary (`products_words_vocab`), and says so (`correctedFrom`).
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "../database.ts";
import { imagePath } from "../images/images.server.ts";
import { toColourSwatches } from "./colours.ts";
import { colourValuesOf } from "./colours.server.ts";
import { closestWord, type KnownWord } from "./spelling.ts";
import type { CategoryCount, ProductListPage, ProductSummary } from "./types.ts";
import type { ProductFilters, ProductRefinements, ProductSort } from "~/schemas/catalogue.ts";

const dialect = new SQLiteAsyncDialect();

/**
 * Runs raw statements in one D1 round trip (drizzle's batch cannot take raw SQL with parameters), answering their
 * rows and the rows D1 read for all of them (what D1 bills; the search benchmark reports it).
 */
async function rawBatch(db: Database, statements: SQL[]): Promise<{ results: unknown[][]; rowsRead: number }> {
  const d1 = db.$client;
  const prepared = statements.map((statement) => {
    const query = dialect.sqlToQuery(statement);
    return d1.prepare(query.sql).bind(...query.params);
  });
  const answers = await d1.batch(prepared);
  return {
    results: answers.map((answer) => answer.results),
    rowsRead: answers.reduce((sum, answer) => sum + (answer.meta.rows_read ?? 0), 0),
  };
}

/** Totals are exact up to this many, then "1,000+"; a search with at most this many matches ranks them all. */
export const COUNT_CAP = 1000;

/** Search words of at least this many characters use the trigram index; shorter ones the word index. */
export const TRIGRAM_MIN_LENGTH = 3;

export interface ProductQuery extends Partial<ProductFilters>, Partial<ProductRefinements> {
  q: string;
  category: string | null;
  page: number;
  pageSize: number;
  sort: ProductSort;
  /** The cursor of the page before (from `nextCursor`): where an index walk resumes. */
  after?: string | null;
  /** Search exactly what was typed: no spelling correction ("search instead for"). */
  exact?: boolean;
  /** Also each item's seller and features (`itemDetails`), read in the same statements (the JSON API's list). */
  details?: boolean;
}

/**
 * The winter selection (`collection=winter`, the home page's Winter Exclusive tile): products whose name or
 * category has one of these words. A word list, not a tag, so it follows the catalogue without anyone curating it.
 */
export const WINTER_WORDS = [
  "winter",
  "puffer",
  "jacket",
  "coat",
  "sweater",
  "hoodie",
  "knit",
  "wool",
  "fleece",
  "thermal",
  "beanie",
  "scarf",
  "gloves",
  "boots",
] as const;

/** Text for a LIKE pattern with `ESCAPE '\\'`: its `%`, `_` and `\\` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * `column` contains `text` literally (case-insensitive for ASCII, as SQLite's LIKE is): `%`, `_` and `\` in the
 * text are escaped, and the ESCAPE clause makes them count (SQLite's LIKE has no escape character by default).
 */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`${column} LIKE ${likePattern(text)} ESCAPE '\\'`;
}

/** The FTS5 query for a substring: one quoted phrase, so punctuation in the text is matched, not parsed. */
export function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

const name = sql.raw("p.name");

/** How the search text selects products: the FTS table that drives the read, and what else must hold. */
interface Selection {
  /** The index whose matches are read first, or null (no search, or no word an index can take). */
  driver: { table: "products_fts" | "products_words"; match: string } | null;
  /** Conditions on `p` besides the driver's match. */
  conditions: SQL[];
  /**
   * The same search on the word index, every word as a word prefix, when each long word is plain ASCII letters and
   * digits: its matches are among the trigram index's (a word that starts with the text has the text), so more
   * than COUNT_CAP of them says the count is past its cap without the dearer trigram count.
   */
  fewerOrEqual?: Selection;
}

/**
 * Words of the text that count, from the start: enough for any product name, and each word under 3 characters is
 * a bound parameter in several places of a statement, of which D1 takes 100.
 */
const MAX_WORDS = 8;

/** The words of a search text that count: each once, the first MAX_WORDS. */
export function searchWords(q: string): string[] {
  return [...new Set(q.split(/\s+/).filter((word) => word !== ""))].slice(0, MAX_WORDS);
}

function selection(q: string): Selection {
  const words = searchWords(q);
  const long = words.filter((word) => [...word].length >= TRIGRAM_MIN_LENGTH);
  const short = words.filter((word) => [...word].length < TRIGRAM_MIN_LENGTH);
  // A short word is a word that starts with it (the word index) and, as typed, a part of the name.
  const tokens = short.flatMap((word) => word.match(/[\p{L}\p{N}]+/gu) ?? []);
  const trigram = long.length > 0 ? long.map(ftsPhrase).join(" ") : null;
  const prefixes = tokens.length > 0 ? tokens.map((token) => `${ftsPhrase(token)}*`).join(" ") : null;
  const conditions = short.map((word) => containsText(name, word));
  if (trigram !== null) {
    const wordConditions = [...conditions];
    if (prefixes !== null)
      conditions.push(sql`p.id IN (SELECT rowid FROM products_words WHERE products_words MATCH ${prefixes})`);
    const plain = long.every((word) => /^[a-z0-9]+$/.test(word));
    const allPrefixes = [...long, ...tokens].map((token) => `${ftsPhrase(token)}*`).join(" ");
    return {
      driver: { table: "products_fts", match: trigram },
      conditions,
      fewerOrEqual: plain
        ? { driver: { table: "products_words", match: allPrefixes }, conditions: wordConditions }
        : undefined,
    };
  }
  if (prefixes !== null) return { driver: { table: "products_words", match: prefixes }, conditions };
  return { driver: null, conditions };
}

function filterConditions(query: Partial<ProductFilters> & Partial<ProductRefinements>, category: string | null) {
  const conditions: SQL[] = [];
  if (category) conditions.push(sql`p.category = ${category}`);
  if (query.offer === "flash") conditions.push(sql`p.id IN (SELECT product_id FROM flash_sale_products)`);
  if (query.shipping === "free") conditions.push(sql`p.shipping_cents = 0`);
  if (query.collection === "winter") {
    const matches = WINTER_WORDS.flatMap((word) => [
      containsText(name, word),
      containsText(sql.raw("p.category"), word),
    ]);
    conditions.push(sql`(${sql.join(matches, sql` OR `)})`);
  }
  if (query.minPriceCents != null) conditions.push(sql`p.price_cents >= ${query.minPriceCents}`);
  if (query.maxPriceCents != null) conditions.push(sql`p.price_cents <= ${query.maxPriceCents}`);
  if (query.minStars != null) conditions.push(sql`p.star_halves >= ${query.minStars * 2}`);
  if (query.inStock) conditions.push(sql`p.stock > 0`);
  return conditions;
}

function allOf(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`1`;
}

/** FROM and WHERE reading the matches in the driver's order (every match at most once). */
function matchesFrom(select: Selection, filters: SQL[]): SQL {
  const where = allOf([...select.conditions, ...filters]);
  if (!select.driver) return sql`FROM products p WHERE ${where}`;
  const table = sql.raw(select.driver.table);
  return sql`FROM ${table} JOIN products p ON p.id = ${table}.rowid WHERE ${table} MATCH ${select.driver.match} AND ${where}`;
}

/** The same rows as a condition on `p`, for a walk along one of the products indexes (`+`: not used to drive). */
function matchesWhere(select: Selection, filters: SQL[]): SQL {
  const conditions = [...select.conditions, ...filters];
  if (select.driver) {
    const table = sql.raw(select.driver.table);
    conditions.unshift(sql`+p.id IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${select.driver.match})`);
  }
  return allOf(conditions);
}

/** The matches counted up to COUNT_CAP + 1: more than COUNT_CAP means "1,000+". */
function exactCappedCount(select: Selection, filters: SQL[]): SQL {
  // With nothing to check but the index's match, the index alone is counted (no product row is read).
  if (select.driver && select.conditions.length === 0 && filters.length === 0) {
    const table = sql.raw(select.driver.table);
    return sql`(SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${table} MATCH ${select.driver.match} LIMIT ${COUNT_CAP + 1}))`;
  }
  return sql`(SELECT count(*) FROM (SELECT 1 ${matchesFrom(select, filters)} LIMIT ${COUNT_CAP + 1}))`;
}

/**
 * The matches counted up to COUNT_CAP + 1. When the word index already finds more than COUNT_CAP of them, that
 * answers (CASE evaluates the trigram count only when it must): a several-word search intersects many trigram
 * lists, and the count is asked in each statement of the batch.
 */
function cappedCount(select: Selection, filters: SQL[]): SQL {
  const exact = exactCappedCount(select, filters);
  if (!select.fewerOrEqual) return exact;
  return sql`(CASE WHEN ${exactCappedCount(select.fewerOrEqual, filters)} > ${COUNT_CAP} THEN ${COUNT_CAP + 1} ELSE ${exact} END)`;
}

interface SortKey {
  expression: string;
  descending: boolean;
  /** The row's column that holds its value (for the cursor). */
  column: keyof KeyRow;
}

interface KeyRow {
  id: number;
  stock: number;
  star_halves: number;
  star_count: number;
  price_cents: number;
  created_at: number;
}

const key = (expression: string, column: keyof KeyRow, descending = false): SortKey => ({
  expression,
  column,
  descending,
});

/** Each sort's order along its index; the id last, so the order is total and a cursor names one place in it. */
function walkOrder(sort: ProductSort, searching: boolean): SortKey[] {
  const popular = [
    key("p.star_halves", "star_halves", true),
    key("p.star_count", "star_count", true),
    key("p.id", "id"),
  ];
  switch (sort) {
    case "price-asc":
      return [key("p.price_cents", "price_cents"), key("p.id", "id")];
    case "price-desc":
      return [key("p.price_cents", "price_cents", true), key("p.id", "id", true)];
    case "newest":
      return [key("p.created_at", "created_at", true), key("p.id", "id", true)];
    case "rating":
      return popular;
    case "relevance":
      // A search shows what can be bought first; a plain list keeps the rating order.
      return searching ? [key("(p.stock = 0)", "stock"), ...popular] : popular;
  }
}

function orderBy(keys: SortKey[]): SQL {
  return sql.raw(keys.map((one) => `${one.expression}${one.descending ? " DESC" : ""}`).join(", "));
}

/** The value a row has for a key (the in-stock key is 0 or 1, as its expression). */
function keyValue(one: SortKey, row: KeyRow): number {
  return one.expression === "(p.stock = 0)" ? (row.stock === 0 ? 1 : 0) : row[one.column];
}

/** Rows after `values` in the order of `keys`: (k1 > v1) OR (k1 = v1 AND k2 > v2) OR ..., `<` for descending keys. */
function after(keys: SortKey[], values: number[]): SQL {
  const alternatives = keys.map((one, index) => {
    const equal = keys.slice(0, index).map((earlier, at) => sql`${sql.raw(earlier.expression)} = ${values[at]}`);
    const beyond = sql`${sql.raw(one.expression)} ${sql.raw(one.descending ? "<" : ">")} ${values[index]}`;
    return sql`(${allOf([...equal, beyond])})`;
  });
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

/** A cursor says which order it belongs to, so one from another sort or list is ignored, not misread. */
function orderTag(sort: ProductSort, searching: boolean): string {
  return `${sort}${searching ? "/search" : ""}`;
}

function encodeCursor(tag: string, values: number[]): string {
  return btoa(JSON.stringify([tag, ...values]))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export function decodeCursor(cursor: string | null | undefined, tag: string, length: number): number[] | null {
  if (!cursor || cursor.length > 200) return null;
  try {
    const parsed: unknown = JSON.parse(atob(cursor.replaceAll("-", "+").replaceAll("_", "/")));
    if (!Array.isArray(parsed) || parsed[0] !== tag || parsed.length !== length + 1) return null;
    const values = parsed.slice(1);
    return values.every((value) => typeof value === "number" && Number.isSafeInteger(value)) ? values : null;
  } catch {
    return null;
  }
}

const rowColumns = sql.raw(
  "p.id, p.name, p.category, p.price_cents, p.price_max_cents, p.shipping_cents, p.stock, p.star_halves, p.star_count, p.image_key, p.created_at, p.seller",
);

interface ProductRow extends KeyRow {
  price_max_cents: number | null;
  name: string;
  category: string;
  shipping_cents: number;
  image_key: string;
  seller: string;
  /** JSON of its colour values (issue 28): `[]` without a Colour option. */
  colours: string;
  /** JSON of the features, when asked for (`details`). */
  features?: string;
}

/**
 * A page's rows with each product's colour values and, for `details`, its features as JSON, in the same
 * statement: they are read for the page's rows only (the outer query sees at most a page, where a statement that
 * sorts would compute them for every match), and the order is applied to the page again.
 */
function withCardColumns(statement: SQL, order: SQL, details: boolean): SQL {
  const features = details
    ? sql`, (SELECT json_group_array(json_object('description', f.description, 'value', f.value)) FROM (SELECT description, value FROM product_features f WHERE f.product_id = p.id ORDER BY f.position) f) AS features`
    : sql``;
  return sql`SELECT p.*, ${colourValuesOf(sql.raw("p.id"))} AS colours${features} FROM (${statement}) p ORDER BY ${order}`;
}

function toSummary(row: ProductRow): ProductSummary {
  const colours = toColourSwatches(row.colours);
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    priceCents: row.price_cents,
    priceMaxCents: row.price_max_cents ?? row.price_cents,
    shippingCents: row.shipping_cents,
    stock: row.stock,
    starHalves: row.star_halves,
    starCount: row.star_count,
    imageUrl: imagePath(row.image_key),
    ...(colours ? { colours } : {}),
  };
}

/** Past the cap, this many of the walk's first rows (rounded up to whole pages) are ranked as a smaller search's. */
export const HEAD_ROWS = 240;

/**
 * A search's relevance: out of stock last; then products of a category the text names ("laptop" puts the laptop
 * category before chargers and bags for laptops); then how well the name matches; then rating and stock. These are
 * the two columns that depend on the text (`RELEVANCE_ORDER` is the whole order).
 */
function relevanceColumns(q: string): SQL {
  const words = q.split(/\s+/).filter((word) => /^[\p{L}\p{N}]{3,}$/u.test(word));
  const names = words.map((word) => sql`instr(' ' || p.category || ' ', ${` ${word} `}) > 0`);
  const categoryNamed = names.length > 0 ? sql`CASE WHEN ${sql.join(names, sql` OR `)} THEN 0 ELSE 1 END` : sql`0`;
  return sql`${categoryNamed} AS category_named, ${matchQuality(q)} AS match_quality`;
}

/**
 * The relevance order, by the columns `relevanceColumns` adds: the search's words are bound once, in those columns,
 * so the page's outer query can order by them again without binding them twice (D1 takes 100 values a statement).
 */
const RELEVANCE_ORDER = sql.raw(
  "(p.stock = 0), category_named, match_quality, p.star_halves DESC, p.star_count DESC, p.stock DESC, p.id",
);

/**
 * How well a name matches the whole text: starts with it (0), a word starts with it (1), elsewhere (2). `instr`,
 * not LIKE: D1 refuses LIKE patterns over 50 bytes, and the text may be 100 characters long.
 */
function matchQuality(q: string): SQL {
  return sql`CASE WHEN instr(lower(p.name), ${q}) = 1 THEN 0 WHEN instr(' ' || lower(p.name), ${` ${q}`}) > 0 THEN 1 ELSE 2 END`;
}

/** One page of products for a search, a category or everything, narrowed by the filters, in one round trip. */
async function readPage(db: Database, query: ProductQuery, q: string): Promise<ProductListPage> {
  const searching = q !== "";
  const select = selection(q);
  const filters = filterConditions(query, query.category);
  const keys = walkOrder(query.sort, searching);
  const tag = orderTag(query.sort, searching);
  const resume = decodeCursor(query.after, tag, keys.length);
  const offset = (query.page - 1) * query.pageSize;
  const take = query.pageSize + 1;

  const count = cappedCount(select, filters);
  const walkWhere = resume
    ? sql`${matchesWhere(select, filters)} AND ${after(keys, resume)}`
    : matchesWhere(select, filters);
  // The guards sit in the LIMIT: a LIMIT of 0 ends a statement before it reads a row, where a false WHERE term
  // would still be tested on every row the walk visits.
  const limit = (guard: SQL | null) => (guard ? sql`(CASE WHEN ${guard} THEN ${take} ELSE 0 END)` : sql`${take}`);
  const walk = (guard: SQL | null) =>
    sql`SELECT ${rowColumns} FROM products p WHERE ${walkWhere} ORDER BY ${orderBy(keys)} LIMIT ${limit(guard)}${resume ? sql`` : sql` OFFSET ${offset}`}`;
  // A search ranks its matches when there are at most COUNT_CAP, and walks an index otherwise: both statements go
  // in the one round trip, each guarded by the count (computed once per statement, before its rows are read), so
  // only one of them reads rows.
  const relevance = searching && query.sort === "relevance";
  const rankOrder = relevance ? RELEVANCE_ORDER : orderBy(keys);
  const rankColumns = relevance ? sql`${rowColumns}, ${relevanceColumns(q)}` : rowColumns;
  // Past the cap, the first pages of a relevance order are the walk's first HEAD_ROWS rows ranked like a smaller
  // search (a whole number of pages, so no page straddles the head's end); later pages follow the walk.
  const headRows = Math.ceil(HEAD_ROWS / query.pageSize) * query.pageSize;
  const inHead = relevance && !resume && offset + query.pageSize <= headRows;
  const pastCap = sql`${count} > ${COUNT_CAP}`;
  const page = (statement: SQL, order: SQL) => withCardColumns(statement, order, query.details === true);
  const statements = searching
    ? [
        sql`SELECT ${count} AS n`,
        page(
          sql`SELECT ${rankColumns} ${matchesFrom(select, filters)} ORDER BY ${rankOrder} LIMIT ${limit(sql`${count} <= ${COUNT_CAP}`)} OFFSET ${offset}`,
          rankOrder,
        ),
        inHead
          ? page(
              sql`WITH head AS (SELECT ${rowColumns} FROM products p WHERE ${matchesWhere(select, filters)} ORDER BY ${orderBy(keys)} LIMIT ${headRows}) SELECT *${relevance ? sql`, ${relevanceColumns(q)}` : sql``} FROM head p ORDER BY ${rankOrder} LIMIT ${limit(pastCap)} OFFSET ${offset}`,
              rankOrder,
            )
          : page(walk(pastCap), orderBy(keys)),
      ]
    : [sql`SELECT ${count} AS n`, page(walk(null), orderBy(keys))];
  const { results, rowsRead } = await rawBatch(db, statements);
  const counted = results[0] as { n: number }[];
  const ranked = (searching ? results[1] : []) as ProductRow[];
  const walked = results.at(-1) as ProductRow[];
  const total = counted[0]?.n ?? 0;
  const capped = total > COUNT_CAP;
  const rows = searching && !capped ? ranked : walked;
  const items = rows.slice(0, query.pageSize);
  const hasNext = rows.length > query.pageSize;
  const last = items.at(-1);
  const walkedInOrder = !searching || (capped && !inHead);
  return {
    items: items.map(toSummary),
    ...(query.details
      ? {
          itemDetails: items.map((row) => ({
            seller: row.seller,
            features: JSON.parse(row.features ?? "[]") as { description: string; value: string }[],
          })),
        }
      : {}),
    total: Math.min(total, COUNT_CAP),
    page: query.page,
    pageSize: query.pageSize,
    totalCapped: capped,
    hasNext,
    rowsRead,
    nextCursor:
      walkedInOrder && hasNext && last
        ? encodeCursor(
            tag,
            keys.map((one) => keyValue(one, last)),
          )
        : null,
  };
}

/** Vocabulary words that start with the same letter as `word` (most misspellings keep the first letter). */
function vocabularyNear(word: string): SQL {
  const first = [...word][0]!;
  const next = String.fromCodePoint(first.codePointAt(0)! + 1);
  return sql`SELECT term, doc FROM products_words_vocab WHERE term >= ${first} AND term < ${next}`;
}

/**
 * The search text with each word the catalogue does not have replaced by its closest word (one round trip), or
 * null when nothing changed. Only letters are corrected; numbers and model names are left as typed.
 */
export async function correctedSpelling(db: Database, q: string): Promise<string | null> {
  const words = q.split(/\s+/).filter((word) => word !== "");
  const candidates = [...new Set(words.filter((word) => /^\p{L}{4,}$/u.test(word)))];
  if (candidates.length === 0) return null;
  const { results: slices } = await rawBatch(db, candidates.map(vocabularyNear));
  const replacements = new Map<string, string>();
  candidates.forEach((word, index) => {
    const known: KnownWord[] = (slices[index] as { term: string; doc: number }[]).map((row) => ({
      word: row.term,
      products: row.doc,
    }));
    const better = closestWord(word, known);
    if (better) replacements.set(word, better);
  });
  if (replacements.size === 0) return null;
  return words.map((word) => replacements.get(word) ?? word).join(" ");
}

/**
 * One page of products for a search, a category or everything, narrowed by the filters: one round trip, and two
 * more when a search finds nothing and a corrected spelling is tried.
 */
export async function listProducts(db: Database, query: ProductQuery): Promise<ProductListPage> {
  const q = query.q.trim().toLowerCase();
  const page = await readPage(db, query, q);
  if (page.total > 0 || q === "" || query.exact) return page;
  const better = await correctedSpelling(db, q);
  if (better === null) return page;
  const retried = await readPage(db, { ...query, after: null }, better);
  return retried.total > 0 ? { ...retried, correctedFrom: q, searchedFor: better } : page;
}

/**
 * How many products of each category the list's other conditions match (its search and filters, not its
 * category), for the filter panel: exact, one round trip; categories with none are left out.
 */
export async function countByCategory(db: Database, query: ProductQuery): Promise<CategoryCount[]> {
  const select = selection(query.q.trim().toLowerCase());
  const filters = filterConditions(query, null);
  const { results } = await rawBatch(db, [
    sql`SELECT p.category AS name, count(*) AS n ${matchesFrom(select, filters)} GROUP BY p.category`,
  ]);
  return (results[0] as { name: string; n: number }[]).map((row) => ({ name: row.name, count: row.n, capped: false }));
}
