import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import axe from "axe-core";
import { act, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import preview from "../../.storybook/preview.tsx";

/**
 * Every story in Bangla (the preview reads VITE_STORY_LANGUAGE=bn, set by vitest.stories-bn.config.ts): it renders
 * with the Bangla catalogue, without an error, and axe finds no WCAG 2 A/AA violation (as the storybook project's
 * tests check in English, with their play functions).
 */
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];

// Axe reads each story at rest: no enter animation half-way (a dialog fading in is not yet its colours).
const still = document.createElement("style");
still.textContent = "*, *::before, *::after { animation: none !important; transition: none !important; }";
document.head.appendChild(still);
// Loaded once the preview has loaded the Bangla catalogue (a story may read a text as its module loads).
const modules = Object.fromEntries(
  await Promise.all(
    // The design system's own parts (ui/) show demo labels given as args, the same in both languages; their
    // stories run in English with the rest.
    Object.entries(import.meta.glob<StoryModule>(["../../stories/**/*.stories.tsx", "!../../stories/ui/**"])).map(
      async ([path, load]) => [path, await load()] as const,
    ),
  ),
);

async function renderStory(Story: ComponentType & { load(): Promise<void> }): Promise<() => void> {
  await Story.load();
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(<Story />));
  // Effects, lazy parts and the first animation frame settle.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return () => {
    act(() => root.unmount());
    container.remove();
    document.body.replaceChildren();
  };
}

describe("stories in Bangla", () => {
  it("reads the Bangla catalogue", () => {
    expect(document.documentElement.lang).toBe("bn");
  });

  for (const [path, module] of Object.entries(modules)) {
    const stories = composeStories(module);
    describe(path.replace("../../stories/", ""), () => {
      for (const [name, Story] of Object.entries(stories) as [string, ComponentType & { load(): Promise<void> }][]) {
        it(`${name} renders in Bangla with no axe violation`, async () => {
          const errors: unknown[] = [];
          const onError = (event: ErrorEvent) => errors.push(event.error);
          window.addEventListener("error", onError);
          const cleanUp = await renderStory(Story);
          try {
            const result = await axe.run(document.body, {
              runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
            });
            const violations = result.violations.map(
              (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
            );
            expect(violations).toEqual([]);
            expect(errors).toEqual([]);
          } finally {
            window.removeEventListener("error", onError);
            cleanUp();
          }
        });
      }
    });
  }
});
