import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import { ApiError } from "./errors";

type Issue = StandardSchemaV1.Issue;

const pathOf = (issue: Issue) =>
  (issue.path ?? []).map((p) => (typeof p === "object" && p !== null && "key" in p ? p.key : p)).join(".");

/** 'portfolioUrl' → 'portfolio url', for messages a person reads. */
const label = (path: string) =>
  path
    .split(".")
    .pop()!
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase() || "the request";

/**
 * The schemas' own messages are written for people; valibot's defaults
 * ('Invalid key: Expected "name" but received undefined') are rewritten here.
 */
export function humanMessage(issue: Issue): string {
  const msg = issue.message;
  if (!msg.startsWith("Invalid ")) return msg;
  const path = pathOf(issue);
  const field = label(path);
  const received = msg.match(/but received (.+)$/)?.[1] ?? "";
  if (/^Invalid key: Expected never/.test(msg))
    return `${received.replace(/"/g, "'")} is not a field this request takes.`;
  if (/^Invalid key/.test(msg) || received === "undefined") return `${path ? `'${field}'` : "A field"} is required.`;
  if (/^Invalid type: Expected Object/.test(msg))
    return path ? `'${field}' must be an object.` : "The request body must be a JSON object.";
  const expected = msg.match(/^Invalid type: Expected (.+?) but received/)?.[1];
  if (expected) {
    const choices = expected.match(/"[^"]+"/g);
    if (choices?.length) return `'${field}' must be one of ${choices.join(", ").replace(/"/g, "'")}.`;
    return `'${field}' must be ${/^[aeiou]/i.test(expected) ? "an" : "a"} ${expected.toLowerCase()}.`;
  }
  const length = msg.match(/^Invalid length: Expected ([<>=!]+)?(\d+)/);
  if (length) {
    const [, op, n] = length;
    if (op === "<=") return `'${field}' must be at most ${n} characters.`;
    if (op === ">=") return `'${field}' must be at least ${n} characters.`;
    return `'${field}' must be ${n} characters long.`;
  }
  if (/^Invalid email/.test(msg)) return `'${field}' is not a valid e-mail address.`;
  if (/^Invalid (URL|url)/.test(msg)) return `'${field}' must be a full link starting with https://.`;
  return `'${field}' is not valid.`;
}

/**
 * The route validator: the same valibot schema validates the request and
 * documents it in the OpenAPI document. A failure is a 400 in the one error
 * shape, whose message is the first issue's (the product's wording lives in the
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
        first ? humanMessage(first) : "The request is not valid.",
        issues.map((i) => ({ path: pathOf(i), message: humanMessage(i) })),
      );
    }
  });
}
