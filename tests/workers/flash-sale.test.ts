import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { flashSaleWindows } from "@db/schema.ts";
import { createDatabase } from "~/domain/database.ts";
import { clearFlashSaleWindow, getFlashSaleStatus, setFlashSaleWindow } from "~/domain/flash-sale/flash-sale.server.ts";
import { type FlashSale, startingWindow } from "../../workers/flash-sale.ts";

const HOUR = 3_600_000;

describe("flash-sale Durable Object", () => {
  it("starts from the last window logged in D1 when its storage is empty", async () => {
    const now = Date.now();
    await createDatabase(env.DB)
      .insert(flashSaleWindows)
      .values({ startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR), setBy: "seed" });
    const id = env.FLASH_SALE.idFromName("bootstrap-test");
    const status = await env.FLASH_SALE.get(id).status();
    expect(status.state).toBe("open");
    expect(status.window).toEqual({ startsAt: now - HOUR, endsAt: now + HOUR });
  });

  it("refuses a window whose end is not after its start, and keeps the one it had", async () => {
    const now = Date.now();
    const accepted = await setFlashSaleWindow(
      env,
      { startsAt: now + HOUR, endsAt: now + 2 * HOUR },
      "admin@example.com",
    );
    expect(accepted.ok).toBe(true);
    const refused = await setFlashSaleWindow(env, { startsAt: now + HOUR, endsAt: now + HOUR }, "admin@example.com");
    expect(refused).toEqual({ ok: false, reason: "end-not-after-start" });
    const status = await getFlashSaleStatus(env);
    expect(status.state).toBe("upcoming");
    expect(status.window).toEqual({ startsAt: now + HOUR, endsAt: now + 2 * HOUR });
  });

  it("refuses a window outside 1900-01-01 .. 2099-12-31", async () => {
    const refused = await setFlashSaleWindow(
      env,
      { startsAt: Date.UTC(2099, 0, 1), endsAt: Date.UTC(2100, 0, 2) },
      null,
    );
    expect(refused).toEqual({ ok: false, reason: "out-of-range" });
  });

  it("keeps the window in its own storage and logs it to D1", async () => {
    const now = Date.now();
    await setFlashSaleWindow(env, { startsAt: now - HOUR, endsAt: now + HOUR }, "admin@example.com");
    const stub = env.FLASH_SALE.get(env.FLASH_SALE.idFromName("global"));
    const stored = await runInDurableObject(stub, (_instance: FlashSale, state) => state.storage.get("window"));
    expect(stored).toEqual({ startsAt: now - HOUR, endsAt: now + HOUR });
    const logged = await createDatabase(env.DB).select().from(flashSaleWindows);
    expect(logged.at(-1)?.setBy).toBe("admin@example.com");
  });

  it("clears the window, and stays cleared rather than starting again from the log in D1", async () => {
    const now = Date.now();
    await setFlashSaleWindow(env, { startsAt: now - HOUR, endsAt: now + HOUR }, "admin@example.com");
    const cleared = await clearFlashSaleWindow(env);
    expect(cleared).toMatchObject({ window: null, state: "none" });
    const stub = env.FLASH_SALE.get(env.FLASH_SALE.idFromName("global"));
    const stored = await runInDurableObject(stub, (_instance: FlashSale, state) => state.storage.get("window"));
    expect(stored).toBeNull();
    // An instance starting again over this storage (after an eviction) keeps it cleared, though D1 logged a window.
    const logged = { startsAt: now - HOUR, endsAt: now + HOUR };
    const restarted = await runInDurableObject(stub, (_instance: FlashSale, state) =>
      startingWindow(state.storage, async () => logged),
    );
    expect(restarted).toBeNull();
    const fresh = env.FLASH_SALE.get(env.FLASH_SALE.idFromName("never-set"));
    expect(
      await runInDurableObject(fresh, (_instance: FlashSale, state) =>
        startingWindow(state.storage, async () => logged),
      ),
    ).toEqual(logged);
  });
});
