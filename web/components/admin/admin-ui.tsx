import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card";
import { formatDate as formatInstant } from "#web/lib/format";

/** A figure with its label, as on every admin screen's row of cards. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  loading,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
  loading?: boolean;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          {loading ? (
            <div className="mt-2 h-8 w-20 animate-pulse rounded bg-slate-200" aria-hidden />
          ) : (
            <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
          )}
          {hint && !loading && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
        </div>
        <span className="rounded-lg bg-brand-50 p-2 text-brand-600">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
    </Card>
  );
}

const tones = {
  red: "bg-red-100 text-red-800",
  yellow: "bg-yellow-100 text-yellow-800",
  purple: "bg-purple-100 text-purple-800",
  violet: "bg-violet-100 text-violet-800",
  orange: "bg-orange-100 text-orange-800",
  green: "bg-green-100 text-green-800",
  blue: "bg-blue-100 text-blue-800",
  slate: "bg-slate-100 text-slate-700",
} as const;
export type Tone = keyof typeof tones;

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Badge colours of the support centre's priorities and statuses. */
export const priorityTone: Record<string, Tone> = { high: "red", medium: "yellow", low: "purple" };
export const statusTone: Record<string, Tone> = {
  pending: "orange",
  resolved: "purple",
  implemented: "purple",
  planned: "violet",
  "under-review": "purple",
};

export const formatDate = (iso: string | null) => (iso ? formatInstant(iso) : "—");

export const formatNumber = (n: number) => n.toLocaleString();
