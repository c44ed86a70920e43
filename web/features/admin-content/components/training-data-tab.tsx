import { useNavigate, useSearch } from "@tanstack/react-router";
import { Brain, SearchX } from "lucide-react";
import { useCallback } from "react";
import { Badge, formatDate, StatCard, type Tone } from "#web/components/admin/admin-ui";
import { type Column, DataTable } from "#web/components/data-table/data-table";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { fetchTrainingData } from "../api";
import type { TrainingSearch } from "../search";

const labels = [
  { value: "all", label: "All" },
  { value: "responded", label: "Responded" },
  { value: "no_response", label: "No response" },
  { value: "awaiting", label: "Awaiting" },
] as const;
type Shown = (typeof labels)[number]["value"];
const labelTone: Record<string, Tone> = { responded: "green", no_response: "red", awaiting: "slate" };
const labelText: Record<string, string> = { responded: "Responded", no_response: "No response", awaiting: "Awaiting" };
const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1).replace(/[-_]/g, " ") : "—");

type Row = Awaited<ReturnType<typeof fetchTrainingData>>["rows"][number];

const columns: Column<Row>[] = [
  {
    id: "Outcome",
    cell: (r) => <Badge tone={labelTone[r.label] ?? "slate"}>{labelText[r.label] ?? r.label}</Badge>,
  },
  { id: "Company", cell: (r) => r.company, className: "font-medium text-slate-900" },
  { id: "Tone", cell: (r) => cap(r.tone) },
  {
    id: "Writer",
    cell: (r) => (
      <>
        {r.driver}
        {r.fellBack && <span className="block text-xs text-amber-800">fell back to built-in</span>}
      </>
    ),
  },
  { id: "Source / signal", cell: (r) => `${cap(r.source)} / ${cap(r.signalKind)}` },
  { id: "Match", cell: (r) => r.matchScore ?? "—" },
  {
    id: "Client stage",
    cell: (r) => (
      <>
        {r.stage ?? "—"}
        {r.revenueRange && <span className="block text-xs text-slate-500">{r.revenueRange}</span>}
      </>
    ),
  },
  { id: "Sent", cell: (r) => formatDate(r.sentAt), className: "whitespace-nowrap" },
];

/**
 * AI training data: every sent pitch labelled with its outcome, the examples
 * the AI performance page measures the match score and the writer against.
 * The label and the page live in the URL; a new label goes back to page 1 and
 * replaces the history entry, turning a page adds one.
 */
export function TrainingDataTab() {
  const search = useSearch({ from: "/admin/_shell/content" });
  const navigate = useNavigate();
  const set = useCallback(
    (patch: TrainingSearch, opts: { replace?: boolean } = {}) => {
      void navigate({
        to: "/admin/content",
        search: (prev) => ({ ...prev, ...patch }),
        replace: opts.replace,
        resetScroll: false,
      });
    },
    [navigate],
  );
  const label: Shown = search.label ?? "all";
  const page = search.trainingPage ?? 1;
  const { data, error, loading, reload } = useAdminQuery(`training:${label}:${page}`, () =>
    fetchTrainingData({ label, page }),
  );
  const busy = loading && !data;
  return (
    <section aria-labelledby="training-title">
      <h2 id="training-title" className="text-lg font-semibold text-slate-900">
        AI training data
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Sent pitches labelled with what happened: a reply marks them Responded; no reply after{" "}
        {data?.noResponseAfterDays ?? 14} days, No response; otherwise Awaiting. No user, address or message text is
        shown.
      </p>
      <div className="mb-4 grid gap-4 sm:grid-cols-3">
        <StatCard label="Responded" icon={Brain} loading={busy} value={data?.counts.responded ?? 0} />
        <StatCard label="No response" icon={Brain} loading={busy} value={data?.counts.no_response ?? 0} />
        <StatCard label="Awaiting" icon={Brain} loading={busy} value={data?.counts.awaiting ?? 0} />
      </div>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {labels.map((l) => (
          <button
            key={l.value}
            type="button"
            aria-pressed={label === l.value}
            onClick={() =>
              set({ label: l.value === "all" ? undefined : l.value, trainingPage: undefined }, { replace: true })
            }
            className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            {l.label}
          </button>
        ))}
      </fieldset>
      <Card>
        <DataTable
          label="Labelled pitches"
          keyboardScroll
          columns={columns}
          rows={data?.rows}
          rowKey={(r) => r.id}
          loading={loading}
          error={error}
          onRetry={reload}
          page={data}
          onPage={(next) => set({ trainingPage: next > 1 ? next : undefined })}
          empty={
            label === "all" ? (
              <EmptyState icon={Brain} title="No labelled pitches yet">
                Pitches appear here once users send them; the label follows their replies.
              </EmptyState>
            ) : (
              <EmptyState icon={SearchX} title="No pitches with this label">
                None of the sent pitches has this label yet; All shows every one.
              </EmptyState>
            )
          }
        />
      </Card>
    </section>
  );
}
