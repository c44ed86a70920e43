import * as v from "valibot";

/**
 * Runs a shared valibot schema on form values: the parsed values, typed as the
 * API takes them, or the first message per field.
 */
export function checkForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { output: v.InferOutput<S>; errors: null } | { output: null; errors: Record<string, string> } {
  const result = v.safeParse(schema, values);
  if (result.success) return { output: result.output, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join(".") ?? "form";
    errors[key] ??= issue.message;
  }
  return { output: null, errors };
}
