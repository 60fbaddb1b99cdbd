import { Portal } from "@ark-ui/react/portal";
import { useId } from "react";
import { css } from "styled-system/css";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import * as Dialog from "~/ui/dialog.tsx";

export interface UploadingDialogProps {
  open: boolean;
  /**
   * How much of the upload is done, 0 to 1. 0 means nothing measured yet: the photo is being prepared, or it is
   * too small for the browser to report progress before it is sent.
   */
  progress: number;
}

/**
 * The spec's 'Uploading...' modal with a real progress bar. Until the browser reports progress the bar moves
 * without a figure (it never sits at 0%); a small photo may go from there straight to 100%. The reader cannot close
 * it: it goes away when the route says the upload is over.
 */
export function UploadingDialogContent(props: UploadingDialogProps) {
  const labelId = useId();
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(props.progress) ? props.progress : 0)) * 100);
  const measured = percent > 0;
  return (
    <Dialog.Root
      open={props.open}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={props.open}>
            <Dialog.Title>{dashboardCopy.adminScreens.uploading}</Dialog.Title>
            <div className={styles.row}>
              <span id={labelId} className={styles.srOnly}>
                {dashboardCopy.adminScreens.uploadProgress}
              </span>
              {/* Without aria-valuenow a progress bar is indeterminate. */}
              <div
                role="progressbar"
                aria-labelledby={labelId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={measured ? percent : undefined}
                aria-valuetext={measured ? `${percent}%` : undefined}
                data-state={measured ? "measured" : "indeterminate"}
                className={styles.track}
              >
                {measured ? (
                  <div className={styles.fill} style={{ width: `${percent}%` }} />
                ) : (
                  <div className={styles.sliding} />
                )}
              </div>
              <span className={styles.percent} aria-hidden>
                {measured ? `${percent}%` : ""}
              </span>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const styles = {
  row: css({ display: "flex", alignItems: "center", gap: "3", mt: "4" }),
  track: css({ flex: "1", h: "2", bg: "bg.muted", borderRadius: "full", overflow: "hidden" }),
  fill: css({
    h: "full",
    bg: "accent.default",
    borderRadius: "full",
    transition: "width 200ms ease-out",
    _motionReduce: { transition: "none" },
  }),
  sliding: css({
    width: "40%",
    h: "full",
    bg: "accent.default",
    borderRadius: "full",
    animation: "indeterminate 1.1s ease-in-out infinite",
    _motionReduce: { animation: "pulse 1.5s ease-in-out infinite", width: "100%" },
  }),
  percent: css({ minW: "10", textAlign: "end", fontVariantNumeric: "tabular-nums", fontWeight: "semibold" }),
  srOnly: css({ srOnly: true }),
};
