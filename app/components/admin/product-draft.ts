/**
 * The product form's options, variants grid and gallery as the admin edits them, and the body they make (issue 28):
 * plain functions, so the rules of the grid (one row per combination, rows keep their values while options change,
 * "apply price to all") are tested without a browser. The body is what `POST /api/products` and the edit action
 * take: `options`, `variants` (each naming its values and its image) and `images` in order.
 */
import {
  MAX_IMAGES,
  MAX_VARIANTS,
  type OptionSpec,
  optionChoice,
  sameText,
  variantTitle,
} from "~/schemas/variant-rules.ts";

/** An option being edited: its name and its values as tags. */
export interface OptionDraft {
  id: number;
  name: string;
  values: string[];
}

/** One combination's row of the grid, as typed. `offered: false` leaves the combination out (shown unavailable). */
export interface VariantDraft {
  price: string;
  compareAt: string;
  stock: string;
  sku: string;
  /** The gallery entry's `ref` it shows, or "" for the product's first photo. */
  image: string;
  offered: boolean;
  /** The stored variant the row is (an edit), sent as its `_id`: renaming its values keeps it (issue 45). */
  variantId?: string;
}

/** A photo of the gallery: a stored one (`ref` is its link) or a chosen file waiting to be uploaded. */
export interface GalleryEntry {
  /** The link sent for it: a stored photo's, or a placeholder the screen swaps for the upload's link. */
  ref: string;
  /** What the editor shows: the stored photo's link or the chosen file's object URL. */
  preview: string;
  /** The chosen file, not uploaded yet. */
  file?: File;
}

export interface GridRow {
  key: string;
  values: string[];
  title: string;
  draft: VariantDraft;
}

let nextOptionId = 0;
export const newOption = (name = "", values: string[] = []): OptionDraft => ({ id: nextOptionId++, name, values });

/** A row's key: its values, compared as the server compares them (case and surrounding space aside). */
export const rowKey = (values: string[]) => JSON.stringify(values.map((value) => value.trim().toLocaleLowerCase()));

/** The options that make rows: those with a name and at least one value. */
export function usableOptions(options: OptionDraft[]): OptionSpec[] {
  return options
    .filter((option) => option.name.trim() !== "" && option.values.length > 0)
    .map((option) => ({ name: option.name.trim(), values: option.values }));
}

/** How many combinations the options make (before any is left out). */
export function combinationCount(options: OptionSpec[]): number {
  return options.length === 0 ? 0 : options.reduce((count, option) => count * option.values.length, 1);
}

/** Every combination of the options' values, in the options' order (the first option varies slowest). */
export function combinations(options: OptionSpec[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );
}

/** A new row: the product's price as typed so far, nothing else. */
export function emptyDraft(price = ""): VariantDraft {
  return { price, compareAt: "", stock: "", sku: "", image: "", offered: true };
}

/**
 * The grid's rows for these options: each combination with what was typed for it (kept by its key while options
 * are added, renamed or reordered), or a new row. Empty when the options make more rows than a product may have.
 */
export function gridRows(options: OptionSpec[], drafts: Record<string, VariantDraft>, defaultPrice = ""): GridRow[] {
  if (combinationCount(options) > MAX_VARIANTS) return [];
  return combinations(options).map((values) => {
    const key = rowKey(values);
    return { key, values, title: variantTitle(options, values), draft: drafts[key] ?? emptyDraft(defaultPrice) };
  });
}

/**
 * The drafts once the options changed from `previous` to `next` (the same options, by id): a row whose values were
 * renamed in place (an option with as many values as before, one of them spelled otherwise: "L" to "Large") or
 * reordered (the options' order) moves to its new key with what was typed for it and the stored variant it is, so
 * the edit keeps that variant (issue 45). Anything else (an option or a value added or removed) moves nothing: the
 * drafts stay under their keys, as before.
 */
export function redrafted(
  previous: OptionDraft[],
  next: OptionDraft[],
  drafts: Record<string, VariantDraft>,
): Record<string, VariantDraft> {
  const usable = (options: OptionDraft[]) =>
    options.filter((option) => option.name.trim() !== "" && option.values.length > 0);
  const before = usable(previous);
  const after = usable(next);
  if (before.length !== after.length) return drafts;
  // For each option now, the one it was and how its values read now.
  const pairs = after.map((option) => {
    const was = before.find((candidate) => candidate.id === option.id);
    if (!was) return null;
    const renamedInPlace = was.values.length === option.values.length;
    const wasValue = (value: string) => was.values.some((candidate) => sameText(candidate, value));
    return {
      position: before.indexOf(was),
      // The value as it is now, or the new value in its place (one the option did not have: not a move of another).
      valueOf: (value: string): string | undefined => {
        const kept = option.values.find((candidate) => sameText(candidate, value));
        if (kept !== undefined || !renamedInPlace) return kept;
        const inPlace = option.values[was.values.findIndex((candidate) => sameText(candidate, value))];
        return inPlace !== undefined && !wasValue(inPlace) ? inPlace : undefined;
      },
    };
  });
  if (pairs.some((pair) => pair === null)) return drafts;
  const moves: [string, string][] = [];
  for (const values of combinations(before.map((option) => ({ name: option.name, values: option.values })))) {
    const from = rowKey(values);
    if (!drafts[from]) continue;
    const renamed = pairs.map((pair) => pair!.valueOf(values[pair!.position]!));
    if (renamed.some((value) => value === undefined)) continue;
    const to = rowKey(renamed as string[]);
    if (to !== from) moves.push([from, to]);
  }
  if (moves.length === 0) return drafts;
  const result = { ...drafts };
  for (const [from] of moves) delete result[from];
  for (const [from, to] of moves) result[to] = drafts[from]!;
  return result;
}

/** "Apply price to all": every row gets this price. */
export function applyPriceToAll(
  rows: GridRow[],
  drafts: Record<string, VariantDraft>,
  price: string,
): Record<string, VariantDraft> {
  const next = { ...drafts };
  for (const row of rows) next[row.key] = { ...row.draft, price };
  return next;
}

/** A variant as the body sends it. Numbers stay as typed: the shared schema reads them. */
export interface VariantBody {
  /** The stored variant it is, on an edit. */
  _id?: string;
  sku: string | null;
  options: Record<string, string>;
  price: string;
  compareAtPrice: string | null;
  stock: string;
  image: string | null;
}

/** The offered rows, in order: the body's `variants`, and the rows its errors (`variants.N.price`) refer to. */
export function offeredRows(rows: GridRow[]): GridRow[] {
  return rows.filter((row) => row.draft.offered);
}

/** The body's `options` and `variants` for these rows. */
export function variantsBody(
  options: OptionSpec[],
  rows: GridRow[],
): { options: OptionSpec[]; variants: VariantBody[] } {
  return {
    options,
    variants: offeredRows(rows).map((row) => ({
      ...(row.draft.variantId ? { _id: row.draft.variantId } : {}),
      sku: row.draft.sku.trim() || null,
      options: optionChoice(options, row.values),
      price: row.draft.price,
      compareAtPrice: row.draft.compareAt.trim() === "" ? null : row.draft.compareAt,
      stock: row.draft.stock,
      image: row.draft.image || null,
    })),
  };
}

/** A stored variant, as the edit screen fills the grid in. */
export interface StoredVariant {
  id?: number;
  optionValues: string[];
  sku: string | null;
  priceCents: number;
  compareAtCents: number | null;
  stock: number;
  imageUrl: string | null;
}

const asDecimal = (cents: number) => (cents / 100).toFixed(2);

/**
 * The grid's rows of a stored product: every stored variant's values, and the combinations it does not sell left
 * out (`offered: false`).
 */
export function draftsOf(options: OptionSpec[], variants: StoredVariant[]): Record<string, VariantDraft> {
  const drafts: Record<string, VariantDraft> = {};
  for (const values of combinations(options)) drafts[rowKey(values)] = { ...emptyDraft(), offered: false };
  for (const variant of variants)
    drafts[rowKey(variant.optionValues)] = {
      price: asDecimal(variant.priceCents),
      compareAt: variant.compareAtCents === null ? "" : asDecimal(variant.compareAtCents),
      stock: String(variant.stock),
      sku: variant.sku ?? "",
      image: variant.imageUrl ?? "",
      offered: true,
      ...(variant.id !== undefined ? { variantId: String(variant.id) } : {}),
    };
  return drafts;
}

/** The link sent for the n-th chosen file until it is uploaded: shaped as an image key, so the schema reads it. */
export function placeholderRef(n: number): string {
  return `${n.toString(16).padStart(32, "0")}.webp`;
}

/** The gallery with these files added at its end (as many as fit). */
export function withFiles(
  gallery: GalleryEntry[],
  files: File[],
  preview: (file: File) => string,
  nextRef: () => string,
): GalleryEntry[] {
  const room = Math.max(0, MAX_IMAGES - gallery.length);
  return [...gallery, ...files.slice(0, room).map((file) => ({ ref: nextRef(), preview: preview(file), file }))];
}

/** The gallery with the photo at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** After a photo is removed, rows that showed it show the product's photo. */
export function withoutImage(drafts: Record<string, VariantDraft>, ref: string): Record<string, VariantDraft> {
  return Object.fromEntries(
    Object.entries(drafts).map(([key, draft]) => [key, draft.image === ref ? { ...draft, image: "" } : draft]),
  );
}

/** Replaces photo links in the body (its photo, gallery and variants' photos): placeholders by their uploads' links. */
export function withUploadedLinks<TBody extends { image?: string; images?: string[]; variants?: VariantBody[] }>(
  body: TBody,
  links: Map<string, string>,
): TBody {
  const swap = (ref: string) => links.get(ref) ?? ref;
  return {
    ...body,
    ...(body.image ? { image: swap(body.image) } : {}),
    ...(body.images ? { images: body.images.map(swap) } : {}),
    ...(body.variants
      ? { variants: body.variants.map((variant) => ({ ...variant, image: variant.image && swap(variant.image) })) }
      : {}),
  };
}

/**
 * The body as the form checks it: every photo named by a key of its place in the gallery. The form checks the body's
 * shape (which photo each variant shows, how many photos); the stored photos' links are the server's own, and the
 * server checks them again.
 */
export function checkableBody<TBody extends { image?: string; images?: string[]; variants?: VariantBody[] }>(
  body: TBody,
  gallery: GalleryEntry[],
): TBody {
  return withUploadedLinks(body, new Map(gallery.map((entry, index) => [entry.ref, placeholderRef(index + 1)])));
}
