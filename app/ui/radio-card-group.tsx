import {
  RadioGroupItem,
  RadioGroupItemControl,
  RadioGroupItemHiddenInput,
  RadioGroupItemText,
  RadioGroupLabel,
  RadioGroupRoot,
} from "@ark-ui/react/radio-group";
import { createStyleContext } from "./style-context.ts";
import { radioCardGroup } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(radioCardGroup);

/** A choice among a few cards (Ark's RadioGroup): name each card with ItemText, say more with ItemDescription. */
export const Root = withProvider(RadioGroupRoot, "root");
export const Label = withContext(RadioGroupLabel, "label");
export const Item = withContext(RadioGroupItem, "item");
export const ItemControl = withContext(RadioGroupItemControl, "itemControl");
export const ItemText = withContext(RadioGroupItemText, "itemText");
export const ItemHiddenInput = RadioGroupItemHiddenInput;
export const ItemDescription = withContext("span", "itemDescription");
