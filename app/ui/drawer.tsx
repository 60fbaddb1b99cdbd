import { Dialog } from "@ark-ui/react/dialog";
import { ark } from "@ark-ui/react/factory";
import { createStyleContext } from "styled-system/jsx";
import { drawer } from "styled-system/recipes";

/**
 * A temporary panel that slides in from the left: an Ark Dialog (focus trap, Escape, backdrop click) laid out
 * as a drawer. Render the backdrop and positioner in a `Portal`, like the dialog.
 */
const { withRootProvider, withContext } = createStyleContext(drawer);

export const Root = withRootProvider(Dialog.Root);
export const Trigger = withContext(Dialog.Trigger, "trigger");
export const Backdrop = withContext(Dialog.Backdrop, "backdrop");
export const Positioner = withContext(Dialog.Positioner, "positioner");
export const Content = withContext(Dialog.Content, "content");
export const Header = withContext(ark.div, "header");
export const Body = withContext(ark.div, "body");
export const Title = withContext(Dialog.Title, "title");
export const Description = withContext(Dialog.Description, "description");
export const CloseTrigger = withContext(Dialog.CloseTrigger, "closeTrigger");
