import { useAtom } from "jotai";
import { Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { loadOnIntent } from "~/client/on-intent.ts";
import {
  messageForAuthError,
  phoneCodeRequest,
  phoneSignInRequest,
  registerRequest,
  signInRequest,
  startGoogleSignIn,
  type AuthResult,
} from "~/client/auth-client.ts";
import { authDialogAtom } from "~/client/ui.ts";

const authDialog = loadOnIntent(() => import("~/components/auth/AuthDialog.tsx").then((module) => module.AuthDialog));

/** Starts loading the sign-in dialog's code (the visitor is reaching for Login). */
export const preloadAuthDialog = () => void authDialog.preload().catch(() => undefined);

/**
 * Connects the sign-in dialog to the API, the router and the dialog's shared state. The dialog's code (Ark
 * Dialog and Tabs, the forms) loads when it first opens, or earlier on intent: no page needs it to paint.
 */
export function AuthDialogContainer({ googleEnabled }: { googleEnabled: boolean }) {
  const [dialog, setDialog] = useAtom(authDialogAtom);
  // Once opened it stays mounted, so closing it animates and returns focus as Ark's dialog does.
  const [wanted, setWanted] = useState(dialog.open);
  if (dialog.open && !wanted) setWanted(true);
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();

  // Auth.js sends a failed Google sign-in back as `?error=...`: open the dialog with a message instead.
  const authError = searchParams.get("error");
  useEffect(() => {
    const message = messageForAuthError(authError);
    if (!message) return;
    setDialog({ open: true, tab: "signin", returnTo: null, error: message, closeAction: "stay" });
    setSearchParams(
      (params) => {
        params.delete("error");
        params.delete("code");
        return params;
      },
      { replace: true },
    );
  }, [authError, setDialog, setSearchParams]);

  async function afterSignIn(result: AuthResult) {
    if (!result.ok) return result;
    const returnTo = dialog.returnTo;
    setDialog((state) => ({ ...state, open: false, error: null, closeAction: "stay" }));
    // Signed in from a login-required page: load it afresh. A client navigation or revalidation does not
    // always re-run the loaders of a route that failed while hydrating, so its "please sign in" would stay.
    if (returnTo) window.location.assign(returnTo);
    else await revalidator.revalidate();
    return result;
  }

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <authDialog.Component
        open={dialog.open}
        tab={dialog.tab}
        error={dialog.error}
        googleEnabled={googleEnabled}
        onTabChange={(tab) => setDialog((state) => ({ ...state, tab }))}
        onOpenChange={(open) => {
          if (open) return setDialog((state) => ({ ...state, open }));
          const goBack = dialog.closeAction === "back";
          setDialog((state) => ({ ...state, open: false, error: null, closeAction: "stay" }));
          // The login-required guard: closing the dialog without signing in leaves the page (spec section 2).
          if (goBack && window.history.length > 1) navigate(-1);
          else if (goBack) navigate("/");
        }}
        onSignIn={async (values) => afterSignIn(await signInRequest(values))}
        onRegister={async (values) => afterSignIn(await registerRequest(values))}
        onSendPhoneCode={phoneCodeRequest}
        onPhoneSignIn={async (values) => afterSignIn(await phoneSignInRequest(values))}
        onGoogle={() => startGoogleSignIn(dialog.returnTo ?? location.pathname + location.search)}
      />
    </Suspense>
  );
}
