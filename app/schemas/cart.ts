/**
 * The stored cart, in the spec's shape (localStorage key `shopping_cart`): a list of
 * `{product_id, product_qty, product_type}`, and `variant_id` for a product with options (issue 28; an entry
 * without one is the product's single variant). Pure functions, shared by the browser store and the server.
 */
export const CART_STORAGE_KEY = "shopping_cart";
/** A cookie mirroring the item count, so the server renders the same badge as the first client paint. */
export const CART_COUNT_COOKIE = "cart_count";
/**
 * A cookie mirroring the lines themselves, so the server can render the cart page priced (decision 036): each line
 * `product.variant.type.quantity` (`12..r.3`, `45.678.f.1`), lines joined by `_`. About 15 bytes a line.
 */
export const CART_LINES_COOKIE = "cart_lines";
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

export type ProductType = "regular" | "flashsell";

export interface CartLine {
  product_id: string;
  product_qty: number;
  product_type: ProductType;
  variant_id?: string;
}

/** Spec: quantity parsed as an integer, default 1; kept between 1 and 99. */
export function parseQuantity(value: unknown): number {
  const parsed = typeof value === "number" ? Math.trunc(value) : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(parsed) || parsed < 1) return 1;
  return Math.min(parsed, MAX_LINE_QUANTITY);
}

function parseLine(value: unknown): CartLine | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = record.product_id;
  if ((typeof id !== "string" && typeof id !== "number") || String(id).trim() === "") return null;
  const variant = String(record.variant_id ?? "").trim();
  return {
    product_id: String(id).trim(),
    product_qty: parseQuantity(record.product_qty),
    product_type: record.product_type === "flashsell" ? "flashsell" : "regular",
    ...(/^\d+$/.test(variant) ? { variant_id: variant } : {}),
  };
}

/** Reads a stored cart, repairing whatever it can: bad JSON or entries are dropped, duplicates merged. */
export function parseCart(raw: string | null | undefined): CartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.reduce<CartLine[]>((lines, entry) => {
    const line = parseLine(entry);
    return line ? addToCart(lines, line) : lines;
  }, []);
}

type LineKey = Pick<CartLine, "product_id" | "product_type" | "variant_id">;

/** One line per product, variant and type. */
function sameLine(a: LineKey, b: LineKey) {
  return a.product_id === b.product_id && a.product_type === b.product_type && a.variant_id === b.variant_id;
}

/** Spec: adding a product already in the cart (same id, variant and type) adds to its quantity. */
export function addToCart(lines: CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((candidate) => sameLine(candidate, line));
  if (existing) {
    return lines.map((candidate) =>
      candidate === existing
        ? { ...candidate, product_qty: parseQuantity(candidate.product_qty + line.product_qty) }
        : candidate,
    );
  }
  if (lines.length >= MAX_CART_LINES) return lines;
  return [...lines, { ...line, product_qty: parseQuantity(line.product_qty) }];
}

export function setLineQuantity(lines: CartLine[], target: LineKey, quantity: number) {
  return lines.map((line) => (sameLine(line, target) ? { ...line, product_qty: parseQuantity(quantity) } : line));
}

export function removeLine(lines: CartLine[], target: LineKey) {
  return lines.filter((line) => !sameLine(line, target));
}

export function cartItemCount(lines: CartLine[]): number {
  return lines.reduce((total, line) => total + line.product_qty, 0);
}

/** The value of the cookie `name` in a Cookie header, if it is all of `value`'s form (a regular expression source). */
function cookieValue(cookieHeader: string | null, name: string, value: string): string | undefined {
  return (cookieHeader ?? "").match(new RegExp(`(?:^|;\\s*)${name}=(${value})(?:;|$)`))?.[1];
}

/** The badge count the server saw in the cookie, or 0. */
export function cartCountFromCookie(cookieHeader: string | null): number {
  const count = cookieValue(cookieHeader, CART_COUNT_COOKIE, "\\d{1,5}");
  return count ? Number(count) : 0;
}

const COOKIE_LINE = /^(\d{1,12})\.(\d{1,12})?\.([rf])\.(\d{1,2})$/;

/**
 * The lines as the cart-lines cookie holds them, or "" when they cannot be held there (an id that is not a number
 * the API takes; then the page is priced in the browser, as before).
 */
export function cartLinesCookieValue(lines: CartLine[]): string {
  const encoded = lines.map(
    (line) =>
      `${line.product_id}.${line.variant_id ?? ""}.${line.product_type === "flashsell" ? "f" : "r"}.${line.product_qty}`,
  );
  return encoded.every((line) => COOKIE_LINE.test(line)) ? encoded.join("_") : "";
}

/** The lines the server saw in the cart-lines cookie (null without one, or when it is not one this shop wrote). */
export function cartLinesFromCookie(cookieHeader: string | null): CartLine[] | null {
  const value = cookieValue(cookieHeader, CART_LINES_COOKIE, "[\\w.]*");
  if (!value) return null;
  const lines: CartLine[] = [];
  for (const part of value.split("_")) {
    const [, productId, variantId, type, quantity] = part.match(COOKIE_LINE) ?? [];
    if (!productId || !type || !quantity) return null;
    lines.push({
      product_id: productId,
      product_qty: parseQuantity(quantity),
      product_type: type === "f" ? "flashsell" : "regular",
      ...(variantId ? { variant_id: variantId } : {}),
    });
  }
  return lines.length <= MAX_CART_LINES ? lines : null;
}

/** The two cookies mirroring the cart (its count, and its lines when they fit), as `document.cookie` writes them. */
export function cartCookies(lines: CartLine[]): string[] {
  const value = cartLinesCookieValue(lines);
  const attributes = "; Path=/; SameSite=Lax";
  return [
    `${CART_COUNT_COOKIE}=${cartItemCount(lines)}${attributes}; Max-Age=31536000`,
    value
      ? `${CART_LINES_COOKIE}=${value}${attributes}; Max-Age=31536000`
      : `${CART_LINES_COOKIE}=${attributes}; Max-Age=0`,
  ];
}
