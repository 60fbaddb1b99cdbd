import {
  TagsInputContext,
  TagsInputControl,
  TagsInputHiddenInput,
  TagsInputInput,
  TagsInputItem,
  TagsInputItemDeleteTrigger,
  TagsInputItemInput,
  TagsInputItemPreview,
  TagsInputItemText,
  TagsInputLabel,
  TagsInputRoot,
} from "@ark-ui/react/tags-input";
import { createStyleContext } from "./style-context.ts";
import { tagsInput } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(tagsInput);

/** Values typed as tags (Ark's TagsInput), styled by the `tagsInput` recipe. */
export const Root = withProvider(TagsInputRoot, "root");
export const Label = withContext(TagsInputLabel, "label");
export const Control = withContext(TagsInputControl, "control");
export const Input = withContext(TagsInputInput, "input");
export const Item = withContext(TagsInputItem, "item");
export const ItemPreview = withContext(TagsInputItemPreview, "itemPreview");
export const ItemText = withContext(TagsInputItemText, "itemText");
export const ItemDeleteTrigger = withContext(TagsInputItemDeleteTrigger, "itemDeleteTrigger");
export const ItemInput = withContext(TagsInputItemInput, "itemInput");
export const HiddenInput = TagsInputHiddenInput;
export const Context = TagsInputContext;
