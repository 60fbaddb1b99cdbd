import type { Ref } from "react";
import { css } from "styled-system/css";
import * as Input from "~/ui/input.tsx";

/** The photo types the shop stores. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

export interface PhotoFieldProps {
  label: string;
  /** The form field's name; `image` unless told. */
  name?: string;
  /** The file types offered; the shop's photo types unless told. */
  accept?: string;
  /** Shown under the input, which is then marked invalid. */
  error: string | undefined;
  /** Whether a photo must be chosen (true unless told: an edit keeps the stored photo without one). */
  required?: boolean;
  /** A hint under the input. */
  helpText?: string;
  /** The chosen file (the first, with `multiple`: `all` has every one), or null when the choice is emptied. */
  onChange(file: File | null, all: File[]): void;
  /** Whether several files may be chosen at once. */
  multiple?: boolean;
  /** The input, for moving focus to it. */
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * The admin forms' photo (required unless told): a labelled file input with its hint and error text. The input is uncontrolled; give the
 * field a new `key` to empty it.
 */
export function PhotoField({ ref, ...props }: PhotoFieldProps) {
  return (
    <Input.Root invalid={props.error !== undefined} disabled={props.disabled}>
      <Input.Label>{props.label}</Input.Label>
      <Input.Control
        ref={ref}
        name={props.name ?? "image"}
        type="file"
        accept={props.accept ?? IMAGE_ACCEPT}
        aria-required={props.required ?? true}
        className={styles.file}
        multiple={props.multiple}
        onChange={(event) => {
          const all = [...(event.target.files ?? [])];
          props.onChange(all[0] ?? null, all);
        }}
      />
      {props.helpText ? <Input.HelperText>{props.helpText}</Input.HelperText> : null}
      <Input.ErrorText>{props.error}</Input.ErrorText>
    </Input.Root>
  );
}

const styles = {
  file: css({
    py: "1.5",
    h: "auto",
    cursor: "pointer",
    _file: {
      mr: "3",
      px: "3",
      py: "1",
      font: "inherit",
      fontSize: "sm",
      fontWeight: "medium",
      color: "fg.default",
      bg: "bg.muted",
      borderWidth: "1px",
      borderColor: "border.strong",
      borderRadius: "l1",
      cursor: "pointer",
    },
  }),
};
