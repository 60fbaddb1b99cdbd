import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NotAllowed } from "~/components/dashboard/NotAllowed.tsx";
import { shopCopy } from "~/i18n/shop.ts";

const meta = {
  title: "Dashboard/NotAllowed",
  component: NotAllowed,
  parameters: { router: { initialEntries: ["/dashboard/addadmin"] } },
} satisfies Meta<typeof NotAllowed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shopper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: shopCopy.auth.notAllowed })).toBeVisible();
    await expect(canvas.getByText(shopCopy.auth.notAllowedHelp)).toBeVisible();
    await expect(canvas.getByRole("link", { name: shopCopy.notFound.backHome })).toHaveAttribute("href", "/");
  },
};
