import {
  MenuContent,
  MenuItem,
  MenuItemGroup,
  MenuItemGroupLabel,
  MenuPositioner,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from "@ark-ui/react/menu";
import { createStyleContext } from "./style-context.ts";
import { menu } from "styled-system/recipes";

const { withRootProvider, withContext } = createStyleContext(menu);

export const Root = withRootProvider(MenuRoot);
export const Trigger = withContext(MenuTrigger, "trigger");
export const Positioner = withContext(MenuPositioner, "positioner");
export const Content = withContext(MenuContent, "content");
export const Item = withContext(MenuItem, "item");
export const ItemGroup = withContext(MenuItemGroup, "itemGroup");
export const ItemGroupLabel = withContext(MenuItemGroupLabel, "itemGroupLabel");
export const Separator = withContext(MenuSeparator, "separator");
