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
import { createStyleContext } from "./style-context.ts";
import { dialog } from "styled-system/recipes";

/**
 * A modal dialog on Ark Dialog: focus is trapped while open and returned to where it was, Escape and the
 * close trigger close it, the page behind does not scroll. Render the backdrop and positioner in a `Portal`.
 * Use as `<Dialog.Root><Portal><Dialog.Backdrop/><Dialog.Positioner><Dialog.Content>…`.
 */
const { withRootProvider, withContext } = createStyleContext(dialog);

export const Root = withRootProvider(DialogRoot);
export const Trigger = withContext(DialogTrigger, "trigger");
export const Backdrop = withContext(DialogBackdrop, "backdrop");
export const Positioner = withContext(DialogPositioner, "positioner");
export const Content = withContext(DialogContent, "content");
export const Title = withContext(DialogTitle, "title");
export const Description = withContext(DialogDescription, "description");
export const CloseTrigger = withContext(DialogCloseTrigger, "closeTrigger");
