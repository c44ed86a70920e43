import { AlertCircle, Ban, CheckCircle2, Clock, Mail, Send } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { StatusPill } from "#web/components/ui/status-pill";
import { toast } from "#web/components/ui/toast";
import { type FollowUp, markFollowUpSent } from "#web/lib/follow-ups";
import { formatDate, messageOf } from "#web/lib/format";

const statuses = {
  pending: { label: "Pending", icon: Clock, className: "bg-slate-100 text-slate-700 ring-slate-200" },
  overdue: { label: "Overdue", icon: AlertCircle, className: "bg-red-50 text-red-800 ring-red-200" },
  sent: { label: "Sent", icon: CheckCircle2, className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  cancelled: { label: "Cancelled", icon: Ban, className: "bg-slate-100 text-slate-600 ring-slate-200" },
} as const;

/** A follow-up's status in words and an icon, never by colour alone. */
export function FollowUpStatusBadge({ status }: { status: FollowUp["status"] }) {
  const s = statuses[status] ?? statuses.pending;
  return <StatusPill {...s} />;
}

/** "Due 4 Dec 2026", or "Overdue · due 1 Dec 2026" in red (the word carries the meaning). */
export function DueDate({ followUp: f }: { followUp: Pick<FollowUp, "status" | "scheduledDate"> }) {
  if (f.status === "overdue") {
    return (
      <span className="inline-flex items-center gap-1 font-medium text-red-700">
        <AlertCircle className="size-3.5" aria-hidden /> Overdue · due {formatDate(f.scheduledDate)}
      </span>
    );
  }
  return <span className="text-slate-600">Due {formatDate(f.scheduledDate)}</span>;
}

/**
 * 'Mark sent' for a follow-up the user sent themselves (POST .../sent
 * {via: "manual"}); calls onSent with the updated follow-up.
 */
export function MarkSentButton({
  followUp: f,
  onSent,
  size = "sm",
}: {
  followUp: Pick<FollowUp, "id" | "prospectName" | "company">;
  onSent: (updated: FollowUp) => void;
  size?: "sm" | "md";
}) {
  const [busy, setBusy] = useState(false);
  const mark = async () => {
    setBusy(true);
    try {
      const updated = await markFollowUpSent(f.id, "manual");
      toast({
        title: "Follow-up Sent!",
        description: `Your follow-up to ${f.prospectName || f.company} is marked as sent.`,
      });
      onSent(updated);
    } catch (err) {
      toast({ title: "Could not mark it sent", description: messageOf(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size={size} onClick={mark} disabled={busy} className="shrink-0">
      <Send className="size-4" aria-hidden /> {busy ? "Marking..." : "Mark sent"}
      <span className="sr-only"> (follow-up to {f.prospectName || f.company})</span>
    </Button>
  );
}

/**
 * 'Send by e-mail' for a follow-up whose pitch went to a known address: Leadsmith e-mails the
 * follow-up's message to that address (POST .../sent {via: "email"}), as the privacy policy
 * describes; calls onSent with the updated follow-up. Nothing shows when no address is known.
 */
export function SendFollowUpButton({
  followUp: f,
  onSent,
  size = "sm",
}: {
  followUp: Pick<FollowUp, "id" | "prospectName" | "company" | "recipientEmail">;
  onSent: (updated: FollowUp) => void;
  size?: "sm" | "md";
}) {
  const [busy, setBusy] = useState(false);
  if (!f.recipientEmail) return null;
  const send = async () => {
    setBusy(true);
    try {
      const updated = await markFollowUpSent(f.id, "email");
      toast({ title: "Follow-up Sent!", description: `Your follow-up was e-mailed to ${f.recipientEmail}.` });
      onSent(updated);
    } catch (err) {
      toast({ title: "The follow-up was not sent", description: messageOf(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="primary" size={size} onClick={send} disabled={busy} className="shrink-0">
      <Mail className="size-4" aria-hidden /> {busy ? "Sending..." : "Send by e-mail"}
      <span className="sr-only"> (follow-up to {f.recipientEmail})</span>
    </Button>
  );
}

/** The follow-up's text, folded away: the user copies it to wherever they reach the prospect. */
export function FollowUpMessage({ message }: { message: string }) {
  if (!message) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:underline">Show message</summary>
      <p className="mt-2 whitespace-pre-line rounded-lg bg-slate-50 p-3 text-slate-700">{message}</p>
    </details>
  );
}
