import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { VerifyEmailResult } from "~/components/account/VerifyEmailResult.tsx";
import { accountsCopy } from "~/i18n/accounts.ts";

/** `/verify-email?token=...`: what following the link in the verification email did. */
const meta = {
  title: "Account/Verify email page",
  component: VerifyEmailResult,
  parameters: { router: { initialEntries: ["/verify-email?token=abc"] } },
  args: { state: "verified", email: "ayesha.rahman@example.com" },
} satisfies Meta<typeof VerifyEmailResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = accountsCopy.verifyPage;

async function shows(canvasElement: HTMLElement, heading: string, body: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(canvas.getByText(body)).toBeVisible();
  await expect(canvas.getByRole("link", { name: texts.toDashboard })).toHaveAttribute("href", "/dashboard");
  await expect(canvas.getByRole("link", { name: texts.toShop })).toHaveAttribute("href", "/");
}

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await shows(canvasElement, texts.heading.verified, texts.body.verified("ayesha.rahman@example.com"));
    await expect(within(canvasElement).getByRole("status")).toBeVisible();
  },
};

export const AlreadyUsed: Story = {
  args: { state: "used", email: null },
  play: async ({ canvasElement }) => {
    await shows(canvasElement, texts.heading.used, texts.body.used);
    await expect(within(canvasElement).getByRole("alert")).toBeVisible();
  },
};

export const Expired: Story = {
  args: { state: "expired", email: null },
  play: async ({ canvasElement }) => shows(canvasElement, texts.heading.expired, texts.body.expired),
};

export const NotValid: Story = {
  args: { state: "invalid", email: null },
  play: async ({ canvasElement }) => shows(canvasElement, texts.heading.invalid, texts.body.invalid),
};

export const SmallPhone: Story = {
  ...Verified,
  args: { state: "verified", email: "a.very.long.address.for.a.small.screen@example-shop-domain.com.bd" },
  globals: { viewport: { value: "smallPhone" } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
