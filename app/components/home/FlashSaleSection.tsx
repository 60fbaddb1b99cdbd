import { Fragment, useEffect, useId, useState } from "react";
import { css } from "styled-system/css";
import { homeCopy } from "~/i18n/home.ts";
import { formatDigits } from "~/format.ts";
import { sayTimeLeft, timeLeft } from "~/domain/time-left.ts";
import { COUNTDOWN_ENDS_AT, COUNTDOWN_SERVER_NOW } from "~/boot-on-intent.ts";
import type { FlashSaleInfo } from "~/domain/flash-sale/types.ts";
import type { FlashSaleItem } from "~/domain/catalogue/types.ts";
import { Badge } from "~/ui/badge.tsx";
import { FlashIcon } from "~/ui/icons.tsx";
import { Price } from "~/components/catalogue/Price.tsx";
import { ProductCard } from "~/components/catalogue/ProductCard.tsx";
import { ScrollRow, ScrollRowItem } from "./ScrollRow.tsx";
import { SectionHeader } from "./SectionHeader.tsx";

/** The home page's Flash Sale: shown only while the sale window is open and it has products. */
export function FlashSaleSection(props: { info: FlashSaleInfo; items: FlashSaleItem[] }) {
  const headingId = useId();
  const { info, items } = props;
  if (info.state !== "open" || items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <SectionHeader id={headingId} title={homeCopy.flashSale} icon={<FlashIcon />}>
        {info.endsAt !== null ? <FlashCountdown endsAt={info.endsAt} serverNow={info.now} /> : null}
      </SectionHeader>
      <ScrollRow label={homeCopy.flashSale}>
        {items.map((item) => (
          <ScrollRowItem key={item.id}>
            <FlashCard item={item} />
          </ScrollRowItem>
        ))}
      </ScrollRow>
    </section>
  );
}

function FlashCard(props: { item: FlashSaleItem }) {
  const { item } = props;
  // An offer on one variant (issue 28) is that variant's: its regular price and, when it has one, its photo.
  const regularCents = item.flash.variantPriceCents ?? item.priceCents;
  const percent = Math.round((1 - item.flash.sellPriceCents / regularCents) * 100);
  return (
    <ProductCard
      product={item.flash.variantImageUrl ? { ...item, imageUrl: item.flash.variantImageUrl } : item}
      // An offer on one variant (issue 28) opens the page on that variant, with its flash price.
      href={`/productdetails/${item.id}?type=flashsell${item.flash.variantId == null ? "" : `&variant=${item.flash.variantId}`}`}
      price={<Price cents={item.flash.sellPriceCents} regularCents={regularCents} />}
      badge={
        percent > 0 ? (
          <Badge size="md" className={styles.badge}>
            {homeCopy.discountPercent(percent)}
          </Badge>
        ) : undefined
      }
      rating={false}
    />
  );
}

/** A unit of the countdown: two digits, Bengali on a Bangla page (as the page's ticker script writes them). */
const pad = (value: number) => formatDigits(String(value).padStart(2, "0"));

/**
 * Time left until `endsAt`, ticking every second. It counts on the server's clock, not the device's: the first render
 * (on the server and at hydration) shows `endsAt - serverNow`; after mount it keeps the offset between the two clocks.
 * Screen readers get a minute-precise "Ends in ..." text that is not announced on its own.
 */
export function FlashCountdown(props: { endsAt: number; serverNow: number }) {
  const { endsAt, serverNow } = props;
  const [now, setNow] = useState(serverNow);

  useEffect(() => {
    const offset = serverNow - Date.now();
    const timer = setInterval(() => {
      const current = Date.now() + offset;
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, serverNow]);

  const left = timeLeft(endsAt - now);
  if (left.totalSeconds === 0) {
    return <p className={styles.ended}>{homeCopy.ended}</p>;
  }
  const { countdownUnits } = homeCopy;
  const units = [
    { value: left.days, label: countdownUnits.days },
    { value: left.hours, label: countdownUnits.hours },
    { value: left.minutes, label: countdownUnits.minutes },
    { value: left.seconds, label: countdownUnits.seconds },
  ];
  return (
    <div className={styles.countdown}>
      <span aria-hidden="true" className={styles.endsIn}>
        {homeCopy.endsIn}
      </span>
      <time
        dateTime={`P${left.days}DT${left.hours}H${left.minutes}M${left.seconds}S`}
        aria-hidden="true"
        className={styles.units}
        {...{ [COUNTDOWN_ENDS_AT]: endsAt, [COUNTDOWN_SERVER_NOW]: serverNow }}
      >
        {units.map((unit, index) => (
          <Fragment key={unit.label}>
            {index > 0 ? <span className={styles.colon}>:</span> : null}
            <span className={styles.unit}>
              {/* Ticked by the page's own script until it hydrates (COUNTDOWN_TICKER_SCRIPT): its digits may be ahead. */}
              <span className={styles.value} data-unit="" suppressHydrationWarning>
                {pad(unit.value)}
              </span>
              <span className={styles.unitLabel}>{unit.label}</span>
            </span>
          </Fragment>
        ))}
      </time>
      <span aria-live="off" className={css({ srOnly: true })}>
        {homeCopy.endsInLabel(sayTimeLeft(endsAt - now))}
      </span>
    </div>
  );
}

const styles = {
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: { base: "3", md: "4" },
    minW: "0",
    p: { base: "3", sm: "4", md: "5" },
    bg: "accent.subtle",
    borderWidth: "1px",
    borderColor: "accent.muted",
    borderRadius: "l3",
  }),
  badge: css({ boxShadow: "soft" }),
  countdown: css({ display: "flex", alignItems: "center", gap: "2.5" }),
  endsIn: css({ fontSize: "sm", fontWeight: "semibold", color: "fg.muted", display: { base: "none", sm: "inline" } }),
  units: css({ display: "flex", alignItems: "center", gap: "1" }),
  unit: css({
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    minW: "11",
    h: "11",
    px: "1",
    bg: "bg.inverse",
    color: "fg.inverse",
    borderRadius: "l2",
    lineHeight: "1",
  }),
  value: css({ fontSize: "md", fontWeight: "bold", fontVariantNumeric: "tabular-nums" }),
  unitLabel: css({
    mt: "0.5",
    fontSize: "0.625rem",
    textTransform: "uppercase",
    letterSpacing: "0.04em",
    color: "fg.inverseMuted",
  }),
  colon: css({ fontWeight: "bold", color: "accent.text" }),
  ended: css({
    px: "3",
    py: "1.5",
    borderRadius: "full",
    bg: "bg.emphasized",
    color: "fg.muted",
    fontSize: "sm",
    fontWeight: "bold",
  }),
};
