import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PhoneNumberCard } from "~/components/account/PhoneNumberCard.tsx";
import { phoneCopy } from "~/i18n/phone.ts";

/** The dashboard's mobile number card (issue 50): add a number with a texted code, its answers, a number on file. */
const meta = {
  title: "Account/Phone number card",
  component: PhoneNumberCard,
  parameters: { router: { initialEntries: ["/dashboard"] } },
  args: { phone: null, verified: false, answer: null, busy: false },
} satisfies Meta<typeof PhoneNumberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(phoneCopy.account.none)).toBeVisible();
    const phone = canvas.getByRole("textbox", { name: phoneCopy.phone });
    await expect(phone).toHaveAttribute("type", "tel");
    const send = canvas.getByRole("button", { name: phoneCopy.sendCode });
    await expect(send.closest("form")).toHaveAttribute("method", "post");
  },
};

export const CodeSent: Story = {
  args: { answer: { phoneStep: "code-sent", ok: true, phone: "01712345678" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(phoneCopy.sent("01712345678"));
    await expect(canvas.getByRole("textbox", { name: phoneCopy.code })).toHaveAttribute(
      "autocomplete",
      "one-time-code",
    );
    await expect(canvas.getByRole("button", { name: phoneCopy.account.confirm })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: phoneCopy.sendAgain })).toBeEnabled();
  },
};

export const WrongCode: Story = {
  args: {
    answer: {
      phoneStep: "code",
      ok: false,
      phone: "01712345678",
      error: phoneCopy.errors.wrongCode(1),
      fieldErrors: { code: phoneCopy.errors.wrongCode(1) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(phoneCopy.errors.wrongCode(1));
    await expect(canvas.getByRole("textbox", { name: phoneCopy.code })).toHaveAttribute("aria-invalid", "true");
  },
};

export const ExpiredCode: Story = {
  args: {
    answer: {
      phoneStep: "code",
      ok: false,
      phone: "01712345678",
      error: phoneCopy.errors.expired,
      fieldErrors: { code: phoneCopy.errors.expired },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(phoneCopy.errors.expired);
  },
};

/** The number is a real account's: refused, and the number stays to change. */
export const NumberTaken: Story = {
  args: {
    answer: {
      phoneStep: "phone",
      ok: false,
      phone: "01712345678",
      error: phoneCopy.errors.phoneTaken,
      fieldErrors: { phone: phoneCopy.errors.phoneTaken },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(phoneCopy.errors.phoneTaken);
    await expect(canvas.getByRole("textbox", { name: phoneCopy.phone })).toHaveValue("01712345678");
  },
};

export const Added: Story = {
  args: {
    phone: "01712345678",
    verified: true,
    answer: { phoneStep: "added", ok: true, phone: "01712345678" },
  },
  globals: { viewport: { value: "smallPhone" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(phoneCopy.account.added("01712345678"))).toBeVisible();
    await expect(canvas.getByText(phoneCopy.account.current("01712345678"))).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: phoneCopy.account.change })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** An account the order desk made for the number, not yet proved. */
export const Unverified: Story = {
  args: { phone: "01712345678", verified: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(phoneCopy.account.unverified("01712345678"))).toBeVisible();
  },
};
