/** Tiny image headers for upload tests: enough bytes for the type and size sniffing, never a whole picture. */

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A PNG header of the given size (enough for the byte sniffing), plus `salt` bytes so each image is distinct. */
export function png(width: number, height: number, salt = ""): Uint8Array<ArrayBuffer> {
  const ihdr = new Uint8Array(17);
  const view = new DataView(ihdr.buffer);
  ihdr.set([0x49, 0x48, 0x44, 0x52]);
  view.setUint32(4, width);
  view.setUint32(8, height);
  ihdr.set([8, 2, 0, 0, 0], 12);
  const bytes = new Uint8Array(8 + 4 + 17 + 4 + salt.length);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  new DataView(bytes.buffer).setUint32(8, 13);
  bytes.set(ihdr, 12);
  new DataView(bytes.buffer).setUint32(29, crc32(ihdr));
  bytes.set(new TextEncoder().encode(salt), 33);
  return bytes;
}

/** A lossless WebP header of the given size (enough for the byte sniffing), plus `salt` bytes. */
export function webp(width: number, height: number, salt = ""): Uint8Array<ArrayBuffer> {
  const extra = new TextEncoder().encode(salt);
  const bytes = new Uint8Array(25 + extra.length);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode("RIFF"), 0);
  view.setUint32(4, 17 + extra.length, true);
  bytes.set(new TextEncoder().encode("WEBPVP8L"), 8);
  view.setUint32(16, 5 + extra.length, true);
  bytes[20] = 0x2f;
  view.setUint32(21, ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), true);
  bytes.set(extra, 25);
  return bytes;
}
