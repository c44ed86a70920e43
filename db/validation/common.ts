import * as v from "valibot";

/** The product's e-mail rule (contains @, at least 5 characters) plus a real format check. */
export const emailField = v.pipe(
  v.string("Please enter a valid email address"),
  v.trim(),
  v.nonEmpty("Please enter a valid email address"),
  v.minLength(5, "Please enter a valid email address"),
  v.maxLength(254, "Please enter a valid email address"),
  v.email("Please enter a valid email address"),
);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

/**
 * The message of a closed form's object-level issues: a missing field gets
 * the same words as an empty one, an unknown field is named, and a body that
 * is not an object says what to send (valibot's default reads "Invalid key").
 */
export function formMessages(missing: Record<string, string>, fields: string) {
  return (issue: v.StrictObjectIssue) => {
    const key = issue.path?.at(-1)?.key;
    if (issue.expected === "Object") return `Send a JSON object with ${fields}.`;
    if (issue.expected === "never") return `Unknown field "${String(key)}".`;
    return (typeof key === "string" && missing[key]) || `${String(key)} is required`;
  };
}
