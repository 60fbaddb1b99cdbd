import { useId } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { useMoney } from "~/client/currency.tsx";
import { homeCopy } from "~/i18n/home.ts";
import type { HotDeal } from "~/data/hot-deals.ts";
import { Button } from "~/ui/button.tsx";
import * as Card from "~/ui/card.tsx";
import * as Carousel from "~/ui/carousel.tsx";
import { FlameIcon, NextIcon, PrevIcon } from "~/ui/icons.tsx";
import { Rating } from "~/ui/star-rating.tsx";
import { SectionHeader } from "./SectionHeader.tsx";

/** Spec section 9: loops, moves one card at a time every 2 s (the browser's smooth scroll slides it). */
const AUTOPLAY_MS = 2000;

/** The home page's Hot Deals carousel (hard-coded deals, spec section 3). */
export function HotDeals(props: { deals: HotDeal[] }) {
  const { deals } = props;
  const headingId = useId();
  const api = Carousel.useCarousel({ autoplayDelay: AUTOPLAY_MS });
  if (deals.length === 0) return null;

  return (
    <Carousel.Root value={api} aria-labelledby={headingId} className={styles.root}>
      <SectionHeader id={headingId} title={homeCopy.hotDeals} icon={<FlameIcon />}>
        <Carousel.Control>
          <Carousel.PrevTrigger aria-label={homeCopy.previousDeals}>
            <PrevIcon />
          </Carousel.PrevTrigger>
          <Carousel.AutoplayToggle pauseLabel={homeCopy.pause} playLabel={homeCopy.play} />
          <Carousel.NextTrigger aria-label={homeCopy.nextDeals}>
            <NextIcon />
          </Carousel.NextTrigger>
        </Carousel.Control>
      </SectionHeader>
      <Carousel.ItemGroup className={styles.itemGroup}>
        {deals.map((deal, index) => (
          // Every card stays readable and reachable; tabbing onto one out of view scrolls it in.
          <Carousel.Item key={deal.title} aria-label={homeCopy.dealSlide(index + 1, deals.length)}>
            <DealCard deal={deal} />
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
    </Carousel.Root>
  );
}

function DealCard(props: { deal: HotDeal }) {
  const { deal } = props;
  const money = useMoney();
  return (
    <Card.Root variant="outline" className={styles.card}>
      <div className={styles.media}>
        <img
          src={deal.image}
          width={480}
          height={480}
          alt={deal.title}
          loading="lazy"
          decoding="async"
          className={styles.image}
        />
      </div>
      <Card.Body className={css({ gap: "2", pt: "3" })}>
        <Card.Title className={styles.title}>{deal.title}</Card.Title>
        <Card.Description className={styles.description}>{deal.desc}</Card.Description>
        <Rating size="sm" value={deal.rating} label={homeCopy.dealRating(deal.rating)} />
        <p className={styles.prices}>
          <span className={styles.price}>{money(deal.price * 100)}</span>
          <span className={styles.discount}>{homeCopy.dealDiscount(money(deal.discount * 100))}</span>
        </p>
      </Card.Body>
      <Card.Footer>
        <Button asChild className={css({ width: "100%" })}>
          <Link to="/temp">
            {homeCopy.buyNow}
            <span className={css({ srOnly: true })}> {deal.title}</span>
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

const styles = {
  root: css({ gap: { base: "3", md: "4" } }),
  itemGroup: css({
    // Room for the focus ring, which the scroller would otherwise clip.
    py: "1",
    px: "1",
    mx: "-1",
    scrollPaddingInline: "1",
    // Cards per view by window width (spec section 9): 4, then 3 up to 1080 px, 2 up to 767 px, 1 up to 500 px.
    "--slide-gap": "16px",
    "--slide-size": "calc((100% - 3 * var(--slide-gap)) / 4)",
    "@media (max-width: 1080px)": { "--slide-size": "calc((100% - 2 * var(--slide-gap)) / 3)" },
    "@media (max-width: 767px)": { "--slide-size": "calc((100% - var(--slide-gap)) / 2)" },
    "@media (max-width: 500px)": { "--slide-size": "100%" },
  }),
  card: css({ height: "100%", boxShadow: "card" }),
  // 5:4 keeps the whole round backdrop of the square pictures in view.
  media: css({ aspectRatio: "5 / 4", bg: "bg.muted", overflow: "hidden" }),
  image: css({ width: "100%", height: "100%", objectFit: "cover" }),
  title: css({ fontSize: "lg", fontWeight: "bold", lineHeight: "1.3" }),
  description: css({ lineClamp: "2", minH: "2lh", lineHeight: "1.45" }),
  prices: css({ display: "flex", alignItems: "baseline", flexWrap: "wrap", gap: "2", mt: "auto", pt: "1" }),
  price: css({ fontSize: "2xl", fontWeight: "extrabold", color: "accent.text", fontVariantNumeric: "tabular-nums" }),
  discount: css({
    px: "2",
    py: "0.5",
    borderRadius: "full",
    bg: "success.subtle",
    color: "success.emphasized",
    fontSize: "sm",
    fontWeight: "bold",
    fontVariantNumeric: "tabular-nums",
  }),
};
