import { lazy, type ComponentType } from "react";

/**
 * A part of the page that starts closed (a dialog, a menu) and so need not load at boot: its code is fetched the
 * first time the visitor shows intent (pointer over or focus on what opens it), or at the latest when it opens.
 * `preload` starts the download and may be called any number of times; `Component` renders it through Suspense.
 */
export function loadOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (a flaky link) may be retried on the next intent.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { preload, Component: lazy(async () => ({ default: await preload() })) };
}
