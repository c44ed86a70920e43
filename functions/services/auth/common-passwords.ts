import { MATCHABLE_COMMON_PASSWORDS } from "./common-passwords.list";

let common: Set<string> | undefined;

/**
 * True when the password, lower-cased, is on the zxcvbn-ts common list
 * (about 49,000 leaked passwords; docs/security.md). Callers check only
 * passwords that passed the new-password rules, so the Worker carries just
 * the 5,000 entries such a password could match (scripts/common-passwords.ts).
 * The set is built on first use, not at start-up.
 */
export function isCommonPassword(password: string) {
  common ??= new Set(MATCHABLE_COMMON_PASSWORDS.split("\n"));
  return common.has(password.toLowerCase());
}
