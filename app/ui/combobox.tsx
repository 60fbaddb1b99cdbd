import {
  ComboboxClearTrigger,
  ComboboxContent,
  ComboboxContext,
  ComboboxControl,
  ComboboxEmpty,
  ComboboxInput,
  ComboboxItem,
  ComboboxItemGroup,
  ComboboxItemGroupLabel,
  ComboboxItemIndicator,
  ComboboxItemText,
  ComboboxLabel,
  ComboboxList,
  ComboboxPositioner,
  ComboboxRoot,
  type ComboboxRootComponent,
  ComboboxRootProvider,
  type ComboboxRootProviderComponent,
  ComboboxTrigger,
} from "@ark-ui/react/combobox";
import { createStyleContext } from "./style-context.ts";
import { combobox } from "styled-system/recipes";

/**
 * A combobox on Ark Combobox: a text field with a floating list of options, keyboard navigation and the ARIA of
 * the combobox pattern. Compose the parts; `useCombobox` with `RootProvider` when the field is rendered elsewhere.
 */
const { withProvider, withContext } = createStyleContext(combobox);

export const Root = withProvider(ComboboxRoot, "root") as ComboboxRootComponent;
export const RootProvider = withProvider(ComboboxRootProvider, "root") as ComboboxRootProviderComponent;
export const Label = withContext(ComboboxLabel, "label");
export const Control = withContext(ComboboxControl, "control");
export const Input = withContext(ComboboxInput, "input");
export const Trigger = withContext(ComboboxTrigger, "trigger");
export const ClearTrigger = withContext(ComboboxClearTrigger, "clearTrigger");
export const Positioner = withContext(ComboboxPositioner, "positioner");
export const Content = withContext(ComboboxContent, "content");
export const List = withContext(ComboboxList, "list");
export const Empty = withContext(ComboboxEmpty, "empty");
export const Item = withContext(ComboboxItem, "item");
export const ItemText = withContext(ComboboxItemText, "itemText");
export const ItemIndicator = withContext(ComboboxItemIndicator, "itemIndicator");
export const ItemGroup = withContext(ComboboxItemGroup, "itemGroup");
export const ItemGroupLabel = withContext(ComboboxItemGroupLabel, "itemGroupLabel");
export const Context = ComboboxContext;

export { createListCollection, useCombobox } from "@ark-ui/react/combobox";
