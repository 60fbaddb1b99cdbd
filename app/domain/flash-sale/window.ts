/** The flash-sale window, shared by the Durable Object, the server modules and the screens. Times are UTC ms. */
export interface FlashWindow {
  startsAt: number;
  endsAt: number;
}

export type FlashWindowState = "none" | "upcoming" | "open" | "ended";

/** The picker range of the spec: 1900-01-01 to 2099-12-31 (UTC). */
export const FLASH_WINDOW_MIN = Date.UTC(1900, 0, 1);
export const FLASH_WINDOW_MAX = Date.UTC(2099, 11, 31, 23, 59, 59, 999);

export function flashWindowState(window: FlashWindow | null, now: number): FlashWindowState {
  if (!window) return "none";
  if (now < window.startsAt) return "upcoming";
  if (now < window.endsAt) return "open";
  return "ended";
}

export function flashWindowIsOpen(window: FlashWindow | null, now: number): boolean {
  return flashWindowState(window, now) === "open";
}

/** Why a window cannot be stored, or null when it can. */
export function flashWindowProblem(window: FlashWindow): "invalid" | "out-of-range" | "end-not-after-start" | null {
  const { startsAt, endsAt } = window;
  if (!Number.isFinite(startsAt) || !Number.isFinite(endsAt)) return "invalid";
  if (startsAt < FLASH_WINDOW_MIN || endsAt > FLASH_WINDOW_MAX) return "out-of-range";
  if (endsAt - startsAt < 1) return "end-not-after-start";
  return null;
}
