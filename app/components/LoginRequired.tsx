import { useSetAtom } from "jotai";
import { useCallback, useEffect, useId } from "react";
import { useLocation } from "react-router";
import { css } from "styled-system/css";
import { copy } from "~/copy.ts";
import { authDialogAtom } from "~/state/ui.ts";
import { Button } from "~/ui/button.tsx";
import { LockIcon, UserIcon } from "~/ui/icons.tsx";

/**
 * Shown instead of a page that needs a session: opens the sign-in dialog at once, returning here after
 * signing in; closing the dialog goes back one page. The button opens it again.
 */
export function LoginRequired() {
  const location = useLocation();
  const setAuthDialog = useSetAtom(authDialogAtom);
  const returnTo = location.pathname + location.search;
  const headingId = useId();

  const openSignIn = useCallback(
    () => setAuthDialog({ open: true, tab: "signin", returnTo, error: null, closeAction: "back" }),
    [setAuthDialog, returnTo],
  );

  useEffect(() => {
    openSignIn();
  }, [openSignIn]);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <span className={styles.badge}>
        <LockIcon />
      </span>
      <h1 id={headingId} className={styles.heading}>
        {copy.auth.loginRequired}
      </h1>
      <p className={styles.text}>{copy.auth.loginRequiredHelp}</p>
      <Button size="lg" onClick={openSignIn}>
        <UserIcon />
        {copy.nav.login}
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
    bg: "accent.subtle",
    color: "accent.default",
    "& svg": { w: "7", h: "7" },
  }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" }),
  text: css({ color: "fg.muted", mb: "3" }),
};
