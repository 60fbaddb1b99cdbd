import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { homeCopy } from "~/i18n/home.ts";
import { usePrefersReducedMotion } from "~/ui/carousel.tsx";
import { NextIcon, PrevIcon } from "~/ui/icons.tsx";

/** Each item's stop: its first link or enabled button. */
function stopsOf(list: HTMLUListElement): HTMLElement[] {
  return Array.from(list.children).flatMap((item) => {
    const stop = item.querySelector<HTMLElement>("a[href], button:not(:disabled)");
    return stop ? [stop] : [];
  });
}

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * A horizontally scrolling list of cards that snap into place. Touch screens swipe; on wide screens round buttons
 * scroll by about a screenful. Keyboard users meet the row as one tab stop (the card they last visited) and move
 * between cards with the arrow keys, Home and End, so Tab gets past a long row at once; before the script runs every
 * card is a stop. Items have fixed widths (a part of the next one peeks out), so nothing shifts when images arrive.
 * Children are `<ScrollRowItem>`s.
 */
export function ScrollRow(props: { label: string; children: ReactNode }) {
  const listId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const activeRef = useRef(0);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const reducedMotion = usePrefersReducedMotion();

  // After every render (the cards may have changed): one stop takes Tab, the others wait for the arrow keys.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const stops = stopsOf(list);
    activeRef.current = Math.min(activeRef.current, Math.max(0, stops.length - 1));
    stops.forEach((stop, index) => {
      stop.tabIndex = index === activeRef.current ? 0 : -1;
      stop.setAttribute("aria-describedby", hintId);
    });
  });

  const activate = (stops: HTMLElement[], index: number) => {
    stops.forEach((stop, each) => (stop.tabIndex = each === index ? 0 : -1));
    activeRef.current = index;
  };

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const stops = stopsOf(event.currentTarget);
    const index = stops.indexOf(event.target as HTMLElement);
    if (index !== -1) activate(stops, index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const stops = stopsOf(event.currentTarget);
    const index = stops.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    const next = move(index, stops.length - 1);
    activate(stops, next);
    stops[next]?.focus();
  };

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
        aria-label={homeCopy.scrollBack(props.label)}
        aria-controls={listId}
        disabled={edges.atStart}
        onClick={() => scroll(-1)}
      >
        <PrevIcon />
      </button>
      <ul
        id={listId}
        ref={listRef}
        aria-label={props.label}
        className={styles.list}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        {props.children}
      </ul>
      <p id={hintId} aria-hidden="true" className={styles.hint}>
        {homeCopy.railKeys}
      </p>
      <button
        type="button"
        className={styles.button}
        data-side="end"
        aria-label={homeCopy.scrollOn(props.label)}
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
  wrapper: css({
    position: "relative",
    minW: "0",
    "&:has(:focus-visible) > p": { opacity: "1" },
  }),
  // The keys' hint: shown over the row's top edge while a card has keyboard focus (nothing moves).
  hint: css({
    position: "absolute",
    zIndex: "2",
    top: "0",
    insetEnd: "0",
    maxW: "calc(100% - token(spacing.4))",
    px: "2.5",
    py: "1",
    borderRadius: "l2",
    bg: "bg.inverse",
    color: "fg.inverse",
    fontSize: "xs",
    fontWeight: "semibold",
    boxShadow: "raised",
    pointerEvents: "none",
    opacity: "0",
    transition: "opacity 150ms",
    _motionReduce: { transition: "none" },
  }),
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
