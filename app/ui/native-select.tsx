import {
  FieldErrorText,
  FieldHelperText,
  FieldLabel,
  FieldRoot,
  FieldSelect,
  useFieldContext,
} from "@ark-ui/react/field";
import { type ComponentProps, type ReactNode, useId } from "react";
import { createStyleContext } from "./style-context.ts";
import { nativeSelect } from "styled-system/recipes";
import { ChevronDownIcon } from "./icons.tsx";

const native = createStyleContext(nativeSelect);
const NativeRoot = native.withProvider(FieldRoot, "root");
const NativeLabel = native.withContext(FieldLabel, "label");
const NativeControl = native.withContext("div", "control");
const NativeField = native.withContext(FieldSelect, "field");
const NativeIndicator = native.withContext("span", "indicator");
const NativeHelperText = native.withContext(FieldHelperText, "helperText");
const NativeErrorText = native.withContext(FieldErrorText, "errorText");

/** The select. As with `Input.Control`, the error is added to the description besides Ark's `aria-errormessage`. */
function NativeFieldControl(props: ComponentProps<typeof NativeField>) {
  const context = useFieldContext();
  const describedBy = [context.ariaDescribedby, context.invalid ? context.ids.errorText : undefined]
    .filter(Boolean)
    .join(" ");
  return <NativeField aria-describedby={describedBy || undefined} {...props} />;
}

export type NativeSelectProps = Omit<ComponentProps<"select">, "size"> & {
  label: ReactNode;
  size?: "sm" | "md" | "lg";
  /** "horizontal" puts the label beside the select (toolbars). */
  orientation?: "vertical" | "horizontal";
  /** Class for the wrapper (label and select). */
  rootClassName?: string;
  /** A hint under the select, read as its description. */
  helperText?: ReactNode;
  /** The field's error: shown under the select, marks it invalid and is read as its description. */
  errorText?: ReactNode;
  /** Marks the select invalid without a message (defaults to whether `errorText` is given). */
  invalid?: boolean;
};

/**
 * A labelled native `<select>` in the same look as `Select`, on Ark Field like `Input` (label, helper and error
 * texts wired by `for`, `aria-describedby`, `aria-invalid`). Use it where the form must work before the page's
 * JavaScript has loaded, such as list filters kept in the URL; pass `<option>`s as children.
 */
export function NativeSelect(props: NativeSelectProps) {
  const { label, size, orientation, rootClassName, id, helperText, errorText, invalid, children, ...selectProps } =
    props;
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hasError = errorText !== undefined && errorText !== null && errorText !== false && errorText !== "";
  return (
    <NativeRoot
      size={size}
      orientation={orientation}
      className={rootClassName}
      ids={{ control: selectId }}
      invalid={invalid ?? hasError}
      disabled={selectProps.disabled}
      required={selectProps.required}
    >
      <NativeLabel>{label}</NativeLabel>
      <NativeControl>
        <NativeFieldControl {...selectProps}>{children}</NativeFieldControl>
        <NativeIndicator aria-hidden="true">
          <ChevronDownIcon />
        </NativeIndicator>
      </NativeControl>
      {helperText ? <NativeHelperText>{helperText}</NativeHelperText> : null}
      {hasError ? <NativeErrorText>{errorText}</NativeErrorText> : null}
    </NativeRoot>
  );
}
