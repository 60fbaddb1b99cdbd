import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { sniffImage, type SniffedImage, type SniffedImageType } from "./check.ts";

type Format = "png" | "jpeg" | "jpeg-progressive" | "webp" | "webp-lossless" | "webp-alpha" | "avif";

const FORMATS: readonly Format[] = ["png", "jpeg", "jpeg-progressive", "webp", "webp-lossless", "webp-alpha", "avif"];
const SIZES: readonly (readonly [number, number])[] = [
  [1080, 344],
  [1, 1],
  [4000, 3000],
  [333, 77],
  [2, 999],
];

const KIND: Record<Format, SniffedImageType> = {
  png: "png",
  jpeg: "jpeg",
  "jpeg-progressive": "jpeg",
  webp: "webp",
  "webp-lossless": "webp",
  "webp-alpha": "webp",
  avif: "avif",
};

const DETAILS = {
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
  png: { extension: "png", contentType: "image/png" },
  webp: { extension: "webp", contentType: "image/webp" },
  avif: { extension: "avif", contentType: "image/avif" },
} as const;

function expected(type: SniffedImageType, width: number, height: number): SniffedImage {
  return { type, ...DETAILS[type], width, height };
}

async function render(format: Format, width: number, height: number): Promise<Uint8Array> {
  const alpha = format === "webp-alpha";
  const image = sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 194, g: 65, b: 12, alpha: 0.5 } : "#c2410c",
    },
  });
  switch (format) {
    case "png":
      return image.png().toBuffer();
    case "jpeg":
      return image.jpeg().toBuffer();
    case "jpeg-progressive":
      return image.jpeg({ progressive: true }).toBuffer();
    case "webp":
    case "webp-alpha":
      return image.webp({ effort: 0 }).toBuffer();
    case "webp-lossless":
      return image.webp({ lossless: true, effort: 0 }).toBuffer();
    case "avif":
      return image.avif({ effort: 0 }).toBuffer();
  }
}

interface Sample {
  format: Format;
  width: number;
  height: number;
  bytes: Uint8Array;
}

const samples: Sample[] = [];

beforeAll(async () => {
  const jobs = FORMATS.flatMap((format) =>
    SIZES.map(async ([width, height]) => {
      samples.push({ format, width, height, bytes: await render(format, width, height) });
    }),
  );
  await Promise.all(jobs);
}, 60_000);

// --- helpers ------------------------------------------------------------------------------------

/** A small deterministic PRNG (xorshift32), so failures are reproducible. */
function rng(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x100000000;
  };
}

function randomBytes(next: () => number, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = Math.floor(next() * 256);
  return out;
}

function concat(...parts: (Uint8Array | readonly number[])[]): Uint8Array {
  const arrays = parts.map((part) => Uint8Array.from(part));
  const out = new Uint8Array(arrays.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of arrays) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const text = (s: string): Uint8Array => new TextEncoder().encode(s);
const u16 = (n: number): number[] => [(n >>> 8) & 0xff, n & 0xff];
const u32 = (n: number): number[] => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le32 = (n: number): number[] => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

/** A result is either null or a well-formed answer. */
function wellFormed(result: SniffedImage | null): boolean {
  if (result === null) return true;
  return (
    Number.isSafeInteger(result.width) &&
    result.width > 0 &&
    Number.isSafeInteger(result.height) &&
    result.height > 0 &&
    DETAILS[result.type].extension === result.extension &&
    DETAILS[result.type].contentType === result.contentType
  );
}

/** Runs sniffImage on every input; returns descriptions of throws and malformed answers. */
function problems(
  inputs: Iterable<Uint8Array>,
  accept: (result: SniffedImage | null) => boolean = wellFormed,
): string[] {
  const found: string[] = [];
  for (const input of inputs) {
    try {
      const result = sniffImage(input);
      if (!accept(result)) found.push(`${input.length} bytes: ${JSON.stringify(result)}`);
    } catch (error) {
      found.push(`${input.length} bytes threw ${String(error)}`);
    }
  }
  return found;
}

function firstChunk(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes.subarray(12, 16));
}

// --- hand-built JPEG ----------------------------------------------------------------------------

function segment(marker: number, payload: readonly number[]): number[] {
  return [0xff, marker, ...u16(payload.length + 2), ...payload];
}

function sof(marker: number, width: number, height: number): number[] {
  return segment(marker, [8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
}

const SOI = [0xff, 0xd8];
const APP0 = segment(0xe0, [...text("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);

// --- hand-built ISO-BMFF (AVIF) -----------------------------------------------------------------

function box(type: string, ...payload: (Uint8Array | readonly number[])[]): Uint8Array {
  const body = concat(...payload);
  return concat(u32(8 + body.length), text(type), body);
}

/** A box with a 64-bit size (size field 1, then the largesize). */
function largeBox(type: string, ...payload: (Uint8Array | readonly number[])[]): Uint8Array {
  const body = concat(...payload);
  return concat(u32(1), text(type), u32(0), u32(16 + body.length), body);
}

/** A box with size 0: it runs to the end of its container. */
function openBox(type: string, ...payload: (Uint8Array | readonly number[])[]): Uint8Array {
  return concat(u32(0), text(type), ...payload);
}

function fullBox(
  type: string,
  version: number,
  flags: number,
  ...payload: (Uint8Array | readonly number[])[]
): Uint8Array {
  return box(type, [version, (flags >>> 16) & 0xff, (flags >>> 8) & 0xff, flags & 0xff], ...payload);
}

const ftyp = (major: string, ...compatible: string[]) => box("ftyp", text(major), u32(0), ...compatible.map(text));
const ispe = (width: number, height: number) => fullBox("ispe", 0, 0, u32(width), u32(height));
const hdlr = fullBox("hdlr", 0, 0, u32(0), text("pict"), u32(0), u32(0), u32(0), [0]);
const pitm = (item: number) => fullBox("pitm", 0, 0, u16(item));

/** An ipma box (version 0, 16-bit item ids); `wide` selects 16-bit property indices. */
function ipma(entries: readonly (readonly [number, readonly number[]])[], wide = false): Uint8Array {
  const body: number[] = [...u32(entries.length)];
  for (const [item, indices] of entries) {
    body.push(...u16(item), indices.length);
    for (const index of indices) body.push(...(wide ? u16(0x8000 | index) : [0x80 | index]));
  }
  return fullBox("ipma", 0, wide ? 1 : 0, body);
}

function avif(width: number, height: number): Uint8Array {
  return concat(
    ftyp("avif", "mif1", "miaf"),
    fullBox("meta", 0, 0, hdlr, pitm(1), box("iprp", box("ipco", ispe(width, height)), ipma([[1, [1]]]))),
    box("mdat", [1, 2, 3]),
  );
}

// --- tests --------------------------------------------------------------------------------------

describe("sniffImage on real images", () => {
  it("detects each type with its exact dimensions", () => {
    expect(samples).toHaveLength(FORMATS.length * SIZES.length);
    for (const { format, width, height, bytes } of samples) {
      expect(sniffImage(bytes), `${format} ${width}x${height}`).toEqual(expected(KIND[format], width, height));
    }
  });

  it("covers the WebP variants (VP8, VP8L, VP8X) and progressive JPEG", () => {
    const byFormat = (format: Format) => samples.filter((sample) => sample.format === format);
    for (const { bytes } of byFormat("webp")) expect(firstChunk(bytes)).toBe("VP8 ");
    for (const { bytes } of byFormat("webp-lossless")) expect(firstChunk(bytes)).toBe("VP8L");
    for (const { bytes } of byFormat("webp-alpha")) expect(firstChunk(bytes)).toBe("VP8X");
    // Progressive JPEGs carry SOF2 (FF C2), baseline ones SOF0 (FF C0).
    const hasMarker = (bytes: Uint8Array, marker: number) =>
      bytes.some((b, i) => b === 0xff && bytes[i + 1] === marker);
    for (const { bytes } of byFormat("jpeg-progressive")) expect(hasMarker(bytes, 0xc2)).toBe(true);
    for (const { bytes } of byFormat("jpeg")) expect(hasMarker(bytes, 0xc0)).toBe(true);
  });

  it("reads JPEGs with large EXIF and ICC segments before the frame header", async () => {
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0c41c2" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "e-Shop ".repeat(200) } })
      .withIccProfile("p3")
      .toBuffer();
    expect(bytes[3]).toBe(0xe1); // APP1 (EXIF) comes first
    expect(sniffImage(bytes)).toEqual(expected("jpeg", 640, 480));
  });

  it("accepts plain Uint8Arrays and views at an offset into a larger buffer", () => {
    for (const { format, width, height, bytes } of samples.slice(0, 10)) {
      const copy = Uint8Array.from(bytes);
      expect(sniffImage(copy)).toEqual(expected(KIND[format], width, height));
      const padded = new Uint8Array(bytes.length + 13);
      padded.set(bytes, 7);
      expect(sniffImage(padded.subarray(7, 7 + bytes.length))).toEqual(expected(KIND[format], width, height));
    }
  });

  it("lets the bytes decide, whatever the name or declared type says", async () => {
    const png = samples.find((sample) => sample.format === "png" && sample.width === 1080);
    const jpeg = samples.find((sample) => sample.format === "jpeg" && sample.width === 1080);
    if (!png || !jpeg) throw new Error("missing samples");
    const pngAsJpeg = new File([Uint8Array.from(png.bytes)], "photo.jpg", { type: "image/jpeg" });
    const jpegAsPng = new File([Uint8Array.from(jpeg.bytes)], "logo.png", { type: "image/png" });
    expect(sniffImage(new Uint8Array(await pngAsJpeg.arrayBuffer()))).toEqual(expected("png", 1080, 344));
    expect(sniffImage(new Uint8Array(await jpegAsPng.arrayBuffer()))).toEqual(expected("jpeg", 1080, 344));
  });
});

describe("sniffImage rejects what is not a supported image", () => {
  it("rejects GIF, SVG, HTML, text and empty input", async () => {
    const gif = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#c2410c" } })
      .gif()
      .toBuffer();
    expect(new TextDecoder().decode(gif.subarray(0, 6))).toBe("GIF89a");
    expect(sniffImage(gif)).toBeNull();
    expect(sniffImage(concat(text("GIF87a"), [1, 0, 1, 0, 0, 0, 0]))).toBeNull();
    expect(
      sniffImage(
        text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      ),
    ).toBeNull();
    expect(sniffImage(text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(text("<!doctype html><html><body><img src=x onerror=alert(1)></body></html>"))).toBeNull();
    expect(sniffImage(text("just some text, certainly not an image"))).toBeNull();
    expect(sniffImage(new Uint8Array(0))).toBeNull();
    expect(sniffImage(new Uint8Array(1000))).toBeNull();
    expect(sniffImage(new Uint8Array(1000).fill(0xff))).toBeNull();
  });

  it("rejects a PNG signature on a text body, and a damaged IHDR", () => {
    const png = samples.find((sample) => sample.format === "png" && sample.width === 333);
    if (!png) throw new Error("missing sample");
    expect(sniffImage(concat(png.bytes.subarray(0, 8), text("hello, this is not an image header at all")))).toBeNull();
    const badCrc = Uint8Array.from(png.bytes);
    badCrc[29] = (badCrc[29] ?? 0) ^ 0x01;
    expect(sniffImage(badCrc)).toBeNull();
    const badDepth = Uint8Array.from(png.bytes);
    badDepth[24] = 3; // bit depth 3 is not a PNG bit depth
    expect(sniffImage(badDepth)).toBeNull();
  });

  it("survives seeded random bytes, bare and behind each signature", () => {
    const next = rng(0x5eed);
    const prefixes: (readonly number[])[] = [
      [],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...text("IHDR")],
      [0xff, 0xd8, 0xff],
      [...text("RIFF"), 0xff, 0xff, 0xff, 0x7f, ...text("WEBPVP8 ")],
      [...text("RIFF"), 0xff, 0xff, 0xff, 0x7f, ...text("WEBPVP8L")],
      [...text("RIFF"), 0xff, 0xff, 0xff, 0x7f, ...text("WEBPVP8X")],
      [...box("ftyp", text("avif"), u32(0))],
      [...box("ftyp", text("avif"), u32(0)), 0, 0, 0, 0, ...text("meta")],
    ];
    const inputs: Uint8Array[] = [];
    for (let run = 0; run < 900; run++) {
      const prefix = prefixes[run % prefixes.length] ?? [];
      inputs.push(concat(prefix, randomBytes(next, Math.floor(next() * 400))));
    }
    expect(problems(inputs)).toEqual([]);
  });

  it("survives random corruption of real headers", () => {
    const next = rng(42);
    const small = samples.filter((sample) => sample.width === 333);
    const inputs: Uint8Array[] = [];
    for (let run = 0; run < 1500; run++) {
      const sample = small[run % small.length];
      if (!sample) continue;
      const bytes = Uint8Array.from(sample.bytes.subarray(0, 600));
      const flips = 1 + Math.floor(next() * 4);
      for (let k = 0; k < flips; k++)
        bytes[Math.floor(next() * Math.min(bytes.length, 300))] = Math.floor(next() * 256);
      inputs.push(bytes);
    }
    expect(problems(inputs)).toEqual([]);
  });

  it("returns null or the right answer for every truncation, never throwing", () => {
    const next = rng(7);
    for (const { format, width, height, bytes } of samples) {
      const full = expected(KIND[format], width, height);
      const lengths = new Set<number>();
      if (bytes.length <= 8192) {
        for (let n = 0; n < bytes.length; n++) lengths.add(n);
      } else {
        for (let n = 0; n < 1024; n++) lengths.add(n);
        for (let k = 0; k < 200; k++) lengths.add(Math.floor(next() * bytes.length));
        lengths.add(bytes.length - 1);
      }
      const prefixes = [...lengths].map((n) => bytes.subarray(0, n));
      const accept = (result: SniffedImage | null) =>
        result === null || JSON.stringify(result) === JSON.stringify(full);
      expect(problems(prefixes, accept), `${format} ${width}x${height}`).toEqual([]);
      // Too short to hold any header.
      expect(sniffImage(bytes.subarray(0, 8))).toBeNull();
    }
  });
});

describe("JPEG marker walking", () => {
  it("reads a minimal hand-built JPEG, including the largest size", () => {
    expect(sniffImage(concat(SOI, APP0, sof(0xc0, 1080, 344)))).toEqual(expected("jpeg", 1080, 344));
    expect(sniffImage(concat(SOI, sof(0xc0, 65535, 65535)))).toEqual(expected("jpeg", 65535, 65535));
  });

  it("recognises every SOFn and skips the markers that are not frames", () => {
    for (const marker of [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]) {
      expect(sniffImage(concat(SOI, APP0, sof(marker, 40, 30))), marker.toString(16)).toEqual(expected("jpeg", 40, 30));
    }
    // DHT (C4), JPG (C8) and DAC (CC) share the C0-CF range but are not frame headers: skip them.
    for (const marker of [0xc4, 0xc8, 0xcc]) {
      const decoy = segment(marker, [8, ...u16(1), ...u16(1), 1, 1, 0x11, 0]);
      expect(sniffImage(concat(SOI, decoy, sof(0xc0, 40, 30))), marker.toString(16)).toEqual(expected("jpeg", 40, 30));
    }
  });

  it("skips fill bytes and standalone markers", () => {
    const jpeg = samples.find((sample) => sample.format === "jpeg" && sample.width === 1080);
    if (!jpeg) throw new Error("missing sample");
    const junk = [0xff, 0xff, 0xff, 0x01, 0xff, 0xd0, 0xff, 0xd7, 0xff, 0xff];
    expect(sniffImage(concat(jpeg.bytes.subarray(0, 2), junk, jpeg.bytes.subarray(2)))).toEqual(
      expected("jpeg", 1080, 344),
    );
    expect(sniffImage(concat(SOI, [0xff, 0xff], APP0, [0xff, 0xff, 0xff], sof(0xc2, 7, 9)))).toEqual(
      expected("jpeg", 7, 9),
    );
  });

  it("returns null when a segment length points past the end", () => {
    const jpeg = samples.find((sample) => sample.format === "jpeg" && sample.width === 333);
    if (!jpeg) throw new Error("missing sample");
    const broken = Uint8Array.from(jpeg.bytes);
    expect(broken[2]).toBe(0xff);
    broken.set(u16(Math.min(0xffff, broken.length)), 4); // the first segment now runs past the end
    expect(broken.length).toBeLessThan(0xffff);
    expect(sniffImage(broken)).toBeNull();
    expect(sniffImage(concat(SOI, [0xff, 0xe0, 0x01, 0x00], [1, 2, 3]))).toBeNull();
    // A frame header whose own length runs past the end.
    expect(sniffImage(concat(SOI, APP0, [0xff, 0xc0, 0x00, 0x40, 8, 0, 30, 0, 40, 1, 1, 0x11, 0]))).toBeNull();
  });

  it("returns null for malformed marker streams, without looping", () => {
    expect(sniffImage(concat(SOI, [0xff, 0xe0, 0x00, 0x00]))).toBeNull(); // length 0
    expect(sniffImage(concat(SOI, [0xff, 0xe0, 0x00, 0x01, 0, 0, 0, 0]))).toBeNull(); // length 1
    expect(sniffImage(concat(SOI, [0xff, 0x00], sof(0xc0, 4, 4)))).toBeNull(); // stuffed zero
    expect(sniffImage(concat(SOI, APP0, [0xff, 0xd9], sof(0xc0, 4, 4)))).toBeNull(); // EOI first
    expect(sniffImage(concat(SOI, APP0, segment(0xda, [1, 1, 0, 0, 63, 0]), sof(0xc0, 4, 4)))).toBeNull(); // SOS first
    expect(sniffImage(concat(SOI, APP0, [0x12, 0x34], sof(0xc0, 4, 4)))).toBeNull(); // garbage between segments
    expect(sniffImage(concat(SOI, sof(0xc0, 40, 0)))).toBeNull(); // height deferred to DNL
    expect(sniffImage(concat(SOI, sof(0xc0, 0, 40)))).toBeNull(); // no width
    expect(sniffImage(concat(SOI, segment(0xc0, [8, 0, 30, 0, 40, 0])))).toBeNull(); // no components
    expect(sniffImage(concat(SOI, new Uint8Array(100_000).fill(0xff)))).toBeNull();
    const standalone: number[] = [];
    for (let k = 0; k < 20_000; k++) standalone.push(0xff, 0xd0 + (k % 8));
    expect(sniffImage(concat(SOI, standalone))).toBeNull();
    expect(sniffImage(concat(SOI, standalone, sof(0xc0, 5, 6)))).toEqual(expected("jpeg", 5, 6));
  });
});

describe("WebP chunks", () => {
  function riff(chunk: string, payload: readonly number[]): Uint8Array {
    return concat(text("RIFF"), le32(4 + 8 + payload.length), text("WEBP"), text(chunk), le32(payload.length), payload);
  }

  it("reads hand-built VP8, VP8L and VP8X headers at their limits", () => {
    // Key frame, version 0, shown, first partition of 16 bytes.
    const vp8 = (w: number, h: number) =>
      riff("VP8 ", [
        0x10,
        0x02,
        0x00,
        0x9d,
        0x01,
        0x2a,
        w & 0xff,
        (w >> 8) & 0x3f,
        h & 0xff,
        (h >> 8) & 0x3f,
        ...new Array<number>(20).fill(0),
      ]);
    expect(sniffImage(vp8(16383, 16383))).toEqual(expected("webp", 16383, 16383));
    expect(sniffImage(vp8(0, 5))).toBeNull();
    const vp8l = (w: number, h: number, version = 0) => {
      const bits = (w - 1) | ((h - 1) << 14);
      return riff("VP8L", [
        0x2f,
        bits & 0xff,
        (bits >>> 8) & 0xff,
        (bits >>> 16) & 0xff,
        ((bits >>> 24) & 0x0f) | (version << 5),
        0,
        0,
        0,
      ]);
    };
    expect(sniffImage(vp8l(16384, 16384))).toEqual(expected("webp", 16384, 16384));
    expect(sniffImage(vp8l(1, 1))).toEqual(expected("webp", 1, 1));
    expect(sniffImage(vp8l(1, 1, 1))).toBeNull(); // unknown version
    const vp8x = (w: number, h: number) =>
      riff("VP8X", [0x10, 0, 0, 0, ...le32(w - 1).slice(0, 3), ...le32(h - 1).slice(0, 3)]);
    expect(sniffImage(vp8x(1080, 344))).toEqual(expected("webp", 1080, 344));
    expect(sniffImage(vp8x(65536, 65535))).toEqual(expected("webp", 65536, 65535));
    expect(sniffImage(vp8x(1 << 24, 1 << 24))).toBeNull(); // canvas area over 2^32 - 1
  });

  it("rejects damaged WebP headers", () => {
    const webp = samples.find((sample) => sample.format === "webp" && sample.width === 333);
    if (!webp) throw new Error("missing sample");
    const noStartCode = Uint8Array.from(webp.bytes);
    noStartCode[23] = 0;
    expect(sniffImage(noStartCode)).toBeNull();
    const otherChunk = Uint8Array.from(webp.bytes);
    otherChunk.set(text("ALPH"), 12);
    expect(sniffImage(otherChunk)).toBeNull();
    const notWebp = Uint8Array.from(webp.bytes);
    notWebp.set(text("WAVE"), 8);
    expect(sniffImage(notWebp)).toBeNull();
  });
});

describe("AVIF boxes", () => {
  it("reads a hand-built AVIF header", () => {
    expect(sniffImage(avif(1080, 344))).toEqual(expected("avif", 1080, 344));
    expect(sniffImage(avif(1, 1))).toEqual(expected("avif", 1, 1));
  });

  it("accepts avif or avis as major or compatible brand, and nothing else", () => {
    const meta = fullBox("meta", 0, 0, hdlr, box("iprp", box("ipco", ispe(64, 48))));
    expect(sniffImage(concat(ftyp("avis", "msf1"), meta))).toEqual(expected("avif", 64, 48));
    expect(sniffImage(concat(ftyp("mif1", "miaf", "avif"), meta))).toEqual(expected("avif", 64, 48));
    expect(sniffImage(concat(ftyp("mif1", "miaf", "avis"), meta))).toEqual(expected("avif", 64, 48));
    expect(sniffImage(concat(ftyp("heic", "mif1", "heic"), meta))).toBeNull();
    expect(sniffImage(concat(ftyp("isom", "mp41"), meta))).toBeNull();
    // The minor version is not a brand.
    expect(sniffImage(concat(box("ftyp", text("mif1"), text("avif")), meta))).toBeNull();
  });

  it("handles 64-bit box sizes and size 0", () => {
    const ipco = largeBox("ipco", ispe(640, 480));
    expect(
      sniffImage(
        concat(
          largeBox("ftyp", text("avif"), u32(0), text("mif1")),
          largeBox("meta", [0, 0, 0, 0], largeBox("iprp", ipco)),
        ),
      ),
    ).toEqual(expected("avif", 640, 480));
    // A free box with a 64-bit size before meta, and meta running to the end of the file.
    expect(
      sniffImage(
        concat(
          ftyp("avif"),
          largeBox("free", new Uint8Array(40)),
          openBox("meta", [0, 0, 0, 0], box("iprp", openBox("ipco", ispe(640, 480)))),
        ),
      ),
    ).toEqual(expected("avif", 640, 480));
    // A huge 64-bit size points past the end.
    expect(
      sniffImage(
        concat(
          ftyp("avif"),
          [0, 0, 0, 1],
          text("meta"),
          [0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
          box("iprp", box("ipco", ispe(640, 480))),
        ),
      ),
    ).toBeNull();
    // A uuid box (extended type) before meta.
    expect(
      sniffImage(
        concat(
          ftyp("avif"),
          box("uuid", new Uint8Array(16), [1, 2, 3]),
          box("meta", [0, 0, 0, 0], box("iprp", box("ipco", ispe(3, 4)))),
        ),
      ),
    ).toEqual(expected("avif", 3, 4));
  });

  it("uses the ispe associated with the primary item", () => {
    // A grid: item 1 (primary) is 1024x768, made of 512x384 tiles 2..5; tiles are listed first.
    const properties = box("ipco", ispe(512, 384), box("pixi", [0, 0, 0, 0, 3, 8, 8, 8]), ispe(1024, 768));
    const entries = [
      [2, [1, 2]],
      [3, [1, 2]],
      [1, [3, 2]],
    ] as const;
    const grid = (wide: boolean) =>
      concat(
        ftyp("avif", "mif1"),
        fullBox("meta", 0, 0, hdlr, pitm(1), box("iprp", properties, ipma(entries, wide)), box("idat", [0])),
      );
    expect(sniffImage(grid(false))).toEqual(expected("avif", 1024, 768));
    expect(sniffImage(grid(true))).toEqual(expected("avif", 1024, 768));
    // Without an association for the primary item, the first ispe is used.
    const unassociated = concat(
      ftyp("avif"),
      fullBox("meta", 0, 0, pitm(9), box("iprp", properties, ipma([[2, [1]]]))),
    );
    expect(sniffImage(unassociated)).toEqual(expected("avif", 512, 384));
  });

  it("returns null without meta, iprp, ipco or ispe, or when boxes are broken", () => {
    expect(sniffImage(ftyp("avif", "mif1"))).toBeNull();
    expect(sniffImage(concat(ftyp("avif"), box("mdat", [1, 2, 3])))).toBeNull();
    expect(sniffImage(concat(ftyp("avif"), fullBox("meta", 0, 0, hdlr)))).toBeNull();
    expect(
      sniffImage(concat(ftyp("avif"), fullBox("meta", 0, 0, box("iprp", box("ipma", [0, 0, 0, 0, 0, 0, 0, 0]))))),
    ).toBeNull();
    expect(
      sniffImage(concat(ftyp("avif"), fullBox("meta", 0, 0, box("iprp", box("ipco", box("pixi", [0, 0, 0, 0, 0])))))),
    ).toBeNull();
    expect(sniffImage(concat(ftyp("avif"), fullBox("meta", 0, 0, box("iprp", box("ipco", ispe(0, 10))))))).toBeNull();
    expect(
      sniffImage(concat(ftyp("avif"), fullBox("meta", 0, 0, box("iprp", box("ipco", fullBox("ispe", 0, 0, u32(10))))))),
    ).toBeNull();
    // A child box claiming more bytes than its parent holds.
    expect(
      sniffImage(concat(ftyp("avif"), fullBox("meta", 0, 0, [0, 0, 1, 0], text("iprp"), box("ipco", ispe(5, 5))))),
    ).toBeNull();
    // A box smaller than its own header.
    expect(
      sniffImage(
        concat(ftyp("avif"), [0, 0, 0, 4], text("free"), fullBox("meta", 0, 0, box("iprp", box("ipco", ispe(5, 5))))),
      ),
    ).toBeNull();
    // An ipma whose entry count runs past its end.
    expect(
      sniffImage(
        concat(
          ftyp("avif"),
          fullBox(
            "meta",
            0,
            0,
            pitm(1),
            box("iprp", box("ipco", ispe(5, 5)), fullBox("ipma", 0, 0, u32(1000), u16(7), [1, 0x81])),
          ),
        ),
      ),
    ).toBeNull();
  });

  it("reads sharp's real AVIF output, whose mdat comes after meta", () => {
    const real = samples.find((sample) => sample.format === "avif" && sample.width === 1080);
    if (!real) throw new Error("missing sample");
    expect(new TextDecoder().decode(real.bytes.subarray(4, 12))).toBe("ftypavif");
    expect(sniffImage(real.bytes)).toEqual(expected("avif", 1080, 344));
  });
});
