import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { Button } from "~/ui/button.tsx";
import * as Card from "~/ui/card.tsx";

function OfferCard(props: { variant?: "outline" | "elevated" | "interactive" }) {
  return (
    <Card.Root variant={props.variant} className={css({ width: "300px" })}>
      <Card.Header>
        <Card.Title>Winter Exclusive</Card.Title>
        <Card.Description>Warm jackets and boots, up to 30% off this week.</Card.Description>
      </Card.Header>
      <Card.Body>
        <p className={css({ fontSize: "sm" })}>Free shipping on orders over $50.</p>
      </Card.Body>
      <Card.Footer>
        <Button size="sm">Shop now</Button>
        <Button size="sm" variant="ghost">
          Later
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

const meta = {
  title: "UI/Card",
  component: OfferCard,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className={css({ p: "6", display: "flex", gap: "4", flexWrap: "wrap" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("article")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Winter Exclusive" })).toBeVisible();
  },
};

export const Elevated: Story = { args: { variant: "elevated" } };

export const Interactive: Story = { args: { variant: "interactive" } };
