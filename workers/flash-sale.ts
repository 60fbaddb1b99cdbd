import { DurableObject } from "cloudflare:workers";
import { desc } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { flashSaleWindows } from "@db/schema.ts";
import {
  flashWindowProblem,
  flashWindowState,
  type FlashWindow,
  type FlashWindowState,
} from "~/domain/flash-window.ts";

export interface FlashSaleStatus {
  window: FlashWindow | null;
  state: FlashWindowState;
  /** The Durable Object's clock at the moment of the answer: every price check uses this one instant. */
  now: number;
}

export type SetWindowResult = { ok: true; status: FlashSaleStatus } | { ok: false; reason: FlashWindowProblem };

export type FlashWindowProblem = NonNullable<ReturnType<typeof flashWindowProblem>>;

const WINDOW_KEY = "window";

/** The window an instance starts with: its stored one (null once cleared), or else the last one logged in D1. */
export async function startingWindow(
  storage: DurableObjectStorage,
  lastLogged: () => Promise<FlashWindow | null>,
): Promise<FlashWindow | null> {
  const stored = await storage.get<FlashWindow | null>(WINDOW_KEY);
  return stored === undefined ? lastLogged() : stored;
}

/**
 * The one authority on the flash-sale window. A single instance (named "global") holds the current window in
 * its SQLite-backed storage; every price check asks it, so all isolates agree on whether the sale is open.
 * When its storage is empty (a new deployment, fresh local state) it starts from the last window logged in D1.
 * A cleared window is stored as null, so a cleared sale stays cleared.
 */
export class FlashSale extends DurableObject<Env> {
  private window: FlashWindow | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.window = await startingWindow(ctx.storage, () => this.lastLoggedWindow());
    });
  }

  async status(): Promise<FlashSaleStatus> {
    const now = Date.now();
    return { window: this.window, state: flashWindowState(this.window, now), now };
  }

  async setWindow(window: FlashWindow, setBy: string | null): Promise<SetWindowResult> {
    const candidate = { startsAt: Math.trunc(window.startsAt), endsAt: Math.trunc(window.endsAt) };
    const problem = flashWindowProblem(candidate);
    if (problem) return { ok: false, reason: problem };
    // Setting the window it already has (Set Time without edits) changes nothing and logs nothing.
    if (this.window?.startsAt === candidate.startsAt && this.window.endsAt === candidate.endsAt) {
      return { ok: true, status: await this.status() };
    }
    await drizzle(this.env.DB)
      .insert(flashSaleWindows)
      .values({ startsAt: new Date(candidate.startsAt), endsAt: new Date(candidate.endsAt), setBy });
    await this.ctx.storage.put(WINDOW_KEY, candidate);
    this.window = candidate;
    return { ok: true, status: await this.status() };
  }

  /** No window at all: no flash prices until a new window is set. */
  async clearWindow(): Promise<FlashSaleStatus> {
    await this.ctx.storage.put(WINDOW_KEY, null);
    this.window = null;
    return this.status();
  }

  private async lastLoggedWindow(): Promise<FlashWindow | null> {
    const [row] = await drizzle(this.env.DB)
      .select({ startsAt: flashSaleWindows.startsAt, endsAt: flashSaleWindows.endsAt })
      .from(flashSaleWindows)
      .orderBy(desc(flashSaleWindows.id))
      .limit(1);
    return row ? { startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() } : null;
  }
}
