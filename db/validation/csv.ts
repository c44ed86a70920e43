/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field holding a comma, quote,
 * CR or LF is quoted, quotes doubled), with one addition (docs/security.md): a
 * cell a spreadsheet would read as a formula (starting with = + - @, tab or
 * CR) is prefixed with an apostrophe, so it is shown as text, never run.
 * Here beside the schemas because both the Worker's exports and the admin
 * dashboard's own CSV use it, and db/validation is what the SPA may run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined) {
  let s = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly (string | number | null | undefined)[]>) {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** `{product}-{what}.csv`, from APP_NAME reduced to a safe file name. */
export const csvFileName = (appName: string, what: "waitlist" | "users") =>
  `${
    appName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "leadsmith"
  }-${what}.csv`;
