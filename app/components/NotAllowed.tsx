import { useId } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { copy } from "~/copy.ts";
import { Button } from "~/ui/button.tsx";
import { HomeIcon, ShieldIcon } from "~/ui/icons.tsx";

/** Shown to a signed-in shopper who opens an admin-only page. */
export function NotAllowed() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <span className={styles.badge}>
        <ShieldIcon />
      </span>
      <h1 id={headingId} className={styles.heading}>
        {copy.auth.notAllowed}
      </h1>
      <p className={styles.text}>{copy.auth.notAllowedHelp}</p>
      <Button asChild variant="outline" size="lg">
        <Link to="/">
          <HomeIcon />
          {copy.notFound.backHome}
        </Link>
      </Button>
    </section>
  );
}

const styles = {
  section: css({
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "3",
    maxW: "lg",
    mx: "auto",
    py: { base: "12", md: "20" },
    textAlign: "center",
  }),
  badge: css({
    display: "grid",
    placeItems: "center",
    w: "14",
    h: "14",
    mb: "2",
    borderRadius: "full",
    bg: "danger.subtle",
    color: "danger",
    "& svg": { w: "7", h: "7" },
  }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" }),
  text: css({ color: "fg.muted", mb: "3" }),
};
