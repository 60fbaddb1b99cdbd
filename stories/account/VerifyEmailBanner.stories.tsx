import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { VerifyEmailBanner } from "~/components/account/VerifyEmailBanner.tsx";
import { accountsCopy } from "~/i18n/accounts.ts";

/** The dashboard's banner for an account whose address is not verified yet, with Resend and its answers. */
const meta = {
  title: "Account/Verify email banner",
  component: VerifyEmailBanner,
  parameters: { router: { initialEntries: ["/dashboard"] } },
  args: { email: "ayesha.rahman@example.com", busy: false, answer: null },
} satisfies Meta<typeof VerifyEmailBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = accountsCopy.banner;

export const Unverified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.title)).toBeVisible();
    await expect(canvas.getByText(texts.body("ayesha.rahman@example.com"))).toBeVisible();
    const resend = canvas.getByRole("button", { name: texts.resend });
    await expect(resend).toBeEnabled();
    await expect(resend.closest("form")).toHaveAttribute("method", "post");
  },
};

export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: texts.resending })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { answer: { ok: true, message: texts.sent("ayesha.rahman@example.com") } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.sent("ayesha.rahman@example.com"))).toBeVisible();
  },
};

export const TooManyLinks: Story = {
  args: { answer: { ok: false, error: texts.tooMany(2400) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("ask again in 40 minutes");
  },
};

export const AlreadyVerified: Story = {
  args: { answer: { ok: false, error: texts.alreadyVerified } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(texts.alreadyVerified);
  },
};

export const SmallPhone: Story = {
  args: { answer: { ok: true, message: texts.sent("a.very.long.address.for.a.small.screen@example.com") } },
  globals: { viewport: { value: "smallPhone" } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
