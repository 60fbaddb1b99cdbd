import {
  FieldErrorText,
  FieldHelperText,
  FieldInput,
  FieldLabel,
  FieldRequiredIndicator,
  FieldRoot,
  useFieldContext,
} from "@ark-ui/react/field";
import type { ComponentProps } from "react";
import { createStyleContext } from "./style-context.ts";
import { field } from "styled-system/recipes";

/**
 * A labelled text field built on Ark Field: the label, helper and error texts are wired to the input
 * (`for`, `aria-describedby`, `aria-invalid`, `aria-errormessage`) by Ark.
 * Use as `<Input.Root invalid><Input.Label/><Input.Control/><Input.ErrorText/></Input.Root>`.
 */
const { withProvider, withContext } = createStyleContext(field);

export const Root = withProvider(FieldRoot, "root");
export const Label = withContext(FieldLabel, "label");
export const HelperText = withContext(FieldHelperText, "helperText");
export const ErrorText = withContext(FieldErrorText, "errorText");
export const RequiredIndicator = withContext(FieldRequiredIndicator, "requiredIndicator");

const StyledInput = withContext(FieldInput, "input");

/** The input. Besides Ark's `aria-errormessage`, the error is also added to the description, which more screen readers announce. */
export function Control(props: ComponentProps<typeof StyledInput>) {
  const context = useFieldContext();
  const describedBy = [context.ariaDescribedby, context.invalid ? context.ids.errorText : undefined]
    .filter(Boolean)
    .join(" ");
  return <StyledInput aria-describedby={describedBy || undefined} {...props} />;
}
