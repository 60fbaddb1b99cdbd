import {
  RadioGroupItem,
  RadioGroupItemHiddenInput,
  RadioGroupItemText,
  RadioGroupLabel,
  RadioGroupRoot,
} from "@ark-ui/react/radio-group";
import { createStyleContext } from "./style-context.ts";
import { optionPicker } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(optionPicker);

/** One product option's values as chips (Ark's RadioGroup: arrow keys move between the values that can be chosen). */
export const Root = withProvider(RadioGroupRoot, "root");
export const Label = withContext(RadioGroupLabel, "label");
export const Items = withContext("div", "items");
export const Item = withContext(RadioGroupItem, "item");
export const ItemText = withContext(RadioGroupItemText, "itemText");
export const ItemHiddenInput = RadioGroupItemHiddenInput;
