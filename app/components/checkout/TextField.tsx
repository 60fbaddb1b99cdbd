import type { ComponentProps } from "react";
import { css } from "styled-system/css";
import * as Input from "~/ui/input.tsx";

export interface TextFieldProps extends ComponentProps<typeof Input.Control> {
  label: string;
  /** Shown under the input, which is then marked invalid. */
  error: string | undefined;
  /** A helper text under the input (before the error). */
  hint?: string;
}

/**
 * A required checkout field: the label with its required mark, the input (every other prop goes to it), the
 * helper text and the error text, wired together by Ark Field. `disabled` disables the whole field.
 * The error's line is kept even when there is no error, so nothing below moves when one shows or clears (a
 * message that went away as a field lost focus used to pull the submit button from under the pointer).
 */
export function TextField({ label, error, hint, disabled, ...control }: TextFieldProps) {
  return (
    <Input.Root invalid={error !== undefined} required disabled={disabled}>
      <Input.Label>
        {label}
        <Input.RequiredIndicator />
      </Input.Label>
      <Input.Control {...control} />
      {hint !== undefined ? <Input.HelperText>{hint}</Input.HelperText> : null}
      <div data-part="error-slot" className={errorSlot}>
        <Input.ErrorText>{error}</Input.ErrorText>
      </div>
    </Input.Root>
  );
}

// One line of the error text, in its own size (so the line the slot reserves is the line the text takes).
const errorSlot = css({ fontSize: "sm", minH: "1lh" });
