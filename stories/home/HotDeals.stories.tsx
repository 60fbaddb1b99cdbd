import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { HotDeals } from "~/components/home/HotDeals.tsx";
import { homeCopy } from "~/i18n/home.ts";
import { deals } from "../fixtures-home.ts";

const meta = {
  title: "Home/HotDeals",
  component: HotDeals,
  args: { deals },
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" } })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HotDeals>;

export default meta;
type Story = StoryObj<typeof meta>;

function slides(canvasElement: HTMLElement) {
  const group = canvasElement.querySelector<HTMLElement>("[data-scope=carousel][data-part=item-group]")!;
  const items = [...group.querySelectorAll<HTMLElement>("[data-scope=carousel][data-part=item]")];
  const fullyVisible = () => {
    const frame = group.getBoundingClientRect();
    return items.filter((item) => {
      const box = item.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    });
  };
  return { group, items, fullyVisible };
}

/** Stops the autoplay so the story can look at a still carousel. */
async function stopAutoplay(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: homeCopy.pause }));
}

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stopAutoplay(canvasElement);
    const region = canvas.getByRole("region", { name: homeCopy.hotDeals });
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(within(region).getByRole("heading", { level: 2, name: homeCopy.hotDeals })).toBeVisible();

    const { items, fullyVisible } = slides(canvasElement);
    await expect(items).toHaveLength(10);
    await waitFor(() => expect(fullyVisible()).toHaveLength(4));
    await expect(items.map((item) => item.querySelector("h3")?.textContent)).toEqual(deals.map((deal) => deal.title));

    const torch = within(canvas.getByRole("group", { name: homeCopy.dealSlide(1, 10) }));
    await expect(torch.getByRole("heading", { level: 3, name: "Torch" })).toBeVisible();
    const image = torch.getByRole("img", { name: "Torch" });
    await expect(image).toHaveAttribute("width", "480");
    await expect(image).toHaveAttribute("height", "480");
    await expect(torch.getByRole("img", { name: homeCopy.dealRating(5) })).toBeVisible();
    await expect(torch.getByText("$12.00")).toBeVisible();
    await expect(torch.getByText("-$2.00 off")).toBeVisible();
    await expect(torch.getByRole("link", { name: "Buy Now Torch" })).toHaveAttribute("href", "/temp");
  },
};

export const ButtonsMoveTheSlide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stopAutoplay(canvasElement);
    const { group, items, fullyVisible } = slides(canvasElement);
    const step = items[1]!.offsetLeft - items[0]!.offsetLeft;

    await userEvent.click(canvas.getByRole("button", { name: homeCopy.nextDeals }));
    await waitFor(() => expect(Math.abs(group.scrollLeft - step)).toBeLessThan(2));
    await waitFor(() => expect(fullyVisible()[0]).toBe(items[1]));

    await userEvent.click(canvas.getByRole("button", { name: homeCopy.previousDeals }));
    await waitFor(() => expect(group.scrollLeft).toBeLessThan(2));

    // It loops: back from the first page is the last one.
    await userEvent.click(canvas.getByRole("button", { name: homeCopy.previousDeals }));
    await waitFor(() => expect(fullyVisible().at(-1)).toBe(items.at(-1)));
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stopAutoplay(canvasElement);
    const { group } = slides(canvasElement);
    canvas.getByRole("link", { name: "Buy Now Torch" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(group.scrollLeft).toBeGreaterThan(100));
    // The card that had focus left the view: focus moves to the first card in view.
    await expect(canvas.getByRole("link", { name: "Buy Now Travel Tools" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(group.scrollLeft).toBeLessThan(2));
  },
};

export const PlaysByItself: Story = {
  play: async ({ canvasElement }) => {
    const { group } = slides(canvasElement);
    await waitFor(() => expect(group.scrollLeft).toBeGreaterThan(100), { timeout: 4000 });
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
  play: async ({ canvasElement }) => {
    await stopAutoplay(canvasElement);
    const { fullyVisible } = slides(canvasElement);
    // 768 px wide: over 767, up to 1080.
    await waitFor(() => expect(fullyVisible()).toHaveLength(3));
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await stopAutoplay(canvasElement);
    const { fullyVisible } = slides(canvasElement);
    await waitFor(() => expect(fullyVisible()).toHaveLength(1));
    await expect(within(canvasElement).getByRole("button", { name: homeCopy.nextDeals })).toBeVisible();
  },
};
