/**
 * Play-function checks of how a screen fits its viewport: nothing scrolls sideways, a part lies inside another, a
 * row of links stays on one line, tap targets are tall enough.
 */
import { expect } from "storybook/test";

/** Half a pixel of rounding either way. */
const SLACK = 0.5;

/** Neither the element nor the page scrolls sideways. */
export async function expectNoSidewaysScroll(element: HTMLElement) {
  await expect(element.scrollWidth, "the element scrolls sideways").toBeLessThanOrEqual(element.clientWidth + 1);
  const page = element.ownerDocument.documentElement;
  const wide = [...element.ownerDocument.querySelectorAll("body *")]
    .filter((each) => each.getBoundingClientRect().right > page.clientWidth + 1)
    .slice(0, 8)
    .map((each) => `${each.tagName}.${each.className} ${Math.round(each.getBoundingClientRect().right)}`);
  await expect(page.scrollWidth, `the page scrolls sideways: ${wide.join(" | ")}`).toBeLessThanOrEqual(
    page.clientWidth + 1,
  );
}

/** `inner`'s box lies inside `outer`'s, left to right (what a reader sees without scrolling sideways). */
export async function expectInsideHorizontally(inner: Element, outer: Element, label = "") {
  const box = inner.getBoundingClientRect();
  const frame = outer.getBoundingClientRect();
  await expect(box.width, `${label} is shown`).toBeGreaterThan(0);
  await expect(box.left, `${label} starts inside`).toBeGreaterThanOrEqual(frame.left - SLACK);
  await expect(box.right, `${label} ends inside`).toBeLessThanOrEqual(frame.right + SLACK);
}

/** The elements of `items` sit on one line: their vertical middles within a few pixels of each other. */
export async function expectOneLine(items: Element[], label = "") {
  await expect(items.length, `${label} has items`).toBeGreaterThan(0);
  const middles = items.map((item) => {
    const box = item.getBoundingClientRect();
    return box.top + box.height / 2;
  });
  await expect(Math.max(...middles) - Math.min(...middles), `${label} on one line`).toBeLessThanOrEqual(4);
}

/** Every element is at least `minimum` px tall and wide (WCAG 2.5.8: 24). */
export async function expectTapTargets(elements: Element[], minimum = 24) {
  await expect(elements.length).toBeGreaterThan(0);
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    await expect(box.height, `${element.textContent} is tall enough`).toBeGreaterThanOrEqual(minimum);
    await expect(box.width, `${element.textContent} is wide enough`).toBeGreaterThanOrEqual(minimum);
  }
}
