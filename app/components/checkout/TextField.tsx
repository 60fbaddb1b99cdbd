import type { ComponentProps } from "react";
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
      <Input.ErrorText>{error}</Input.ErrorText>
    </Input.Root>
  );
}
