import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCopies } from "~/i18n/catalogue.ts";

/**
 * React Router's client entry, but hydration waits for the page's texts in its language (decision 027): the
 * server rendered them, and the first client render must say the same.
 */
loadCopies().then(
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
