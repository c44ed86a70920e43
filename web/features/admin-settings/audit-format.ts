/*
 * An audit entry in words: who acted, on what, and the details as short
 * 'key: value' text. The log stores targets as the code wrote them
 * ('campaign:1', an e-mail, a plan id) and details as JSON; these read them.
 */

import type { fetchAudit } from "./api";

export type AuditEntryText = Awaited<ReturnType<typeof fetchAudit>>["entries"][number];

/** 'help_request' -> 'Help request', 'codeSent' -> 'code sent'. */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Who did it: the account's name, with its e-mail under it, where the account still exists. */
export function auditActor(e: AuditEntryText): { name: string; email: string | null } {
  if (e.actorName || e.actorEmail) {
    const name = e.actorName || e.actorEmail || "";
    return { name, email: e.actorEmail && e.actorEmail !== name ? e.actorEmail : null };
  }
  switch (e.actorType) {
    case "admin":
      return { name: e.actorId ? `Admin #${e.actorId} (removed)` : "An admin", email: null };
    case "user":
      return { name: e.actorId ? `User #${e.actorId}` : "A deleted user", email: null };
    case "system":
      return { name: "System", email: null };
    default:
      return { name: "Not signed in", email: null };
  }
}

const KINDS: Record<string, string> = {
  campaign: "Campaign",
  // A money-back request for an early-access purchase (no payment row, so no bare payment id).
  early_access_purchase: "Early-access purchase",
  help_request: "Help request",
  pitch_template: "Pitch template",
  banner: "Banner",
  prospect: "Prospect",
  suggestion: "Suggestion",
  user: "User",
};

/** Actions whose target is a bare id, and what the id is of. */
const BARE_IDS: Record<string, string> = {
  "billing.refund_requested": "Payment",
  "billing.refund_approved": "Refund request",
  "billing.refund_rejected": "Refund request",
};
/** Actions whose target is a plan's id. */
const PLAN_ACTIONS = new Set(["plan.limits_change", "plan.price_notice_draft", "billing.cancel", "billing.checkout"]);
const WHOLE: Record<string, string> = {
  users: "Every user",
  waitlist: "The waitlist",
  "prospects:demo": "Demo prospects",
};

/** What it was done to: 'Campaign #1', 'Help request #2', 'Pro plan', an e-mail; an account's own action names the account. */
export function auditTarget(e: AuditEntryText): string {
  const t = e.target;
  if (!t) {
    // account.password_changed, auth.sign_out...: the user acted on their own account.
    if (e.actorType === "user")
      return e.actorEmail ?? e.actorName ?? (e.actorId ? `User #${e.actorId}` : "Their account");
    return "—";
  }
  const kindAndId = t.match(/^([a-z_]+):(\d+)$/);
  if (kindAndId) {
    const [, kind = "", id] = kindAndId;
    return `${KINDS[kind] ?? capital(words(kind))} #${id}`;
  }
  if (t.startsWith("source:")) return `Source ${t.slice("source:".length)}`;
  if (WHOLE[t]) return WHOLE[t];
  const bare = BARE_IDS[e.action];
  if (bare && /^\d+$/.test(t)) return `${bare} #${t}`;
  if (PLAN_ACTIONS.has(e.action) && /^[a-z][a-z0-9_-]*$/.test(t)) return `${capital(t)} plan`;
  return t;
}

function value(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "number") return v.toLocaleString();
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return v.map(value).join(", ");
  if (typeof v === "object") {
    const o = Object.fromEntries(Object.entries(v));
    // A change: { from, to } reads 'free → pro'.
    if ("from" in o && "to" in o && Object.keys(o).length === 2) return `${value(o.from)} → ${value(o.to)}`;
    return Object.entries(o)
      .map(([k, x]) => `${words(k)} ${value(x)}`)
      .join(", ");
  }
  return String(v);
}

/** The details as 'key: value' text ('code sent: yes', 'searches limit: 5 → 10'), or '—'. */
export function auditDetail(detail: Record<string, unknown>): string {
  const entries = Object.entries(detail).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "—";
  const { from, to, ...rest } = detail;
  // A change of the target itself ({ from: 'free', to: 'pro' }) reads 'free → pro'.
  if (from !== undefined && to !== undefined) {
    const others = auditDetail(rest);
    return others === "—" ? `${value(from)} → ${value(to)}` : `${value(from)} → ${value(to)} · ${others}`;
  }
  return entries.map(([k, v]) => `${words(k)}: ${value(v)}`).join(" · ");
}
