import {
  type ComponentProps,
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createStyleContext } from "./style-context.ts";
import { carousel } from "styled-system/recipes";
import { PauseIcon, PlayIcon } from "./icons.tsx";

/**
 * A carousel on native CSS scroll snapping: the slides are a horizontal scroller (`scroll-snap-type: x mandatory`)
 * that touch screens swipe and that shows its first slide before any script runs. `useCarousel` adds what CSS cannot
 * do: the current slide (read from the scroll position), dots, previous / next buttons that loop, arrow keys, and an
 * autoplay that pauses while the mouse is over the carousel, a finger on it or the keyboard in it, can be stopped, and
 * never starts for people who prefer reduced motion. How many slides show at once is the item group's CSS alone:
 * `--slide-size` (default 100%) and `--slide-gap` (default 0), which media queries may change.
 */

function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}

const FOCUSABLE = "a[href], button:not(:disabled), [tabindex]";
/** How long a slide change started here may take before the scroll position has the last word again. */
const SETTLE_MS = 1000;

function slidesOf(group: HTMLElement): HTMLElement[] {
  return Array.from(group.children) as HTMLElement[];
}

/** Each slide's snap position: the scroll offset that brings it to the start, within the scroller's range. */
function positionsOf(group: HTMLElement): number[] {
  const slides = slidesOf(group);
  const origin = slides[0]?.offsetLeft ?? 0;
  const max = group.scrollWidth - group.clientWidth;
  return slides.map((slide) => Math.max(0, Math.min(max, slide.offsetLeft - origin)));
}

/** The first slide whose snap position is nearest the scroll offset (at the end, the first of those in view). */
function closestIndex(positions: number[], left: number): number {
  let best = 0;
  positions.forEach((position, index) => {
    if (Math.abs(position - left) < Math.abs(positions[best]! - left)) best = index;
  });
  return best;
}

export interface CarouselOptions {
  /** Milliseconds each slide stays before the next; 0 (the default) does not play. */
  autoplayDelay?: number;
}

/**
 * State and handlers for `Root` (pass the result as its `value`). `page` is the first slide in view; `show(index)`,
 * `next()` and `prev()` scroll there smoothly (at once for reduced motion), looping from the end to the start and back.
 */
export function useCarousel(options: CarouselOptions = {}) {
  const { autoplayDelay = 0 } = options;
  const groupId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const frame = useRef(0);
  // The slide a move started here is going to, while the smooth scroll passes the slides before it.
  const pending = useRef<{ index: number; until: number } | null>(null);
  const [page, setPage] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const canPlay = autoplayDelay > 0 && !reducedMotion;
  const playing = canPlay && !hovered && !touched && !keyboardInside && !stoppedByUser;

  const current = (group: HTMLElement) => {
    const moving = pending.current;
    if (moving && performance.now() < moving.until) return moving.index;
    return closestIndex(positionsOf(group), group.scrollLeft);
  };

  /** Scrolls to slide `index` (or as near as the scroller goes) and returns the first slide then in view. */
  const show = (index: number): number => {
    const group = groupRef.current;
    if (!group) return 0;
    const positions = positionsOf(group);
    const left = positions[Math.max(0, Math.min(index, positions.length - 1))] ?? 0;
    const shown = positions.indexOf(left);
    group.scrollTo({ left, behavior: reducedMotion ? "instant" : "smooth" });
    pending.current = { index: shown, until: performance.now() + SETTLE_MS };
    setPage(shown);
    return shown;
  };

  const next = (): number => {
    const group = groupRef.current;
    if (!group) return 0;
    const positions = positionsOf(group);
    const index = current(group);
    return show(positions[index]! >= positions.at(-1)! ? 0 : index + 1);
  };

  const prev = (): number => {
    const group = groupRef.current;
    if (!group) return 0;
    const index = current(group);
    return show(index === 0 ? positionsOf(group).length - 1 : index - 1);
  };

  /** The move an arrow key, Home or End asks for, or undefined for other keys. */
  const moveFor = (event: KeyboardEvent): (() => number) | undefined => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
    if (event.key === "ArrowRight") return next;
    if (event.key === "ArrowLeft") return prev;
    if (event.key === "Home") return () => show(0);
    if (event.key === "End") return () => show(Number.MAX_SAFE_INTEGER);
    return undefined;
  };

  const advance = useEffectEvent(() => next());
  // A new slide every `autoplayDelay`, counted from the last change (whoever made it).
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => advance(), autoplayDelay);
    return () => clearInterval(timer);
  }, [playing, autoplayDelay, page]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const rootProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(false);
    },
    // A finger on the slides holds them (a swipe in progress is not to be fought).
    onTouchStart: () => setTouched(true),
    onTouchEnd: () => setTouched(false),
    onTouchCancel: () => setTouched(false),
    onFocus: (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(":focus-visible")) setKeyboardInside(true);
    },
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      setKeyboardInside(false);
    },
  };

  const itemGroupProps = {
    id: groupId,
    ref: groupRef,
    // The focus of last resort when a slide shown by the keyboard has nothing to focus.
    tabIndex: -1,
    "aria-live": playing ? ("off" as const) : ("polite" as const),
    onScroll: () => {
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        const group = groupRef.current;
        if (!group) return;
        const index = closestIndex(positionsOf(group), group.scrollLeft);
        const moving = pending.current;
        if (moving && index !== moving.index && performance.now() < moving.until) return;
        pending.current = null;
        setPage(index);
      });
    },
    // Arrow keys, Home and End move the slides; focus follows when the slide that had it leaves the view.
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const move = moveFor(event);
      if (!move) return;
      event.preventDefault();
      const group = event.currentTarget;
      const focused = document.activeElement;
      const shown = move();
      const slides = slidesOf(group);
      const held = slides.find((slide) => focused instanceof Node && slide.contains(focused));
      if (held) {
        const origin = slides[0]!.offsetLeft;
        const left = positionsOf(group)[shown]!;
        const start = held.offsetLeft - origin;
        if (start >= left - 1 && start + held.offsetWidth <= left + group.clientWidth + 1) return;
      }
      (slides[shown]?.querySelector<HTMLElement>(FOCUSABLE) ?? group).focus({ preventScroll: true });
    },
  };

  const indicatorGroupProps = {
    // The arrow keys (looping), Home and End walk the dots, and the slides with them.
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const dots = Array.from(event.currentTarget.children) as HTMLElement[];
      const from = dots.indexOf(event.target as HTMLElement);
      if (from === -1 || !moveFor(event)) return;
      event.preventDefault();
      const last = dots.length - 1;
      const steps: Record<string, number> = {
        ArrowRight: from === last ? 0 : from + 1,
        ArrowLeft: from === 0 ? last : from - 1,
        Home: 0,
        End: last,
      };
      dots[show(steps[event.key]!)]?.focus();
    },
  };

  return {
    page,
    show,
    next,
    prev,
    /** False for reduced motion or without `autoplayDelay`: then there is no autoplay toggle. */
    canPlay,
    playing,
    stoppedByUser,
    toggleAutoplay: () => setStoppedByUser((stopped) => !stopped),
    groupId,
    rootProps,
    itemGroupProps,
    indicatorGroupProps,
  };
}

export type CarouselApi = ReturnType<typeof useCarousel>;

const ApiContext = createContext<CarouselApi | null>(null);

function useApi(): CarouselApi {
  const api = use(ApiContext);
  if (!api) throw new Error("Carousel parts belong inside Carousel.Root");
  return api;
}

const part = (name: string) => ({ "data-scope": "carousel", "data-part": name });

function RootBase(props: ComponentProps<"div"> & { value: CarouselApi }) {
  const { value, ...rest } = props;
  return (
    <ApiContext value={value}>
      <div role="region" aria-roledescription="carousel" {...part("root")} {...value.rootProps} {...rest} />
    </ApiContext>
  );
}

// The api's props last: the styling wrapper passes a `ref` of its own (null).
function ItemGroupBase(props: ComponentProps<"div">) {
  return <div {...part("item-group")} {...props} {...useApi().itemGroupProps} />;
}

/** One slide; give it an `aria-label` such as "1 of 3". */
function ItemBase(props: ComponentProps<"div">) {
  return <div role="group" aria-roledescription="slide" {...part("item")} {...props} />;
}

function IndicatorGroupBase(props: ComponentProps<"div">) {
  return <div {...part("indicator-group")} {...props} {...useApi().indicatorGroupProps} />;
}

/** The dot of slide `index`; give it an `aria-label` such as "Show banner 1 of 3". */
function IndicatorBase(props: ComponentProps<"button"> & { index: number }) {
  const { index, ...rest } = props;
  const api = useApi();
  const isCurrent = api.page === index;
  return (
    <button
      type="button"
      {...part("indicator")}
      aria-controls={api.groupId}
      aria-current={isCurrent ? "true" : undefined}
      data-current={isCurrent ? "" : undefined}
      onClick={() => api.show(index)}
      {...rest}
    />
  );
}

function TriggerBase(props: ComponentProps<"button"> & { direction: "prev" | "next" }) {
  const { direction, ...rest } = props;
  const api = useApi();
  return (
    <button
      type="button"
      {...part(`${direction}-trigger`)}
      aria-controls={api.groupId}
      onClick={() => (direction === "prev" ? api.prev() : api.next())}
      {...rest}
    />
  );
}

const { withProvider, withContext } = createStyleContext(carousel);

export const Root = withProvider(RootBase, "root");
export const Control = withContext("div", "control");
export const ItemGroup = withContext(ItemGroupBase, "itemGroup");
export const Item = withContext(ItemBase, "item");
export const IndicatorGroup = withContext(IndicatorGroupBase, "indicatorGroup");
export const Indicator = withContext(IndicatorBase, "indicator");
/** Give it an `aria-label`; it goes back one slide, from the first to the last. */
export const PrevTrigger = withContext(
  (props: ComponentProps<"button">) => <TriggerBase direction="prev" {...props} />,
  "prevTrigger",
);
/** Give it an `aria-label`; it goes on one slide, from the last to the first. */
export const NextTrigger = withContext(
  (props: ComponentProps<"button">) => <TriggerBase direction="next" {...props} />,
  "nextTrigger",
);
const AutoplayButton = withContext("button", "autoplayTrigger");

/** The pause / play button, labelled by what it will do; nothing when the carousel cannot play. */
export function AutoplayToggle(props: { pauseLabel: string; playLabel: string }) {
  const api = useApi();
  if (!api.canPlay) return null;
  const label = api.stoppedByUser ? props.playLabel : props.pauseLabel;
  return (
    <AutoplayButton type="button" aria-label={label} title={label} onClick={api.toggleAutoplay}>
      {api.stoppedByUser ? <PlayIcon /> : <PauseIcon />}
    </AutoplayButton>
  );
}
