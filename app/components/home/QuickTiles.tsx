import type { ReactNode } from "react";
import { Link } from "react-router";
import { css, cx } from "styled-system/css";
import { homeCopy } from "~/i18n/home.ts";
import { DiscountIcon, FreeShippingIcon, TopRatedIcon, WinterIcon } from "~/ui/icons.tsx";

/** Each tile opens the product list it names: best rated first, flash-sale offers, free shipping, the winter selection. */
const tiles: { label: keyof typeof homeCopy.tiles; href: string; icon: ReactNode; tone: string }[] = [
  {
    label: "topRated",
    href: "/products?sort=rating",
    icon: <TopRatedIcon />,
    tone: css({ bg: "accent.subtle", color: "accent.text" }),
  },
  {
    label: "discount",
    href: "/products?offer=flash",
    icon: <DiscountIcon />,
    tone: css({ bg: "danger.subtle", color: "danger.emphasized" }),
  },
  {
    label: "freeShipping",
    href: "/products?shipping=free",
    icon: <FreeShippingIcon />,
    tone: css({ bg: "success.subtle", color: "success.emphasized" }),
  },
  {
    label: "winterExclusive",
    href: "/products?collection=winter",
    icon: <WinterIcon />,
    tone: css({ bg: "bg.muted", color: "bg.inverse" }),
  },
];

/** Four tiles under the banner, each a link to the product list it names (plain links: they work before hydration). */
export function QuickTiles() {
  return (
    <ul aria-label={homeCopy.quickTiles} className={styles.list}>
      {tiles.map((tile) => (
        <li key={tile.label} className={css({ minW: "0" })}>
          <Link to={tile.href} className={styles.tile}>
            <span className={cx(styles.icon, tile.tone)}>{tile.icon}</span>
            <span className={styles.label}>{homeCopy.tiles[tile.label]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const styles = {
  list: css({
    display: "grid",
    gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
    gap: { base: "3", md: "4" },
  }),
  tile: css({
    display: "flex",
    alignItems: "center",
    gap: { base: "2.5", sm: "3" },
    minW: "0",
    px: { base: "3", sm: "4" },
    py: { base: "3", sm: "4" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    height: "100%",
    textDecoration: "none",
    transitionProperty: "border-color, box-shadow",
    transitionDuration: "fast",
    _hover: { borderColor: "accent.default", boxShadow: "card" },
  }),
  icon: css({
    display: "grid",
    placeItems: "center",
    flexShrink: "0",
    w: { base: "10", sm: "12" },
    h: { base: "10", sm: "12" },
    borderRadius: "full",
    "& svg": { w: { base: "5", sm: "6" }, h: { base: "5", sm: "6" } },
  }),
  label: css({
    fontSize: { base: "sm", sm: "md" },
    fontWeight: "semibold",
    lineHeight: "1.3",
    color: "fg.default",
  }),
};
