import * as v from "valibot";

/** Field name -> first message, the shape forms show under each input. */
export type FieldErrors = Partial<Record<string, string>>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

export function parseInput<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ParseResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "form";
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
