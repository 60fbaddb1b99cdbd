import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ResetPasswordForm } from "~/components/account/ResetPasswordForm.tsx";
import { accountsCopy } from "~/i18n/accounts.ts";
import { shopCopy } from "~/i18n/shop.ts";

/**
 * `/reset-password?token=...` (decision 044), and the claim a verification link leads to when it is opened away
 * from the browser that registered the account: the form, and what posting it did.
 */
const TOKEN = "q9Xw3VbT6mKp1sYd8RfLh2NcZa5UeGj7oWi4BtQvE0y";
const EMAIL = "ayesha.rahman@example.com";

const meta = {
  title: "Account/Reset password",
  component: ResetPasswordForm,
  parameters: { router: { initialEntries: [`/reset-password?token=${TOKEN}`] } },
  args: { state: { kind: "form", mode: "reset", email: EMAIL, token: TOKEN } },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = accountsCopy.resetPage;

export const ChooseANewPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.getByText(texts.intro(EMAIL))).toBeVisible();
    const field = canvas.getByLabelText(texts.password);
    await expect(field).toHaveAttribute("type", "password");
    await expect(field).toHaveAttribute("autocomplete", "new-password");
    const form = field.closest("form")!;
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.getAttribute("action")).toContain(`/reset-password?token=${TOKEN}`);
    await expect(form.querySelector('input[name="token"]')).toHaveValue(TOKEN);
    await expect(canvas.getByRole("button", { name: texts.submit })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: texts.submitting })).toBeDisabled();
  },
};

export const PasswordTooShort: Story = {
  args: {
    state: { kind: "form", mode: "reset", email: EMAIL, token: TOKEN, fieldError: shopCopy.auth.validation.password },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(texts.password)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText(shopCopy.auth.validation.password)).toBeVisible();
  },
};

/** A verification link opened by the owner of an address someone else registered: choosing a password claims it. */
export const ClaimAnAccount: Story = {
  args: { state: { kind: "form", mode: "claim", email: EMAIL, token: TOKEN } },
  parameters: { router: { initialEntries: [`/verify-email?token=${TOKEN}`] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: accountsCopy.claim.heading })).toBeVisible();
    await expect(canvas.getByText(accountsCopy.claim.intro(EMAIL))).toBeVisible();
    const button = canvas.getByRole("button", { name: accountsCopy.claim.submit });
    await expect(button.closest("form")!.getAttribute("action")).toContain(`/reset-password?token=${TOKEN}`);
  },
};

export const Saved: Story = {
  args: { state: { kind: "done", email: EMAIL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.doneHeading })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(texts.done(EMAIL));
    await expect(canvas.getByRole("link", { name: texts.signIn })).toHaveAttribute("href", "/dashboard");
  },
};

export const LinkUsed: Story = {
  args: { state: { kind: "failed", reason: "used" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.failedHeading.used })).toBeVisible();
    await expect(canvas.getByText(texts.failed.used)).toBeVisible();
    await expect(canvas.getByRole("link", { name: texts.askAgain })).toHaveAttribute("href", "/forgot-password");
  },
};

export const LinkExpired: Story = {
  args: { state: { kind: "failed", reason: "expired" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.failedHeading.expired })).toBeVisible();
    await expect(canvas.getByRole("alert")).toBeVisible();
  },
};

export const LinkNotValid: Story = {
  args: { state: { kind: "failed", reason: "invalid" } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: texts.failedHeading.invalid }),
    ).toBeVisible();
  },
};

export const SmallPhone: Story = {
  args: {
    state: {
      kind: "form",
      mode: "claim",
      email: "a.very.long.address.for.a.small.screen@example-shop-domain.com.bd",
      token: TOKEN,
    },
  },
  globals: { viewport: { value: "smallPhone" } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
