/** A text as a pattern matching it literally: every character a RegExp gives meaning to, escaped. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
