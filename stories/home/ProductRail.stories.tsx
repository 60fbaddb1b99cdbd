import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ProductRail } from "~/components/home/ProductRail.tsx";
import { homeCopy } from "~/i18n/home.ts";
import { products } from "../fixtures-home.ts";

const meta = {
  title: "Home/ProductRail",
  component: ProductRail,
  args: { title: homeCopy.topRated, products, moreHref: "/products?sort=rating" },
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" } })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductRail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole("region", { name: homeCopy.topRated });
    await expect(within(section).getByRole("heading", { level: 2, name: homeCopy.topRated })).toBeVisible();
    await expect(within(section).getByRole("link", { name: homeCopy.seeAllLabel(homeCopy.topRated) })).toHaveAttribute(
      "href",
      "/products?sort=rating",
    );
    const list = within(section).getByRole("list", { name: homeCopy.topRated });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(products.length);
    await expect(getComputedStyle(list).scrollSnapType).toContain("x");
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);

    // The buttons scroll; the back one appears once there is something to go back to.
    const back = canvas.getByRole("button", { name: homeCopy.scrollBack(homeCopy.topRated) });
    await expect(back).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: homeCopy.scrollOn(homeCopy.topRated) }));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(100));
    await waitFor(() => expect(back).toBeEnabled());
  },
};

export const KeyboardReachesEveryCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: homeCopy.topRated });
    const last = within(list).getByRole("link", { name: "Gold Plated Chain Necklace" });
    last.focus();
    await waitFor(() => {
      const box = last.closest("li")!.getBoundingClientRect();
      const frame = list.getBoundingClientRect();
      expect(box.right).toBeLessThanOrEqual(frame.right + 1);
    });
  },
};

export const NewArrivalsWithoutSeeAll: Story = {
  args: { title: homeCopy.newArrivals, products: products.slice(5), moreHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: homeCopy.newArrivals })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /See all/ })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: homeCopy.topRated })).toBeVisible();
    await expect(canvas.getByText(homeCopy.emptyRail)).toBeVisible();
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: homeCopy.topRated });
    const first = within(list).getAllByRole("listitem")[0]!;
    // A little over two cards a screen, so the next one peeks out.
    const visible = list.clientWidth / first.getBoundingClientRect().width;
    await expect(visible).toBeGreaterThan(2);
    await expect(visible).toBeLessThan(2.6);
  },
};
