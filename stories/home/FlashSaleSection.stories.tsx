import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FlashCountdown, FlashSaleSection } from "~/components/home/FlashSaleSection.tsx";
import { homeCopy } from "~/i18n/home.ts";
import { flashEnded, flashItems, flashNone, flashOpen, flashUpcoming } from "../fixtures-home.ts";

const meta = {
  title: "Home/FlashSaleSection",
  component: FlashSaleSection,
  args: { info: flashOpen, items: flashItems },
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" } })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlashSaleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole("region", { name: homeCopy.flashSale });
    await expect(within(section).getByRole("heading", { level: 2, name: homeCopy.flashSale })).toBeVisible();

    // Two days, five hours, thirty minutes and twelve seconds on the server's clock.
    const time = section.querySelector("time")!;
    await expect(time).toHaveAttribute("dateTime", expect.stringMatching(/^P2DT5H30M1[0-2]S$/));
    await expect(time).toHaveTextContent(/02\s*Days.*05\s*Hours.*30\s*Min/);
    await expect(canvas.getByText(homeCopy.endsInLabel("2 days, 5 hours, 30 minutes"))).toHaveAttribute(
      "aria-live",
      "off",
    );

    const list = within(section).getByRole("list", { name: homeCopy.flashSale });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(flashItems.length);
    const jacket = within(list).getByRole("link", { name: "Slim Fit Denim Jacket" });
    await expect(jacket).toHaveAttribute("href", "/productdetails/101?type=flashsell");
    await expect(within(list).getByText("-15%")).toBeVisible();
    await expect(within(list).getByText("$39.09")).toBeVisible();
    await expect(within(list).getByText("$45.99").closest("s")).not.toBeNull();
  },
};

export const CountdownTicks: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector("time")!;
    const before = time.getAttribute("dateTime");
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(time.getAttribute("dateTime")).not.toBe(before);
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: homeCopy.flashSale });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvas.getByRole("heading", { name: homeCopy.flashSale })).toBeVisible();
  },
};

function rendersNothing(): Story["play"] {
  return async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("heading")).not.toBeInTheDocument();
    await expect(canvasElement.querySelector("section")).toBeNull();
  };
}

export const Upcoming: Story = { args: { info: flashUpcoming }, play: rendersNothing() };
export const Ended: Story = { args: { info: flashEnded }, play: rendersNothing() };
export const NoWindow: Story = { args: { info: flashNone }, play: rendersNothing() };
export const OpenWithoutProducts: Story = { args: { items: [] }, play: rendersNothing() };

/** A countdown one second from its end: it shows 'Ended' when it gets there. */
export const CountdownReachesZero: Story = {
  loaders: [async () => ({ now: Date.now() })],
  render: (_args, { loaded }) => {
    const now = (loaded as { now: number }).now;
    return <FlashCountdown endsAt={now + 1000} serverNow={now} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("time")).toHaveTextContent(/00\s*Days.*00\s*Hours.*00\s*Min.*01\s*Sec/);
    await expect(await canvas.findByText(homeCopy.ended, {}, { timeout: 3000 })).toBeVisible();
    await expect(canvasElement.querySelector("time")).toBeNull();
  },
};

export const OneTabStopArrowKeysInside: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: homeCopy.flashSale });
    const cards = within(list).getAllByRole("link");
    // Tab reaches the first card only; the others wait for the arrow keys.
    await userEvent.tab();
    await expect(cards[0]).toHaveFocus();
    await expect(cards.filter((card) => card.tabIndex === 0)).toHaveLength(1);
    await expect(cards[0]).toHaveAccessibleDescription(homeCopy.railKeys);
    const hint = canvas.getByText(homeCopy.railKeys);
    await waitFor(() => expect(getComputedStyle(hint).opacity).toBe("1"));

    await userEvent.keyboard("{ArrowRight}");
    await expect(cards[1]).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(cards.at(-1)).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(cards.at(-1)).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(cards[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");

    // One Tab leaves the row (for the scroll button beside it, if shown); Shift+Tab comes back to the same card.
    await userEvent.tab();
    await expect(list.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    await expect(cards[1]).toHaveFocus();
    await expect(cards.filter((card) => card.tabIndex === 0)).toEqual([cards[1]]);
  },
};
