import * as v from "valibot";

/**
 * The one rule for every link we store or show, imported or typed by a user:
 * an absolute http(s) URL with a host. `javascript:`, `data:`, other schemes,
 * scheme-relative `//host` and unparseable text are refused (or dropped at import).
 */
export function safeHttpUrl(raw: string | null | undefined): string {
  const s = (raw ?? "").trim();
  if (!/^https?:\/\//i.test(s)) return "";
  try {
    const u = new URL(s);
    if ((u.protocol !== "http:" && u.protocol !== "https:") || !u.hostname.includes(".")) return "";
    return s;
  } catch {
    return "";
  }
}

/** A form field holding a link: empty, or an http(s) URL (see `safeHttpUrl`). */
export const optionalHttpUrl = (max = 300) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, `Links must be at most ${max} characters`),
    v.check((s) => s === "" || (safeHttpUrl(s) !== "" && !/\s/.test(s)), "Enter a full link starting with https://"),
  );
