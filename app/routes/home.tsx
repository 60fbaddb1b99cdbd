import { css } from "styled-system/css";
import { Stack } from "styled-system/jsx";
import { CategoryList } from "~/components/catalogue/CategoryList.tsx";
import { BannerSlideshow } from "~/components/home/BannerSlideshow.tsx";
import { CategoryTiles } from "~/components/home/CategoryTiles.tsx";
import { FlashSaleSection } from "~/components/home/FlashSaleSection.tsx";
import { HotDeals } from "~/components/home/HotDeals.tsx";
import { MoreToLove } from "~/components/home/MoreToLove.tsx";
import { ProductRail } from "~/components/home/ProductRail.tsx";
import { QuickTiles } from "~/components/home/QuickTiles.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase, getRequestFlashSaleStatus } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { homeCopy } from "~/i18n/home.ts";
import { hotDeals } from "~/data/hot-deals.ts";
import { getHomeCritical, getHomeSections } from "~/domain/catalogue/catalogue.server.ts";
import { toFlashSaleInfo } from "~/domain/flash-sale/info.ts";
import { catalogueCacheHeaders, originFrom, pageMeta } from "~/meta.ts";
import { parseProductQuery } from "~/schemas/catalogue.ts";
import { Pagination } from "~/ui/pagination.tsx";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: shopCopy.home.title,
    description: shopCopy.home.description,
    path: "/",
    origin: originFrom(matches),
  });

export function headers(): HeadersInit {
  return catalogueCacheHeaders;
}

/**
 * Everything the page shows, read at once: the categories and banners, and the sections below the fold, are two D1
 * batches sent together (one round trip); the flash-sale window comes from its Durable Object, not D1. The sections
 * are not streamed: they arrive with the rest, and a page laid out once is cheaper for a phone than one laid out
 * again as each section is revealed (decision 037).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const { page } = parseProductQuery(new URL(request.url).searchParams);
  // The window decides whether the Flash Sale section (and its placeholder) is on the page at all.
  const [critical, flash, sections] = await Promise.all([
    getHomeCritical(db),
    getRequestFlashSaleStatus(context).then(toFlashSaleInfo),
    getHomeSections(db, page),
  ]);
  return { ...critical, sections, flash };
}

/**
 * A section below the fold: the browser skips its layout and paint until it nears the screen (a phone first lays out
 * the banner, not 30 product cards), at the height it last had or about a rail's until then.
 */
const belowTheFold = css({ contentVisibility: "auto", containIntrinsicSize: "auto 420px" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, banners, sections, flash } = loaderData;
  return (
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
          <h1 className={css({ srOnly: true })}>{shopCopy.shopName}</h1>
          <BannerSlideshow banners={banners} />
        </div>
      </div>
      <QuickTiles />
      {flash.state === "open" ? (
        <div className={belowTheFold}>
          <FlashSaleSection info={flash} items={sections.flashItems} />
        </div>
      ) : null}
      <div className={belowTheFold}>
        <CategoryTiles categories={categories} />
      </div>
      <div className={belowTheFold}>
        <ProductRail title={homeCopy.topRated} products={sections.topRated} moreHref="/products?sort=rating" />
        <ProductRail title={homeCopy.newArrivals} products={sections.newArrivals} moreHref="/products?sort=newest" />
      </div>
      <div className={belowTheFold}>
        <HotDeals deals={hotDeals} />
      </div>
      <div className={belowTheFold}>
        <MoreToLove products={sections.moreToLove.items}>
          <Pagination
            page={sections.moreToLove.page}
            pageSize={sections.moreToLove.pageSize}
            total={sections.moreToLove.total}
            pageHref={(page) => (page > 1 ? `/?page=${page}#more-to-love` : "/#more-to-love")}
            label={homeCopy.moreToLove}
          />
        </MoreToLove>
      </div>
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
