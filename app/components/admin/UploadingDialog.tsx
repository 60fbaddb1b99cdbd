import { Suspense } from "react";
import { loadOnIntent } from "~/client/on-intent.ts";
import type { UploadingDialogProps } from "./UploadingDialogContent.tsx";

export type { UploadingDialogProps };

const content = loadOnIntent(() =>
  import("./UploadingDialogContent.tsx").then((module) => module.UploadingDialogContent),
);

/** Starts loading the modal's code: call it when the admin starts filling a form that uploads. */
export const preloadUploadingDialog = () => void content.preload().catch(() => undefined);

/**
 * The upload modal. Its dialog machinery loads when an admin starts on the form (`preloadUploadingDialog`) or, at
 * the latest, when it first opens: the page paints without it.
 *
 * It is mounted only while open. A small upload can end before the dialog machine has finished opening, and a
 * controlled `open` that turns false in that moment left the modal up, hiding the form from a second save (seen
 * in the stories); unmounting closes it for certain and takes its `aria-hidden` off the page.
 */
export function UploadingDialog(props: UploadingDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <content.Component {...props} />
    </Suspense>
  );
}
