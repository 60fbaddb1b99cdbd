import { css } from "styled-system/css";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";

/** The dashboard's home: a greeting and what this user can do here. */
export function DashboardWelcome({ user }: { user: SessionUser }) {
  return (
    <section className={styles.panel}>
      <h1 className={styles.heading}>{dashboardCopy.dashboard.welcome(user.displayName || user.email)}</h1>
      <p className={styles.text}>
        {user.isAdmin ? dashboardCopy.dashboard.welcomeAdmin : dashboardCopy.dashboard.welcomeShopper}
      </p>
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
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" }),
  text: css({ color: "fg.muted", maxW: "prose" }),
};
