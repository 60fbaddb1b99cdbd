import type { FieldErrors } from "~/schemas/parse.ts";

/** After a failed check, moves focus to the first field (in the form's order) that has an error. */
export function focusFirstInvalid(form: HTMLFormElement | null, fieldOrder: readonly string[], errors: FieldErrors) {
  const first = fieldOrder.find((field) => errors[field]);
  const input = first ? form?.elements.namedItem(first) : null;
  if (input instanceof HTMLInputElement) input.focus();
}
