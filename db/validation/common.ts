import * as v from "valibot";

/** The spec's e-mail rule (contains @, at least 5 characters) plus a real format check. */
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
