/**
 * Spelling corrections for search (issue 15): a word the catalogue does not know is replaced by the closest word
 * it does (edit distance, a swap of two neighbouring letters counting as one edit), the more common one on a tie.
 * Framework-free: the words and how many products have each come from the caller.
 */

/** The edits a word of this length may be away from its correction: none under 4 letters, then 1, then 2. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up once it must exceed
 * `limit` (then `limit + 1` is returned).
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

export interface KnownWord {
  word: string;
  /** How many products have it. */
  products: number;
}

/**
 * The catalogue's word closest to `word`, within `allowedEdits`, or null when the word is known (it is its own
 * best match) or nothing is close enough. Fewer edits win, then the word more products have, then the alphabet.
 */
export function closestWord(word: string, known: readonly KnownWord[]): string | null {
  const limit = allowedEdits(word.length);
  if (limit === 0) return null;
  let best: { word: string; edits: number; products: number } | null = null;
  for (const candidate of known) {
    if (candidate.word === word) return null;
    const edits = editDistance(word, candidate.word, limit);
    if (edits > limit) continue;
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits && candidate.products > best.products) ||
      (edits === best.edits && candidate.products === best.products && candidate.word < best.word)
    )
      best = { word: candidate.word, edits, products: candidate.products };
  }
  return best?.word ?? null;
}
