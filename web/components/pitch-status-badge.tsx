import { CheckCircle2, CircleHelp, FilePen, Send } from "lucide-react";
import { StatusPill } from "#web/components/ui/status-pill";

const statuses = {
  draft: { label: "Draft", icon: FilePen, className: "bg-slate-100 text-slate-700 ring-slate-200" },
  sent: { label: "Sent", icon: Send, className: "bg-sky-50 text-sky-800 ring-sky-200" },
  responded: { label: "Responded", icon: CheckCircle2, className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
} as const;

/** A pitch's status in words (and an icon), never by colour alone; anything unexpected reads 'Unknown'. */
export function PitchStatusBadge({ status }: { status: string }) {
  const s = statuses[status as keyof typeof statuses] ?? {
    label: "Unknown",
    icon: CircleHelp,
    className: "bg-amber-50 text-amber-900 ring-amber-200",
  };
  return <StatusPill {...s} />;
}
