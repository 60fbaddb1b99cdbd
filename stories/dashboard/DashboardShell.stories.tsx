import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DashboardPlaceholder } from "~/components/dashboard/DashboardPlaceholder.tsx";
import { DashboardShell } from "~/components/dashboard/DashboardShell.tsx";
import { DashboardWelcome } from "~/components/dashboard/DashboardWelcome.tsx";
import { MakeAdminForm } from "~/components/dashboard/MakeAdminForm.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { admin, shopper } from "../fixtures.ts";

const meta = {
  title: "Dashboard/DashboardShell",
  component: DashboardShell,
  args: { user: shopper, onLogout: fn(), children: <DashboardWelcome user={shopper} /> },
  parameters: { router: { initialEntries: ["/dashboard"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const smallPhone = { viewport: { value: "smallPhone", isRotated: false } };

const adminMenu = [
  ["Home", "/home"],
  ["Add Product", "/dashboard/addproduct"],
  ["Manage Product", "/dashboard/manageproduct"],
  ["Manage Flashsell", "/dashboard/manageflashsell"],
  ["Manage Order", "/dashboard/manageorder"],
  ["Take an order", "/dashboard/orders/new"],
  ["Delivery", "/dashboard/delivery"],
  ["Notifications", "/dashboard/notifications"],
  ["Risky orders", "/dashboard/risk"],
  ["Cash", "/dashboard/cash"],
  ["Manage Banner", "/dashboard/managebanner"],
  ["Manage Category", "/dashboard/managecategory"],
  ["Add Admin", "/dashboard/addadmin"],
] as const;

export const ShopperMenu: Story = {
  args: { children: <DashboardPlaceholder title={dashboardCopy.dashboard.menu.myOrder} /> },
  parameters: { router: { initialEntries: ["/dashboard/myorder"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole("navigation", { name: dashboardCopy.dashboard.navigation }));
    const links = nav.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(["Home", "My Order", "Addresses"]);
    await expect(nav.getByRole("link", { name: "Addresses" })).toHaveAttribute("href", "/dashboard/addresses");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/home");
    const myOrder = nav.getByRole("link", { name: "My Order" });
    await expect(myOrder).toHaveAttribute("href", "/dashboard/myorder");
    await expect(myOrder).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: dashboardCopy.dashboard.openMenu })).not.toBeInTheDocument();
  },
};

export const AdminMenu: Story = {
  args: {
    user: admin,
    children: <MakeAdminForm pending={false} onSubmit={() => undefined} />,
  },
  parameters: { router: { initialEntries: ["/dashboard/addadmin"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole("navigation", { name: dashboardCopy.dashboard.navigation }));
    const links = nav.getAllByRole("link");
    await expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      adminMenu.map(([label, href]) => [label, href]),
    );
    await expect(nav.getByRole("link", { name: "Add Admin" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    const sidebar = canvas.getByRole("navigation", { name: dashboardCopy.dashboard.navigation }).closest("aside");
    await expect(sidebar?.getBoundingClientRect().width).toBe(240);
  },
};

export const AdminWithPaymentsToCheck: Story = {
  args: { user: admin, awaitingVerification: 7, children: <DashboardWelcome user={admin} /> },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: dashboardCopy.dashboard.navigation }));
    const manageOrder = nav.getByRole("link", { name: "Manage Order 7 waiting for payment check" });
    await expect(manageOrder).toHaveAttribute("href", "/dashboard/manageorder");
    await expect(within(manageOrder).getByText("7")).toBeVisible();
    // Nothing beside the other items.
    await expect(nav.getByRole("link", { name: "Manage Product" })).toHaveTextContent(/^Manage Product$/);
  },
};

export const AdminNothingToCheck: Story = {
  args: { user: admin, awaitingVerification: 0, children: <DashboardWelcome user={admin} /> },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: dashboardCopy.dashboard.navigation }));
    await expect(nav.getByRole("link", { name: "Manage Order" })).toHaveTextContent(/^Manage Order$/);
  },
};

export const NavigatingHighlightsTheItem: Story = {
  args: { user: admin, children: <DashboardWelcome user={admin} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole("navigation", { name: dashboardCopy.dashboard.navigation }));
    await expect(nav.queryByRole("link", { current: "page" })).not.toBeInTheDocument();
    await userEvent.click(nav.getByRole("link", { name: "Manage Order" }));
    await waitFor(() =>
      expect(nav.getByRole("link", { name: "Manage Order" })).toHaveAttribute("aria-current", "page"),
    );
  },
};

export const LogoutCallsOnLogout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Logout" }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const SmallScreenDrawerOpen: Story = {
  args: { user: admin, children: <DashboardWelcome user={admin} /> },
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole("navigation", { name: dashboardCopy.dashboard.navigation }),
    ).not.toBeInTheDocument();
    const trigger = canvas.getByRole("button", { name: dashboardCopy.dashboard.openMenu });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole("dialog", { name: dashboardCopy.dashboard.drawerTitle });
    await waitFor(() => expect(drawer).toBeVisible());
    const nav = within(within(drawer).getByRole("navigation", { name: dashboardCopy.dashboard.navigation }));
    await expect(nav.getAllByRole("link")).toHaveLength(adminMenu.length);
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(within(drawer).getByRole("button", { name: shopCopy.nav.closeMenu })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const SmallScreenChoosingClosesDrawer: Story = {
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.dashboard.openMenu }));
    const body = within(canvasElement.ownerDocument.body);
    const drawer = within(await body.findByRole("dialog", { name: dashboardCopy.dashboard.drawerTitle }));
    await userEvent.click(drawer.getByRole("link", { name: "My Order" }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.dashboard.openMenu }));
    const reopened = within(await body.findByRole("dialog", { name: dashboardCopy.dashboard.drawerTitle }));
    await expect(reopened.getByRole("link", { name: "My Order" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(reopened.getByRole("button", { name: shopCopy.nav.closeMenu }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    // Focus goes back to the button that opened the menu.
    await waitFor(() => expect(canvas.getByRole("button", { name: dashboardCopy.dashboard.openMenu })).toHaveFocus());
  },
};

export const SmallScreenLogoutClosesDrawer: Story = {
  globals: smallPhone,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.dashboard.openMenu }));
    const body = within(canvasElement.ownerDocument.body);
    const drawer = within(await body.findByRole("dialog", { name: dashboardCopy.dashboard.drawerTitle }));
    await userEvent.click(drawer.getByRole("button", { name: "Logout" }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
  },
};
