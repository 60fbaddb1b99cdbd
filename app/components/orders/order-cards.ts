import { css } from "styled-system/css";

/**
 * Below 56rem of room (a phone, or a tablet beside the dashboard menu) the table is drawn as a list of cards, one per
 * order: still a table to screen readers, its column names read out as before and shown beside the values that need
 * them. From 56rem the columns share the width (the dashboard at 1280 px has about 60rem); each screen caps the
 * table's height there with its own class (`tableHeight`).
 */
export const orderCards = {
  /** The order screen's section: the container the queries measure. */
  page: css({ containerType: "inline-size", containerName: "orders" }),
  container: css({
    "@container orders (max-width: 55.99rem)": {
      bg: "transparent",
      borderWidth: "0",
      borderRadius: "0",
      overflow: "visible",
    },
  }),
  table: css({
    "& thead th": { whiteSpace: "normal" },
    "@container orders (max-width: 55.99rem)": {
      display: "block",
      // Out of sight, still read: a block, so its 1 px box holds (a table part ignores width and height).
      "& thead": {
        display: "block",
        position: "absolute",
        width: "1px",
        height: "1px",
        overflow: "hidden",
        clipPath: "inset(50%)",
        whiteSpace: "nowrap",
      },
      "& tbody": { display: "flex", flexDirection: "column", gap: "3" },
      "& tbody > tr": {
        display: "grid",
        columnGap: "4",
        rowGap: "3",
        p: "4",
        bg: "bg.surface",
        borderWidth: "1px",
        borderColor: "border.default",
        borderRadius: "l3",
        boxShadow: "soft",
      },
      // A cell's own class outranks these with "&&" (two classes beat one class and three elements).
      "& tbody > tr > td, & tbody > tr > th": {
        display: "block",
        p: "0",
        bg: "transparent",
        borderWidth: "0",
        minW: "0",
        textAlign: "start",
      },
      "& td[data-label]::before": {
        content: 'attr(data-label) / ""',
        display: "block",
        mb: "0.5",
        fontSize: "xs",
        fontWeight: "semibold",
        letterSpacing: "0.04em",
        textTransform: "uppercase",
        color: "fg.muted",
      },
    },
  }),
};

/** A height cap for the table layout only: cards are never squeezed into a scrolling box. */
export const tableHeight = {
  /** The spec's tables (My Order): 440 px. */
  spec: css({ "@container orders (min-width: 56rem)": { maxHeight: "440px" } }),
  /** The verification queue: a taller view of the day's payments. */
  queue: css({ "@container orders (min-width: 56rem)": { maxHeight: "640px" } }),
};

/** An order screen's empty state, as wide as the table it stands in for. */
export const emptyPanel = css({
  width: "100%",
  maxW: "none",
  px: "6",
  bg: "bg.surface",
  borderRadius: "l3",
  borderWidth: "1px",
  borderColor: "border.default",
});
