/**
 * Identifies an uploaded image by its bytes alone (never by its file name or declared type) and
 * reads its pixel dimensions from the header. Pure and dependency-free: runs in Workers and Node.
 *
 * Every read is bounds-checked, every loop advances, and nothing throws: truncated, corrupt or
 * hostile input yields null.
 */

export type SniffedImageType = "jpeg" | "png" | "webp" | "avif";

export interface SniffedImage {
  type: SniffedImageType;
  extension: "jpg" | "png" | "webp" | "avif";
  contentType: "image/jpeg" | "image/png" | "image/webp" | "image/avif";
  width: number;
  height: number;
}

interface Size {
  width: number;
  height: number;
}

/** null when the bytes are not a complete-enough JPEG, PNG, WebP or AVIF to read its dimensions. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (!bytes || typeof bytes.length !== "number" || bytes.length < 4) return null;
  try {
    if (startsWith(bytes, 0, PNG_SIGNATURE)) return result("png", "png", "image/png", pngSize(bytes));
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
      return result("jpeg", "jpg", "image/jpeg", jpegSize(bytes));
    if (isFourCc(bytes, 0, "RIFF") && isFourCc(bytes, 8, "WEBP"))
      return result("webp", "webp", "image/webp", webpSize(bytes));
    if (isFourCc(bytes, 4, "ftyp")) return result("avif", "avif", "image/avif", avifSize(bytes));
  } catch {
    // The parsers are written not to throw; this is a last line of defence for an upload path.
  }
  return null;
}

function result(
  type: SniffedImageType,
  extension: SniffedImage["extension"],
  contentType: SniffedImage["contentType"],
  size: Size | null,
): SniffedImage | null {
  if (!size || !validDimension(size.width) || !validDimension(size.height)) return null;
  return { type, extension, contentType, width: size.width, height: size.height };
}

function validDimension(n: number): boolean {
  return Number.isSafeInteger(n) && n > 0;
}

// ---------------------------------------------------------------------------------------------
// Byte helpers. Callers check bounds first; the `?? 0` only satisfies noUncheckedIndexedAccess.

function u8(b: Uint8Array, i: number): number {
  return b[i] ?? 0;
}

function u16be(b: Uint8Array, i: number): number {
  return (u8(b, i) << 8) | u8(b, i + 1);
}

function u32be(b: Uint8Array, i: number): number {
  return u8(b, i) * 0x1000000 + ((u8(b, i + 1) << 16) | (u8(b, i + 2) << 8) | u8(b, i + 3));
}

function u16le(b: Uint8Array, i: number): number {
  return u8(b, i) | (u8(b, i + 1) << 8);
}

function u24le(b: Uint8Array, i: number): number {
  return u8(b, i) | (u8(b, i + 1) << 8) | (u8(b, i + 2) << 16);
}

function u32le(b: Uint8Array, i: number): number {
  return u24le(b, i) + u8(b, i + 3) * 0x1000000;
}

function startsWith(b: Uint8Array, at: number, expected: readonly number[]): boolean {
  if (at < 0 || at + expected.length > b.length) return false;
  for (let k = 0; k < expected.length; k++) if (b[at + k] !== expected[k]) return false;
  return true;
}

/** Whether the four bytes at `at` are the ASCII characters of `code`. */
function isFourCc(b: Uint8Array, at: number, code: string): boolean {
  if (at < 0 || at + 4 > b.length) return false;
  for (let k = 0; k < 4; k++) if (b[at + k] !== code.charCodeAt(k)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// PNG: 8-byte signature, then the IHDR chunk must come first (length 13, "IHDR", data, CRC).

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** Allowed bit depths for each PNG colour type. */
const PNG_BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

function pngSize(b: Uint8Array): Size | null {
  const ihdr = 8;
  const data = ihdr + 8;
  // Chunk length + type + 13 data bytes + CRC.
  if (b.length < data + 13 + 4) return null;
  if (u32be(b, ihdr) !== 13 || !isFourCc(b, ihdr + 4, "IHDR")) return null;
  const width = u32be(b, data);
  const height = u32be(b, data + 4);
  if (width > 0x7fffffff || height > 0x7fffffff) return null;
  const bitDepth = u8(b, data + 8);
  const colourType = u8(b, data + 9);
  const depths = PNG_BIT_DEPTHS[colourType];
  if (!depths || !depths.includes(bitDepth)) return null;
  if (u8(b, data + 10) !== 0 || u8(b, data + 11) !== 0 || u8(b, data + 12) > 1) return null;
  // The CRC covers the chunk type and data.
  if (crc32(b, ihdr + 4, data + 13) !== u32be(b, data + 13)) return null;
  return { width, height };
}

let crcTable: Uint32Array | null = null;

function crc32(b: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = (crcTable[(crc ^ u8(b, i)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// JPEG: SOI, then marker segments up to the first start-of-frame (SOFn), which holds the size.

/** SOF0-3, SOF5-7, SOF9-11, SOF13-15. (C4 is DHT, C8 is reserved JPG, CC is DAC.) */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(b: Uint8Array): Size | null {
  let i = 2; // past SOI (FF D8)
  while (i < b.length) {
    if (b[i] !== 0xff) return null; // every segment starts with a marker
    // Any number of 0xFF fill bytes may precede a marker code.
    while (i < b.length && b[i] === 0xff) i++;
    if (i >= b.length) return null;
    const marker = u8(b, i);
    i++;
    // Standalone markers (no length): TEM and RST0-7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // A stuffed zero, a second SOI, EOI or a scan (SOS) before any frame header: not a usable JPEG.
    if (marker === 0x00 || marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null;
    if (i + 2 > b.length) return null;
    const length = u16be(b, i); // includes the two length bytes themselves
    if (length < 2) return null;
    const end = i + length;
    if (end > b.length) return null;
    if (isStartOfFrame(marker)) {
      // length(2) precision(1) height(2) width(2) components(1), then 3 bytes per component.
      if (length < 8) return null;
      const height = u16be(b, i + 3);
      const width = u16be(b, i + 5);
      const components = u8(b, i + 7);
      if (components === 0 || length < 8 + 3 * components) return null;
      // A height of 0 defers to a DNL marker after the first scan; not supported here.
      return { width, height };
    }
    i = end;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// WebP: "RIFF" size "WEBP", then a VP8 (lossy), VP8L (lossless) or VP8X (extended) first chunk.

function webpSize(b: Uint8Array): Size | null {
  if (b.length < 20) return null;
  const riffSize = u32le(b, 4);
  const chunkSize = u32le(b, 16);
  const data = 20;
  // The RIFF payload holds "WEBP" plus at least this chunk's header and payload.
  if (riffSize < 12 + chunkSize) return null;

  if (isFourCc(b, 12, "VP8 ")) {
    // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height (2 scale bits each).
    if (chunkSize < 10 || b.length < data + 10) return null;
    const tag = u24le(b, data);
    const keyFrame = (tag & 1) === 0;
    const version = (tag >> 1) & 7;
    const showFrame = (tag >> 4) & 1;
    const firstPartitionSize = tag >>> 5;
    if (!keyFrame || version > 3 || !showFrame || firstPartitionSize >= chunkSize) return null;
    if (!startsWith(b, data + 3, [0x9d, 0x01, 0x2a])) return null;
    return { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
  }

  if (isFourCc(b, 12, "VP8L")) {
    // Signature 0x2F, then 14 bits width-1, 14 bits height-1, 1 bit alpha, 3 bits version (0).
    if (chunkSize < 5 || b.length < data + 5) return null;
    if (u8(b, data) !== 0x2f) return null;
    const bits = u32le(b, data + 1);
    if (bits >>> 29 !== 0) return null; // version
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }

  if (isFourCc(b, 12, "VP8X")) {
    // Flags (1 byte), reserved (3 bytes), canvas width-1 (24 bits), canvas height-1 (24 bits).
    if (chunkSize < 10 || b.length < data + 10) return null;
    const width = u24le(b, data + 4) + 1;
    const height = u24le(b, data + 7) + 1;
    if (width * height > 0xffffffff) return null; // the format's own limit on the canvas area
    return { width, height };
  }

  return null;
}

// ---------------------------------------------------------------------------------------------
// AVIF: ISO base media file format. "ftyp" first (brand avif or avis), then meta > iprp > ipco
// holds the image properties; "ispe" is the image spatial extent.

interface Box {
  type: string;
  /** First byte of the payload (after the header). */
  start: number;
  /** One past the last byte of the box. */
  end: number;
}

function fourCc(b: Uint8Array, at: number): string {
  return String.fromCharCode(u8(b, at), u8(b, at + 1), u8(b, at + 2), u8(b, at + 3));
}

/** The box at `pos`, which must lie entirely before `limit`; null when malformed or truncated. */
function readBox(b: Uint8Array, pos: number, limit: number): Box | null {
  if (pos + 8 > limit) return null;
  let size = u32be(b, pos);
  const type = fourCc(b, pos + 4);
  let header = 8;
  if (size === 1) {
    // 64-bit "largesize" follows the type.
    if (pos + 16 > limit) return null;
    size = u32be(b, pos + 8) * 0x100000000 + u32be(b, pos + 12);
    header = 16;
  } else if (size === 0) {
    size = limit - pos; // extends to the end of the enclosing container (or file)
  }
  if (type === "uuid") header += 16; // extended type
  if (!Number.isSafeInteger(size) || size < header || size > limit - pos) return null;
  return { type, start: pos + header, end: pos + size };
}

/** The child boxes of a container payload, or null when any of them is malformed. */
function childBoxes(b: Uint8Array, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let pos = start;
  while (pos < end) {
    const box = readBox(b, pos, end);
    if (!box) return null;
    boxes.push(box);
    pos = box.end; // always advances: size >= header >= 8
  }
  return boxes;
}

function avifSize(b: Uint8Array): Size | null {
  const ftyp = readBox(b, 0, b.length);
  if (!ftyp || ftyp.type !== "ftyp" || ftyp.end - ftyp.start < 8) return null;
  let isAvif = false;
  // Major brand, minor version, then compatible brands.
  for (let at = ftyp.start; at + 4 <= ftyp.end; at += at === ftyp.start ? 8 : 4) {
    const brand = fourCc(b, at);
    if (brand === "avif" || brand === "avis") isAvif = true;
  }
  if (!isAvif) return null;

  // Walk the top-level boxes to "meta"; boxes after it (such as a truncated mdat) do not matter.
  let pos = ftyp.end;
  while (pos < b.length) {
    const box = readBox(b, pos, b.length);
    if (!box) return null;
    if (box.type === "meta") return metaSize(b, box);
    pos = box.end;
  }
  return null;
}

function metaSize(b: Uint8Array, meta: Box): Size | null {
  // "meta" is a full box: version (1 byte) and flags (3 bytes) before its children.
  if (meta.end - meta.start < 4 || u8(b, meta.start) !== 0) return null;
  const children = childBoxes(b, meta.start + 4, meta.end);
  if (!children) return null;

  let primaryItem: number | null = null;
  const pitm = children.find((box) => box.type === "pitm");
  if (pitm) {
    const version = u8(b, pitm.start);
    const need = version === 0 ? 6 : 8;
    if (pitm.end - pitm.start < need) return null;
    primaryItem = version === 0 ? u16be(b, pitm.start + 4) : u32be(b, pitm.start + 4);
  }

  const iprp = children.find((box) => box.type === "iprp");
  if (!iprp) return null;
  const iprpChildren = childBoxes(b, iprp.start, iprp.end);
  if (!iprpChildren) return null;
  const ipco = iprpChildren.find((box) => box.type === "ipco");
  if (!ipco) return null;
  const properties = childBoxes(b, ipco.start, ipco.end);
  if (!properties) return null;

  // Prefer the ispe associated with the primary item (there may be several: alpha, thumbnails,
  // grid tiles), falling back to the first ispe in the container.
  if (primaryItem !== null) {
    for (const ipma of iprpChildren.filter((box) => box.type === "ipma")) {
      const indices = propertyIndices(b, ipma, primaryItem);
      if (indices === null) return null;
      for (const index of indices) {
        const property = properties[index - 1];
        if (property && property.type === "ispe") return ispeSize(b, property);
      }
    }
  }
  const firstIspe = properties.find((box) => box.type === "ispe");
  return firstIspe ? ispeSize(b, firstIspe) : null;
}

function ispeSize(b: Uint8Array, ispe: Box): Size | null {
  // Full box (4 bytes), then 32-bit width and height.
  if (ispe.end - ispe.start < 12) return null;
  return { width: u32be(b, ispe.start + 4), height: u32be(b, ispe.start + 8) };
}

/** The 1-based property indices an "ipma" box associates with `item`; null when it is malformed. */
function propertyIndices(b: Uint8Array, ipma: Box, item: number): number[] | null {
  if (ipma.end - ipma.start < 8) return null;
  const version = u8(b, ipma.start);
  const wideIndices = (u8(b, ipma.start + 3) & 1) === 1;
  const entryCount = u32be(b, ipma.start + 4);
  const idSize = version < 1 ? 2 : 4;
  const indexSize = wideIndices ? 2 : 1;
  let pos = ipma.start + 8;
  for (let entry = 0; entry < entryCount; entry++) {
    if (pos + idSize + 1 > ipma.end) return null;
    const itemId = idSize === 2 ? u16be(b, pos) : u32be(b, pos);
    const count = u8(b, pos + idSize);
    pos += idSize + 1;
    if (pos + count * indexSize > ipma.end) return null;
    if (itemId === item) {
      const indices: number[] = [];
      for (let k = 0; k < count; k++) {
        // The top bit flags the association as essential; the rest is the index.
        indices.push(wideIndices ? u16be(b, pos + 2 * k) & 0x7fff : u8(b, pos + k) & 0x7f);
      }
      return indices;
    }
    pos += count * indexSize;
  }
  return [];
}
