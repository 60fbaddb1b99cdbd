import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BannerSlideshow } from "~/components/home/BannerSlideshow.tsx";
import { homeCopy } from "~/i18n/home.ts";
import { banners } from "../fixtures-home.ts";

const meta = {
  title: "Home/BannerSlideshow",
  component: BannerSlideshow,
  args: { banners },
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" }, maxW: "1040px" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerSlideshow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeBanners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: homeCopy.banners });
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");

    const first = canvas.getByRole("img", { name: "Summer Sale" });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute("width", "1080");
    await expect(first).toHaveAttribute("height", "344");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    const images = region.querySelectorAll("img");
    await expect(images).toHaveLength(3);
    await expect(images[1]).toHaveAttribute("loading", "lazy");
    await expect(images[2]).toHaveAttribute("loading", "lazy");

    // Dots, no arrows.
    await expect(canvas.getAllByRole("button", { name: /^Show banner/ })).toHaveLength(3);
    await expect(canvas.queryByRole("button", { name: /next|previous/i })).not.toBeInTheDocument();
    // Narrower than 1080 px: the banner keeps its shape.
    const box = first.getBoundingClientRect();
    await expect(Math.abs(box.height - (box.width * 344) / 1080)).toBeLessThan(2);
  },
};

export const DotsChangeTheSlide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole("button", { name: homeCopy.showBanner(3, 3) });
    await userEvent.click(third);
    await waitFor(() => expect(third).toHaveAttribute("data-current"));
    await expect(third).toHaveAttribute("aria-current", "true");
    await expect(canvas.getByRole("button", { name: homeCopy.showBanner(1, 3) })).not.toHaveAttribute("aria-current");
    await waitFor(() => expect(canvas.getByRole("img", { name: "Winter Collection" })).toBeVisible());
    const group = canvasElement.querySelector<HTMLElement>("[data-scope=carousel][data-part=item-group]")!;
    await waitFor(() => expect(Math.round(group.scrollLeft)).toBe(Math.round(group.clientWidth * 2)));
  },
};

export const ArrowKeysOnTheDots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dot = (index: number) => canvas.getByRole("button", { name: homeCopy.showBanner(index, 3) });
    await userEvent.click(dot(1));
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(dot(2)).toHaveAttribute("aria-current", "true"));
    await expect(dot(2)).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    // Back from the first is the last.
    await waitFor(() => expect(dot(3)).toHaveAttribute("aria-current", "true"));
    await expect(dot(3)).toHaveFocus();
    const group = canvasElement.querySelector<HTMLElement>("[data-scope=carousel][data-part=item-group]")!;
    await waitFor(() => expect(Math.round(group.scrollLeft)).toBe(Math.round(group.clientWidth * 2)));
  },
};

export const ArrowKeysOnTheSlide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /summer sale/i })).toHaveFocus();
    // Focus goes with the slide, to the link of the one shown.
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: homeCopy.showBanner(2, 3) })).toHaveAttribute("data-current"),
    );
    await expect(canvas.getByRole("link", { name: /new phones/i })).toHaveFocus();
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(canvas.getByRole("link", { name: /summer sale/i })).toHaveFocus());
  },
};

export const PlaysByItself: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole("button", { name: homeCopy.showBanner(2, 3) });
    await waitFor(() => expect(second).toHaveAttribute("data-current"), { timeout: 4000 });
  },
};

export const PausesOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole("img", { name: "Summer Sale" }));
    await new Promise((resolve) => setTimeout(resolve, 2600));
    await expect(canvas.getByRole("button", { name: homeCopy.showBanner(1, 3) })).toHaveAttribute("data-current");
    await userEvent.unhover(canvas.getByRole("img", { name: "Summer Sale" }));
    await waitFor(
      () => expect(canvas.getByRole("button", { name: homeCopy.showBanner(2, 3) })).toHaveAttribute("data-current"),
      { timeout: 4000 },
    );
  },
};

export const PauseThenPlayResumes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: homeCopy.pause }));
    const play = canvas.getByRole("button", { name: homeCopy.play });
    await expect(play).toBeVisible();
    await userEvent.click(play);
    await expect(canvas.getByRole("button", { name: homeCopy.pause })).toBeVisible();
  },
};

export const OneBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole("img", { name: "Summer Sale" });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const NoBanners: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("img", { name: "Summer Sale" });
    const box = first.getBoundingClientRect();
    await expect(box.width).toBeLessThan(360);
    await expect(Math.abs(box.height - (box.width * 344) / 1080)).toBeLessThan(2);
    await expect(canvas.getAllByRole("button", { name: /^Show banner/ })).toHaveLength(3);
  },
};

export const SlidesLinkWhereManageBannerSays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The slide is a link named by its picture; only the slide in view can be reached.
    const first = canvas.getByRole("link", { name: /summer sale/i });
    await expect(first).toHaveAttribute("href", "/products?offer=flash");
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    // The third banner has no link: once shown it is a plain picture.
    await userEvent.click(canvas.getByRole("button", { name: homeCopy.showBanner(3, 3) }));
    await waitFor(() => expect(canvas.getByRole("img", { name: /winter collection/i })).toBeVisible());
    await expect(canvas.getByRole("img", { name: /winter collection/i }).closest("a")).toBeNull();
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
  },
};

export const OneBannerWithALink: Story = {
  args: { banners: banners.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /new phones/i });
    await expect(link).toHaveAttribute("href", "/products/phone%20and%20parts?sort=newest");
  },
};
