import { Dialog } from "@ark-ui/react/dialog";
import { createStyleContext } from "styled-system/jsx";
import { dialog } from "styled-system/recipes";

/**
 * A modal dialog on Ark Dialog: focus is trapped while open and returned to where it was, Escape and the
 * close trigger close it, the page behind does not scroll. Render the backdrop and positioner in a `Portal`.
 * Use as `<Dialog.Root><Portal><Dialog.Backdrop/><Dialog.Positioner><Dialog.Content>…`.
 */
const { withRootProvider, withContext } = createStyleContext(dialog);

export const Root = withRootProvider(Dialog.Root);
export const Trigger = withContext(Dialog.Trigger, "trigger");
export const Backdrop = withContext(Dialog.Backdrop, "backdrop");
export const Positioner = withContext(Dialog.Positioner, "positioner");
export const Content = withContext(Dialog.Content, "content");
export const Title = withContext(Dialog.Title, "title");
export const Description = withContext(Dialog.Description, "description");
export const CloseTrigger = withContext(Dialog.CloseTrigger, "closeTrigger");
