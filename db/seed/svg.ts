/**
 * SVG drawing primitives shared by the seed illustrations (db/seed/art.ts) and the Hot Deals pictures
 * (scripts/generate-hot-deal-images.ts). Pure string building with no imports, so it runs in Node and in the
 * Workers runtime.
 */

// ------------------------------------------------------------------ colours

/** A hue in whole degrees within [0, 360); anything that is not a finite number counts as 0. */
export function wrapHue(hue: number): number {
  const h = Math.round(Number.isFinite(hue) ? hue : 0) % 360;
  return h < 0 ? h + 360 : h;
}

/** A CSS `hsl()` colour; the hue is wrapped with {@link wrapHue}, `a` (alpha) is left out when undefined. */
export function hsl(h: number, s: number, l: number, a?: number): string {
  const hue = wrapHue(h);
  return a === undefined ? `hsl(${hue} ${s}% ${l}%)` : `hsl(${hue} ${s}% ${l}% / ${a})`;
}

/** One colour of a palette: saturation and lightness in %, optional alpha, and a hue shift from the palette's hue. */
export interface Tone {
  s: number;
  l: number;
  a?: number;
  shift?: number;
}

/**
 * Turns a table of tones into `hsl()` colours around one hue (wrapped first, then shifted per tone).
 * Each caller keeps its own table, so the same roles (main, dark, accent...) can have their own values.
 */
export function tones<K extends string>(hue: number, table: Record<K, Tone>): Record<K, string> {
  const h = wrapHue(hue);
  const out = {} as Record<K, string>;
  for (const key of Object.keys(table) as K[]) {
    const { s, l, a, shift = 0 } = table[key];
    out[key] = hsl(h + shift, s, l, a);
  }
  return out;
}

// ------------------------------------------------------------------ elements

export type Attrs = Record<string, string | number | undefined>;

/** ` key="value"` for every attribute whose value is not undefined, in the object's order. */
export function attrs(a: Attrs): string {
  let out = "";
  for (const key of Object.keys(a)) {
    const value = a[key];
    if (value !== undefined) out += ` ${key}="${value}"`;
  }
  return out;
}

/** A rectangle; a corner radius `rx` of 0 is left out. */
export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra: Attrs = {}): string {
  return `<rect${attrs({ x, y, width: w, height: h, rx: rx || undefined, fill, ...extra })}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
}

/** A filled path. */
export function path(d: string, fill: string, extra: Attrs = {}): string {
  return `<path${attrs({ d, fill, ...extra })}/>`;
}

/** An unfilled path drawn with a round-capped, round-joined stroke. */
export function stroke(d: string, color: string, width: number, extra: Attrs = {}): string {
  return path(d, "none", {
    stroke: color,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...extra,
  });
}

/** A straight round-capped stroke from (x1, y1) to (x2, y2). */
export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: string,
  width: number,
  extra: Attrs = {},
): string {
  return stroke(`M${x1} ${y1}L${x2} ${y2}`, color, width, extra);
}

/** `body` wrapped in a group with the given transform. */
export function group(transform: string, body: string): string {
  return `<g transform="${transform}">${body}</g>`;
}

/** A small four-pointed sparkle. */
export function sparkle(cx: number, cy: number, r: number, fill: string): string {
  const k = r * 0.22;
  return path(
    `M${cx} ${cy - r}Q${cx + k} ${cy - k} ${cx + r} ${cy}Q${cx + k} ${cy + k} ${cx} ${cy + r}` +
      `Q${cx - k} ${cy + k} ${cx - r} ${cy}Q${cx - k} ${cy - k} ${cx} ${cy - r}Z`,
    fill,
  );
}

// ------------------------------------------------------------------ text

/** Fonts that librsvg finds on the build machines, with generic fallbacks. */
export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A `<text>` element at (x, y) with the content escaped; `extra` carries the font and fill attributes. */
export function text(x: number, y: number, content: string, extra: Attrs = {}): string {
  return `<text${attrs({ x, y, ...extra })}>${escapeXml(content)}</text>`;
}
