/**
 * The browsing pages (home, the product list and search, a product, the cart) load their script when a person shows
 * up, not at load (decisions 035, 036). The server writes the page's module script inert
 * (`type="${INERT_MODULE_TYPE}"`) and its module preloads with an inert `rel` (app/server/boot-on-intent.ts); this
 * inline script, in the head, makes them live on the first sign of a person: a touch, a pointer moving or pressed, a
 * key, a focus, a scroll or a wheel. Until then the page is its server-rendered HTML: links and forms work as plain
 * HTML, and a button pressed in the meantime is held by the early-taps script and pressed once the page has hydrated.
 */
/**
 * The pages a shopper browses, which load their script on intent (decision 035): the home page, the product list
 * and search, a product, and the cart, which the server renders priced from the lines its cookie mirrors (decision
 * 036). The pages where a task is under way (checkout, payment, an order, the dashboard) boot at load.
 */
const BROWSING_ROUTES = new Set([
  "routes/home",
  "routes/home-alias",
  "routes/products",
  "routes/productdetails.$id",
  "routes/shoppingcart",
]);

/** Whether the page whose deepest route is `routeId` loads its script on intent. */
export const bootsOnIntent = (routeId: string | undefined): boolean =>
  routeId !== undefined && BROWSING_ROUTES.has(routeId);

export const INERT_MODULE_TYPE = "text/x-module-on-intent";
/**
 * The type the server gives React Router's inline scripts (its data for hydration and its scroll restoration), which
 * have nothing to do before the module: run at the boot, in document order, they spare a slow phone their work (a
 * stream, the history entry, session storage) while the page is first laid out.
 */
export const INERT_SCRIPT_TYPE = "text/x-script-on-intent";
export const INERT_PRELOAD_REL = "x-modulepreload-on-intent";

/**
 * Marks what the server could not render without this browser (the cart's lines when no cookie mirrors them): a page
 * that has one boots at load, as it cannot show itself otherwise.
 */
export const NEEDS_SCRIPT_ATTRIBUTE = "data-needs-script";

/**
 * The events that mean a person is on the page. A robot loading it (a crawler, Lighthouse) sends none of them.
 * Written out in the script's text (no call builds it), so the browser's bundle, which never runs the script again,
 * leaves the whole text out.
 */
export const BOOT_ON_INTENT_SCRIPT =
  "(()=>{const E=['touchstart','pointerdown','pointermove','keydown','focusin','scroll','wheel']" +
  ",o={capture:true,passive:true};let d=false;" +
  "const live=()=>{" +
  `for(const l of document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]'))l.rel='modulepreload';` +
  `for(const i of document.querySelectorAll('script[type="${INERT_SCRIPT_TYPE}"]')){` +
  "const c=document.createElement('script');c.nonce=i.nonce;c.textContent=i.textContent;i.replaceWith(c)}" +
  `const s=document.querySelector('script[type="${INERT_MODULE_TYPE}"]');if(!s)return;` +
  "const m=document.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;" +
  "document.head.append(m)};" +
  "const go=()=>{if(d)return;d=true;for(const t of E)removeEventListener(t,go,o);" +
  "document.readyState==='loading'?addEventListener('DOMContentLoaded',live):live()};" +
  "window.__bootOnIntent=go;for(const t of E)addEventListener(t,go,o);" +
  `addEventListener('DOMContentLoaded',()=>{if(document.querySelector('[${NEEDS_SCRIPT_ATTRIBUTE}]'))go()})})()`;

declare global {
  interface Window {
    /** Boots the page at once (what a person's first touch does); defined on the pages that load on intent. */
    __bootOnIntent?: () => void;
  }
}

/** The attributes the flash sale's countdown carries for `COUNTDOWN_TICKER_SCRIPT`: its end, and the server's now. */
export const COUNTDOWN_ENDS_AT = "data-ends-at";
export const COUNTDOWN_SERVER_NOW = "data-server-now";

/**
 * Until the page hydrates, the flash sale's countdown ticks on its own (a countdown standing still reads as a broken
 * page): every second each `<time data-ends-at>` gets its days, hours, minutes and seconds rewritten in the digits it
 * was written in, counting on the server's clock as `FlashCountdown` does. It stops once the page has hydrated (the
 * early-taps queue is gone), and the component, whose digits hydrate without a mismatch warning, takes over.
 */
export const COUNTDOWN_TICKER_SCRIPT =
  "(()=>{const t=setInterval(()=>{if(!('__earlyTaps' in window))return clearInterval(t);" +
  `for(const e of document.querySelectorAll('time[${COUNTDOWN_ENDS_AT}]')){` +
  `const o=e.__o??=Number(e.getAttribute('${COUNTDOWN_SERVER_NOW}'))-Date.now(),` +
  `s=Math.max(0,Math.ceil((Number(e.getAttribute('${COUNTDOWN_ENDS_AT}'))-Date.now()-o)/1000)),` +
  "u=[Math.floor(s/86400),Math.floor(s%86400/3600),Math.floor(s%3600/60),s%60],v=e.querySelectorAll('[data-unit]');" +
  // Bengali digits (U+09E6-U+09EF) written as escapes: an English page carries none.
  "v.forEach((n,i)=>{let x=String(u[i]).padStart(2,'0');" +
  "if(/[\\u09e6-\\u09ef]/.test(n.textContent))x=x.replace(/\\d/g,d=>String.fromCharCode(2534+ +d));" +
  "n.textContent=x})}},1000)})()";
