import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ShippingForm } from "~/components/checkout/ShippingForm.tsx";
import { copy } from "~/copy.ts";
import { customer, customerEmail } from "../fixtures-checkout.ts";

const meta = {
  title: "Checkout/ShippingForm",
  component: ShippingForm,
  args: {
    email: customerEmail,
    defaultValues: { name: "", mobile: "" },
    onSubmit: fn(),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "xl", mx: "auto", px: "3", py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShippingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = copy.checkoutPage;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Shipping & Billing" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Customer Name/ })).toHaveValue("");
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveValue(customerEmail);
    await expect(email).toHaveAttribute("readonly");
    await expect(email).toHaveAccessibleDescription(texts.emailReadOnly);
    const mobile = canvas.getByRole("textbox", { name: /Mobile Num/ });
    await expect(mobile).toHaveAttribute("type", "tel");
    await expect(mobile).toHaveAttribute("autocomplete", "tel");
    await expect(mobile).toHaveAttribute("placeholder", "01XXXXXXXXX");
    await expect(canvas.getByRole("button", { name: "Proceed to payment" })).toBeEnabled();
  },
};

export const Filled: Story = {
  args: { defaultValues: customer },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: /Customer Name/ });
    await expect(name).toHaveValue("Ayesha Rahman");
    await userEvent.type(name, " Khan");
    await expect(args.onChange).toHaveBeenLastCalledWith({ name: "Ayesha Rahman Khan", mobile: "01712345678" });
    await userEvent.click(canvas.getByRole("button", { name: "Proceed to payment" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: "Ayesha Rahman Khan", mobile: "01712345678" });
    await expect(canvas.queryByText(copy.checkout.validation.mobile)).not.toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: /Customer Name/ });
    const mobile = canvas.getByRole("textbox", { name: /Mobile Num/ });
    await userEvent.type(mobile, "0123");
    await userEvent.click(canvas.getByRole("button", { name: "Proceed to payment" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(name).toBeRequired();
    await expect(mobile).toBeRequired();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Please Enter Your Name")).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(mobile).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Mobile Num is not valid !")).toBeVisible();

    // After the first submit, leaving a fixed field clears its message.
    await userEvent.type(name, "Ayesha Rahman");
    await userEvent.tab();
    await expect(canvas.queryByText("Please Enter Your Name")).not.toBeInTheDocument();
    await expect(canvas.getByText("Mobile Num is not valid !")).toBeVisible();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, "+8801912345678");
    await userEvent.tab();
    await expect(canvas.queryByText("Mobile Num is not valid !")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Proceed to payment" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: "Ayesha Rahman", mobile: "+8801912345678" });
  },
};

export const Disabled: Story = {
  args: { defaultValues: customer, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Proceed to payment" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: /Customer Name/ })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: /Mobile Num/ })).toBeDisabled();
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Proceed to payment" }));
    await expect(canvas.getByText("Please Enter Your Name")).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Where the button is, to the pixel. */
function placeOf(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  return { top: box.top, left: box.left };
}

export const ButtonStaysPutWhenAnErrorClears: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: /Customer Name/ });
    const mobile = canvas.getByRole("textbox", { name: /Mobile Num/ });
    const button = canvas.getByRole("button", { name: "Proceed to payment" });
    const untouched = placeOf(button);

    // The errors show without moving the button…
    await userEvent.click(button);
    await expect(canvas.getByText("Please Enter Your Name")).toBeVisible();
    await expect(canvas.getByText("Mobile Num is not valid !")).toBeVisible();
    await expect(placeOf(button)).toEqual(untouched);

    // …and clear without moving it: pressing it after fixing the last field (which blurs that field and clears its
    // message between the press and the release) hits it, so the first click counts.
    await userEvent.type(name, "Ayesha Rahman");
    await userEvent.type(mobile, "01712345678");
    const beforeBlur = placeOf(button);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(canvas.queryByText("Mobile Num is not valid !")).not.toBeInTheDocument());
    await expect(placeOf(button)).toEqual(beforeBlur);
    await expect(placeOf(button)).toEqual(untouched);
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
