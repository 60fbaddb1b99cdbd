import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sweepOrphanImages } from "~/domain/images/sweep.server.ts";
import { storeImage, storeThumb } from "~/domain/images/images.server.ts";
import { db, seedDemoShop } from "./helpers.ts";
import { png, webp } from "./image-fixtures.ts";

await seedDemoShop();

describe("the nightly sweep of unused photos", () => {
  it("removes photos nothing uses (with their renditions) and stray renditions, and keeps every photo in use", async () => {
    const inUse = (await env.IMAGES.list()).objects.map((object) => object.key);
    const orphan = await storeImage(env.IMAGES, png(600, 600, "orphan"), "png");
    await storeThumb(env.IMAGES, orphan, webp(400, 400, "orphan"));
    const strayThumb = await storeThumb(env.IMAGES, "f".repeat(32) + ".png", webp(400, 400, "stray"));

    // Everything is younger than a day: nothing is touched.
    expect((await sweepOrphanImages(db, env.IMAGES)).deleted).toEqual([]);
    expect(await env.IMAGES.head(orphan)).not.toBeNull();

    const result = await sweepOrphanImages(db, env.IMAGES, { now: Date.now() + 25 * 60 * 60 * 1000 });
    expect(result.deleted.sort()).toEqual([orphan, `${orphan.slice(0, 32)}-400.webp`, strayThumb].sort());
    expect(await env.IMAGES.head(orphan)).toBeNull();
    expect(await env.IMAGES.head(strayThumb)).toBeNull();
    for (const key of inUse) expect(await env.IMAGES.head(key)).not.toBeNull();
  });

  it("runs from the Worker's scheduled handler", async () => {
    const orphan = await storeImage(env.IMAGES, png(300, 300, "scheduled"), "png");
    const worker = (await import("../../workers/app.ts")).default;
    const waits: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      passThroughOnException() {},
      props: {},
    };
    await worker.scheduled!(
      { cron: "30 3 * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController,
      env,
      ctx as unknown as ExecutionContext,
    );
    await Promise.all(waits);
    // Just uploaded: a day must pass before the sweep may take it.
    expect(await env.IMAGES.head(orphan)).not.toBeNull();
    expect(waits).toHaveLength(1);
  });
});
