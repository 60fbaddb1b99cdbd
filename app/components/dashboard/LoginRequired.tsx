import { useSetAtom } from "jotai";
import { useCallback, useEffect } from "react";
import { useLocation } from "react-router";
import { shopCopy } from "~/i18n/shop.ts";
import { authDialogAtom } from "~/client/ui.ts";
import { Button } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { LockIcon, UserIcon } from "~/ui/icons.tsx";

/**
 * Shown instead of a page that needs a session: opens the sign-in dialog at once, returning here after
 * signing in; closing the dialog goes back one page. The button opens it again.
 */
export function LoginRequired() {
  const location = useLocation();
  const setAuthDialog = useSetAtom(authDialogAtom);
  const returnTo = location.pathname + location.search;

  const openSignIn = useCallback(
    () => setAuthDialog({ open: true, tab: "signin", returnTo, error: null, closeAction: "back" }),
    [setAuthDialog, returnTo],
  );

  useEffect(() => {
    openSignIn();
  }, [openSignIn]);

  return (
    <EmptyState icon={<LockIcon />} title={shopCopy.auth.loginRequired} description={shopCopy.auth.loginRequiredHelp}>
      <Button size="lg" onClick={openSignIn}>
        <UserIcon />
        {shopCopy.nav.login}
      </Button>
    </EmptyState>
  );
}
