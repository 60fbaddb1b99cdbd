/**
 * The cart in the browser: a jotai atom persisted to localStorage (`shopping_cart`, the spec's shape), synced
 * across tabs, with the item count and the lines mirrored to cookies so the server renders the same badge and the
 * same cart page as the first client paint.
 */
import { atom, useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import {
  addToCart,
  CART_COUNT_COOKIE,
  CART_LINES_COOKIE,
  CART_STORAGE_KEY,
  cartCookies,
  cartItemCount,
  MAX_CART_LINES,
  parseCart,
  type CartLine,
} from "~/schemas/cart.ts";

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

/**
 * The stored cart's mirror as an expression for an inline script: a function of the stored text (the value of
 * `shopping_cart`) answering `[count, lines]`, the item count and the cart-lines cookie's value ("" when the lines
 * cannot be held there), or null for no cart. The same reading as `parseCart`, `cartItemCount` and
 * `cartLinesCookieValue` (quantities 1-99, duplicates merged, at most 50 lines), written small and without imports;
 * `cart.test.ts` checks the two agree. (Functions, not constants, so that the browser's bundle, which never runs the
 * inline script again, leaves their text out.)
 */
export function storedCartMirror(): string {
  return (
    "r=>{const a=JSON.parse(r),L=[],Q=x=>{x=typeof x=='number'?Math.trunc(x):parseInt(String(x??''),10);" +
    "return isFinite(x)&&x>=1?Math.min(x,99):1};if(!Array.isArray(a))return null;" +
    "for(const e of a){if(typeof e!='object'||!e)continue;const i=e.product_id;" +
    "if(typeof i!='string'&&typeof i!='number'||String(i).trim()=='')continue;" +
    "const p=String(i).trim(),t=e.product_type=='flashsell'?'f':'r',k=String(e.variant_id??'').trim(),v=/^\\d+$/.test(k)?k:'',q=Q(e.product_qty)," +
    "s=L.find(l=>l.p==p&&l.t==t&&l.v==v);if(s)s.q=Q(s.q+q);else if(L.length<" +
    MAX_CART_LINES +
    ")L.push({p,t,v,q})}" +
    "if(!L.length)return null;const c=L.map(l=>l.p+'.'+l.v+'.'+l.t+'.'+l.q);" +
    "return[L.reduce((n,l)=>n+l.q,0),c.every(x=>/^\\d{1,12}\\.(\\d{1,12})?\\.[rf]\\.\\d{1,2}$/.test(x))?c.join('_'):'']}"
  );
}

/** This tab's note (sessionStorage) that it has asked for a page again to show a cart rebuilt into its cookies. */
const CART_REBUILT_MARK = "cart_cookies_rebuilt";

/**
 * Inline in the document's head, on every page: a cart stored in this browser without the cookies that mirror it
 * (every cart saved before decision 036, or cookies cleared since) gets them written, and the page is asked for
 * again, once, so the server renders what this browser holds: the header's count, and the cart page priced. Before
 * it, such a cart opened as "Your cart is empty" until the page's script had booted, and the browsing pages boot
 * only on the first touch (decision 035). The page is fetched again without its fragment (a replace, so a page a
 * form posted to is not posted again), and only when the cookie took (cookies allowed) and not yet in this tab.
 * With both cookies there (every page of every visit after), it reads them and stops.
 */
export function cartCookiesScript(): string {
  return (
    "(()=>{try{const g=n=>document.cookie.split('; ').find(c=>c.startsWith(n+'='))?.slice(n.length+1);" +
    `if(g('${CART_COUNT_COOKIE}')!==undefined&&g('${CART_LINES_COOKIE}')!==undefined)return;` +
    `const r=localStorage.getItem('${CART_STORAGE_KEY}');if(!r)return;const m=(` +
    storedCartMirror() +
    `)(r);if(!m||g('${CART_COUNT_COOKIE}')!==undefined&&!m[1])return;` +
    "const A='; Path=/; SameSite=Lax; Max-Age=31536000';" +
    `document.cookie='${CART_COUNT_COOKIE}='+m[0]+A;if(m[1])document.cookie='${CART_LINES_COOKIE}='+m[1]+A;` +
    `if(g('${CART_COUNT_COOKIE}')==m[0]&&(!m[1]||g('${CART_LINES_COOKIE}')==m[1])&&!sessionStorage.getItem('${CART_REBUILT_MARK}')){` +
    `sessionStorage.setItem('${CART_REBUILT_MARK}','1');location.replace(location.href.replace(/#.*/,''))}` +
    "}catch{}})()"
  );
}
