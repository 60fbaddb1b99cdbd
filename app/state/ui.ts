import { atom } from "jotai";

/** Whether the sign-in dialog is open, and where to go after signing in. */
export const authDialogAtom = atom<{ open: boolean; returnTo: string | null }>({ open: false, returnTo: null });
