import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCopies } from "~/i18n/catalogue.ts";

/**
 * React Router's client entry, but hydration waits for the page's texts in its language (decision 027): the
 * server rendered them, and the first client render must say the same. It also waits for the browser to have painted
 * the server's HTML once (the frame after the next animation frame; 250 ms at most, for a tab in the background):
 * on a fast load the modules can be ready before the first frame, and hydrating then holds the first paint back by the
 * whole hydration. A press in between is held and replayed like any other before hydration (decision 030).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });

Promise.all([loadCopies(), afterFirstPaint()]).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("The page's texts did not load", error),
);
