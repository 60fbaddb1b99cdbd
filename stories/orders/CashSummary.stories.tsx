import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { CashSummary } from "~/components/orders/CashSummary.tsx";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { busyCash, noCash } from "../fixtures-orders.ts";

const meta = {
  title: "Orders/CashSummary",
  component: CashSummary,
  args: { summary: busyCash },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CashSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = orderScreensCopy.cash.summary;

function figure(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByRole("heading", { level: 3, name: label }).parentElement!;
}

function days(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("list", { name: texts.perDay })).getAllByRole("listitem");
}

export const BusyWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Cash on delivery" })).toBeVisible();
    const toCollect = figure(canvasElement, "To collect");
    await expect(toCollect).toHaveTextContent("৳54,200");
    await expect(toCollect).toHaveTextContent("9 orders with the courier, 5 about to ship");
    const collected = figure(canvasElement, "Collected in the last 7 days");
    await expect(collected).toHaveTextContent("৳93,015");
    await expect(collected).toHaveTextContent("21 orders");

    const list = days(canvasElement);
    await expect(list).toHaveLength(7);
    await expect(list.map((day) => day.textContent)).toEqual([
      "Today৳12,5003 orders",
      "Fri 13 Mar৳24,8156 orders",
      "Thu 12 Mar৳00 orders",
      "Wed 11 Mar৳18,7004 orders",
      "Tue 10 Mar৳9,6002 orders",
      "Mon 9 Mar৳22,5005 orders",
      "Sun 8 Mar৳4,9001 order",
    ]);
    await expect(within(list[1]!).getByText("Fri 13 Mar")).toHaveAttribute("datetime", "2026-03-13");
    // The busiest day's bar is full, an empty day's is empty.
    const bar = (day: HTMLElement) => day.querySelector<HTMLElement>("[aria-hidden] > span")!;
    await expect(bar(list[1]!).style.width).toBe("100%");
    await expect(bar(list[2]!).style.width).toBe("0%");
    await expect(canvas.getByText(texts.timeNote)).toBeVisible();
  },
};

export const NothingYet: Story = {
  args: { summary: noCash },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, "To collect")).toHaveTextContent(/^To collect৳0/);
    await expect(figure(canvasElement, "To collect")).toHaveTextContent("0 orders with the courier, 0 about to ship");
    await expect(figure(canvasElement, "Collected in the last 7 days")).toHaveTextContent("0 orders");
    for (const day of days(canvasElement)) await expect(day).toHaveTextContent("৳00 orders");
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    for (const day of days(canvasElement)) {
      const box = day.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right + 1);
    }
  },
};
