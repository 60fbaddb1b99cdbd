import {
  ClipboardContext,
  ClipboardControl,
  ClipboardIndicator,
  ClipboardInput,
  ClipboardLabel,
  ClipboardRoot,
  ClipboardTrigger,
  ClipboardValueText,
  useClipboardContext,
} from "@ark-ui/react/clipboard";
import { createStyleContext } from "./style-context.ts";
import { clipboard } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(clipboard);

export const Root = withProvider(ClipboardRoot, "root");
export const Label = withContext(ClipboardLabel, "label");
export const Control = withContext(ClipboardControl, "control");
export const Input = withContext(ClipboardInput, "input");
export const ValueText = withContext(ClipboardValueText, "valueText");
/** Name it with the Root's `translations.triggerLabel`, so each Copy button says what it copies. */
export const Trigger = withContext(ClipboardTrigger, "trigger");
/** Shows its children, or `copied` for a few seconds after a copy. */
export const Indicator = withContext(ClipboardIndicator, "indicator");
export const Context = ClipboardContext;

const StatusText = withContext("span", "status");

/**
 * Tells screen readers that the value was copied: a polite live region, present (empty) from the first render so
 * the change is announced, holding `copiedText` while the Copy button shows its copied state.
 */
export function Status(props: { copiedText: string }) {
  const api = useClipboardContext();
  return <StatusText role="status">{api.copied ? props.copiedText : ""}</StatusText>;
}
