import { Link } from "react-router";
import { css } from "styled-system/css";
import { copy } from "~/copy.ts";
import type { BannerSummary } from "~/domain/types.ts";
import * as Carousel from "~/ui/carousel.tsx";

/** Spec section 9: one slide at a time, 500 ms slides, a new one every 2 s, dots but no arrows. */
const TRANSITION_MS = 500;
const AUTOPLAY_MS = 2000;

/**
 * The home page's banner  Without JavaScript (or before hydration) the first banner shows, since the slides
 * are a horizontal scroller at its start. Banners are 1080 x 344; narrower screens keep that shape.
 */
export function BannerSlideshow(props: { banners: BannerSummary[] }) {
  const { banners } = props;
  if (banners.length === 0) return null;
  if (banners.length === 1) {
    return (
      <div className={styles.frame}>
        <BannerSlide banner={banners[0]!} first linked />
      </div>
    );
  }
  return <Slideshow banners={banners} />;
}

function Slideshow(props: { banners: BannerSummary[] }) {
  const { banners } = props;
  const count = banners.length;
  const { api, rootProps, bindItemGroup, canPlay, stoppedByUser, toggleAutoplay } = Carousel.useAutoplayCarousel({
    slideCount: count,
    autoplayDelay: AUTOPLAY_MS,
    transitionMs: TRANSITION_MS,
    translations: {
      item: (index, total) => copy.homeSections.slide(index + 1, total),
      indicator: (index) => copy.homeSections.showBanner(index + 1, count),
    },
  });
  return (
    <Carousel.RootProvider
      value={api}
      controls="overlay"
      aria-label={copy.homeSections.banners}
      className={css({ gap: { base: "1", sm: "0" } })}
      {...rootProps}
    >
      <Carousel.ItemGroup ref={bindItemGroup} className={styles.frame}>
        {banners.map((banner, index) => (
          // Ark hides slides until it has measured them; before that (and on the server) the first one is the one shown.
          // Only the slide shown is a link: a hidden one must not take focus.
          <Carousel.Item key={banner.id} index={index} aria-hidden={index !== api.page}>
            <BannerSlide banner={banner} first={index === 0} linked={index === api.page} />
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.Control>
        <Carousel.IndicatorGroup>
          {banners.map((banner, index) => (
            <Carousel.Indicator key={banner.id} index={index} />
          ))}
        </Carousel.IndicatorGroup>
        {canPlay ? (
          <Carousel.AutoplayToggle
            stopped={stoppedByUser}
            onToggle={toggleAutoplay}
            pauseLabel={copy.homeSections.pause}
            playLabel={copy.homeSections.play}
          />
        ) : null}
      </Carousel.Control>
    </Carousel.RootProvider>
  );
}

/**
 * A slide with a link (Manage Banner's) leads there, named by the banner's picture, while it is the one shown; one
 * without stays a picture.
 */
function BannerSlide(props: { banner: BannerSummary; first: boolean; linked: boolean }) {
  const image = <BannerImage banner={props.banner} first={props.first} />;
  if (!props.banner.link || !props.linked) return image;
  return (
    <Link to={props.banner.link} className={styles.link} draggable={false}>
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
  frame: css({
    position: "relative",
    overflow: "hidden",
    borderRadius: "l3",
    bg: "bg.muted",
    boxShadow: "card",
  }),
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
