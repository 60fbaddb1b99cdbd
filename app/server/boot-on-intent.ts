import { INERT_MODULE_TYPE, INERT_PRELOAD_REL, INERT_SCRIPT_TYPE } from "~/boot-on-intent.ts";

export { bootsOnIntent } from "~/boot-on-intent.ts";

// React Router writes the page's one module script and its preloads exactly so (`<Scripts>`); React escapes quotes
// in text, so neither can come from data.
const MODULE_SCRIPT = / type="module" async=""/;
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * React Router's inline scripts, known by how they begin: its context and loader data (`<Scripts>`, each a
 * `window.__reactRouterContext` statement) and `<ScrollRestoration>`'s. Nothing else is touched: React's own
 * streaming scripts (`$RC(...)`, which put a streamed part of the page in place) and the head's scripts must run
 * as the page is parsed. A script not recognised (another version's text) stays live, as before decision 039.
 */
const ROUTER_SCRIPT =
  /^<script\b(?![^>]*\s(?:type|src)=)[^>]*>(?:window\.__reactRouterContext\b|\(\(storageKey, restoreKey\) =>)/;
/** How many characters of a script's text decide whether it is React Router's. */
const SCRIPT_LOOKAHEAD = 32;

/** Makes one tag inert: its module script a data block, its module preloads unknown links. */
const inert = (tag: string) =>
  tag
    .replace(MODULE_PRELOAD, `<link rel="${INERT_PRELOAD_REL}"`)
    .replace(MODULE_SCRIPT, ` type="${INERT_MODULE_TYPE}"`);

/**
 * The rendered HTML with the page's module script and preloads and React Router's inline scripts made inert, as it
 * streams: each chunk is passed on at once but for an unfinished tag at its end, which waits for the rest of it (a
 * script's tag, for its first characters).
 */
export function withScriptsOnIntent(html: ReadableStream): ReadableStream<Uint8Array> {
  let pending = "";
  const rewrite = new TransformStream<string, string>({
    transform(chunk, controller) {
      const text = pending + chunk;
      const cut = safeCut(text);
      pending = text.slice(cut);
      if (cut > 0) controller.enqueue(inertTags(text.slice(0, cut)));
    },
    flush(controller) {
      if (pending) controller.enqueue(inertTags(pending));
    },
  });
  return html.pipeThrough(new TextDecoderStream()).pipeThrough(rewrite).pipeThrough(new TextEncoderStream());
}

/**
 * Where `text` may be cut: before an unfinished tag at its end, or before a script tag whose first characters have
 * not all arrived (they say whether it is React Router's).
 */
function safeCut(text: string): number {
  const open = text.lastIndexOf("<");
  if (open > text.lastIndexOf(">")) return open;
  const script = text.lastIndexOf("<script");
  if (script === -1) return text.length;
  const body = text.indexOf(">", script) + 1;
  const complete = text.length - body >= SCRIPT_LOOKAHEAD || text.includes("</script", body);
  return complete ? text.length : script;
}

/** Every module preload and module script in `html` made inert, and React Router's inline scripts. */
function inertTags(html: string): string {
  return html.replace(/<(?:link|script)\b[^>]*>/g, (tag, at: number) =>
    ROUTER_SCRIPT.test(html.slice(at, at + tag.length + SCRIPT_LOOKAHEAD))
      ? tag.replace("<script", `<script type="${INERT_SCRIPT_TYPE}"`)
      : inert(tag),
  );
}
