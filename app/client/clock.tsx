import { createContext, useContext, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";

/**
 * The clock times on the page are read against ("Yesterday, 15:30"). `renderedAt` is when the server rendered the
 * page (ISO, the root loader's `renderedAt`): it is now while the page hydrates, so the HTML and the first render in
 * the browser agree, and the device's clock is now afterwards. Outside the shop's routes (stories) this context
 * gives it; a `frozen` clock stays at `renderedAt`, so stories show the same dates whatever day they are viewed on.
 */
export interface ReaderClock {
  renderedAt: string | null;
  frozen?: boolean;
}

export const ReaderClockContext = createContext<ReaderClock>({ renderedAt: null });

const MINUTE = 60_000;
const unsubscribe = () => {};
const noUpdates = () => unsubscribe;
const toMinute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

/** Now, to the minute (a stable snapshot): the rendering server's while hydrating, the device's after. */
export function useNow(): number {
  const root = useRouteLoaderData<{ renderedAt?: string }>("root");
  const given = useContext(ReaderClockContext);
  const clock = root?.renderedAt ? { renderedAt: root.renderedAt } : given;
  const rendered = () => toMinute(clock.renderedAt ? Date.parse(clock.renderedAt) : Date.now());
  return useSyncExternalStore(noUpdates, clock.frozen ? rendered : () => toMinute(Date.now()), rendered);
}
