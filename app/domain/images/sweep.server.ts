/**
 * The nightly sweep of R2: photos nothing uses. The admin screens remove an upload whose record could not be
 * saved, but a tab closed between the upload and the save leaves one behind; so does a client of the API that
 * uploads and never posts. Only photos older than a day are considered, so an admin in the middle of a form is
 * never swept.
 */
import type { Database } from "../database.ts";
import { isImageKey, thumbKey } from "./images.server.ts";
import { THUMB_SUFFIX } from "./url.ts";
import { imagesInUse } from "./uploads.server.ts";

export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  /** Photos old enough to be considered. */
  checked: number;
  /** Keys deleted: unused photos with their renditions, and renditions whose photo is gone. */
  deleted: string[];
}

export async function sweepOrphanImages(
  db: Database,
  bucket: R2Bucket,
  { now = Date.now(), minAgeMs = ORPHAN_MIN_AGE_MS }: { now?: number; minAgeMs?: number } = {},
): Promise<SweepResult> {
  const cutoff = now - minAgeMs;
  const photos: string[] = [];
  const thumbs: string[] = [];
  const present = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, limit: 1000 });
    for (const object of page.objects) {
      if (!isImageKey(object.key)) continue;
      const isThumb = object.key.endsWith(THUMB_SUFFIX);
      if (!isThumb) present.add(object.key.slice(0, 32));
      if (object.uploaded.getTime() > cutoff) continue;
      (isThumb ? thumbs : photos).push(object.key);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);

  const used = await imagesInUse(db, photos);
  const deleted = [
    ...photos.filter((key) => !used.has(key)).flatMap((key) => [key, thumbKey(key)]),
    ...thumbs.filter((key) => !present.has(key.slice(0, 32))),
  ];
  // R2 deletes at most 1000 keys per call.
  for (let i = 0; i < deleted.length; i += 1000) await bucket.delete(deleted.slice(i, i + 1000));
  return { checked: photos.length, deleted };
}
