/**
 * The cart in the browser: a jotai atom persisted to localStorage (`shopping_cart`, the spec's shape), synced
 * across tabs, with the item count and the lines mirrored to cookies so the server renders the same badge and the
 * same cart page as the first client paint.
 */
import { atom, useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { addToCart, CART_STORAGE_KEY, cartCookies, cartItemCount, parseCart, type CartLine } from "~/domain/cart.ts";

/** null until read from storage after hydration (the server cannot see localStorage). */
const storedLinesAtom = atom<CartLine[] | null>(null);

function readStorage(): CartLine[] {
  try {
    return parseCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

function writeStorage(lines: CartLine[]) {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page view.
  }
  mirrorToCookies(lines);
}

function mirrorToCookies(lines: CartLine[]) {
  for (const cookie of cartCookies(lines)) document.cookie = cookie;
}

export const cartLinesAtom = atom(
  (get) => get(storedLinesAtom) ?? [],
  (get, set, update: CartLine[] | ((lines: CartLine[]) => CartLine[])) => {
    const current = get(storedLinesAtom) ?? readStorage();
    const next = typeof update === "function" ? update(current) : update;
    set(storedLinesAtom, next);
    writeStorage(next);
  },
);

export const cartLoadedAtom = atom((get) => get(storedLinesAtom) !== null);

/** Loads the stored cart once hydrated (repairing a corrupt value) and follows changes made in other tabs. */
export function useCartStorageSync() {
  const setStored = useSetAtom(storedLinesAtom);
  useEffect(() => {
    const load = () => {
      const raw = window.localStorage.getItem(CART_STORAGE_KEY);
      const lines = parseCart(raw);
      setStored(lines);
      if (raw !== null && raw !== JSON.stringify(lines)) writeStorage(lines);
      else mirrorToCookies(lines);
    };
    load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) load();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [setStored]);
}

/** The badge count: the server's (from the cookie) until the stored cart is read, then the cart's own. */
export function useCartCount(serverCount: number): number {
  const lines = useAtomValue(cartLinesAtom);
  const loaded = useAtomValue(cartLoadedAtom);
  return loaded ? cartItemCount(lines) : serverCount;
}

export function useAddToCart() {
  const setLines = useSetAtom(cartLinesAtom);
  return (line: CartLine) => setLines((lines) => addToCart(lines, line));
}
