/**
 * Rasterises the seed SVGs to WebP for the local image store. Node only (uses sharp / librsvg).
 */
import sharp from "sharp";

/** The SVG's own size in user units, from its viewBox or its width/height attributes. */
function intrinsicSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const viewBox = /\bviewBox\s*=\s*["']\s*[-\d.eE+]+[\s,]+[-\d.eE+]+[\s,]+([\d.eE+]+)[\s,]+([\d.eE+]+)\s*["']/.exec(
    root,
  );
  if (viewBox?.[1] && viewBox[2]) return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  const w = /\bwidth\s*=\s*["']([\d.]+)(?:px)?["']/.exec(root)?.[1];
  const h = /\bheight\s*=\s*["']([\d.]+)(?:px)?["']/.exec(root)?.[1];
  if (w && h) return { width: Number(w), height: Number(h) };
  return undefined;
}

/**
 * Renders `svg` at exactly `width` x `height` pixels and encodes it as WebP.
 * The SVG is rasterised at a density matching the target size, so upscaling stays sharp.
 */
export async function svgToWebp(
  svg: string,
  width: number,
  height: number,
  quality = 80,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`svgToWebp: invalid size ${width}x${height}`);
  }
  const size = intrinsicSize(svg);
  const scale = size && size.width > 0 && size.height > 0 ? Math.max(width / size.width, height / size.height) : 1;
  const density = Math.min(Math.max(72 * scale, 1), 100_000);
  const output = await sharp(Buffer.from(svg, "utf8"), { density })
    .resize(width, height, { fit: "fill" })
    .webp({ quality, effort: 4 })
    .toBuffer();
  // A copy backed by a plain ArrayBuffer (Buffers may sit on a shared pool), as R2 and D1 bindings expect.
  return new Uint8Array(output);
}
