import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "~/ui/button.tsx";
import { ChevronDownIcon, DashboardIcon, LogoutIcon, UserIcon } from "~/ui/icons.tsx";
import * as Menu from "~/ui/menu.tsx";

function AccountMenu(props: { onLogout: () => void }) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline">
          Account
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.Item value="profile">
            <UserIcon />
            Profile
          </Menu.Item>
          <Menu.Item value="dashboard" asChild>
            <Link to="/dashboard">
              <DashboardIcon />
              Dashboard
            </Link>
          </Menu.Item>
          <Menu.Separator />
          <Menu.Item value="logout" data-tone="danger" onSelect={props.onLogout}>
            <LogoutIcon />
            Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

const meta = {
  title: "UI/Menu",
  component: AccountMenu,
  tags: ["autodocs"],
  args: { onLogout: fn() },
  decorators: [
    (Story) => (
      <div className={css({ p: "6", minH: "64" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Account" })).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("menu")).not.toBeInTheDocument();
  },
};

export const LogoutChosenFromMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Account" }));
    const menu = await canvas.findByRole("menu");
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(3);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Logout" }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Account" }).focus();
    await userEvent.keyboard("{Enter}");
    await canvas.findByRole("menu");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
