import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { UploadingDialog } from "~/components/admin/UploadingDialog.tsx";

const meta = {
  title: "Admin/UploadingDialog",
  component: UploadingDialog,
  args: { open: true, progress: 0.42 },
} satisfies Meta<typeof UploadingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Halfway: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Uploading..." });
    const bar = within(dialog).getByRole("progressbar", { name: "Upload progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "42");
    await expect(bar).toHaveAttribute("aria-valuemin", "0");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
    await waitFor(() => expect(within(dialog).getByText("42%")).toBeVisible());
  },
};

export const NothingMeasuredYet: Story = {
  args: { progress: 0 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Uploading..." });
    // A small photo may be sent before the browser reports any progress: the bar moves, with no figure, never "0%".
    const bar = within(dialog).getByRole("progressbar", { name: "Upload progress" });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
    await expect(within(dialog).queryByText("0%")).not.toBeInTheDocument();
    await expect(getComputedStyle(bar.firstElementChild!).animationName).toBe("indeterminate");
  },
};

export const NotClosable: Story = {
  args: { progress: 0 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Uploading..." });
    await waitFor(() => expect(within(dialog).getByRole("progressbar")).toBeVisible());
    await expect(within(dialog).queryByRole("button")).not.toBeInTheDocument();
    dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await waitFor(() => expect(body.getByRole("dialog", { name: "Uploading..." })).toBeVisible());
  },
};

export const Done: Story = {
  args: { progress: 1 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Uploading..." });
    await expect(within(dialog).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await waitFor(() => expect(within(dialog).getByText("100%")).toBeVisible());
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole("dialog")).not.toBeInTheDocument();
  },
};
