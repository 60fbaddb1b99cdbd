import type { ReactNode } from "react";
import { css } from "styled-system/css";

/** The common frame of a home page section: a column with its header on top. */
export const sectionStyle = css({ display: "flex", flexDirection: "column", gap: { base: "3", md: "4" }, minW: "0" });

/**
 * A home section's header row: the h2 (with an optional decorative icon) and, on the right, optional extras such
 * as a "See all" link or carousel buttons. `id` goes on the heading so the section can be labelled by it.
 */
export function SectionHeader(props: { id: string; title: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.row}>
      <h2 id={props.id} className={styles.heading}>
        {props.icon ? <span className={styles.icon}>{props.icon}</span> : null}
        {props.title}
      </h2>
      {props.children ? <div className={styles.extras}>{props.children}</div> : null}
    </div>
  );
}

const styles = {
  row: css({
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    flexWrap: "wrap",
    gap: "3",
    minH: "10",
  }),
  heading: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "2",
    fontSize: { base: "xl", md: "2xl" },
    fontWeight: "bold",
    color: "fg.default",
  }),
  icon: css({ display: "inline-flex", color: "accent.default", "& svg": { w: "6", h: "6" } }),
  extras: css({ display: "flex", alignItems: "center", gap: "2", ml: "auto" }),
};
