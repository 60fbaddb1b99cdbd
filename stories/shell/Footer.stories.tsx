import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Footer } from "~/components/shell/Footer.tsx";
import { expectTapTargets } from "../layout-checks.ts";

const meta = {
  title: "Shell/Footer",
  component: Footer,
  args: { signedIn: false, onLogin: fn(), onLogout: fn(), newsletter: { pending: false, onSubmit: fn() } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const heading of ["Quick Link:", "Shop Today:", "Email Subscription:"]) {
      await expect(canvas.getByRole("heading", { name: heading })).toBeVisible();
    }
    for (const name of ["Home", "Explore", "About", "Contract Us", "New Exclusive", "Top Rated", "Sell Offer"]) {
      await expect(canvas.getByRole("link", { name })).toHaveAttribute("href", "/");
    }
    await expect(canvas.getByText("© 2021 All Right Served By e-Shop Ltd.")).toBeVisible();
    const facebook = canvas.getByRole("link", { name: "e-Shop on Facebook" });
    await expect(facebook).toHaveAttribute("href", "https://www.facebook.com/");
    await expect(facebook).toHaveAttribute("target", "_blank");
    await expect(facebook.getAttribute("rel")).toContain("noopener");
    await expect(canvas.getByRole("link", { name: "Message e-Shop on Messenger" })).toHaveAttribute(
      "href",
      "https://www.messenger.com/",
    );
    await expect(canvas.queryByRole("button", { name: "LogOut" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Login" }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "LogOut" }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** The newsletter form, idle: it posts to /newsletter (so it works before hydration) and sends the address. */
export const NewsletterIdle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("textbox", { name: "Enter Your Email" });
    await expect(email).toHaveAttribute("type", "email");
    const form = email.closest("form")!;
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/newsletter");
    await userEvent.type(email, "  Shopper@Example.com ");
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(args.newsletter.onSubmit).toHaveBeenCalledOnce();
    await expect(args.newsletter.onSubmit).toHaveBeenCalledWith("shopper@example.com");
  },
};

export const NewsletterBadAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("textbox", { name: "Enter Your Email" });
    await userEvent.type(email, "shopper@");
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    // The spec's message, checked before anything is sent.
    await expect(email).toHaveAccessibleDescription("Please enter a valid Email Address");
    await expect(email).toHaveFocus();
    await expect(args.newsletter.onSubmit).not.toHaveBeenCalled();
  },
};

export const NewsletterSending: Story = {
  args: { newsletter: { pending: true, onSubmit: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Sending..." })).toBeDisabled();
  },
};

export const NewsletterThanked: Story = {
  args: {
    newsletter: {
      pending: false,
      result: { ok: true, message: "Thank you! We will write to sara@example.com." },
      onSubmit: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The thank-you takes the form's place, in the footer.
    await expect(canvas.getByRole("status")).toHaveTextContent("Thank you! We will write to sara@example.com.");
    await expect(canvas.queryByRole("textbox", { name: "Enter Your Email" })).not.toBeInTheDocument();
  },
};

export const NewsletterRefused: Story = {
  args: {
    newsletter: {
      pending: false,
      result: { ok: false, error: "Too many sign-ups from this connection. Please try again later." },
      onSubmit: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The refusal under the field, no thank-you; the address can be sent again.
    const email = canvas.getByRole("textbox", { name: "Enter Your Email" });
    await expect(email).toHaveAccessibleDescription("Too many sign-ups from this connection. Please try again later.");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeEnabled();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quick = canvas.getByRole("heading", { name: "Quick Link:" }).getBoundingClientRect();
    const email = canvas.getByRole("heading", { name: "Email Subscription:" }).getBoundingClientRect();
    // The columns stack: each starts below the previous one.
    await expect(email.top).toBeGreaterThan(quick.bottom);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const TapTargetsOnPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every link and button at least 24 px tall and wide (WCAG 2.5.8), the text links included.
    await expectTapTargets([...canvas.getAllByRole("link"), ...canvas.getAllByRole("button")]);
    await expect(canvas.getByRole("link", { name: "Explore" }).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      24,
    );
  },
};
