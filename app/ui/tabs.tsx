import { Tabs } from "@ark-ui/react/tabs";
import { createStyleContext } from "styled-system/jsx";
import { tabs } from "styled-system/recipes";

/**
 * Tabs on Ark Tabs (roles, arrow-key navigation, `aria-selected`, `aria-controls`).
 * Use as `<Tabs.Root variant="enclosed"><Tabs.List><Tabs.Trigger/>…<Tabs.Indicator/></Tabs.List><Tabs.Content/>…`.
 */
const { withProvider, withContext } = createStyleContext(tabs);

export const Root = withProvider(Tabs.Root, "root");
export const List = withContext(Tabs.List, "list");
export const Trigger = withContext(Tabs.Trigger, "trigger");
export const Content = withContext(Tabs.Content, "content");
export const Indicator = withContext(Tabs.Indicator, "indicator");
