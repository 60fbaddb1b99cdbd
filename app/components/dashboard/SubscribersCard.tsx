import { useId } from "react";
import { css } from "styled-system/css";
import { dashboardCopy } from "~/i18n/dashboard.ts";

/** Where the admin's CSV export of the newsletter list is served (admins only). */
export const SUBSCRIBERS_CSV_HREF = "/api/subscribers?format=csv";

/** The dashboard home's newsletter card: how many signed up in the footer, and the list as a CSV download. */
export function SubscribersCard(props: { count: number }) {
  const texts = dashboardCopy.dashboard.subscribers;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.label}>
        {texts.heading}
      </h2>
      <p className={styles.value}>{texts.count(props.count)}</p>
      {/* A file from the API, not a page: a document request the browser saves. */}
      <a href={SUBSCRIBERS_CSV_HREF} download className={styles.link}>
        {texts.download}
      </a>
    </section>
  );
}

const styles = {
  card: css({
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: "1",
    w: "full",
    maxW: { sm: "sm" },
    p: "5",
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  label: css({ fontSize: "sm", fontWeight: "semibold", color: "fg.muted" }),
  value: css({ fontSize: "2xl", fontWeight: "bold", fontVariantNumeric: "tabular-nums" }),
  link: css({ color: "accent.text", textDecoration: "underline", fontSize: "sm", minH: "6", alignContent: "center" }),
};
