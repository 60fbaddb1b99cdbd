import { Clipboard, useClipboardContext } from "@ark-ui/react/clipboard";
import { createStyleContext } from "styled-system/jsx";
import { clipboard } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(clipboard);

export const Root = withProvider(Clipboard.Root, "root");
export const Label = withContext(Clipboard.Label, "label");
export const Control = withContext(Clipboard.Control, "control");
export const Input = withContext(Clipboard.Input, "input");
export const ValueText = withContext(Clipboard.ValueText, "valueText");
/** Name it with the Root's `translations.triggerLabel`, so each Copy button says what it copies. */
export const Trigger = withContext(Clipboard.Trigger, "trigger");
/** Shows its children, or `copied` for a few seconds after a copy. */
export const Indicator = withContext(Clipboard.Indicator, "indicator");
export const Context = Clipboard.Context;

const StatusText = withContext("span", "status");

/**
 * Tells screen readers that the value was copied: a polite live region, present (empty) from the first render so
 * the change is announced, holding `copiedText` while the Copy button shows its copied state.
 */
export function Status(props: { copiedText: string }) {
  const api = useClipboardContext();
  return <StatusText role="status">{api.copied ? props.copiedText : ""}</StatusText>;
}
