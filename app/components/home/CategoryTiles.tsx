import { useId } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { homeCopy } from "~/i18n/home.ts";
import type { CategorySummary } from "~/domain/catalogue/types.ts";
import { SectionHeader, sectionStyle } from "./SectionHeader.tsx";
import { thumbUrl } from "~/domain/images/url.ts";

/** 'Featured Categories': a round picture and the name of each category, linking to its product list. */
export function CategoryTiles(props: { categories: CategorySummary[] }) {
  const headingId = useId();
  if (props.categories.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={sectionStyle}>
      <SectionHeader id={headingId} title={homeCopy.featuredCategories} />
      <ul className={styles.grid}>
        {props.categories.map((category) => {
          const name = category.displayName;
          return (
            <li key={category.id} className={css({ minW: "0" })}>
              <Link
                to={`/products/${encodeURIComponent(category.name)}`}
                state={{ category: category.name }}
                className={styles.link}
              >
                <span className={styles.ring}>
                  <img
                    src={thumbUrl(category.imageUrl)}
                    width={240}
                    height={240}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className={styles.image}
                  />
                </span>
                <span className={styles.name}>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const styles = {
  grid: css({
    display: "grid",
    gridTemplateColumns: {
      base: "repeat(auto-fit, minmax(4.5rem, 1fr))",
      sm: "repeat(auto-fit, minmax(6.5rem, 1fr))",
      lg: "repeat(auto-fit, minmax(8rem, 1fr))",
    },
    gap: { base: "3", md: "5" },
  }),
  link: css({
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "2",
    py: "1",
    borderRadius: "l3",
    color: "fg.default",
    textDecoration: "none",
    textAlign: "center",
    outline: "none",
    _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "2px" },
  }),
  ring: css({
    display: "block",
    width: "100%",
    maxW: "9rem",
    aspectRatio: "1",
    p: "1",
    borderRadius: "full",
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    boxShadow: "card",
    transitionProperty: "border-color, box-shadow, transform",
    transitionDuration: "normal",
    "a:hover &": { borderColor: "accent.default", boxShadow: "raised", transform: "translateY(-2px)" },
    _motionReduce: { transition: "none", "a:hover &": { transform: "none" } },
  }),
  image: css({ width: "100%", height: "100%", borderRadius: "full", objectFit: "cover", bg: "bg.muted" }),
  name: css({
    fontSize: { base: "0.6875rem", sm: "sm" },
    fontWeight: "semibold",
    lineHeight: "1.3",
    "a:hover &": { color: "accent.text" },
  }),
};
