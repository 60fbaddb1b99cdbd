/**
 * The colour swatches of product cards (issue 28): a product whose options include a colour shows a dot for each
 * of its colour values that some variant has. The names are matched to CSS colours here, on the server, so the
 * pages' JavaScript carries no colour table: a card gets `{name, css}` and draws it.
 */
import type { ColourSwatch } from "./types.ts";

/** Option names that are a colour, lowercased (names are compared so, trimmed; Bangla has no case). */
export const COLOUR_OPTION_NAMES = ["colour", "color", "রং", "রঙ"] as const;

/**
 * Common colour names, English and Bangla (with their usual spellings), and the colour each is drawn in: one
 * entry per colour, the CSS colour first.
 */
const NAMED: readonly (readonly string[])[] = [
  ["#d32f2f", "red", "লাল"],
  ["#1c1c1c", "black", "কালো"],
  ["#ffffff", "white", "সাদা"],
  ["#2f3e6e", "indigo", "ইন্ডিগো"],
  ["#1f2a52", "navy", "নেভি"],
  ["#1e63d6", "blue", "নীল"],
  ["#2e7d32", "green", "সবুজ"],
  ["#fbc02d", "yellow", "হলুদ"],
  ["#f57c00", "orange", "কমলা"],
  ["#ec6a9c", "pink", "গোলাপি", "গোলাপী"],
  ["#7b1fa2", "purple", "বেগুনি", "বেগুনী"],
  ["#8a8a8a", "grey", "gray", "ধূসর", "ছাই"],
  ["#6d4c41", "brown", "বাদামি", "বাদামী", "খয়েরি", "খয়েরী"],
  ["#e6d8bd", "beige", "বেইজ"],
  ["#7a1f2b", "maroon", "মেরুন"],
  ["#6b7a2f", "olive", "জলপাই"],
  ["#00897b", "teal", "টিল"],
  ["#fbf3dc", "cream", "ক্রিম"],
  ["#d4af37", "gold", "golden", "সোনালি", "সোনালী"],
  ["#c0c0c0", "silver", "রুপালি", "রুপালী", "রূপালি", "রূপালী"],
  ["#c3b091", "khaki", "খাকি"],
];

const CSS_BY_NAME = new Map(NAMED.flatMap(([css, ...names]) => names.map((name) => [name, css!] as const)));

/**
 * The CSS colour a colour name is drawn in, or undefined for a name the shop does not know. A name of several
 * words is matched whole, then by its last word ("Navy Blue", "Off White", "গাঢ় সবুজ").
 */
export function swatchColour(name: string): string | undefined {
  const words = name
    .trim()
    .toLowerCase()
    .split(/[\s/-]+/);
  return CSS_BY_NAME.get(words.join(" ")) ?? CSS_BY_NAME.get(words.at(-1)!);
}

/** A product's colour values as the list statements read them (a JSON array of names), as swatches. */
export function toColourSwatches(json: string | null | undefined): ColourSwatch[] | undefined {
  const names = json ? (JSON.parse(json) as string[]) : [];
  if (names.length === 0) return undefined;
  return names.map((name) => {
    const css = swatchColour(name);
    return css === undefined ? { name } : { name, css };
  });
}
