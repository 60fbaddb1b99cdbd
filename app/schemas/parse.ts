import * as v from "valibot";
import { shopCopy } from "~/i18n/shop.ts";

/** Field name -> first message, the shape forms show under each input. */
export type FieldErrors = Partial<Record<string, string>>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

/**
 * A field that must be filled in: a missing key is checked as empty, so it gets the field's own message rather
 * than valibot's "Invalid key" (an object schema reports a missing key with its own message, not the field's).
 */
export const required = <TSchema extends v.GenericSchema>(schema: TSchema) => v.optional(schema, "");

/**
 * Checks input against a shared schema; each message comes from the schema (so from `copy`). Input that is not
 * an object at all (an unreadable request body) is reported once, under `form`. A pipe left without a message
 * falls back to the generic one rather than showing valibot's own English.
 */
export function parseInput<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ParseResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, { message: shopCopy.api.invalidInput });
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key === null && issue.kind === "schema") fieldErrors.form ??= shopCopy.api.invalidBody;
    else fieldErrors[key ?? "form"] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
