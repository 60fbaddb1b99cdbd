import { TagsInput } from "@ark-ui/react/tags-input";
import { createStyleContext } from "styled-system/jsx";
import { tagsInput } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(tagsInput);

/** Values typed as tags (Ark's TagsInput), styled by the `tagsInput` recipe. */
export const Root = withProvider(TagsInput.Root, "root");
export const Label = withContext(TagsInput.Label, "label");
export const Control = withContext(TagsInput.Control, "control");
export const Input = withContext(TagsInput.Input, "input");
export const Item = withContext(TagsInput.Item, "item");
export const ItemPreview = withContext(TagsInput.ItemPreview, "itemPreview");
export const ItemText = withContext(TagsInput.ItemText, "itemText");
export const ItemDeleteTrigger = withContext(TagsInput.ItemDeleteTrigger, "itemDeleteTrigger");
export const ItemInput = withContext(TagsInput.ItemInput, "itemInput");
export const HiddenInput = TagsInput.HiddenInput;
export const Context = TagsInput.Context;
