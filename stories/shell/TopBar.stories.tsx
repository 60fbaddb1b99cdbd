import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TopBar } from "~/components/shell/TopBar.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { admin, shopper } from "../fixtures.ts";
import { categories } from "../fixtures-catalogue.ts";

const meta = {
  title: "Shell/TopBar",
  component: TopBar,
  args: {
    user: null,
    cartCount: 0,
    categories,
    otherLanguage: { language: "bn", href: "/home?lang=bn" },
    onLogin: fn(),
    onLogout: fn(),
    onLogoutEverywhere: fn(),
  },
  parameters: { router: { initialEntries: ["/home"] } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const smallPhone = { viewport: { value: "smallPhone", isRotated: false } };

export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "e-Shop" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/home");
    await expect(canvas.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await expect(canvas.getByRole("link", { name: "Shopping cart, 0 items" })).toHaveAttribute("href", "/shoppingcart");
    await userEvent.click(canvas.getByRole("button", { name: "Login" }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const SignedInShopper: Story = {
  args: { user: shopper, cartCount: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Ayesha Rahman, account menu" });
    await expect(within(trigger).getByText("Ayesha Rahman")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    // The menu's code loads on intent: the real trigger replaces the stand-in and opens.
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Ayesha Rahman, account menu" })).toHaveAttribute(
        "aria-expanded",
        "true",
      ),
    );
    const profile = await canvas.findByRole("menuitem", { name: "Profile" });
    await waitFor(() => expect(profile).toBeVisible());
    await expect(profile).toHaveAttribute("href", "/dashboard");
    // One entry for the account (issue 30), and the shopper's orders a tap away.
    await expect(canvas.queryByRole("menuitem", { name: "Account" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("menuitem", { name: "My Orders" })).toHaveAttribute("href", "/dashboard/myorder");
    await expect(canvas.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(canvas.getByRole("menuitem", { name: "Sign out of all devices" })).toBeVisible();
    await userEvent.click(canvas.getByRole("menuitem", { name: "Logout" }));
    // The menu acts on the selection as it closes: on a busy machine a moment after the click.
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce());
    await expect(args.onLogoutEverywhere).not.toHaveBeenCalled();
  },
};

export const SignOutEverywhereChosen: Story = {
  args: { user: shopper, cartCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Ayesha Rahman, account menu" });
    await userEvent.click(trigger);
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Ayesha Rahman, account menu" })).toHaveAttribute(
        "aria-expanded",
        "true",
      ),
    );
    const everywhere = await canvas.findByRole("menuitem", { name: "Sign out of all devices" });
    await waitFor(() => expect(everywhere).toBeVisible());
    // From the keyboard: End highlights the last item, Enter chooses it.
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(everywhere).toHaveAttribute("data-highlighted"));
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onLogoutEverywhere).toHaveBeenCalledOnce());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const Admin: Story = {
  args: { user: admin, cartCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Tanvir Hasan, account menu" }));
    const dashboard = await canvas.findByRole("menuitem", { name: "Dashboard" });
    await waitFor(() => expect(dashboard).toBeVisible());
    await expect(canvas.getByText("Admin")).toBeVisible();
  },
};

export const CartWithThreeItems: Story = {
  args: { cartCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole("link", { name: "Shopping cart, 3 items" });
    await expect(within(cart).getByText("3")).toBeVisible();
  },
};

export const CartWithManyItems: Story = {
  args: { cartCount: 120, user: shopper },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole("link", { name: "Shopping cart, 99+ items" });
    await expect(within(cart).getByText("99+")).toBeVisible();
  },
};

export const SearchDisabledUntilTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("search");
    const input = within(search).getByRole("searchbox", { name: "Search products by name" });
    const button = within(search).getByRole("button", { name: "Search" });
    await expect(input).toHaveAttribute("name", "q");
    await expect(button).toBeDisabled();
    await userEvent.type(input, "   ");
    await expect(button).toBeDisabled();
    await userEvent.type(input, "watch");
    await expect(button).toBeEnabled();
    await userEvent.clear(input);
    await expect(button).toBeDisabled();
  },
};

export const WithSearchQuery: Story = {
  args: { searchQuery: "leather watch" },
  parameters: { router: { initialEntries: ["/products?q=leather+watch"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("searchbox", { name: "Search products by name" })).toHaveValue("leather watch");
    await expect(canvas.getByRole("button", { name: "Search" })).toBeEnabled();
  },
};

export const SmallScreenMenuOpen: Story = {
  args: { cartCount: 3 },
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link", { name: "Home" })).not.toBeInTheDocument();
    // The search is in the header itself on a phone (issue 30), not behind the menu.
    await expect(canvas.getByRole("searchbox", { name: "Search products by name" })).toBeVisible();
    const toggle = canvas.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(canvas.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(await canvas.findByRole("link", { name: "Home" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Products" })).toBeVisible();
    // The menu lists the shop's categories (issue 30).
    const listed = canvas.getByRole("list", { name: shopCopy.nav.categories });
    await expect(within(listed).getAllByRole("link")).toHaveLength(categories.length);
    await expect(within(listed).getByRole("link", { name: "Phone and Parts" })).toHaveAttribute(
      "href",
      "/products/phone%20and%20parts",
    );
    await expect(canvas.getByRole("searchbox", { name: "Search products by name" })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const SmallScreenSignedIn: Story = {
  args: { user: shopper, cartCount: 120 },
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Ayesha Rahman, account menu" });
    await expect(trigger).toBeVisible();
    await expect(within(trigger).getByText("Ayesha Rahman")).not.toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** On a phone, the account menu opened: My Orders a tap away, one entry for the account (issue 30). */
export const SmallScreenAccountMenuOpen: Story = {
  args: { user: shopper, cartCount: 1 },
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Ayesha Rahman, account menu" }));
    const orders = await canvas.findByRole("menuitem", { name: "My Orders" });
    await waitFor(() => expect(orders).toBeVisible());
    await expect(orders).toHaveAttribute("href", "/dashboard/myorder");
    await expect(canvas.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/dashboard");
    await expect(canvas.queryByRole("menuitem", { name: "Account" })).not.toBeInTheDocument();
    // The open menu fits the phone's width.
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
