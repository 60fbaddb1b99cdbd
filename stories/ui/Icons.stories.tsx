import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import * as IconModule from "~/ui/icons.tsx";

// Every exported icon, without the frame they are drawn in.
const { Svg: _frame, ...Icons } = IconModule;

function Gallery() {
  return (
    <ul
      className={css({
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(110px, 1fr))",
        gap: "4",
        p: "6",
      })}
    >
      {Object.entries(Icons).map(([name, Icon]) => (
        <li
          key={name}
          className={css({
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            gap: "2",
            fontSize: "xs",
            color: "fg.muted",
            "& svg": { width: "8", height: "8", color: name === "LogoMark" ? "accent.default" : "fg.default" },
          })}
        >
          <Icon />
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = { title: "UI/Icons", component: Gallery } satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    for (const svg of canvasElement.querySelectorAll("svg")) {
      await expect(svg).toHaveAttribute("aria-hidden", "true");
    }
    await expect(within(canvasElement).getByText("CartIcon")).toBeVisible();
  },
};
