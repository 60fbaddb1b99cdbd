import { atom } from "jotai";

/** `phone`: signing in with a mobile number and a texted code (issue 50). */
export type AuthTab = "signin" | "register" | "phone";

/**
 * The sign-in dialog: whether it is open, which tab, where to go after signing in, and what closing it does
 * (the login-required guard goes back one page).
 */
export const authDialogAtom = atom<{
  open: boolean;
  tab: AuthTab;
  returnTo: string | null;
  error: string | null;
  closeAction: "stay" | "back";
}>({ open: false, tab: "signin", returnTo: null, error: null, closeAction: "stay" });

/** A short message for the whole page (a failure the user should know about, or a success). */
export const noticeAtom = atom<{ tone: "error" | "success"; message: string } | null>(null);
