/**
 * Original flat illustrations for the demo catalogue, drawn from basic SVG shapes.
 * Pure string building on the primitives of ./svg.ts (no other imports beyond types), so it runs in Node and in the
 * Workers runtime.
 *
 * Every motif is drawn in a 600 x 600 space, centred on (300, 300) and resting on a ground line near y = 490.
 * Products, category tiles and banners reuse the same drawings at different scales.
 */
import type { Motif, SeedBanner } from "./catalogue.ts";
import { circle, ellipse, FONT, group, hsl, line, path, rect, sparkle, stroke, text, tones, wrapHue } from "./svg.ts";

// ------------------------------------------------------------------ colours

interface Palette {
  /** The item's own colour and its shades. */
  main: string;
  dark: string;
  deep: string;
  light: string;
  pale: string;
  /** Secondary colour, shifted by the variant. */
  accent: string;
  accentDark: string;
  accentLight: string;
  /** Neutrals. */
  ink: string;
  inkSoft: string;
  metal: string;
  metalDark: string;
  white: string;
  /** Background tints. */
  bg: string;
  blob: string;
  dot: string;
  shadow: string;
}

const ACCENT_SHIFTS = [165, 35, 200, 300, 95, 140] as const;
const MAIN_LIGHTNESS = [54, 48, 58, 45, 51, 56] as const;

function variantIndex(variant: number): number {
  const v = Math.trunc(Number.isFinite(variant) ? variant : 0);
  return ((v % 6) + 6) % 6;
}

function palette(hue: number, variant: number): Palette {
  const v = variantIndex(variant);
  const l = MAIN_LIGHTNESS[v] ?? 52;
  const shift = ACCENT_SHIFTS[v] ?? 165;
  return tones(hue, {
    main: { s: 68, l },
    dark: { s: 60, l: l - 16 },
    deep: { s: 55, l: l - 28 },
    light: { s: 75, l: Math.min(l + 22, 84) },
    pale: { s: 80, l: 93 },
    accent: { s: 78, l: 60, shift },
    accentDark: { s: 62, l: 44, shift },
    accentLight: { s: 85, l: 82, shift },
    ink: { s: 22, l: 20 },
    inkSoft: { s: 16, l: 34 },
    metal: { s: 12, l: 82 },
    metalDark: { s: 10, l: 62 },
    white: { s: 40, l: 99 },
    bg: { s: 60, l: 96 },
    blob: { s: 70, l: 89 },
    dot: { s: 65, l: 80 },
    shadow: { s: 40, l: 25, a: 0.14 },
  });
}

// ------------------------------------------------------------------ helpers

/** Mirror a drawing around the vertical centre line x = 300. */
function mirrored(body: string): string {
  return body + group("matrix(-1 0 0 1 600 0)", body);
}

// ------------------------------------------------------------------ the motifs

interface MotifArt {
  /** Half width of the ground shadow; 0 draws none (floating items). */
  shadow: number;
  /** Ground line (y of the shadow) in the motif's own coordinates; 500 unless the item is short. */
  ground?: number;
  /** Vertical nudge so that short items sit optically centred. */
  dy?: number;
  draw: (p: Palette, v: number) => string;
}

const motifs: Record<Motif, MotifArt> = {
  shirt: {
    shadow: 150,
    draw: (p, v) => {
      const collar = v % 2 === 0 ? p.white : p.accentLight;
      const button = v % 3 === 1 ? p.accent : p.white;
      let s = path(
        "M232 128L368 128L452 170Q470 178 474 198L488 262Q490 276 476 280L420 296L420 470Q420 486 404 487Q300 496 196 487Q180 486 180 470L180 296L124 280Q110 276 112 262L126 198Q130 178 148 170Z",
        p.main,
      );
      // sleeve shading and cuffs
      s += path("M420 296L476 280L478 292L420 310Z", p.dark);
      s += path("M180 296L124 280L122 292L180 310Z", p.dark);
      s += line(180, 300, 180, 230, p.dark, 4, { opacity: 0.5 });
      s += line(420, 300, 420, 230, p.dark, 4, { opacity: 0.5 });
      if (v % 3 === 2) {
        for (let x = 206; x < 400; x += 34) s += line(x, 190, x, 478, p.light, 8, { opacity: 0.55 });
      }
      // placket and buttons
      s += rect(290, 168, 20, 318, 4, p.dark, { opacity: 0.35 });
      for (let y = 212; y < 470; y += 52) s += circle(300, y, 6.5, button);
      // pocket
      if (v % 2 === 0) {
        s += path("M330 222L386 222L386 270Q358 284 330 270Z", p.dark, { opacity: 0.35 });
      }
      // collar
      s += path("M232 128L300 172L270 214L222 150Z", collar);
      s += path("M368 128L300 172L330 214L378 150Z", collar);
      s += path("M232 128Q300 150 368 128L300 172Z", p.deep);
      return s;
    },
  },

  dress: {
    shadow: 165,
    draw: (p, v) => {
      let s = "";
      s += line(262, 100, 254, 180, p.dark, 10);
      s += line(338, 100, 346, 180, p.dark, 10);
      s += path(
        "M250 170Q300 206 350 170Q372 214 352 262L462 468Q470 484 452 488Q300 510 148 488Q130 484 138 468L248 262Q228 214 250 170Z",
        p.main,
      );
      // skirt folds
      s += stroke("M270 290Q250 390 220 486", p.dark, 5, { opacity: 0.35 });
      s += stroke("M300 292L300 494", p.dark, 5, { opacity: 0.35 });
      s += stroke("M330 290Q350 390 380 486", p.dark, 5, { opacity: 0.35 });
      if (v % 2 === 0) {
        const dots: [number, number][] = [
          [230, 400],
          [300, 350],
          [360, 420],
          [250, 460],
          [330, 470],
          [400, 470],
          [196, 470],
          [270, 320],
          [336, 320],
        ];
        for (const [x, y] of dots) s += circle(x, y, 9, p.light, { opacity: 0.85 });
      } else {
        s += path("M150 462Q300 484 450 462L460 470Q464 484 450 486Q300 508 150 486Q136 484 140 470Z", p.dark);
      }
      // waist belt and bow
      s += rect(244, 252, 112, 22, 8, p.accent);
      s += path("M300 263L272 246L272 280Z", p.accentDark);
      s += path("M300 263L328 246L328 280Z", p.accentDark);
      s += circle(300, 263, 8, p.accent);
      // neckline highlight
      s += stroke("M262 178Q300 204 338 178", p.light, 5, { opacity: 0.7 });
      return s;
    },
  },

  sneaker: {
    shadow: 210,
    ground: 466,
    dy: 16,
    draw: (p, v) => {
      let s = "";
      // sole
      s += path("M98 404L508 404Q524 404 524 420L524 440Q524 462 502 462L124 462Q94 462 94 432Z", p.white);
      s += path("M94 436L524 436L524 440Q524 462 502 462L124 462Q94 462 94 436Z", p.metalDark);
      // upper
      s += path(
        "M104 404L104 318Q104 286 136 282L214 270Q244 224 298 222L334 222Q350 276 408 306Q498 338 510 386L512 404Z",
        p.main,
      );
      // heel counter and toe cap
      s += path("M104 404L104 318Q104 286 136 282L168 278L178 404Z", p.dark);
      s += path("M420 312Q500 338 510 386L512 404L440 404Q448 350 420 312Z", v % 2 ? p.accent : p.light);
      // side stripe
      s += stroke("M196 380Q290 300 372 318", v % 2 ? p.white : p.accent, 18);
      // tongue and laces
      s += path("M262 240Q282 196 322 202L334 222Q310 230 292 256Z", p.dark);
      for (let i = 0; i < 4; i++) {
        const x = 276 + i * 32;
        const y = 250 + i * 18;
        s += line(x, y, x + 30, y - 14, p.white, 8);
      }
      // stitching on the sole edge
      s += line(120, 420, 500, 420, p.metal, 3, { "stroke-dasharray": "10 10" });
      return s;
    },
  },

  jacket: {
    shadow: 170,
    draw: (p, v) => {
      let s = "";
      // sleeves
      s += path("M190 160L136 206Q114 226 112 256L104 440Q104 456 120 456L160 456Q172 456 174 444L194 290Z", p.dark);
      s += path("M410 160L464 206Q486 226 488 256L496 440Q496 456 480 456L440 456Q428 456 426 444L406 290Z", p.dark);
      s += rect(102, 430, 74, 30, 10, p.deep);
      s += rect(424, 430, 74, 30, 10, p.deep);
      // body
      s += path("M190 150L250 122L350 122L410 150L424 470Q424 488 406 488L194 488Q176 488 176 470Z", p.main);
      if (v % 2 === 0) {
        for (let y = 200; y < 480; y += 48)
          s += stroke(`M182 ${y}Q300 ${y + 14} 418 ${y}`, p.dark, 4, { opacity: 0.45 });
      } else {
        s += rect(204, 240, 60, 12, 4, p.dark, { opacity: 0.5 });
        s += rect(336, 240, 60, 12, 4, p.dark, { opacity: 0.5 });
      }
      // pockets
      s += line(214, 380, 236, 430, p.deep, 6);
      s += line(386, 380, 364, 430, p.deep, 6);
      // hem band
      s += path("M177 456L423 456L424 470Q424 488 406 488L194 488Q176 488 176 470Z", p.deep);
      // collar
      s += path("M240 126L300 168L360 126L372 92Q300 70 228 92Z", v % 3 === 1 ? p.accent : p.dark);
      s += path("M250 120Q300 140 350 120L300 168Z", p.deep);
      // zip
      s += line(300, 168, 300, 486, p.metal, 6);
      s += rect(292, 200, 16, 30, 4, p.accent);
      return s;
    },
  },

  pants: {
    shadow: 140,
    draw: (p, v) => {
      let s = "";
      s += path(
        "M196 118L404 118L432 470Q432 486 416 486L328 486Q314 486 312 472L300 240L288 472Q286 486 272 486L184 486Q168 486 168 470Z",
        p.main,
      );
      // waistband and belt loops
      s += rect(194, 112, 212, 40, 8, p.dark);
      for (const x of [214, 262, 338, 386]) s += rect(x - 5, 108, 10, 48, 3, p.deep);
      s += circle(300, 132, 9, v % 2 ? p.accent : p.metal);
      // fly and pockets
      s += stroke("M300 152L300 232", p.deep, 5);
      s += stroke("M300 232Q286 228 280 212", p.deep, 4);
      s += stroke("M204 152Q228 206 262 152", p.deep, 5, { opacity: 0.6 });
      s += stroke("M396 152Q372 206 338 152", p.deep, 5, { opacity: 0.6 });
      // seams and cuffs
      s += stroke("M234 300L228 480", p.light, 4, { opacity: 0.5, "stroke-dasharray": "10 8" });
      s += stroke("M366 300L372 480", p.light, 4, { opacity: 0.5, "stroke-dasharray": "10 8" });
      s += path("M172 452L290 452L288 472Q286 486 272 486L184 486Q168 486 168 470Z", p.dark);
      s += path("M428 452L310 452L312 472Q314 486 328 486L416 486Q432 486 432 470Z", p.dark);
      if (v % 3 === 2) s += rect(352, 196, 44, 50, 6, p.accent, { opacity: 0.85 });
      return s;
    },
  },

  laptop: {
    shadow: 230,
    ground: 420,
    dy: 36,
    draw: (p, v) => {
      let s = "";
      // lid and screen
      s += rect(124, 118, 352, 250, 18, p.ink);
      s += rect(140, 134, 320, 218, 8, p.main);
      s += path("M140 134L330 134L190 352L148 352Q140 352 140 344Z", p.white, { opacity: 0.1 });
      // screen content: a little window with cards
      s += rect(168, 160, 264, 166, 10, p.white, { opacity: 0.92 });
      s += rect(168, 160, 264, 26, 10, p.light);
      s += rect(168, 176, 264, 10, 0, p.light);
      for (let i = 0; i < 3; i++) s += circle(184 + i * 16, 173, 5, i === 0 ? p.accent : p.dark);
      if (v % 2 === 0) {
        s += rect(184, 202, 104, 108, 8, p.accentLight);
        s += circle(236, 244, 26, p.accent);
        s += rect(300, 206, 114, 14, 7, p.light);
        s += rect(300, 232, 90, 14, 7, p.light);
        s += rect(300, 258, 104, 14, 7, p.light);
        s += rect(300, 286, 64, 24, 12, p.accent);
      } else {
        const bars = [60, 92, 44, 110, 76, 98];
        bars.forEach((h, i) => (s += rect(188 + i * 38, 308 - h, 24, h, 6, i % 2 ? p.main : p.accent)));
        s += line(184, 312, 416, 312, p.metalDark, 3);
      }
      s += circle(300, 126, 3.5, p.inkSoft);
      // base
      s += path("M96 368L504 368L528 398Q532 414 514 414L86 414Q68 414 72 398Z", p.metal);
      s += path("M72 400L528 400Q530 414 514 414L86 414Q70 414 72 400Z", p.metalDark);
      s += path("M256 368L344 368L338 378Q336 382 330 382L270 382Q264 382 262 378Z", p.metalDark);
      return s;
    },
  },

  mouse: {
    shadow: 130,
    ground: 484,
    draw: (p, v) => {
      let s = "";
      s += stroke("M300 136Q300 90 346 82Q394 74 410 40", p.inkSoft, 8, { opacity: v % 2 ? 0 : 1 });
      s += path(
        "M300 136C398 136 420 226 420 300C420 410 378 476 300 476C222 476 180 410 180 300C180 226 202 136 300 136Z",
        p.main,
      );
      // body shading
      s += path(
        "M300 476C378 476 420 410 420 300C420 280 418 262 414 246C404 370 360 444 300 452C240 444 196 370 186 246C182 262 180 280 180 300C180 410 222 476 300 476Z",
        p.dark,
        { opacity: 0.45 },
      );
      // buttons split
      s += stroke("M186 258Q300 288 414 258", p.deep, 5, { opacity: 0.5 });
      s += line(300, 140, 300, 272, p.deep, 5, { opacity: 0.5 });
      // wheel
      s += rect(288, 176, 24, 56, 12, p.ink);
      s += rect(294, 186, 12, 16, 6, v % 2 ? p.accent : p.metal);
      // highlight and side accent
      s += path("M222 206Q238 160 280 150Q246 176 236 222Z", p.white, { opacity: 0.45 });
      s += path("M186 320Q192 400 230 440Q204 380 200 318Z", p.accent);
      return s;
    },
  },

  keyboard: {
    shadow: 230,
    ground: 432,
    dy: 6,
    draw: (p, v) => {
      let s = "";
      s += rect(70, 196, 460, 230, 28, p.dark);
      s += rect(70, 196, 460, 214, 28, p.main);
      const cols = 12;
      const gap = 6;
      const keyW = (420 - gap * (cols - 1)) / cols;
      const keyH = 34;
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < cols; col++) {
          const x = 90 + col * (keyW + gap);
          const y = 216 + row * (keyH + gap);
          const special =
            (row === 0 && col === 0) || (row === 2 && col === cols - 1) || (v % 2 === 1 && row === 1 && col === 5);
          s += rect(+x.toFixed(1), y, +keyW.toFixed(1), keyH, 6, special ? p.accent : p.white);
          if (!special) s += rect(+x.toFixed(1), y + keyH - 6, +keyW.toFixed(1), 6, 3, p.light, { opacity: 0.8 });
        }
      }
      // space row
      s += rect(90, 376, 60, keyH - 6, 6, p.white);
      s += rect(158, 376, 230, keyH - 6, 6, p.white);
      s += rect(396, 376, 52, keyH - 6, 6, p.white);
      s += rect(456, 376, 54, keyH - 6, 6, p.accent);
      return s;
    },
  },

  phone: {
    shadow: 120,
    draw: (p, v) => {
      let s = "";
      s += rect(196, 96, 208, 398, 40, p.ink);
      s += rect(404, 180, 6, 54, 3, p.inkSoft);
      s += rect(208, 108, 184, 374, 30, p.main);
      s += path("M208 300L392 170L392 140Q392 108 362 108L238 108Q208 108 208 138Z", p.white, { opacity: 0.12 });
      s += rect(268, 120, 64, 16, 8, p.ink);
      // status/time widget
      s += rect(228, 156, 144, 62, 16, p.white, { opacity: 0.9 });
      s += rect(242, 170, 70, 14, 7, p.dark);
      s += rect(242, 192, 46, 10, 5, p.light);
      s += circle(346, 187, 18, p.accent);
      // app grid
      const colors =
        v % 2 === 0 ? [p.accent, p.white, p.light, p.accentLight] : [p.white, p.accentLight, p.accent, p.light];
      for (let row = 0; row < 3; row++) {
        for (let col = 0; col < 3; col++) {
          const c = colors[(row * 3 + col) % colors.length] ?? p.white;
          s += rect(232 + col * 50, 238 + row * 52, 36, 36, 11, c, { opacity: 0.95 });
        }
      }
      // dock
      s += rect(226, 410, 148, 50, 18, p.white, { opacity: 0.3 });
      for (let i = 0; i < 3; i++) s += rect(240 + i * 44, 418, 32, 32, 10, i === 1 ? p.accent : p.white);
      s += rect(270, 468, 60, 5, 2.5, p.white, { opacity: 0.7 });
      return s;
    },
  },

  charger: {
    shadow: 140,
    draw: (p, v) => {
      let s = "";
      // cable
      s += stroke("M300 356C300 440 172 420 170 470", p.ink, 12);
      s += rect(150, 462, 40, 30, 8, p.ink);
      s += rect(160, 488, 20, 14, 3, p.metalDark);
      // prongs
      s += rect(252, 100, 20, 70, 6, p.metalDark);
      s += rect(328, 100, 20, 70, 6, p.metalDark);
      // brick
      s += rect(196, 158, 208, 204, 44, p.main);
      s += rect(196, 300, 208, 62, 0, p.dark, { opacity: 0.35 });
      s += rect(196, 158, 208, 204, 44, "none", { stroke: p.dark, "stroke-width": 6 });
      // lightning bolt
      s += path("M312 200L262 270L296 270L284 324L338 248L304 248Z", v % 2 ? p.accent : p.white);
      s += path("M402 190Q404 170 392 166L392 330Q404 326 402 300Z", p.white, { opacity: 0.15 });
      s += rect(270, 350, 60, 20, 8, p.ink);
      s += circle(370, 184, 7, p.accent);
      return s;
    },
  },

  powerbank: {
    shadow: 140,
    draw: (p, v) => {
      let s = "";
      s += rect(190, 116, 220, 370, 44, p.dark);
      s += rect(190, 116, 212, 362, 44, p.main);
      s += rect(228, 104, 36, 18, 5, p.ink);
      s += rect(290, 104, 56, 18, 5, p.ink);
      // battery gauge
      s += rect(250, 180, 100, 180, 18, p.white, { opacity: 0.9 });
      s += rect(282, 166, 36, 18, 6, p.white, { opacity: 0.9 });
      const levels = v % 3 === 2 ? 3 : 4;
      for (let i = 0; i < 4; i++) {
        s += rect(264, 318 - i * 40, 72, 30, 8, i < levels ? p.accent : p.light);
      }
      s += path("M308 232L286 268L302 268L294 296L318 256L302 256Z", p.white);
      // LEDs
      for (let i = 0; i < 4; i++) s += circle(254 + i * 30, 418, 7, i < levels ? p.accentLight : p.dark);
      s += path("M214 150Q222 132 244 128L232 460Q214 450 214 430Z", p.white, { opacity: 0.12 });
      return s;
    },
  },

  earbuds: {
    shadow: 150,
    ground: 478,
    dy: 10,
    draw: (p, v) => {
      let s = "";
      // case
      s += path("M176 300L424 300L424 410Q424 470 364 470L236 470Q176 470 176 410Z", p.white);
      s += path("M176 300L424 300L424 330L176 330Z", p.metal);
      s += rect(176, 296, 248, 10, 4, p.metalDark);
      s += circle(300, 380, 8, p.accent);
      s += path("M176 400Q180 466 236 470L364 470Q420 466 424 400Q412 450 360 452L240 452Q188 450 176 400Z", p.metal);
      // buds
      const bud = (cx: number, flip: number): string => {
        let b = rect(cx - 18, 200, 36, 110, 18, p.main);
        b += circle(cx, 200, 52, p.main);
        b += ellipse(cx + flip * 30, 196, 22, 28, v % 2 ? p.accentDark : p.ink);
        b += circle(cx - flip * 14, 178, 14, p.white, { opacity: 0.35 });
        b += rect(cx - 12, 290, 24, 14, 6, p.metalDark);
        return b;
      };
      s += bud(238, -1);
      s += bud(362, 1);
      return s;
    },
  },

  headphones: {
    shadow: 170,
    ground: 462,
    dy: 14,
    draw: (p, v) => {
      let s = "";
      s += stroke("M162 330C162 110 438 110 438 330", p.dark, 34);
      s += stroke("M196 200C240 150 360 150 404 200", v % 2 ? p.accent : p.light, 22);
      const cup = (x: number): string => {
        let c = rect(x - 36, 272, 72, 170, 30, p.ink);
        c += rect(x - 26, 262, 100, 190, 40, p.main);
        c += rect(x - 10, 292, 60, 130, 26, p.dark);
        c += circle(x + 20, 357, 14, p.accent);
        return c;
      };
      s += cup(152);
      s += group("matrix(-1 0 0 1 600 0)", cup(152));
      return s;
    },
  },

  watch: {
    shadow: 110,
    draw: (p, v) => {
      let s = "";
      // strap
      s += rect(246, 70, 108, 460, 26, p.dark);
      for (let y = 96; y < 190; y += 30) s += line(260, y, 340, y, p.deep, 4, { opacity: 0.6 });
      for (let y = 420; y < 520; y += 30) s += line(260, y, 340, y, p.deep, 4, { opacity: 0.6 });
      s += circle(300, 460, 6, p.metal);
      s += circle(300, 490, 6, p.metal);
      // case and crown
      s += rect(404, 282, 26, 36, 8, p.metalDark);
      s += circle(300, 300, 124, p.metalDark);
      s += circle(300, 300, 114, p.metal);
      s += circle(300, 300, 98, v % 2 ? p.ink : p.white);
      const tick = v % 2 ? p.white : p.ink;
      for (let i = 0; i < 12; i++) {
        const a = (i * Math.PI) / 6;
        const r1 = i % 3 === 0 ? 70 : 80;
        const x1 = (300 + Math.sin(a) * r1).toFixed(1);
        const y1 = (300 - Math.cos(a) * r1).toFixed(1);
        const x2 = (300 + Math.sin(a) * 88).toFixed(1);
        const y2 = (300 - Math.cos(a) * 88).toFixed(1);
        s += stroke(`M${x1} ${y1}L${x2} ${y2}`, tick, i % 3 === 0 ? 7 : 4);
      }
      // sub dial
      s += circle(300, 350, 20, p.light, { opacity: 0.9 });
      // hands: 10:10
      s += line(300, 300, 250, 262, tick, 9);
      s += line(300, 300, 362, 250, tick, 6);
      s += line(300, 318, 300, 226, p.accent, 3);
      s += circle(300, 300, 10, p.accent);
      s += path("M220 240Q250 200 300 196Q250 214 232 252Z", p.white, { opacity: 0.35 });
      return s;
    },
  },

  ring: {
    shadow: 130,
    draw: (p, v) => {
      let s = "";
      // band (metal tinted by the main colour)
      s += ellipse(300, 350, 132, 132, "none", { stroke: p.dark, "stroke-width": 34 });
      s += ellipse(300, 350, 132, 132, "none", { stroke: p.main, "stroke-width": 22 });
      s += path("M190 300Q200 250 250 228", "none", { stroke: p.light, "stroke-width": 8, "stroke-linecap": "round" });
      if (v % 2 === 1) {
        // a second, stacked band
        s += ellipse(300, 350, 150, 150, "none", { stroke: p.accent, "stroke-width": 10, opacity: 0.9 });
      }
      // setting
      s += path("M262 222L338 222L324 244L276 244Z", p.dark);
      // gem
      s += path("M246 170L272 140L328 140L354 170L300 228Z", p.accentLight);
      s += path("M246 170L354 170L300 228Z", p.accent);
      s += path("M272 140L286 170L300 140L314 170L328 140", "none", {
        stroke: p.white,
        "stroke-width": 3,
        opacity: 0.8,
      });
      s += path("M286 170L300 228L314 170", "none", { stroke: p.accentDark, "stroke-width": 3, opacity: 0.6 });
      s += sparkle(372, 136, 20, p.white);
      s += sparkle(222, 120, 12, p.accentLight);
      return s;
    },
  },

  necklace: {
    shadow: 0,
    draw: (p, v) => {
      let s = "";
      // point on the chain curve (quadratic bezier from (160,90) over (300,560) to (440,90))
      const at = (t: number): [number, number] => {
        const u = 1 - t;
        return [u * u * 160 + 2 * u * t * 300 + t * t * 440, u * u * 90 + 2 * u * t * 520 + t * t * 90];
      };
      if (v % 2 === 0) {
        s += stroke("M160 90Q300 520 440 90", p.dark, 7, { "stroke-dasharray": "14 6" });
        s += stroke("M160 90Q300 520 440 90", p.main, 3);
      } else {
        for (let i = 0; i <= 22; i++) {
          const [x, y] = at(i / 22);
          if (Math.abs(x - 300) < 22) continue;
          s += circle(+x.toFixed(1), +y.toFixed(1), 11, p.white, { stroke: p.metalDark, "stroke-width": 2 });
        }
      }
      // bail and pendant
      const [bx, by] = at(0.5);
      s += circle(bx, by + 4, 12, "none", { stroke: p.dark, "stroke-width": 6 });
      s += path(
        `M${bx} ${by + 18}Q${bx + 56} ${by + 80} ${bx} ${by + 150}Q${bx - 56} ${by + 80} ${bx} ${by + 18}Z`,
        p.main,
      );
      s += path(
        `M${bx} ${by + 40}Q${bx + 34} ${by + 84} ${bx} ${by + 128}Q${bx - 34} ${by + 84} ${bx} ${by + 40}Z`,
        p.accent,
      );
      s += circle(bx - 10, by + 74, 8, p.white, { opacity: 0.6 });
      s += sparkle(bx + 70, by + 40, 16, p.accentLight);
      return s;
    },
  },

  earrings: {
    shadow: 0,
    draw: (p, v) => {
      const one = (cx: number): string => {
        let e = circle(cx, 150, 14, p.metal, { stroke: p.metalDark, "stroke-width": 3 });
        e += line(cx, 164, cx, 196, p.metalDark, 5);
        e += circle(cx, 290, 92, "none", { stroke: p.dark, "stroke-width": 22 });
        e += circle(cx, 290, 92, "none", { stroke: p.main, "stroke-width": 12 });
        for (let i = 0; i < 7; i++) {
          const a = Math.PI * (0.62 + i * 0.13);
          e += circle(+(cx + Math.cos(a) * 92).toFixed(1), +(290 + Math.sin(a) * 92).toFixed(1), 6, p.white);
        }
        if (v % 2 === 0) {
          e += path(`M${cx} 386L${cx + 28} 424L${cx} 470L${cx - 28} 424Z`, p.accent);
          e += path(`M${cx} 386L${cx + 28} 424L${cx - 28} 424Z`, p.accentLight);
        } else {
          e += line(cx, 382, cx, 404, p.metalDark, 4);
          e += circle(cx, 430, 28, p.white, { stroke: p.metal, "stroke-width": 3 });
          e += circle(cx - 9, 420, 8, p.accentLight);
        }
        return e;
      };
      return one(190) + one(410) + sparkle(300, 210, 18, p.accent);
    },
  },

  bracelet: {
    shadow: 170,
    ground: 430,
    dy: 10,
    draw: (p, v) => {
      let s = "";
      s += ellipse(300, 330, 168, 84, "none", { stroke: p.deep, "stroke-width": 34 });
      s += ellipse(300, 322, 168, 84, "none", { stroke: p.main, "stroke-width": 26 });
      s += path("M150 300Q190 250 280 240", "none", { stroke: p.light, "stroke-width": 8, "stroke-linecap": "round" });
      // beads along the front of the band
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI * (0.12 + i * 0.095);
        const x = +(300 + Math.cos(a) * 168).toFixed(1);
        const y = +(322 + Math.sin(a) * 84).toFixed(1);
        s += circle(x, y, 14, i % 2 ? p.accent : p.white, { stroke: p.dark, "stroke-width": 2 });
      }
      // charm: a heart or a star-ish gem
      s += line(300, 406, 300, 432, p.metalDark, 5);
      if (v % 2 === 0) {
        s += path(
          "M300 500C246 462 250 424 276 424C290 424 298 434 300 442C302 434 310 424 324 424C350 424 354 462 300 500Z",
          p.accent,
        );
      } else {
        s += path("M300 428L318 458L300 496L282 458Z", p.accentLight, { stroke: p.accentDark, "stroke-width": 3 });
      }
      return s;
    },
  },

  backpack: {
    shadow: 150,
    draw: (p, v) => {
      let s = "";
      // top handle and side straps
      s += stroke("M262 132Q262 84 300 84Q338 84 338 132", p.deep, 14);
      s += rect(168, 230, 28, 200, 14, p.deep);
      s += rect(404, 230, 28, 200, 14, p.deep);
      // body
      s += path("M186 200Q186 120 300 120Q414 120 414 200L414 462Q414 488 388 488L212 488Q186 488 186 462Z", p.main);
      s += path("M186 200Q186 120 300 120Q414 120 414 200Q414 212 400 206Q300 168 200 206Q186 212 186 200Z", p.dark);
      s += stroke("M204 196Q300 156 396 196", p.light, 4, { "stroke-dasharray": "10 8" });
      // front pocket
      s += path(
        "M222 330Q222 304 248 304L352 304Q378 304 378 330L378 452Q378 470 360 470L240 470Q222 470 222 452Z",
        v % 2 ? p.accent : p.dark,
      );
      s += path(
        "M222 344Q300 376 378 344L378 330Q378 304 352 304L248 304Q222 304 222 330Z",
        v % 2 ? p.accentDark : p.deep,
      );
      s += rect(288, 352, 24, 34, 6, p.metal);
      s += line(300, 386, 300, 402, p.metal, 5);
      // reflective strip
      if (v % 3 !== 1) s += rect(230, 244, 140, 16, 8, p.light, { opacity: 0.8 });
      return s;
    },
  },

  handbag: {
    shadow: 190,
    draw: (p, v) => {
      let s = "";
      s += stroke("M222 244C222 122 378 122 378 244", p.deep, 20);
      s += stroke("M222 244C222 122 378 122 378 244", p.dark, 10);
      const body =
        "M156 236L444 236Q458 236 460 250L486 466Q488 488 466 488L134 488Q112 488 114 466L140 250Q142 236 156 236Z";
      s += path(body, p.main);
      if (v % 2 === 1) {
        // quilting, clipped to the bag body
        s += `<clipPath id="handbag-body">${path(body, "#000")}</clipPath><g clip-path="url(#handbag-body)">`;
        for (let k = -4; k <= 4; k++) {
          s += line(300 + k * 56 - 120, 488, 300 + k * 56 + 130, 236, p.dark, 3, { opacity: 0.35 });
          s += line(300 + k * 56 + 120, 488, 300 + k * 56 - 130, 236, p.dark, 3, { opacity: 0.35 });
        }
        s += "</g>";
      }
      s += path("M156 236L444 236Q458 236 460 250L448 338Q300 392 152 338L140 250Q142 236 156 236Z", p.dark);
      s += stroke("M160 330Q300 380 440 330", p.light, 3, { "stroke-dasharray": "9 8", opacity: 0.8 });
      // clasp
      s += rect(274, 346, 52, 40, 10, p.accent);
      s += rect(286, 356, 28, 20, 6, p.accentDark);
      // handle rings
      s += circle(222, 246, 12, "none", { stroke: p.metalDark, "stroke-width": 6 });
      s += circle(378, 246, 12, "none", { stroke: p.metalDark, "stroke-width": 6 });
      return s;
    },
  },

  suitcase: {
    shadow: 150,
    ground: 504,
    dy: -8,
    draw: (p, v) => {
      let s = "";
      // telescopic handle
      s += rect(262, 62, 76, 20, 10, p.ink);
      s += rect(266, 70, 12, 100, 4, p.metalDark);
      s += rect(322, 70, 12, 100, 4, p.metalDark);
      // wheels
      for (const x of [226, 374]) {
        s += rect(x - 10, 456, 20, 28, 4, p.inkSoft);
        s += circle(x, 490, 16, p.ink);
        s += circle(x, 490, 6, p.metal);
      }
      // shell
      s += rect(188, 160, 224, 308, 30, p.main);
      s += rect(188, 160, 224, 308, 30, "none", { stroke: p.dark, "stroke-width": 6 });
      for (const x of [236, 300, 364]) s += rect(x - 9, 176, 18, 276, 9, p.dark, { opacity: 0.3 });
      s += rect(188, 300, 224, 12, 0, p.deep, { opacity: 0.5 });
      // side handle and lock
      s += rect(412, 260, 16, 90, 6, p.ink);
      if (v % 2 === 0) s += rect(284, 186, 32, 22, 5, p.accent);
      s += path("M206 196Q208 178 226 176L226 440Q208 436 206 420Z", p.white, { opacity: 0.22 });
      // luggage tag
      s += stroke("M394 186Q420 196 416 224", p.accentDark, 4);
      s += rect(400, 220, 34, 48, 6, p.accent, { transform: "rotate(10 417 244)" });
      return s;
    },
  },

  wallet: {
    shadow: 170,
    ground: 448,
    dy: 14,
    draw: (p, v) => {
      let s = "";
      // cards peeking out
      s += rect(190, 150, 160, 100, 12, p.accent, { transform: "rotate(-8 270 200)" });
      s += rect(230, 156, 160, 100, 12, p.white, { transform: "rotate(6 310 206)" });
      s += rect(250, 176, 70, 10, 5, p.metal, { transform: "rotate(6 310 206)" });
      // body
      s += rect(140, 210, 320, 230, 28, p.main);
      s += rect(140, 210, 320, 100, 28, p.dark);
      s += rect(140, 282, 320, 28, 0, p.dark);
      s += rect(156, 226, 288, 198, 18, "none", {
        stroke: p.light,
        "stroke-width": 3,
        "stroke-dasharray": "10 8",
        opacity: 0.8,
      });
      // strap with snap
      s += path("M380 262L472 262Q490 262 490 280L490 324Q490 342 472 342L380 342Z", v % 2 ? p.accentDark : p.deep);
      s += circle(448, 302, 14, p.metal);
      s += circle(448, 302, 6, p.metalDark);
      return s;
    },
  },

  sunglasses: {
    shadow: 0,
    draw: (p, v) => {
      let s = "";
      // temples
      s += stroke("M92 252L60 232", p.deep, 12);
      s += stroke("M508 252L540 232", p.deep, 12);
      const lens =
        v % 2 === 0
          ? "M96 262Q96 236 124 236L262 236Q284 236 282 260L274 330Q266 388 198 388Q120 388 104 330Z"
          : "M100 300Q100 224 190 224Q280 224 280 300Q280 384 190 384Q100 384 100 300Z";
      s += path(lens, p.ink, { stroke: p.main, "stroke-width": 16, "stroke-linejoin": "round" });
      s += group(
        "matrix(-1 0 0 1 600 0)",
        path(lens, p.ink, { stroke: p.main, "stroke-width": 16, "stroke-linejoin": "round" }),
      );
      // lens tint and reflections
      for (const x of [0, 1]) {
        const t = x === 0 ? "" : ' transform="matrix(-1 0 0 1 600 0)"';
        s += `<g${t}>`;
        s += path(lens, p.accentDark, { opacity: 0.45 });
        s += path("M136 266L186 266L136 340Z", p.white, { opacity: 0.35 });
        s += path("M204 266L222 266L154 366L140 354Z", p.white, { opacity: 0.2 });
        s += "</g>";
      }
      // bridge
      s += stroke("M276 262Q300 240 324 262", p.main, 14);
      s += circle(112, 246, 5, p.metal);
      s += circle(488, 246, 5, p.metal);
      return s;
    },
  },

  cap: {
    shadow: 190,
    ground: 446,
    dy: 10,
    draw: (p, v) => {
      let s = "";
      // brim
      s += path("M360 392Q470 370 540 410Q548 424 530 428Q440 446 356 430Z", p.deep);
      s += path("M360 392Q470 370 540 410L538 416Q460 396 362 412Z", p.dark);
      // crown
      s += path("M120 420C112 270 190 176 310 176C420 176 470 270 466 420Q300 444 120 420Z", p.main);
      s += stroke("M310 178C270 230 260 330 270 430", p.dark, 5, { opacity: 0.55 });
      s += stroke("M310 178C370 230 396 330 400 426", p.dark, 5, { opacity: 0.55 });
      s += stroke("M310 178C220 220 174 320 180 426", p.dark, 4, { opacity: 0.35 });
      // front badge
      if (v % 2 === 0) s += circle(336, 316, 34, p.accent);
      else s += rect(302, 290, 70, 46, 10, p.accent);
      // band and button
      s += path("M120 404Q300 428 466 404L466 420Q300 444 120 420Z", p.dark);
      s += ellipse(310, 176, 20, 9, p.deep);
      s += path("M160 300Q176 236 230 204Q196 252 186 312Z", p.white, { opacity: 0.25 });
      return s;
    },
  },

  beanie: {
    shadow: 160,
    ground: 480,
    dy: 10,
    draw: (p, v) => {
      let s = "";
      s += path("M162 380C162 240 220 170 300 170C380 170 438 240 438 380Z", p.main);
      for (let x = 200; x <= 400; x += 40)
        s += stroke(`M${x} 370Q${x + (x - 300) * 0.1} 270 ${300 + (x - 300) * 0.4} 180`, p.dark, 5, { opacity: 0.4 });
      if (v % 2 === 1) s += rect(164, 300, 272, 26, 0, p.accent, { opacity: 0.9 });
      // cuff
      s += rect(146, 362, 308, 110, 26, p.dark);
      for (let x = 170; x < 440; x += 22) s += line(x, 376, x, 458, p.deep, 6, { opacity: 0.6 });
      // pom-pom
      s += circle(300, 150, 54, p.accent);
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        s += circle(+(300 + Math.cos(a) * 46).toFixed(1), +(150 + Math.sin(a) * 46).toFixed(1), 16, p.accent);
      }
      s += circle(282, 132, 16, p.accentLight, { opacity: 0.8 });
      return s;
    },
  },

  umbrella: {
    shadow: 120,
    draw: (p, v) => {
      let s = "";
      s += line(300, 300, 300, 452, p.inkSoft, 10);
      s += stroke("M300 450Q300 494 262 494Q232 494 230 466", p.ink, 14);
      s += rect(296, 86, 8, 40, 4, p.inkSoft);
      // canopy: scalloped dome
      s += path(
        "M104 300Q110 130 300 120Q490 130 496 300Q474 284 452 300Q414 270 376 300Q338 270 300 300Q262 270 224 300Q186 270 148 300Q126 284 104 300Z",
        p.main,
      );
      // alternate panels
      const panel = v % 2 ? p.accent : p.dark;
      s += path("M300 120Q236 150 224 300Q186 270 148 300Q170 150 300 120Z", panel);
      s += path("M300 120Q364 150 376 300Q414 270 452 300Q430 150 300 120Z", panel);
      s += stroke("M300 122L300 300", p.deep, 3, { opacity: 0.4 });
      s += path("M150 250Q170 170 240 140Q190 190 176 262Z", p.white, { opacity: 0.25 });
      // rain drops
      for (const [x, y] of [
        [120, 380],
        [480, 360],
        [430, 440],
        [170, 460],
      ] as const) {
        s += path(`M${x} ${y - 18}Q${x + 12} ${y} ${x} ${y + 8}Q${x - 12} ${y} ${x} ${y - 18}Z`, p.accentLight);
      }
      return s;
    },
  },

  bottle: {
    shadow: 100,
    draw: (p, v) => {
      let s = "";
      // cap with loop
      s += stroke("M276 112Q276 70 300 70Q324 70 324 112", p.deep, 14);
      s += rect(256, 100, 88, 74, 16, p.deep);
      s += rect(256, 150, 88, 24, 8, p.ink, { opacity: 0.5 });
      // body
      s += path(
        "M262 172L338 172Q338 196 356 210Q380 230 380 270L380 456Q380 492 344 492L256 492Q220 492 220 456L220 270Q220 230 244 210Q262 196 262 172Z",
        p.main,
      );
      s += rect(220, 300, 160, 70, 0, v % 2 ? p.accent : p.light, { opacity: 0.9 });
      s += rect(220, 440, 160, 16, 0, p.dark, { opacity: 0.6 });
      s += path("M242 272Q242 240 262 226L262 470Q242 466 242 444Z", p.white, { opacity: 0.3 });
      if (v % 3 === 2) for (let i = 0; i < 3; i++) s += circle(300 + (i - 1) * 34, 335, 8, p.white);
      return s;
    },
  },

  lipstick: {
    shadow: 110,
    draw: (p, v) => {
      let s = "";
      // cap lying beside
      s += rect(390, 330, 86, 160, 16, v % 2 ? p.accentDark : p.ink);
      s += rect(402, 344, 14, 132, 7, p.white, { opacity: 0.18 });
      // bullet
      s += path("M250 240L250 150Q250 128 272 116L350 74L350 240Z", p.main);
      s += path("M250 240L250 150Q250 128 272 116L296 102L296 240Z", p.light, { opacity: 0.45 });
      s += path("M350 74L350 240L326 240L326 90Z", p.dark, { opacity: 0.5 });
      // collar and base
      s += rect(238, 234, 124, 56, 8, p.metal);
      s += rect(238, 262, 124, 8, 0, p.metalDark);
      s += rect(224, 288, 152, 202, 16, v % 2 ? p.accentDark : p.ink);
      s += rect(240, 300, 18, 176, 9, p.white, { opacity: 0.18 });
      s += rect(224, 420, 152, 10, 0, p.metal, { opacity: 0.8 });
      return s;
    },
  },

  perfume: {
    shadow: 150,
    draw: (p, v) => {
      let s = "";
      // cap and neck
      s += rect(242, 86, 116, 92, 18, v % 2 ? p.accent : p.deep);
      s += rect(254, 96, 18, 72, 9, p.white, { opacity: 0.25 });
      s += rect(272, 176, 56, 40, 6, p.metal);
      // glass
      s += rect(170, 210, 260, 280, 44, p.light, { opacity: 0.9 });
      s += rect(186, 270, 228, 204, 32, p.main);
      s += rect(170, 210, 260, 280, 44, "none", { stroke: p.dark, "stroke-width": 8 });
      // label
      s += rect(236, 330, 128, 80, 10, p.white, { opacity: 0.92 });
      s += rect(256, 352, 88, 10, 5, p.dark);
      s += rect(272, 374, 56, 8, 4, p.accent);
      s += path("M194 252Q196 228 220 226L220 456Q196 452 194 430Z", p.white, { opacity: 0.45 });
      s += sparkle(452, 180, 18, p.accent);
      return s;
    },
  },

  cream: {
    shadow: 170,
    draw: (p, v) => {
      let s = "";
      // lid, slightly open
      s += rect(168, 190, 264, 76, 22, v % 2 ? p.accent : p.dark, { transform: "rotate(-8 300 228)" });
      s += rect(180, 202, 240, 14, 7, p.white, { opacity: 0.25, transform: "rotate(-8 300 228)" });
      // cream swirl
      s += path("M210 300Q230 250 300 250Q370 250 390 300Z", p.white);
      s += stroke("M250 282Q300 256 350 282", p.pale, 8);
      // jar
      s += rect(176, 290, 248, 200, 38, p.main);
      s += rect(176, 350, 248, 78, 0, p.white, { opacity: 0.92 });
      s += rect(226, 372, 148, 12, 6, p.dark);
      s += rect(256, 396, 88, 10, 5, p.accent);
      s += path("M196 320Q198 300 218 298L218 470Q198 466 196 446Z", p.white, { opacity: 0.3 });
      return s;
    },
  },

  serum: {
    shadow: 120,
    draw: (p, v) => {
      let s = "";
      // dropper bulb and collar
      s += rect(264, 70, 72, 116, 34, v % 2 ? p.accent : p.ink);
      s += rect(274, 82, 14, 84, 7, p.white, { opacity: 0.25 });
      s += rect(250, 174, 100, 44, 10, p.metal);
      s += rect(250, 196, 100, 6, 0, p.metalDark);
      // bottle
      s += path(
        "M270 216L330 216L330 240Q390 256 390 320L390 452Q390 490 352 490L248 490Q210 490 210 452L210 320Q210 256 270 240Z",
        p.main,
      );
      s += path("M210 360L390 360L390 452Q390 490 352 490L248 490Q210 490 210 452Z", p.dark, { opacity: 0.45 });
      // label
      s += rect(236, 318, 128, 98, 10, p.white, { opacity: 0.94 });
      s += circle(300, 350, 16, p.accent);
      s += rect(260, 378, 80, 9, 4.5, p.dark);
      s += rect(274, 396, 52, 7, 3.5, p.metalDark);
      s += path("M228 300Q232 268 258 256L252 466Q230 460 228 440Z", p.white, { opacity: 0.25 });
      // droplet
      s += path("M446 330Q466 362 446 376Q426 362 446 330Z", p.accent);
      return s;
    },
  },

  lotion: {
    shadow: 130,
    draw: (p, v) => {
      let s = "";
      // pump
      s += path("M268 92L372 92Q388 92 388 106L388 118L300 118L300 132L268 132Z", p.ink);
      s += rect(286, 118, 28, 60, 4, p.inkSoft);
      s += rect(262, 170, 76, 40, 10, v % 2 ? p.accent : p.ink);
      // bottle
      s += rect(206, 204, 188, 288, 42, p.main);
      s += rect(206, 204, 188, 60, 30, p.dark, { opacity: 0.35 });
      // label
      s += rect(226, 290, 148, 142, 14, p.white, { opacity: 0.94 });
      s += path("M300 312Q330 344 300 376Q270 344 300 312Z", p.accent);
      s += rect(252, 390, 96, 10, 5, p.dark);
      s += rect(268, 410, 64, 8, 4, p.metalDark);
      s += path("M222 240Q224 220 244 218L244 470Q224 466 222 446Z", p.white, { opacity: 0.3 });
      return s;
    },
  },

  toothbrush: {
    shadow: 110,
    draw: (p, v) => {
      let s = "";
      // charging base
      s += ellipse(300, 478, 96, 22, p.metalDark);
      s += rect(204, 456, 192, 22, 11, p.metal);
      // handle
      s += path("M262 200L338 200L344 452Q344 472 324 472L276 472Q256 472 256 452Z", p.white);
      s += path("M262 200L338 200L340 260L260 260Z", p.main);
      s += rect(258, 360, 84, 22, 0, p.main, { opacity: 0.9 });
      s += circle(300, 306, 20, v % 2 ? p.accent : p.main);
      s += circle(300, 306, 8, p.white);
      s += path("M270 270L282 270L280 450L272 450Z", p.light, { opacity: 0.6 });
      // neck and head
      s += path("M284 200L316 200L312 120L288 120Z", p.white);
      s += rect(280, 60, 40, 80, 20, p.white);
      s += rect(280, 60, 40, 80, 20, "none", { stroke: p.metal, "stroke-width": 3 });
      for (let i = 0; i < 4; i++) s += rect(320, 70 + i * 16, 34, 10, 5, i % 2 ? p.accent : p.accentLight);
      s += path("M262 200L338 200L344 452Q344 472 324 472L276 472Q256 472 256 452Z", "none", {
        stroke: p.metal,
        "stroke-width": 3,
      });
      return s;
    },
  },

  dumbbell: {
    shadow: 210,
    ground: 414,
    dy: 20,
    draw: (p, v) => {
      const half = (): string => {
        let h = rect(178, 286, 40, 28, 6, p.metalDark);
        h += rect(134, 196, 52, 208, 18, p.main);
        h += rect(134, 196, 22, 208, 11, p.light, { opacity: 0.5 });
        h += rect(88, 226, 52, 148, 16, p.dark);
        h += rect(70, 276, 22, 48, 6, p.metalDark);
        return h;
      };
      let s = mirrored(half());
      s += rect(216, 282, 168, 36, 12, p.metal);
      for (let x = 230; x < 380; x += 14) s += line(x, 286, x, 314, p.metalDark, 3);
      s += rect(276, 282, 48, 36, 6, v % 2 ? p.accent : p.dark);
      return s;
    },
  },

  truck: {
    shadow: 230,
    ground: 462,
    dy: 6,
    draw: (p, v) => {
      let s = "";
      // speed lines
      s += line(30, 240, 90, 240, p.accent, 10);
      s += line(50, 290, 90, 290, p.accent, 10);
      s += line(20, 340, 90, 340, p.accent, 10);
      // cargo box
      s += rect(96, 170, 280, 240, 18, p.main);
      s += rect(96, 370, 280, 40, 0, p.dark, { opacity: 0.4 });
      s += rect(136, 214, 200, 110, 14, p.white, { opacity: 0.95 });
      // a parcel icon on the box
      s += rect(196, 234, 80, 70, 8, v % 2 ? p.accentDark : p.accent);
      s += rect(226, 234, 20, 70, 0, p.accentLight);
      // cab
      s += path("M376 230L450 230Q470 230 480 248L520 320Q528 334 528 350L528 398Q528 410 516 410L376 410Z", p.dark);
      s += path("M396 250L446 250Q456 250 462 260L494 318L396 318Z", p.pale);
      s += rect(506, 360, 22, 18, 6, p.accentLight);
      s += rect(400, 340, 30, 8, 4, p.deep);
      // wheels
      for (const x of [176, 440]) {
        s += circle(x, 414, 44, p.ink);
        s += circle(x, 414, 20, p.metal);
        s += circle(x, 414, 7, p.metalDark);
      }
      return s;
    },
  },
};

/** Decorative dots and sparkles around the motif; their layout changes with the variant. */
function backdrop(p: Palette, v: number): string {
  const layouts: [number, number, number][][] = [
    [
      [96, 120, 10],
      [510, 170, 7],
      [470, 520, 12],
      [120, 480, 6],
    ],
    [
      [110, 180, 7],
      [500, 110, 12],
      [520, 460, 7],
      [90, 520, 10],
    ],
    [
      [140, 90, 8],
      [480, 150, 9],
      [500, 520, 6],
      [80, 420, 11],
    ],
  ];
  const dots = layouts[v % 3] ?? [];
  let s = "";
  for (const [x, y, r] of dots) s += circle(x, y, r, p.dot);
  s += sparkle(v % 2 ? 96 : 508, v % 2 ? 300 : 290, 14, p.dot);
  return s;
}

function drawMotif(motif: Motif, p: Palette, v: number, withShadow: boolean): string {
  const art = motifs[motif] ?? motifs.shirt;
  const shadow = withShadow && art.shadow > 0 ? ellipse(300, art.ground ?? 500, art.shadow, 18, p.shadow) : "";
  const body = shadow + art.draw(p, v);
  return art.dy ? group(`translate(0 ${art.dy})`, body) : body;
}

/** Every motif that has a drawing (all members of the Motif type). */
export const drawnMotifs = Object.keys(motifs) as Motif[];

// ------------------------------------------------------------------ public api

/** 600 x 600 product picture: soft tinted background, a round blob and the motif, large and centred. */
export function productArtSvg(motif: Motif, hue: number, variant: number): string {
  const v = variantIndex(variant);
  const p = palette(hue, variant);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    rect(0, 0, 600, 600, 0, p.bg) +
    circle(300, 296, 236, p.blob) +
    backdrop(p, v) +
    drawMotif(motif, p, v, true) +
    `</svg>`
  );
}

/** 240 x 240 round category tile with the motif. */
export function categoryArtSvg(motif: Motif, hue: number): string {
  const p = palette(hue, 0);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    circle(120, 120, 118, p.blob) +
    circle(120, 120, 96, p.bg) +
    group("translate(120 122) scale(0.33) translate(-300 -300)", drawMotif(motif, p, 0, true)) +
    `</svg>`
  );
}

/** Rough rendered width of a string in DejaVu/Liberation Sans, in ems. */
function textEms(text: string, bold: boolean): number {
  let ems = 0;
  for (const ch of text) {
    if (ch === " ") ems += 0.32;
    else if ("iljtf.,:;'!|".includes(ch)) ems += 0.34;
    else if ("mwMW%@".includes(ch)) ems += 0.95;
    else if (ch >= "A" && ch <= "Z") ems += 0.72;
    else if (ch >= "0" && ch <= "9") ems += 0.64;
    else ems += 0.6;
  }
  return ems * (bold ? 1.12 : 1);
}

interface FittedText {
  lines: string[];
  size: number;
}

/**
 * Fit text into `width`: one line at up to `max` px when that stays at least `singleMin` px,
 * otherwise the most balanced two-line split at up to `wrapMax` px (never below `min`).
 */
function fitText(
  text: string,
  width: number,
  bold: boolean,
  max: number,
  singleMin: number,
  wrapMax: number,
  min: number,
): FittedText {
  const clean = text.replace(/\s+/g, " ").trim();
  const single = Math.min(max, Math.floor(width / Math.max(textEms(clean, bold), 0.01)));
  if (single >= singleMin) return { lines: [clean], size: single };
  const words = clean.split(" ");
  let best: { lines: string[]; need: number } | undefined;
  for (let cut = 1; cut < words.length; cut++) {
    const a = words.slice(0, cut).join(" ");
    const b = words.slice(cut).join(" ");
    const need = Math.max(textEms(a, bold), textEms(b, bold));
    if (!best || need < best.need) best = { lines: [a, b], need };
  }
  const wrapped = best ? Math.min(wrapMax, Math.floor(width / best.need)) : 0;
  if (!best || wrapped <= single) return { lines: [clean], size: Math.max(min, single) };
  return { lines: best.lines, size: Math.max(min, wrapped) };
}

/** 1080 x 344 home banner: bold gradient, headline and subline on the left, the motif on the right. */
export function bannerArtSvg(banner: SeedBanner): string {
  const h = wrapHue(banner.hue);
  const p = palette(h + 10, 1);
  const textWidth = 760 - 72 - 24;
  const head = fitText(banner.headline, textWidth, true, 64, 48, 50, 32);
  const sub = fitText(banner.subline, textWidth, false, 30, 24, 26, 18);
  const headStep = Math.round(head.size * 1.12);
  const subStep = Math.round(sub.size * 1.3);
  // Heights of the blocks from the cap line of the first line to the baseline of the last one.
  const headHeight = Math.round(head.size * 0.73) + headStep * (head.lines.length - 1);
  const subHeight = Math.round(sub.size * 0.73) + subStep * (sub.lines.length - 1);
  const gapHeadSub = Math.round(head.size * 0.18 + sub.size * 0.4);
  const gapSubButton = 30;
  const buttonHeight = 52;
  const textBlock = headHeight + gapHeadSub + subHeight;
  const withButton = textBlock + gapSubButton + buttonHeight <= 344 - 2 * 40;
  const block = withButton ? textBlock + gapSubButton + buttonHeight : textBlock;
  const top = Math.round((344 - block) / 2);

  let texts = "";
  let baseline = top + Math.round(head.size * 0.73);
  for (const l of head.lines) {
    texts += text(72, baseline, l, {
      "font-family": FONT,
      "font-size": head.size,
      "font-weight": "bold",
      fill: "#ffffff",
    });
    baseline += headStep;
  }
  baseline = top + headHeight + gapHeadSub + Math.round(sub.size * 0.73);
  for (const l of sub.lines) {
    texts += text(72, baseline, l, {
      "font-family": FONT,
      "font-size": sub.size,
      fill: "#ffffff",
      "fill-opacity": 0.92,
    });
    baseline += subStep;
  }
  let button = "";
  if (withButton) {
    const buttonY = top + textBlock + gapSubButton;
    button =
      rect(72, buttonY, 176, buttonHeight, 26, "#ffffff") +
      text(160, buttonY + 34, "Shop now", {
        "text-anchor": "middle",
        "font-family": FONT,
        "font-size": 22,
        "font-weight": "bold",
        fill: hsl(h, 60, 34),
      });
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="344" viewBox="0 0 1080 344">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(h, 72, 38)}"/><stop offset="1" stop-color="${hsl(h + 36, 78, 54)}"/>` +
    `</linearGradient></defs>` +
    rect(0, 0, 1080, 344, 0, "url(#bg)") +
    circle(1010, -20, 190, "#ffffff", { "fill-opacity": 0.07 }) +
    circle(640, 380, 150, "#ffffff", { "fill-opacity": 0.06 }) +
    circle(40, 20, 90, "#ffffff", { "fill-opacity": 0.05 }) +
    sparkle(700, 64, 16, "rgba(255,255,255,0.5)") +
    sparkle(660, 280, 10, "rgba(255,255,255,0.4)") +
    circle(900, 172, 146, "#ffffff", { "fill-opacity": 0.94 }) +
    circle(900, 172, 160, "none", { stroke: "#ffffff", "stroke-opacity": 0.35, "stroke-width": 4 }) +
    group("translate(900 176) scale(0.5) translate(-300 -300)", drawMotif(banner.motif, p, 1, true)) +
    texts +
    button +
    `</svg>`
  );
}
