import { RadioGroup } from "@ark-ui/react/radio-group";
import { createStyleContext } from "styled-system/jsx";
import { optionPicker } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(optionPicker);

/** One product option's values as chips (Ark's RadioGroup: arrow keys move between the values that can be chosen). */
export const Root = withProvider(RadioGroup.Root, "root");
export const Label = withContext(RadioGroup.Label, "label");
export const Items = withContext("div", "items");
export const Item = withContext(RadioGroup.Item, "item");
export const ItemText = withContext(RadioGroup.ItemText, "itemText");
export const ItemHiddenInput = RadioGroup.ItemHiddenInput;
