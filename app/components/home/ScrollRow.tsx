import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { copy } from "~/copy.ts";
import { NextIcon, PrevIcon, usePrefersReducedMotion } from "~/ui/carousel.tsx";

/**
 * A horizontally scrolling list of cards that snap into place. Touch screens swipe; keyboard users tab through the
 * cards (the browser scrolls each into view); on wide screens round buttons scroll by about a screenful. Items have
 * fixed widths (a part of the next one peeks out), so nothing shifts when images arrive.
 * Children are `<ScrollRowItem>`s.
 */
export function ScrollRow(props: { label: string; children: ReactNode }) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const max = list.scrollWidth - list.clientWidth;
        setEdges({ atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft >= max - 1 });
      });
    };
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => {
      cancelAnimationFrame(frame);
      list.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth * 0.85, behavior: reducedMotion ? "instant" : "smooth" });
  };

  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={styles.button}
        data-side="start"
        aria-label={copy.homeSections.scrollBack(props.label)}
        aria-controls={listId}
        disabled={edges.atStart}
        onClick={() => scroll(-1)}
      >
        <PrevIcon />
      </button>
      <ul id={listId} ref={listRef} aria-label={props.label} className={styles.list}>
        {props.children}
      </ul>
      <button
        type="button"
        className={styles.button}
        data-side="end"
        aria-label={copy.homeSections.scrollOn(props.label)}
        aria-controls={listId}
        disabled={edges.atEnd}
        onClick={() => scroll(1)}
      >
        <NextIcon />
      </button>
    </div>
  );
}

export function ScrollRowItem(props: { children: ReactNode }) {
  return <li className={styles.item}>{props.children}</li>;
}

const styles = {
  wrapper: css({ position: "relative", minW: "0" }),
  list: css({
    display: "flex",
    gap: { base: "3", sm: "4" },
    overflowX: "auto",
    overscrollBehaviorX: "contain",
    scrollSnapType: "x mandatory",
    scrollbarWidth: "none",
    // Room for the cards' hover lift, shadow and focus ring, which the scroller would otherwise clip.
    p: "2",
    m: "-2",
    scrollPaddingInline: "2",
    _motionSafe: { scrollBehavior: "smooth" },
  }),
  item: css({
    flex: "0 0 auto",
    minW: "0",
    scrollSnapAlign: "start",
    width: {
      base: "calc((100% - token(spacing.3)) / 2.2)",
      sm: "calc((100% - 2 * token(spacing.4)) / 3.25)",
      md: "calc((100% - 3 * token(spacing.4)) / 4.3)",
      lg: "calc((100% - 4 * token(spacing.4)) / 5.3)",
    },
  }),
  button: css({
    position: "absolute",
    zIndex: "2",
    top: "calc(50% - 20px)",
    display: { base: "none", md: "grid" },
    placeItems: "center",
    w: "10",
    h: "10",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "border.default",
    bg: "bg.surface",
    color: "fg.default",
    boxShadow: "raised",
    cursor: "pointer",
    transition: "opacity 150ms, background-color 150ms",
    "& svg": { w: "5", h: "5" },
    "&[data-side=start]": { left: "-3" },
    "&[data-side=end]": { right: "-3" },
    _hover: { bg: "bg.muted" },
    _disabled: { opacity: "0", pointerEvents: "none" },
    _motionReduce: { transition: "none" },
  }),
};
