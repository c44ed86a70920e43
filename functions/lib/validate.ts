import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import { ApiError } from "./errors";

type Issue = StandardSchemaV1.Issue;

const pathOf = (issue: Issue) =>
  (issue.path ?? []).map((p) => (typeof p === "object" && p !== null && "key" in p ? p.key : p)).join(".");

/**
 * The route validator: the same valibot schema validates the request and
 * documents it in the OpenAPI document. A failure is a 400 in the one error
 * shape, whose message is the first issue's (the spec's wording lives in the
 * schemas), and nothing is written.
 */
export function validate<S extends StandardSchemaV1, T extends keyof ValidationTargets>(target: T, schema: S) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error as readonly Issue[];
      const first = issues[0];
      throw new ApiError(
        400,
        "validation_error",
        first?.message ?? "The request is not valid.",
        issues.map((i) => ({ path: pathOf(i), message: i.message })),
      );
    }
  });
}
