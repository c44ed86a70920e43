export type ModelDraft = { subject: string; body: string };

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** Models sometimes double-escape: a body with "\n" sequences and no real line breaks. */
const undoubleEscapes = (s: string) => (!s.includes("\n") && s.includes("\\n") ? s.replace(/\\n/g, "\n") : s);

function fromObject(v: unknown): ModelDraft | null {
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  const body = undoubleEscapes(text(o.body ?? o.content ?? o.email ?? o.message));
  return body ? { subject: text(o.subject ?? o.title), body } : null;
}

/**
 * A model's answer as {subject, body}: a JSON object (bare, in a code fence,
 * or with chatter around it), an object the binding already parsed, or plain
 * text taken whole as the body (its 'Subject:' line, if any, as the subject).
 * Null when nothing usable came back; an empty subject is for the caller to fill.
 */
export function parseModelDraft(raw: unknown): ModelDraft | null {
  if (typeof raw !== "string") return fromObject(raw);
  let s = raw.trim();
  const fenced = s.match(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/);
  if (fenced) s = (fenced[1] ?? "").trim();
  const open = s.indexOf("{");
  const close = s.lastIndexOf("}");
  if (open !== -1 && close > open) {
    try {
      const parsed = fromObject(JSON.parse(s.slice(open, close + 1)));
      if (parsed) return parsed;
    } catch {
      // not JSON after all: read it as plain text below, unless it opened as JSON
    }
  }
  // Text that opens as JSON but does not parse is a broken (often cut-off) answer, not a letter.
  if (open === 0) return null;
  const subjectLine = s.match(/^\s*subject\s*:\s*(.+)\s*$/im);
  const body = (subjectLine ? s.replace(subjectLine[0], "") : s).replace(/^\s*body\s*:\s*/i, "").trim();
  return body ? { subject: subjectLine?.[1]?.trim() ?? "", body } : null;
}
