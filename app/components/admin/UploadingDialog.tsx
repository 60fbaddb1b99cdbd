import { Suspense, useState } from "react";
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
 */
export function UploadingDialog(props: UploadingDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <content.Component {...props} />
    </Suspense>
  );
}
