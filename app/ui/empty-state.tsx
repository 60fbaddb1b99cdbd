import { ark } from "@ark-ui/react/factory";
import { type ReactNode, useId } from "react";
import { createStyleContext } from "./style-context.ts";
import { emptyState } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(emptyState);

export const Root = withProvider(ark.section, "root");
export const Icon = withContext(ark.span, "icon");
export const Title = withContext(ark.h1, "title");
export const Description = withContext(ark.p, "description");
export const Actions = withContext(ark.div, "actions");

/** A whole-page message (sign in, not allowed, not found, failed): icon, heading, help and actions. */
export function EmptyState(props: {
  tone?: "accent" | "danger" | "neutral";
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  role?: "alert" | "status";
}) {
  const headingId = useId();
  return (
    <Root tone={props.tone} aria-labelledby={headingId} role={props.role}>
      <Icon aria-hidden>{props.icon}</Icon>
      <Title id={headingId}>{props.title}</Title>
      {props.description ? <Description>{props.description}</Description> : null}
      {props.children ? <Actions>{props.children}</Actions> : null}
    </Root>
  );
}
