import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Footer } from "~/components/shell/Footer.tsx";

const meta = {
  title: "Shell/Footer",
  component: Footer,
  args: { signedIn: false, onLogin: fn(), onLogout: fn() },
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

export const SubscribeSendsNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("textbox", { name: "Enter Your Email" });
    await expect(email).toHaveAttribute("type", "email");
    await userEvent.type(email, "shopper@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    // Nothing is sent and the page stays put: the typed address is still there.
    await expect(email).toHaveValue("shopper@example.com");
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
