import {
  DialogBackdrop,
  DialogCloseTrigger,
  DialogContent,
  DialogDescription,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from "@ark-ui/react/dialog";
import { ark } from "@ark-ui/react/factory";
import { createStyleContext } from "./style-context.ts";
import { drawer } from "styled-system/recipes";

/**
 * A temporary panel that slides in from the left: an Ark Dialog (focus trap, Escape, backdrop click) laid out
 * as a drawer. Render the backdrop and positioner in a `Portal`, like the dialog.
 */
const { withRootProvider, withContext } = createStyleContext(drawer);

export const Root = withRootProvider(DialogRoot);
export const Trigger = withContext(DialogTrigger, "trigger");
export const Backdrop = withContext(DialogBackdrop, "backdrop");
export const Positioner = withContext(DialogPositioner, "positioner");
export const Content = withContext(DialogContent, "content");
export const Header = withContext(ark.div, "header");
export const Body = withContext(ark.div, "body");
export const Title = withContext(DialogTitle, "title");
export const Description = withContext(DialogDescription, "description");
export const CloseTrigger = withContext(DialogCloseTrigger, "closeTrigger");
