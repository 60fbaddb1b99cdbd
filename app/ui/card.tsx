import { ark } from "@ark-ui/react/factory";
import { createStyleContext } from "./style-context.ts";
import { card } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(card);

export const Root = withProvider(ark.article, "root");
export const Header = withContext(ark.div, "header");
export const Body = withContext(ark.div, "body");
export const Footer = withContext(ark.div, "footer");
export const Title = withContext(ark.h3, "title");
export const Description = withContext(ark.p, "description");
