import * as v from "valibot";
import { ProspectImportRow } from "#db/validation/prospects";
import { finalize, type Parsed } from "../prospect-draft";

/** A row of our own CSV/JSON import format, validated field by field. */
export function parseCanonical(row: unknown, now = Date.now()): Parsed {
  const r = v.safeParse(ProspectImportRow, row);
  if (!r.success) {
    const issue = r.issues[0];
    const field = issue?.path?.map((p) => String(p.key)).join(".");
    return {
      ok: false,
      reason:
        field && !issue?.message.startsWith(field) ? `${field}: ${issue?.message}` : (issue?.message ?? "invalid row"),
    };
  }
  const d = r.output;
  return finalize(
    {
      ...d,
    },
    now,
  );
}
