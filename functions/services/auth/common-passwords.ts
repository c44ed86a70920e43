import { dictionary } from "@zxcvbn-ts/language-common";

let common: Set<string> | undefined;

/**
 * True when the password, lower-cased, is on the zxcvbn-ts common list
 * (about 49,000 leaked passwords; docs/security.md).
 * The set is built on first use, not at start-up.
 */
export function isCommonPassword(password: string) {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
