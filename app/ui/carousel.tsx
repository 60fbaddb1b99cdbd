import { Carousel, useCarousel, type UseCarouselProps, type UseCarouselReturn } from "@ark-ui/react/carousel";
import { ark } from "@ark-ui/react/factory";
import {
  type ComponentProps,
  type FocusEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { createStyleContext } from "styled-system/jsx";
import { carousel } from "styled-system/recipes";
import { Svg, type IconProps } from "./icons.tsx";

/**
 * Carousel on Ark Carousel (scroll snapping, region and slide roles, arrow keys on the slides, dots).
 * Use `useAutoplayCarousel` with `RootProvider` for a slideshow that plays by itself: it pauses while the pointer
 * is over it or the keyboard is in it, and neither plays nor animates for people who prefer reduced motion.
 */
const { withProvider, withContext } = createStyleContext(carousel);

export const Root = withProvider(Carousel.Root, "root");
export const RootProvider = withProvider(Carousel.RootProvider, "root");
export const Control = withContext(Carousel.Control, "control");
export const ItemGroup = withContext(Carousel.ItemGroup, "itemGroup");
export const Item = withContext(Carousel.Item, "item");
export const IndicatorGroup = withContext(Carousel.IndicatorGroup, "indicatorGroup");
export const Indicator = withContext(Carousel.Indicator, "indicator");
export const PrevTrigger = withContext(Carousel.PrevTrigger, "prevTrigger");
export const NextTrigger = withContext(Carousel.NextTrigger, "nextTrigger");
export const ProgressText = withContext(Carousel.ProgressText, "progressText");
/** A styled button in the autoplay trigger's place; `AutoplayToggle` below is the usual content. */
export const AutoplayButton = withContext(ark.button, "autoplayTrigger");
export const Context = Carousel.Context;
export type CarouselApi = UseCarouselReturn;

/** Whether a CSS media query matches. The server (and hydration) assume `serverValue`. */
export function useMediaQuery(query: string, serverValue = false): boolean {
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

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * Ark moves between slides with `element.scrollTo({ behavior: "smooth" })`, whose duration the browser decides and
 * which ignores reduced motion. This replaces `scrollTo` on the item group so smooth scrolls take `durationMs`, or are
 * instant when `instant`. Scroll snapping is off while animating, or the browser would snap every frame.
 */
function timeSmoothScrolls(element: HTMLElement, durationMs: number, instant: boolean): () => void {
  const nativeScrollTo: (this: Element, options?: ScrollToOptions) => void = Element.prototype.scrollTo;
  let frame = 0;
  let savedSnapType: string | null = null;

  const stop = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    if (savedSnapType !== null) {
      element.style.scrollSnapType = savedSnapType;
      savedSnapType = null;
    }
  };

  function scrollTo(options?: ScrollToOptions): void;
  function scrollTo(x: number, y: number): void;
  function scrollTo(first?: ScrollToOptions | number, y?: number): void {
    stop();
    if (typeof first !== "object" || first.behavior !== "smooth") {
      nativeScrollTo.call(element, typeof first === "number" ? { left: first, top: y ?? element.scrollTop } : first);
      return;
    }
    const toLeft = first.left ?? element.scrollLeft;
    const toTop = first.top ?? element.scrollTop;
    if (instant || durationMs <= 0) {
      nativeScrollTo.call(element, { left: toLeft, top: toTop, behavior: "instant" });
      return;
    }
    const fromLeft = element.scrollLeft;
    const fromTop = element.scrollTop;
    const start = performance.now();
    savedSnapType = element.style.scrollSnapType;
    element.style.scrollSnapType = "none";
    const step = (now: number) => {
      const progress = easeInOut(Math.min(1, (now - start) / durationMs));
      nativeScrollTo.call(element, {
        left: fromLeft + (toLeft - fromLeft) * progress,
        top: fromTop + (toTop - fromTop) * progress,
        behavior: "instant",
      });
      if (now - start < durationMs) frame = requestAnimationFrame(step);
      else stop();
    };
    frame = requestAnimationFrame(step);
  }

  element.scrollTo = scrollTo;
  return () => {
    stop();
    delete (element as { scrollTo?: unknown }).scrollTo;
  };
}

export interface AutoplayCarouselOptions extends Omit<UseCarouselProps, "autoplay" | "loop"> {
  /** Milliseconds each page stays before the next. */
  autoplayDelay: number;
  /** Milliseconds one slide transition takes. */
  transitionMs: number;
  /** Whether to play at all (a single slide need not). */
  autoplay?: boolean;
}

/**
 * A looping carousel that plays by itself. Spread `rootProps` on `RootProvider` and pass `bindItemGroup` as the `ref` of
 * `ItemGroup`. Autoplay pauses while a mouse is over the carousel or keyboard focus is in it (and resumes after),
 * stops when `toggleAutoplay` is pressed, and never starts for people who prefer reduced motion.
 */
export function useAutoplayCarousel(options: AutoplayCarouselOptions) {
  const { autoplayDelay, transitionMs, autoplay = true, ...carouselProps } = options;
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const canPlay = autoplay && !reducedMotion;
  const api = useCarousel({ loop: true, ...carouselProps, autoplay: canPlay ? { delay: autoplayDelay } : false });
  const shouldPlay = canPlay && !hovered && !keyboardInside && !stoppedByUser;

  // Ark stops autoplay on any navigation (dots, buttons, swipes); resume it once nothing holds it paused.
  const { isPlaying, play, pause } = api;
  useEffect(() => {
    if (shouldPlay && !isPlaying) play();
    else if (!shouldPlay && isPlaying) pause();
  });

  const bindItemGroup = useCallback(
    (element: HTMLDivElement | null) => (element ? timeSmoothScrolls(element, transitionMs, reducedMotion) : undefined),
    [transitionMs, reducedMotion],
  );

  const rootProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(false);
    },
    // Capture phase, so Ark sees the pause before the slides' own focus handler (which it ignores while playing).
    onFocusCapture: (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.matches(":focus-visible")) return;
      setKeyboardInside(true);
      pause();
    },
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      setKeyboardInside(false);
    },
  };

  return {
    api,
    rootProps,
    /** The `ref` for `ItemGroup`. */
    bindItemGroup,
    /** False for reduced motion or when told not to play: then hide the autoplay toggle. */
    canPlay,
    stoppedByUser,
    toggleAutoplay: () => setStoppedByUser((stopped) => !stopped),
  };
}

function Icon(props: IconProps & { d: string; filled?: boolean }) {
  const { d, ...rest } = props;
  return (
    <Svg strokeWidth="2.2" {...rest}>
      <path d={d} />
    </Svg>
  );
}

export const PrevIcon = (props: IconProps) => <Icon d="m14.5 6-6 6 6 6" {...props} />;
export const NextIcon = (props: IconProps) => <Icon d="m9.5 6 6 6-6 6" {...props} />;
const PauseIcon = (props: IconProps) => <Icon filled d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" {...props} />;
const PlayIcon = (props: IconProps) => (
  <Icon filled d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.4-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2Z" {...props} />
);

/** The pause / play button of `useAutoplayCarousel`, labelled by what it will do. */
export function AutoplayToggle(
  props: Omit<ComponentProps<typeof AutoplayButton>, "onClick" | "children"> & {
    stopped: boolean;
    onToggle: () => void;
    pauseLabel: string;
    playLabel: string;
  },
) {
  const { stopped, onToggle, pauseLabel, playLabel, ...rest } = props;
  const label = stopped ? playLabel : pauseLabel;
  return (
    <AutoplayButton type="button" aria-label={label} title={label} onClick={onToggle} {...rest}>
      {stopped ? <PlayIcon /> : <PauseIcon />}
    </AutoplayButton>
  );
}
