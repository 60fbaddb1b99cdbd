/**
 * Draws the Hot Deals pictures (flat illustrations from the primitives of db/seed/svg.ts, in the style of
 * db/seed/art.ts) and writes them to public/hot-deals/<slug>.webp at 480 x 480; app/data/hot-deals.ts points each deal
 * at its file.
 * Run once after changing a drawing: `node scripts/generate-hot-deal-images.ts`. The files are committed.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { svgToWebp } from "../db/seed/images.ts";
import { circle, ellipse, FONT, group, hsl, line, path, rect, sparkle, stroke, text, tones } from "../db/seed/svg.ts";

const SIZE = 480;
const OUT_DIR = join(import.meta.dirname, "..", "public", "hot-deals");

// ------------------------------------------------------------------ colours

interface Palette {
  main: string;
  dark: string;
  deep: string;
  light: string;
  pale: string;
  accent: string;
  bg: string;
  blob: string;
  dot: string;
  shadow: string;
}

function palette(hue: number, accentShift = 170): Palette {
  return tones(hue, {
    main: { s: 66, l: 52 },
    dark: { s: 58, l: 38 },
    deep: { s: 52, l: 26 },
    light: { s: 74, l: 74 },
    pale: { s: 80, l: 92 },
    accent: { s: 74, l: 58, shift: accentShift },
    bg: { s: 60, l: 96 },
    blob: { s: 68, l: 89 },
    dot: { s: 62, l: 80 },
    shadow: { s: 40, l: 25, a: 0.16 },
  });
}

const METAL = hsl(210, 14, 84);
const METAL_DARK = hsl(210, 10, 62);
const INK = hsl(220, 22, 20);
const WHITE = "#ffffff";
const GLOW = hsl(48, 100, 68);

// ------------------------------------------------------------------ the scene

/** Tinted square, a round blob, a few dots and a sparkle, and the item's shadow on the ground. */
function scene(p: Palette, body: string, shadowWidth = 150): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    rect(0, 0, SIZE, SIZE, 0, p.bg) +
    circle(240, 240, 188, p.blob) +
    circle(78, 112, 9, p.dot) +
    circle(404, 150, 6, p.dot) +
    circle(394, 392, 10, p.dot) +
    circle(96, 382, 6, p.dot) +
    sparkle(412, 236, 13, p.dot) +
    ellipse(240, 374, shadowWidth, 14, p.shadow) +
    body +
    `</svg>`
  );
}

// ------------------------------------------------------------------ the drawings

function torch(): string {
  const p = palette(212);
  let s = "";
  s += path("M388 204L452 164Q478 240 452 316L388 276Z", GLOW, { opacity: 0.4 });
  s += rect(112, 214, 34, 52, 10, p.deep);
  s += rect(134, 210, 196, 60, 18, p.main);
  s += rect(150, 216, 164, 12, 6, p.light, { opacity: 0.55 });
  for (let x = 160; x <= 220; x += 15) s += line(x, 236, x, 262, p.dark, 5);
  s += rect(246, 198, 34, 16, 7, p.accent);
  s += path("M322 210L376 184Q390 180 390 196L390 284Q390 300 376 296L322 270Z", p.dark);
  s += path("M330 214L372 194L372 204L330 224Z", p.light, { opacity: 0.4 });
  s += ellipse(390, 240, 12, 50, GLOW);
  s += ellipse(392, 240, 6, 36, WHITE, { opacity: 0.8 });
  return scene(p, group("rotate(-18 250 240)", s), 140);
}

function travelTools(): string {
  const p = palette(4, 190);
  const pivot = { x: 168, y: 292 };
  const tool = (angle: number, body: string) => group(`translate(${pivot.x} ${pivot.y}) rotate(${angle})`, body);
  let s = "";
  s += tool(-78, rect(0, -9, 128, 18, 6, METAL_DARK) + path("M128 -9L150 -4L150 4L128 9Z", METAL_DARK));
  s += tool(
    -54,
    rect(0, -11, 150, 22, 4, METAL) + path("M8 11L150 11L142 20L16 20Z", METAL_DARK) + circle(118, 0, 6, p.bg),
  );
  s += tool(-28, path("M0 -12L150 -12Q178 -10 190 6L0 12Z", METAL) + line(10, 4, 176, 4, WHITE, 3, { opacity: 0.7 }));
  s += rect(138, 266, 230, 54, 27, p.main);
  s += rect(156, 274, 196, 12, 6, p.light, { opacity: 0.5 });
  s += rect(212, 292, 86, 14, 7, p.dark, { opacity: 0.45 });
  s += circle(pivot.x, pivot.y, 11, METAL) + circle(pivot.x, pivot.y, 5, METAL_DARK);
  s += circle(338, 293, 11, METAL) + circle(338, 293, 5, METAL_DARK);
  s += path("M252 286h12v-12h10v12h12v10h-12v12h-10v-12h-12z", WHITE);
  return scene(p, s, 130);
}

function waterproofTent(): string {
  const p = palette(146, 60);
  const rain = hsl(205, 80, 60);
  let s = "";
  s += line(240, 132, 100, 372, p.deep, 3, { opacity: 0.5 });
  s += line(240, 132, 380, 372, p.deep, 3, { opacity: 0.5 });
  s += path("M240 132L96 366Q94 372 102 372L240 372Z", p.main);
  s += path("M240 132L384 366Q386 372 378 372L240 372Z", p.dark);
  s += path("M240 132L160 372L240 372Z", p.light, { opacity: 0.28 });
  s += path("M240 222L196 372L284 372Z", p.deep);
  s += path("M240 222L284 372L306 372Q270 300 240 222Z", p.light);
  s += line(240, 108, 240, 140, INK, 5);
  s += path("M242 108L278 118L242 128Z", p.accent);
  for (const [x, y] of [
    [118, 150],
    [358, 118],
    [150, 92],
    [330, 196],
    [400, 250],
    [88, 250],
  ] as const) {
    s += path(`M${x} ${y}q8 12 8 18a8 8 0 0 1-16 0q0-6 8-18z`, rain);
  }
  return scene(p, s, 170);
}

function sleepingKit(): string {
  const p = palette(262);
  let s = "";
  s += group(
    "rotate(-8 318 170)",
    rect(250, 138, 136, 64, 26, p.pale) +
      rect(262, 150, 112, 40, 18, "none", { stroke: p.light, "stroke-width": 3, "stroke-dasharray": "7 6" }),
  );
  s += rect(106, 216, 228, 140, 40, p.main);
  s += rect(120, 228, 196, 20, 10, p.light, { opacity: 0.45 });
  s += ellipse(334, 286, 40, 70, p.dark);
  s += ellipse(334, 286, 28, 50, "none", { stroke: p.light, "stroke-width": 5, opacity: 0.7 });
  s += ellipse(334, 286, 15, 28, "none", { stroke: p.light, "stroke-width": 5, opacity: 0.7 });
  s += ellipse(334, 286, 5, 9, p.deep);
  s += rect(168, 210, 20, 152, 6, p.deep);
  s += rect(262, 210, 20, 152, 6, p.deep);
  s += rect(164, 276, 28, 22, 5, METAL);
  s += rect(258, 276, 28, 22, 5, METAL);
  return scene(p, s, 150);
}

function travelRope(): string {
  const p = palette(28, 180);
  const braid = { "stroke-dasharray": "5 13", opacity: 0.75 };
  let s = "";
  for (const [rx, ry] of [
    [138, 74],
    [108, 56],
    [78, 40],
  ] as const) {
    s += ellipse(214, 300, rx, ry, "none", { stroke: p.main, "stroke-width": 22 });
    s += ellipse(214, 300, rx, ry, "none", { stroke: p.dark, "stroke-width": 22, ...braid });
  }
  s += ellipse(214, 300, 48, 24, p.deep, { opacity: 0.3 });
  s += stroke("M340 270Q392 230 372 176", p.main, 22);
  s += stroke("M340 270Q392 230 372 176", p.dark, 22, braid);
  s += rect(358, 160, 30, 22, 6, p.deep);
  s += group(
    "rotate(18 372 118)",
    rect(346, 66, 52, 104, 26, "none", { stroke: METAL_DARK, "stroke-width": 11 }) +
      line(346, 96, 346, 140, p.accent, 11, { "stroke-linecap": "butt" }),
  );
  return scene(p, s, 160);
}

function lamp(): string {
  const p = palette(34, 190);
  let s = "";
  s += circle(240, 262, 120, GLOW, { opacity: 0.28 });
  s += stroke("M196 168Q196 96 240 96Q284 96 284 168", p.deep, 10);
  s += path("M186 188L204 160L276 160L294 188Z", p.dark);
  s += rect(226, 146, 28, 18, 6, p.deep);
  s += rect(190, 186, 100, 148, 20, hsl(48, 100, 88));
  s += circle(240, 262, 40, GLOW, { opacity: 0.8 });
  s += path("M240 228Q262 256 254 276A15 15 0 0 1 226 276Q218 256 240 228Z", hsl(28, 96, 58));
  s += path("M240 248Q250 264 246 276A7 7 0 0 1 234 276Q230 264 240 248Z", hsl(48, 100, 80));
  s += line(190, 200, 190, 320, p.dark, 10);
  s += line(290, 200, 290, 320, p.dark, 10);
  s += line(208, 200, 208, 318, WHITE, 5, { opacity: 0.6 });
  s += rect(172, 328, 136, 40, 12, p.main);
  s += rect(184, 336, 112, 8, 4, p.light, { opacity: 0.55 });
  return scene(p, s, 110);
}

function knifeSet(): string {
  const p = palette(200, 150);
  const knife = (x: number, angle: number, length: number, handle: string) =>
    group(
      `translate(${x} 360) rotate(${angle})`,
      path(`M-13 -96L-13 ${-96 - length}Q-13 ${-112 - length} 0 ${-118 - length}Q17 ${-70 - length} 15 -96Z`, METAL) +
        line(-6, -104, -6, -90 - length, WHITE, 3, { opacity: 0.75 }) +
        rect(-16, -104, 32, 12, 4, METAL_DARK) +
        rect(-15, -94, 30, 96, 12, handle) +
        circle(0, -70, 4, METAL) +
        circle(0, -30, 4, METAL),
    );
  let s = "";
  s += knife(186, -16, 110, p.dark);
  s += knife(294, 16, 96, p.accent);
  s += knife(240, 0, 150, p.main);
  return scene(p, s, 120);
}

function compass(): string {
  const p = palette(186, 200);
  const cx = 240;
  const cy = 256;
  let s = "";
  s += circle(cx, 118, 22, "none", { stroke: METAL_DARK, "stroke-width": 10 });
  s += rect(cx - 18, 128, 36, 22, 8, p.deep);
  s += circle(cx, cy, 118, p.main);
  s += circle(cx, cy, 118, "none", { stroke: p.dark, "stroke-width": 10 });
  s += circle(cx, cy, 96, WHITE);
  for (let i = 0; i < 36; i++) {
    const angle = (i * Math.PI) / 18;
    const inner = i % 9 === 0 ? 72 : 82;
    s += line(
      cx + Math.sin(angle) * inner,
      cy - Math.cos(angle) * inner,
      cx + Math.sin(angle) * 90,
      cy - Math.cos(angle) * 90,
      i % 9 === 0 ? INK : METAL_DARK,
      i % 9 === 0 ? 4 : 2,
    );
  }
  s += text(cx, cy - 40, "N", {
    "text-anchor": "middle",
    "font-family": FONT,
    "font-size": 24,
    "font-weight": "bold",
    fill: INK,
  });
  s += group(
    `rotate(28 ${cx} ${cy})`,
    path(`M${cx} ${cy - 70}L${cx + 14} ${cy}L${cx - 14} ${cy}Z`, hsl(4, 78, 54)) +
      path(`M${cx} ${cy + 70}L${cx + 14} ${cy}L${cx - 14} ${cy}Z`, METAL_DARK),
  );
  s += circle(cx, cy, 9, INK) + circle(cx, cy, 4, METAL);
  s += path(`M${cx - 70} ${cy - 56}A90 90 0 0 1 ${cx + 20} ${cy - 88}`, "none", {
    stroke: WHITE,
    "stroke-width": 8,
    "stroke-linecap": "round",
    opacity: 0.5,
  });
  return scene(p, s, 120);
}

function bootShoe(): string {
  const p = palette(24, 185);
  let s = "";
  s += path("M136 132L236 132L246 246Q306 250 352 270Q390 286 392 318L124 318Q118 226 136 132Z", p.main);
  s += path("M136 132L172 132Q160 230 170 318L124 318Q118 226 136 132Z", p.dark, { opacity: 0.45 });
  s += path("M326 262Q386 280 392 318L318 318Q314 286 326 262Z", p.dark);
  s += rect(128, 120, 116, 26, 12, p.deep);
  s += path("M150 120Q150 92 170 92Q190 92 190 120", "none", { stroke: p.accent, "stroke-width": 8 });
  for (let i = 0; i < 5; i++) {
    const y = 162 + i * 20;
    s += line(232 + i * 2.5, y, 250 + i * 3, y + 14, p.pale, 6);
    s += line(250 + i * 3, y, 232 + i * 2.5, y + 14, p.pale, 6);
    s += circle(254 + i * 3, y + 2, 5, METAL);
  }
  s += rect(118, 312, 280, 14, 7, p.pale);
  s += path("M116 324L398 324Q402 352 380 356L128 356Q112 352 116 324Z", INK);
  for (let x = 140; x <= 370; x += 26) s += rect(x, 346, 14, 10, 3, p.deep);
  return scene(p, s, 160);
}

function travelBag(): string {
  const p = palette(222, 190);
  let s = "";
  s += stroke("M118 262Q240 92 362 262", p.deep, 12);
  s += rect(102, 202, 276, 152, 64, p.main);
  s += rect(128, 214, 224, 18, 9, p.light, { opacity: 0.45 });
  s += path("M102 266Q102 202 156 202L156 354Q102 354 102 290Z", p.dark);
  s += path("M378 266Q378 202 324 202L324 354Q378 354 378 290Z", p.dark);
  s += stroke("M200 206Q200 150 240 150Q280 150 280 206", p.deep, 14);
  s += line(156, 222, 324, 222, METAL_DARK, 4, { "stroke-dasharray": "4 4" });
  s += rect(300, 214, 14, 24, 4, METAL);
  s += rect(184, 268, 112, 62, 16, p.dark, { opacity: 0.4 });
  s += line(196, 282, 284, 282, METAL_DARK, 3, { "stroke-dasharray": "4 4" });
  s += line(336, 236, 352, 276, INK, 3);
  s += group("rotate(18 352 292)", rect(338, 276, 30, 40, 6, p.accent) + circle(353, 286, 4, p.bg));
  return scene(p, s, 170);
}

/** One drawing per deal, by the slug in the deal's `image` path. */
const drawings: Record<string, () => string> = {
  torch,
  "travel-tools": travelTools,
  "waterproof-tent": waterproofTent,
  "sleeping-kit": sleepingKit,
  "travel-rope": travelRope,
  lamp,
  "knife-set": knifeSet,
  compus: compass,
  "boot-shoe": bootShoe,
  "travel-bag": travelBag,
};

await mkdir(OUT_DIR, { recursive: true });
for (const [slug, draw] of Object.entries(drawings)) {
  const webp = await svgToWebp(draw(), SIZE, SIZE, 82);
  await writeFile(join(OUT_DIR, `${slug}.webp`), webp);
  console.log(`public/hot-deals/${slug}.webp  ${(webp.byteLength / 1024).toFixed(1)} KB`);
}
