import {
  CollapsibleContent,
  CollapsibleIndicator,
  CollapsibleRoot,
  CollapsibleTrigger,
} from "@ark-ui/react/collapsible";
import { createStyleContext } from "./style-context.ts";
import { collapsible } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(collapsible);

export const Root = withProvider(CollapsibleRoot, "root");
export const Trigger = withContext(CollapsibleTrigger, "trigger");
export const Content = withContext(CollapsibleContent, "content");
export const Indicator = withContext(CollapsibleIndicator, "indicator");
