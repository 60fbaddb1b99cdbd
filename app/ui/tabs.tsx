import { TabContent, TabIndicator, TabList, TabsRoot, TabTrigger } from "@ark-ui/react/tabs";
import { createStyleContext } from "./style-context.ts";
import { tabs } from "styled-system/recipes";

/**
 * Tabs on Ark Tabs (roles, arrow-key navigation, `aria-selected`, `aria-controls`).
 * Use as `<Tabs.Root variant="enclosed"><Tabs.List><Tabs.Trigger/>…<Tabs.Indicator/></Tabs.List><Tabs.Content/>…`.
 */
const { withProvider, withContext } = createStyleContext(tabs);

export const Root = withProvider(TabsRoot, "root");
export const List = withContext(TabList, "list");
export const Trigger = withContext(TabTrigger, "trigger");
export const Content = withContext(TabContent, "content");
export const Indicator = withContext(TabIndicator, "indicator");
