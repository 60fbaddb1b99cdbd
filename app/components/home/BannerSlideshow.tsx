import { Link } from "react-router";
import { css, cx } from "styled-system/css";
import { homeCopy } from "~/i18n/home.ts";
import type { BannerSummary } from "~/domain/catalogue/types.ts";
import * as Carousel from "~/ui/carousel.tsx";

/**
 * Spec section 9: one slide at a time, a new one every 2 s, dots but no arrows. The slide is the browser's smooth
 * scroll, which takes about the spec's 500 ms for a banner's width.
 */
const AUTOPLAY_MS = 2000;

/**
 * The home page's banners. Without JavaScript (or before hydration) the first banner shows, since the slides are a
 * horizontal scroller at its start. Banners are 1080 x 344; narrower screens keep that shape.
 */
export function BannerSlideshow(props: { banners: BannerSummary[] }) {
  const { banners } = props;
  if (banners.length === 0) return null;
  if (banners.length === 1) {
    return (
      <div className={cx(styles.frame, styles.clip)}>
        <BannerSlide banner={banners[0]!} first shown />
      </div>
    );
  }
  return <Slideshow banners={banners} />;
}

function Slideshow(props: { banners: BannerSummary[] }) {
  const { banners } = props;
  const count = banners.length;
  const api = Carousel.useCarousel({ autoplayDelay: AUTOPLAY_MS });
  return (
    <Carousel.Root
      value={api}
      controls="overlay"
      aria-label={homeCopy.banners}
      className={css({ gap: { base: "1", sm: "0" } })}
    >
      <Carousel.ItemGroup className={styles.frame}>
        {banners.map((banner, index) => (
          // Before hydration (and on the server) the first slide is the one shown. Slides out of view are hidden
          // from screen readers and their links out of the tab order.
          <Carousel.Item
            key={banner.id}
            aria-label={homeCopy.slide(index + 1, count)}
            aria-hidden={index === api.page ? undefined : true}
          >
            <BannerSlide banner={banner} first={index === 0} shown={index === api.page} />
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.Control>
        <Carousel.IndicatorGroup>
          {banners.map((banner, index) => (
            <Carousel.Indicator key={banner.id} index={index} aria-label={homeCopy.showBanner(index + 1, count)} />
          ))}
        </Carousel.IndicatorGroup>
        <Carousel.AutoplayToggle pauseLabel={homeCopy.pause} playLabel={homeCopy.play} />
      </Carousel.Control>
    </Carousel.Root>
  );
}

/**
 * A slide with a link (Manage Banner's) leads there, named by the banner's picture; only the slide shown takes
 * focus. One without stays a picture.
 */
function BannerSlide(props: { banner: BannerSummary; first: boolean; shown: boolean }) {
  const image = <BannerImage banner={props.banner} first={props.first} />;
  if (!props.banner.link) return image;
  return (
    <Link to={props.banner.link} tabIndex={props.shown ? undefined : -1} className={styles.link} draggable={false}>
      {image}
    </Link>
  );
}

function BannerImage(props: { banner: BannerSummary; first: boolean }) {
  return (
    <img
      src={props.banner.imageUrl}
      width={1080}
      height={344}
      alt={props.banner.name}
      loading={props.first ? "eager" : "lazy"}
      fetchPriority={props.first ? "high" : undefined}
      decoding={props.first ? "sync" : "async"}
      className={styles.image}
      draggable={false}
    />
  );
}

const styles = {
  // The slideshow's scroller clips to its rounded corners by itself; a lone banner's box needs `clip`.
  frame: css({ position: "relative", borderRadius: "l3", bg: "bg.muted", boxShadow: "card" }),
  clip: css({ overflow: "hidden" }),
  link: css({ display: "block", outlineOffset: "-4px" }),
  image: css({
    display: "block",
    width: "100%",
    height: "auto",
    aspectRatio: "1080 / 344",
    maxHeight: "344px",
    objectFit: "cover",
    userSelect: "none",
  }),
};
