import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { type AdminEntry, AdminList, type RevokeAdminResult } from "~/components/dashboard/AdminList.tsx";
import { serverCopy } from "~/i18n/server.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";

const you: AdminEntry = { email: "omar@example.com", displayName: "Omar Owner", configured: false, self: true };
const nadia: AdminEntry = { email: "nadia@example.com", displayName: "Nadia Rahman", configured: false, self: false };
const rafi: AdminEntry = { email: "rafi@example.com", displayName: "", configured: false, self: false };
const configured: AdminEntry = { email: "admin@example.com", displayName: "Shop Owner", configured: true, self: false };

const texts = dashboardCopy.dashboard.admins;

const meta = {
  title: "Dashboard/AdminList",
  component: AdminList,
  args: {
    admins: [you, nadia, rafi, configured],
    onRevoke: fn(async (): Promise<RevokeAdminResult> => ({ ok: true })),
  },
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" } })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnlyYou: Story = {
  args: { admins: [you] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: texts.heading })).toBeVisible();
    await expect(canvas.getByText("1 admin")).toBeVisible();
    const [row] = canvas.getAllByRole("listitem");
    await expect(row).toHaveTextContent("Omar Owner");
    await expect(row).toHaveTextContent("omar@example.com");
    await expect(within(row!).getByText(texts.you)).toBeVisible();
    // Nobody revokes themself: no button at all.
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("4 admins")).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    const buttons = canvas.getAllByRole("button", { name: /^Revoke admin rights of/ });
    await expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      texts.revokeLabel("nadia@example.com"),
      texts.revokeLabel("rafi@example.com"),
    ]);
    // An account without a display name shows its email once.
    await expect(canvas.getAllByText("rafi@example.com")).toHaveLength(1);
  },
};

export const ConfiguredAdmin: Story = {
  args: { admins: [you, configured] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole("listitem")[1]!;
    await expect(within(row).getByText(texts.configured)).toBeVisible();
    await expect(within(row).getByText(texts.configuredHelp)).toBeVisible();
    await expect(within(row).queryByRole("button")).not.toBeInTheDocument();
  },
};

export const RevokeConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: texts.revokeLabel("nadia@example.com") }));
    const dialog = await body.findByRole("alertdialog", { name: texts.revokeTitle });
    await expect(dialog).toHaveAccessibleDescription(texts.willLose("nadia@example.com"));
    // Focus starts on Cancel: Enter does not revoke by accident.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: texts.cancel })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole("button", { name: texts.revoke }));
    await expect(args.onRevoke).toHaveBeenCalledOnce();
    await expect(args.onRevoke).toHaveBeenCalledWith(expect.objectContaining({ email: "nadia@example.com" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(await canvas.findByText("nadia@example.com is no longer an admin.")).toBeVisible();
    await expect(canvas.queryByText("Nadia Rahman")).not.toBeInTheDocument();
    await expect(canvas.getByText("3 admins")).toBeVisible();
  },
};

export const RevokeCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: texts.revokeLabel("rafi@example.com") }));
    const dialog = await body.findByRole("alertdialog", { name: texts.revokeTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: texts.cancel }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await expect(canvas.getByText("4 admins")).toBeVisible();
  },
};

const LAST_ADMIN = serverCopy.api.lastAdmin;

export const RevokeRefused: Story = {
  args: { onRevoke: fn(async (): Promise<RevokeAdminResult> => ({ ok: false, error: LAST_ADMIN })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: texts.revokeLabel("nadia@example.com") }));
    const dialog = await body.findByRole("alertdialog", { name: texts.revokeTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: texts.revoke }));
    await expect(args.onRevoke).toHaveBeenCalledOnce();
    // The server's refusal shows in the dialog, which stays open; nobody leaves the list.
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(LAST_ADMIN);
    await expect(within(dialog).getByRole("button", { name: texts.revoke })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole("button", { name: texts.cancel }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(canvas.getByText("Nadia Rahman")).toBeVisible();
    await expect(canvas.queryByText("nadia@example.com is no longer an admin.")).not.toBeInTheDocument();
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(within(canvasElement).getAllByRole("button", { name: /^Revoke/ })).toHaveLength(2);
  },
};
