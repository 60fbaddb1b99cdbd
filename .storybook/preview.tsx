import type { Decorator, Preview } from "@storybook/react-vite";
import { createRoutesStub } from "react-router";
import "../app/app.css";
import "../app/bangla.css";
import { ReaderClockContext } from "../app/client/clock.tsx";
import { storyLanguage, switchStoryLanguage } from "../stories/language.ts";

/** Where a story's router starts; set per story with `parameters: { router: { initialEntries: ["/products"] } }`. */
export interface RouterParameters {
  initialEntries?: string[];
}

/** Every story renders inside a memory router, so `Link`, `NavLink` and `Form` work. */
const withRouter: Decorator = (Story, context) => {
  const router = (context.parameters.router ?? {}) as RouterParameters;
  const Stub = createRoutesStub([{ path: "*", Component: () => <Story /> }]);
  return <Stub initialEntries={router.initialEntries ?? ["/"]} />;
};

/** The toolbar's language switch: a story in another language is a fresh preview (texts are read as modules load). */
const withLanguage: Decorator = (Story, context) => {
  const wanted = context.globals.language as string | undefined;
  if ((wanted === "en" || wanted === "bn") && wanted !== storyLanguage) switchStoryLanguage(wanted);
  return <Story />;
};

/**
 * The day stories are read on: the fixtures' orders are from the days before it, so "Yesterday, 15:31" reads the
 * same whenever a story is opened. Override with `parameters: { readerNow: "…" }`.
 */
export const STORY_NOW = "2026-11-27T09:00:00.000Z";

const withFrozenClock: Decorator = (Story, context) => (
  <ReaderClockContext
    value={{ renderedAt: (context.parameters.readerNow as string | undefined) ?? STORY_NOW, frozen: true }}
  >
    <Story />
  </ReaderClockContext>
);

const preview: Preview = {
  decorators: [withRouter, withLanguage, withFrozenClock],
  globalTypes: {
    language: {
      description: "The language the shop is read in",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "bn", title: "বাংলা" },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: "fullscreen",
    // Every story's test fails on an axe violation (WCAG 2 A/AA rules).
    a11y: { test: "error" },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        smallPhone: { name: "Small phone (360)", styles: { width: "360px", height: "740px" }, type: "mobile" },
        phone: { name: "Phone (375)", styles: { width: "375px", height: "812px" }, type: "mobile" },
        tablet: { name: "Tablet (768)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        desktop: { name: "Desktop (1280)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
      },
    },
  },
  initialGlobals: { viewport: { value: "desktop", isRotated: false }, language: storyLanguage },
};

export default preview;
