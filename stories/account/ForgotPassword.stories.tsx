import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ForgotPasswordForm } from "~/components/account/ForgotPasswordForm.tsx";
import { accountsCopy } from "~/i18n/accounts.ts";
import { shopCopy } from "~/i18n/shop.ts";

/** `/forgot-password` (decision 044): where the sign-in dialog's "Forgot password?" leads. */
const meta = {
  title: "Account/Forgot password",
  component: ForgotPasswordForm,
  parameters: { router: { initialEntries: ["/forgot-password"] } },
  args: {},
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = accountsCopy.forgotPage;
const EMAIL = "ayesha.rahman@example.com";

export const AsksForTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.getByText(texts.intro)).toBeVisible();
    const field = canvas.getByLabelText(texts.email);
    await expect(field).toHaveAttribute("type", "email");
    await expect(field).toHaveAttribute("autocomplete", "email");
    // A plain form to the page's own action: it works before the page is interactive.
    await expect(field.closest("form")).toHaveAttribute("method", "post");
    await expect(canvas.getByRole("button", { name: texts.submit })).toBeEnabled();
  },
};

export const Sending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: texts.submitting })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { answer: { ok: true, email: EMAIL, message: texts.sent(EMAIL) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.sentHeading })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(texts.sent(EMAIL));
    await expect(canvas.queryByLabelText(texts.email)).toBeNull();
    await expect(canvas.getByRole("link", { name: texts.toShop })).toHaveAttribute("href", "/");
  },
};

export const NotAnAddress: Story = {
  args: { answer: { ok: false, email: "ayesha@", fieldError: shopCopy.auth.validation.email } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(texts.email);
    await expect(field).toHaveValue("ayesha@");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText(shopCopy.auth.validation.email)).toBeVisible();
  },
};

export const TooManyRequests: Story = {
  args: { answer: { ok: false, email: EMAIL, error: texts.tooMany(1500) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(texts.tooMany(1500));
    await expect(canvas.getByLabelText(texts.email)).toHaveValue(EMAIL);
  },
};

export const SmallPhone: Story = {
  ...Sent,
  args: {
    answer: {
      ok: true,
      email: "a.very.long.address.for.a.small.screen@example-shop-domain.com.bd",
      message: texts.sent("a.very.long.address.for.a.small.screen@example-shop-domain.com.bd"),
    },
  },
  globals: { viewport: { value: "smallPhone" } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
