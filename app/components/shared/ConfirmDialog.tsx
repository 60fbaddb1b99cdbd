import { Suspense, useState } from "react";
import { loadOnIntent } from "~/client/on-intent.ts";
import type { ConfirmDialogProps } from "./ConfirmDialogContent.tsx";

const content = loadOnIntent(() => import("./ConfirmDialogContent.tsx").then((module) => module.ConfirmDialogContent));

/** Starts loading the dialog's code: call it when the visitor reaches for a button that opens one. */
export const preloadConfirmDialog = () => void content.preload().catch(() => undefined);

/**
 * Asks before something is removed: title, description, optional details, the cancel and confirm buttons and a
 * close icon. Focus starts on cancel. While `pending`, nothing closes it; `error` shows inside it.
 * The dialog machinery (Ark Dialog, focus trap, presence) loads the first time one opens, or earlier through
 * `preloadConfirmDialog`: no page needs it to paint.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <content.Component {...props} />
    </Suspense>
  );
}
