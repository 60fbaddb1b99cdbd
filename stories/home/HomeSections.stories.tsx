import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { Stack } from "styled-system/jsx";
import { expect, within } from "storybook/test";
import { CategoryList } from "~/components/catalogue/CategoryList.tsx";
import { BannerSlideshow } from "~/components/home/BannerSlideshow.tsx";
import { CategoryTiles } from "~/components/home/CategoryTiles.tsx";
import { FlashSaleSection } from "~/components/home/FlashSaleSection.tsx";
import { HotDeals } from "~/components/home/HotDeals.tsx";
import { MoreToLove } from "~/components/home/MoreToLove.tsx";
import { ProductRail } from "~/components/home/ProductRail.tsx";
import { QuickTiles } from "~/components/home/QuickTiles.tsx";
import { homeCopy } from "~/i18n/home.ts";
import { banners, categories, deals, flashItems, flashOpen, products } from "../fixtures-home.ts";

/** The home page's sections in the route's order and layout, to judge them together. */
function HomeSections() {
  return (
    <div className={css({ maxWidth: "1280px", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
      <Stack gap={{ base: "8", md: "12" }}>
        <div
          className={css({
            display: "grid",
            gridTemplateColumns: { base: "1fr", md: "220px minmax(0, 1fr)" },
            gap: "6",
            alignItems: "start",
          })}
        >
          <CategoryList categories={categories} />
          <div className={css({ minWidth: "0" })}>
            <BannerSlideshow banners={banners} />
          </div>
        </div>
        <QuickTiles />
        <FlashSaleSection info={flashOpen} items={flashItems} />
        <CategoryTiles categories={categories} />
        <ProductRail title={homeCopy.topRated} products={products} moreHref="/products?sort=rating" />
        <ProductRail title={homeCopy.newArrivals} products={[...products].reverse()} moreHref="/products?sort=newest" />
        <HotDeals deals={deals} />
        <MoreToLove products={products}>
          <p className={css({ textAlign: "center", color: "fg.muted", fontSize: "sm" })}>Pagination goes here</p>
        </MoreToLove>
      </Stack>
    </div>
  );
}

const meta = {
  title: "Home/AllSections",
  component: HomeSections,
} satisfies Meta<typeof HomeSections>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = ["Flash Sale", "Featured Categories", "Top Rated", "New Arrivals", "Hot Deals", "More to Love"];

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole("heading", { level: 2 });
    await expect(headings.map((heading) => heading.textContent).filter((text) => order.includes(text ?? ""))).toEqual(
      order,
    );
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
};
