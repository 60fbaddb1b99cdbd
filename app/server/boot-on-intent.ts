import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from "~/boot-on-intent.ts";

export { bootsOnIntent } from "~/boot-on-intent.ts";

// React Router writes the page's one module script and its preloads exactly so (`<Scripts>`); React escapes quotes
// in text, so neither can come from data.
const MODULE_SCRIPT = / type="module" async=""/;
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/** Makes one tag inert: its module script a data block, its module preloads unknown links. */
const inert = (tag: string) =>
  tag
    .replace(MODULE_PRELOAD, `<link rel="${INERT_PRELOAD_REL}"`)
    .replace(MODULE_SCRIPT, ` type="${INERT_MODULE_TYPE}"`);

/**
 * The rendered HTML with the page's module script and preloads made inert, as it streams: each chunk is passed on
 * at once but for an unfinished tag at its end, which waits for the rest of it.
 */
export function withScriptsOnIntent(html: ReadableStream): ReadableStream<Uint8Array> {
  let pending = "";
  const rewrite = new TransformStream<string, string>({
    transform(chunk, controller) {
      const text = pending + chunk;
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      pending = text.slice(cut);
      if (cut > 0) controller.enqueue(inertTags(text.slice(0, cut)));
    },
    flush(controller) {
      if (pending) controller.enqueue(inertTags(pending));
    },
  });
  return html.pipeThrough(new TextDecoderStream()).pipeThrough(rewrite).pipeThrough(new TextEncoderStream());
}

/** Every `<link rel="modulepreload"` and `<script ... type="module" async="">` tag in `html` made inert. */
function inertTags(html: string): string {
  return html.replace(/<(?:link|script)\b[^>]*>/g, inert);
}
