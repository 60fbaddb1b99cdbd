import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import * as Avatar from "~/ui/avatar.tsx";
import { admin } from "../fixtures.ts";

function UserAvatar(props: { name: string; photoUrl?: string; size?: "sm" | "md" | "lg" }) {
  return (
    <Avatar.Root size={props.size}>
      <Avatar.Fallback>{Avatar.initials(props.name)}</Avatar.Fallback>
      {props.photoUrl && <Avatar.Image src={props.photoUrl} alt={props.name} />}
    </Avatar.Root>
  );
}

const meta = {
  title: "UI/Avatar",
  component: UserAvatar,
  tags: ["autodocs"],
  args: { name: "Ayesha Rahman" },
  decorators: [
    (Story) => (
      <div className={css({ p: "6", display: "flex", gap: "3", alignItems: "center" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InitialsFallback: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("AR")).toBeVisible();
  },
};

export const WithPhoto: Story = {
  args: { name: admin.displayName, photoUrl: admin.photoUrl ?? undefined, size: "lg" },
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole("img", { name: "Tanvir Hasan" });
    await expect(image).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <>
      <UserAvatar name="Ayesha Rahman" size="sm" />
      <UserAvatar name="Ayesha Rahman" size="md" />
      <UserAvatar name="Ayesha Rahman" size="lg" />
    </>
  ),
};
