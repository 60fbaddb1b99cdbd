import { css } from "styled-system/css";
import { dashboardCopy } from "~/i18n/dashboard.ts";

/** Stands in for a dashboard screen that is not built yet. */
export function DashboardPlaceholder({ title }: { title: string }) {
  return (
    <section className={styles.panel}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.text}>{dashboardCopy.dashboard.comingSoon}</p>
    </section>
  );
}

const styles = {
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: "2",
    p: { base: "5", md: "8" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderStyle: "dashed",
    borderColor: "border.strong",
    borderRadius: "l3",
  }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" }),
  text: css({ color: "fg.muted" }),
};
