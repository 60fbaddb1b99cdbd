import { ark } from "@ark-ui/react/factory";
import type { ComponentProps } from "react";
import { styled } from "styled-system/jsx";
import { button } from "styled-system/recipes";

const StyledButton = styled(ark.button, button);
export type ButtonProps = ComponentProps<typeof StyledButton>;

/**
 * The shop's button (type "button" unless told otherwise, so it never submits a form by accident).
 * Pass `asChild` with a single child, such as a router `<Link>`, to style a link as a button.
 */
export function Button(props: ButtonProps) {
  return <StyledButton type={props.asChild ? undefined : "button"} {...props} />;
}
