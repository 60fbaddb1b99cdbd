import { RadioGroup } from "@ark-ui/react/radio-group";
import { createStyleContext } from "styled-system/jsx";
import { radioCardGroup } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(radioCardGroup);

/** A choice among a few cards (Ark's RadioGroup): name each card with ItemText, say more with ItemDescription. */
export const Root = withProvider(RadioGroup.Root, "root");
export const Label = withContext(RadioGroup.Label, "label");
export const Item = withContext(RadioGroup.Item, "item");
export const ItemControl = withContext(RadioGroup.ItemControl, "itemControl");
export const ItemText = withContext(RadioGroup.ItemText, "itemText");
export const ItemHiddenInput = RadioGroup.ItemHiddenInput;
export const ItemDescription = withContext("span", "itemDescription");
