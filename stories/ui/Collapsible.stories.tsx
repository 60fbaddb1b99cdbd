import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "~/ui/button.tsx";
import * as Collapsible from "~/ui/collapsible.tsx";
import { ChevronDownIcon } from "~/ui/icons.tsx";

function Shipping() {
  return (
    <Collapsible.Root className={css({ maxW: "md", gap: "2" })}>
      <Collapsible.Trigger asChild>
        <Button variant="outline" className={css({ justifyContent: "space-between" })}>
          Shipping details
          <Collapsible.Indicator asChild>
            <ChevronDownIcon />
          </Collapsible.Indicator>
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <p className={css({ p: "3", fontSize: "sm", color: "fg.muted" })}>
          Orders ship within two working days. Pay with bKash and submit the transaction ID.
        </p>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

const meta = {
  title: "UI/Collapsible",
  component: Shipping,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className={css({ p: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Shipping>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleOpensTheDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Shipping details" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/Orders ship/)).not.toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/Orders ship/)).toBeVisible();
  },
};
