import type { Meta, StoryObj } from "@storybook/react-vite";
import { createStore, Provider } from "jotai";
import { type ReactNode, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { NoticeToast } from "~/components/shell/NoticeToast.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { noticeAtom } from "~/client/ui.ts";

type Notice = { tone: "error" | "success"; message: string };

/** A jotai store of its own per story, starting with the given notice. */
function WithNotice({ notice, children }: { notice: Notice; children: ReactNode }) {
  const [store] = useState(() => {
    const fresh = createStore();
    fresh.set(noticeAtom, notice);
    return fresh;
  });
  return <Provider store={store}>{children}</Provider>;
}

const meta = {
  title: "Shell/NoticeToast",
  component: NoticeToast,
  parameters: { notice: { tone: "error", message: shopCopy.auth.errors.network } satisfies Notice },
  decorators: [
    (Story, context) => (
      <WithNotice notice={context.parameters.notice as Notice}>
        <div style={{ minHeight: "12rem" }}>
          <Story />
        </div>
      </WithNotice>
    ),
  ],
} satisfies Meta<typeof NoticeToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(shopCopy.auth.errors.network);
    await waitFor(() => expect(within(alert).getByRole("button", { name: shopCopy.notice.dismiss })).toBeVisible());
  },
};

export const DismissingAnError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole("alert")).getByRole("button", { name: shopCopy.notice.dismiss }));
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const SuccessNotice: Story = {
  parameters: { notice: { tone: "success", message: "Order Cancled Successfully — check it out!" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Order Cancled Successfully — check it out!");
    await waitFor(() => expect(within(status).getByRole("button", { name: shopCopy.notice.dismiss })).toBeVisible());
  },
};

export const SuccessDismissesItself: Story = {
  parameters: { notice: { tone: "success", message: "Flash Time set - Successfully !" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("status")).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole("status")).not.toBeInTheDocument(), { timeout: 8000 });
  },
};
