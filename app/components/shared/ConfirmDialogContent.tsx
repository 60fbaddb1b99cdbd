import { Portal } from "@ark-ui/react/portal";
import { type ReactNode, useRef } from "react";
import { css } from "styled-system/css";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Dialog from "~/ui/dialog.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import { CloseIcon } from "~/ui/icons.tsx";

/**
 * Asks before something is removed: title, description, optional details, the cancel and confirm buttons and a
 * close icon. Focus starts on cancel. While `pending`, nothing closes it; `error` shows inside it.
 */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  closeLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  /** The removal cannot be done (the description says why): only cancel is offered. */
  confirmDisabled?: boolean;
  error?: string | null;
  children?: ReactNode;
  onCancel(): void;
  onConfirm(): void;
  finalFocus?(): HTMLElement | null;
}

/** The dialog itself; load it through `ConfirmDialog`, which fetches this code only when a removal is asked. */
export function ConfirmDialogContent(props: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const pending = props.pending ?? false;
  return (
    <Dialog.Root
      open={props.open}
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) props.onCancel();
      }}
      closeOnEscape={!pending}
      closeOnInteractOutside={!pending}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={props.finalFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={pending}>
            <Dialog.Title>{props.title}</Dialog.Title>
            <Dialog.Description>{props.description}</Dialog.Description>
            {props.children}
            {props.error ? (
              <Alert tone="error" className={styles.error}>
                {props.error}
              </Alert>
            ) : null}
            <div className={styles.actions}>
              <Button ref={cancelRef} variant="outline" disabled={pending} onClick={props.onCancel}>
                {props.cancelLabel}
              </Button>
              <Button variant="danger" disabled={pending || props.confirmDisabled} onClick={props.onConfirm}>
                {pending && props.pendingLabel ? props.pendingLabel : props.confirmLabel}
              </Button>
            </div>
            <Dialog.CloseTrigger asChild>
              <IconButton aria-label={props.closeLabel} disabled={pending}>
                <CloseIcon />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const styles = {
  error: css({ mt: "3" }),
  actions: css({ display: "flex", justifyContent: "flex-end", gap: "3", mt: "5" }),
};
