import { Menu } from "@ark-ui/react/menu";
import { createStyleContext } from "styled-system/jsx";
import { menu } from "styled-system/recipes";

const { withRootProvider, withContext } = createStyleContext(menu);

export const Root = withRootProvider(Menu.Root);
export const Trigger = withContext(Menu.Trigger, "trigger");
export const Positioner = withContext(Menu.Positioner, "positioner");
export const Content = withContext(Menu.Content, "content");
export const Item = withContext(Menu.Item, "item");
export const ItemGroup = withContext(Menu.ItemGroup, "itemGroup");
export const ItemGroupLabel = withContext(Menu.ItemGroupLabel, "itemGroupLabel");
export const Separator = withContext(Menu.Separator, "separator");
