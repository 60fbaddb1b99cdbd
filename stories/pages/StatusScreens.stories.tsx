import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NotFound } from "~/components/pages/NotFound.tsx";
import { ErrorScreen } from "~/components/pages/RouteErrorBoundary.tsx";
import { shopCopy } from "~/i18n/shop.ts";

/** The screens every route's error boundary falls back to: not found (any unknown path) and failed. */
const meta = {
  title: "Pages/Status screens",
  parameters: { router: { initialEntries: ["/no-such-page"] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundPage: Story = {
  render: () => <NotFound />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: shopCopy.notFound.text })).toBeVisible();
    await expect(canvas.getByRole("link", { name: shopCopy.notFound.backHome })).toHaveAttribute("href", "/");
  },
};

export const NotFoundWithReason: Story = {
  render: () => <NotFound detail="This product is no longer sold." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("This product is no longer sold.")).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => <ErrorScreen message={shopCopy.error.text} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: shopCopy.error.heading })).toBeVisible();
    await expect(canvas.getByRole("link", { name: shopCopy.error.retry })).toBeVisible();
  },
};

export const SmallPhone: Story = {
  ...NotFoundPage,
  globals: { viewport: { value: "smallPhone" } },
};
