import { useId } from "react";
import { css, cx } from "styled-system/css";
import { LoadingText, Skeleton } from "~/ui/skeleton.tsx";
import { SectionHeader, sectionStyle } from "./SectionHeader.tsx";

const PLACEHOLDERS = 5;

/**
 * Stands in for a lazily loaded home section: its heading, a row of grey product cards and 'Loading...'.
 * One row of cards in the product grid's columns, so the section that replaces it starts at the same size.
 */
export function SectionFallback(props: { title: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy="true" className={cx(sectionStyle, styles.section)}>
      <SectionHeader id={headingId} title={props.title} />
      <div className={styles.row}>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <div key={index} className={styles.card}>
            <Skeleton className={css({ aspectRatio: "1", borderRadius: "0" })} />
            <div className={css({ display: "flex", flexDirection: "column", gap: "1", p: "3" })}>
              <Skeleton shape="text" className={css({ width: "85%" })} />
              <Skeleton shape="text" className={css({ width: "40%" })} />
              <Skeleton shape="text" className={css({ width: "60%" })} />
            </div>
          </div>
        ))}
      </div>
      <LoadingText />
    </section>
  );
}

const styles = {
  section: css({ minH: { base: "26rem", md: "28rem" } }),
  row: css({
    display: "grid",
    gap: { base: "3", sm: "4", lg: "5" },
    gridTemplateColumns: {
      base: "repeat(2, minmax(0, 1fr))",
      sm: "repeat(3, minmax(0, 1fr))",
      md: "repeat(4, minmax(0, 1fr))",
      lg: "repeat(5, minmax(0, 1fr))",
    },
  }),
  card: css({
    display: "flex",
    flexDirection: "column",
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    overflow: "hidden",
    // One row: as many cards as the product grid has columns at this width.
    "&:nth-child(3)": { display: { base: "none", sm: "flex" } },
    "&:nth-child(4)": { display: { base: "none", md: "flex" } },
    "&:nth-child(5)": { display: { base: "none", lg: "flex" } },
  }),
};
