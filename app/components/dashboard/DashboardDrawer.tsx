import { Portal } from "@ark-ui/react/portal";
import type { ReactNode } from "react";
import { shopCopy } from "~/i18n/shop.ts";
import * as Drawer from "~/ui/drawer.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import { CloseIcon } from "~/ui/icons.tsx";

export interface DashboardDrawerProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** Where focus goes back when the drawer closes (the button that opened it). */
  returnFocus(): HTMLElement | null;
  children: ReactNode;
}

/** The dashboard menu on a small screen: a drawer from the left (Ark Dialog: focus trap, Escape, backdrop). */
export function DashboardDrawer(props: DashboardDrawerProps) {
  return (
    <Drawer.Root
      open={props.open}
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      finalFocusEl={props.returnFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{props.title}</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <IconButton aria-label={shopCopy.nav.closeMenu}>
                  <CloseIcon />
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>{props.children}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
