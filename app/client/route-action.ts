/**
 * Screens change data through their route's action (decision 011). The presentational components take async
 * callbacks (`onSubmit(values) => Promise<result>`), so this turns a fetcher submission into one: it posts JSON to
 * the current route's action and resolves with the action's answer once the fetcher is idle again (after React
 * Router has revalidated the page's loaders, so the lists already show the change).
 */
import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/** What a dashboard screen's route action answers (see `app/routes/dashboard-actions.server.ts`). */
export type ScreenAnswer = { ok: true } | { ok: false; error: string; fieldErrors?: Partial<Record<string, string>> };

type Waiting<T> = { resolve(answer: T | undefined): void; before: T | undefined; busy: boolean };

export function useRouteAction<TAction>() {
  const fetcher = useFetcher<TAction>();
  type Answer = typeof fetcher.data;
  const waiting = useRef<Waiting<Answer> | null>(null);
  const { state, data, submit } = fetcher;

  useEffect(() => {
    const current = waiting.current;
    if (!current) return;
    if (state !== "idle") {
      current.busy = true;
      return;
    }
    // Idle again: after a submission seen in flight, or with a new answer (a quick refusal may skip a render).
    if (current.busy || data !== current.before) {
      waiting.current = null;
      current.resolve(data);
    }
  }, [state, data]);

  return useCallback(
    (body: Record<string, unknown>) =>
      new Promise<Answer | undefined>((resolve) => {
        waiting.current = { resolve, before: data, busy: false };
        void submit(body as never, { method: "post", encType: "application/json" });
      }),
    [submit, data],
  );
}
