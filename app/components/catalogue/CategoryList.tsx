import { Link } from "react-router";
import { css } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import type { CategorySummary } from "~/domain/catalogue/types.ts";
import { thumbUrl } from "~/domain/images/url.ts";

/** The home page's category menu; the spec hides it below the medium breakpoint. */
export function CategoryList(props: { categories: CategorySummary[] }) {
  return (
    <nav aria-labelledby="category-list-heading" className={styles.nav}>
      <h2 id="category-list-heading" className={styles.heading}>
        {shopCopy.home.categories}
      </h2>
      <ul className={styles.list}>
        {props.categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/products/${encodeURIComponent(category.name)}`}
              state={{ category: category.name }}
              className={styles.link}
            >
              {category.imageUrl && (
                <img
                  src={thumbUrl(category.imageUrl)}
                  alt=""
                  width={28}
                  height={28}
                  loading="lazy"
                  className={styles.thumb}
                />
              )}
              <span className={css({ minW: "0", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>
                {category.displayName}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const styles = {
  nav: css({
    display: "none",
    md: { display: "flex" },
    flexDirection: "column",
    gap: "2",
    p: "3",
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    minW: "0",
  }),
  heading: css({
    px: "2",
    pt: "1",
    fontSize: "xs",
    fontWeight: "bold",
    textTransform: "uppercase",
    letterSpacing: "0.06em",
    color: "fg.muted",
  }),
  list: css({ display: "flex", flexDirection: "column", gap: "0.5" }),
  link: css({
    display: "flex",
    alignItems: "center",
    gap: "2.5",
    minH: "10",
    px: "2",
    borderRadius: "l2",
    fontSize: "sm",
    fontWeight: "medium",
    color: "fg.default",
    textDecoration: "none",
    transition: "background-color 120ms, color 120ms",
    _hover: { bg: "accent.subtle", color: "accent.text" },
  }),
  thumb: css({ w: "7", h: "7", borderRadius: "l1", objectFit: "cover", bg: "bg.muted", flexShrink: "0" }),
};
