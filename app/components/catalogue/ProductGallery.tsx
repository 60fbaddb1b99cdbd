import { type ReactNode, useEffect, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { productsCopy } from "~/i18n/products.ts";
import { thumbUrl } from "~/domain/images/url.ts";

export interface ProductGalleryProps {
  /** The photos in order; the first is the product's own. */
  images: string[];
  name: string;
  /** The photo to show: the chosen variant's, when it has one. */
  showing?: string | null;
  /** Over the photo's corner, such as the flash-sale badge. */
  badge?: ReactNode;
  className?: string;
}

/**
 * A product's photos (issue 28): one at a time, swiped sideways on a phone (the browser's own scroll snapping, no
 * script), with a row of thumbnails below that shows any of them. A single photo shows alone, as before.
 */
export function ProductGallery(props: ProductGalleryProps) {
  const texts = productsCopy;
  const { images, name } = props;
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  // Scrolling the strip updates which thumbnail is current (onScroll), whoever scrolled it.
  const show = (index: number) => {
    const element = strip.current;
    if (element) element.scrollTo({ left: index * element.clientWidth, behavior: "smooth" });
  };
  // A chosen variant with its own photo brings it into view.
  const wanted = props.showing ? images.indexOf(props.showing) : -1;
  useEffect(() => {
    if (wanted >= 0) show(wanted);
  }, [wanted]);

  if (images.length <= 1) {
    return (
      <div className={cx(styles.frame, props.className)}>
        <Photo src={props.showing ?? images[0] ?? ""} alt={name} first />
        {props.badge}
      </div>
    );
  }
  return (
    <div className={cx(styles.gallery, props.className)}>
      <div className={styles.frame}>
        <ul
          ref={strip}
          aria-label={texts.photosOf(name)}
          // A scrolling region a keyboard can reach: arrow keys move between the photos.
          tabIndex={0}
          className={styles.strip}
          onScroll={(event) => {
            const element = event.currentTarget;
            setCurrent(Math.round(element.scrollLeft / Math.max(element.clientWidth, 1)));
          }}
        >
          {images.map((src, index) => (
            <li key={src} className={styles.slide}>
              <Photo
                src={src}
                alt={index === 0 ? name : texts.photoOf(name, index + 1, images.length)}
                first={index === 0}
              />
            </li>
          ))}
        </ul>
        {props.badge}
      </div>
      <div role="group" aria-label={texts.photosOf(name)} className={styles.thumbs}>
        {images.map((src, index) => (
          <button
            key={src}
            type="button"
            aria-label={texts.showPhoto(index + 1, images.length)}
            aria-current={index === current ? "true" : undefined}
            className={styles.thumb}
            onClick={() => show(index)}
          >
            <img src={thumbUrl(src)} alt="" width={64} height={64} loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
    </div>
  );
}

function Photo(props: { src: string; alt: string; first: boolean }) {
  return (
    <img
      src={props.src}
      alt={props.alt}
      width={600}
      height={600}
      loading={props.first ? "eager" : "lazy"}
      fetchPriority={props.first ? "high" : undefined}
      decoding="async"
      className={styles.image}
    />
  );
}

const styles = {
  gallery: css({ display: "flex", flexDirection: "column", gap: "3", minW: "0" }),
  frame: css({
    position: "relative",
    aspectRatio: "1",
    width: "100%",
    bg: "bg.muted",
    borderRadius: "l3",
    overflow: "hidden",
    borderWidth: "1px",
    borderColor: "border.default",
  }),
  strip: css({
    display: "flex",
    width: "100%",
    height: "100%",
    overflowX: "auto",
    scrollSnapType: "x mandatory",
    overscrollBehaviorX: "contain",
    scrollbarWidth: "none",
    "&::-webkit-scrollbar": { display: "none" },
    _focusVisible: { outline: "2px solid {colors.accent.focusRing}", outlineOffset: "-2px" },
  }),
  slide: css({ flex: "0 0 100%", scrollSnapAlign: "start", scrollSnapStop: "always" }),
  image: css({ width: "100%", height: "100%", objectFit: "cover" }),
  thumbs: css({ display: "flex", gap: "2", overflowX: "auto", pb: "1" }),
  thumb: css({
    flex: "0 0 auto",
    w: "16",
    h: "16",
    p: "0",
    borderWidth: "2px",
    borderColor: "transparent",
    borderRadius: "l2",
    overflow: "hidden",
    bg: "bg.muted",
    cursor: "pointer",
    "& img": { w: "100%", h: "100%", objectFit: "cover" },
    _hover: { borderColor: "border.strong" },
    "&[aria-current=true]": { borderColor: "accent.default" },
    _focusVisible: { outline: "2px solid {colors.accent.focusRing}", outlineOffset: "2px" },
  }),
};
