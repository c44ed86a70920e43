/**
 * validateSearch for a route whose search params are all optional text
 * (?q=, ?redirect=, ?oauth_error=). Every route's validateSearch runs in the
 * app's first chunk, so this stays a few lines rather than a schema library
 * (docs/performance.md, "Budgets").
 *
 * The router reads each value as JSON first, so ?q=2024 arrives as a number:
 * numbers and booleans are turned back into the text that was typed; anything
 * else (an object, an array) is left out, as is a missing key.
 */
type TextParams<K extends string> = { [P in K]?: string };

export function textParams<const K extends string>(...keys: K[]): (search: Record<string, unknown>) => TextParams<K> {
  return (search) => {
    const out: TextParams<K> = {};
    for (const key of keys) {
      const value = search[key];
      if (typeof value === "string") out[key] = value;
      else if (typeof value === "number" || typeof value === "boolean") out[key] = String(value);
    }
    return out;
  };
}
