import { Combobox as ArkCombobox } from "@ark-ui/react/combobox";
import { createStyleContext } from "styled-system/jsx";
import { combobox } from "styled-system/recipes";

/**
 * A combobox on Ark Combobox: a text field with a floating list of options, keyboard navigation and the ARIA of
 * the combobox pattern. Compose the parts; `useCombobox` with `RootProvider` when the field is rendered elsewhere.
 */
const { withProvider, withContext } = createStyleContext(combobox);

export const Root = withProvider(ArkCombobox.Root, "root") as ArkCombobox.RootComponent;
export const RootProvider = withProvider(ArkCombobox.RootProvider, "root") as ArkCombobox.RootProviderComponent;
export const Label = withContext(ArkCombobox.Label, "label");
export const Control = withContext(ArkCombobox.Control, "control");
export const Input = withContext(ArkCombobox.Input, "input");
export const Trigger = withContext(ArkCombobox.Trigger, "trigger");
export const ClearTrigger = withContext(ArkCombobox.ClearTrigger, "clearTrigger");
export const Positioner = withContext(ArkCombobox.Positioner, "positioner");
export const Content = withContext(ArkCombobox.Content, "content");
export const List = withContext(ArkCombobox.List, "list");
export const Empty = withContext(ArkCombobox.Empty, "empty");
export const Item = withContext(ArkCombobox.Item, "item");
export const ItemText = withContext(ArkCombobox.ItemText, "itemText");
export const ItemIndicator = withContext(ArkCombobox.ItemIndicator, "itemIndicator");
export const ItemGroup = withContext(ArkCombobox.ItemGroup, "itemGroup");
export const ItemGroupLabel = withContext(ArkCombobox.ItemGroupLabel, "itemGroupLabel");
export const Context = ArkCombobox.Context;

export { createListCollection, useCombobox } from "@ark-ui/react/combobox";
