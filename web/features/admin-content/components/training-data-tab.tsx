import { Brain } from "lucide-react";
import { useState } from "react";
import { Badge, formatDate, StatCard, type Tone } from "#web/components/admin/admin-ui";
import { LoadError, LoadingRows, Pagination, tdClass, thClass } from "#web/components/data-table/data-table";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { fetchTrainingData } from "../api";

const labels = [
  { value: "all", label: "All" },
  { value: "responded", label: "Responded" },
  { value: "no_response", label: "No response" },
  { value: "awaiting", label: "Awaiting" },
] as const;
const labelTone: Record<string, Tone> = { responded: "green", no_response: "red", awaiting: "slate" };
const labelText: Record<string, string> = { responded: "Responded", no_response: "No response", awaiting: "Awaiting" };
const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1).replace(/[-_]/g, " ") : "—");

/**
 * AI training data: every sent pitch labelled with its outcome, the examples
 * the AI performance page measures the match score and the writer against.
 */
export function TrainingDataTab() {
  const [label, setLabel] = useState<(typeof labels)[number]["value"]>("all");
  const [page, setPage] = useState(1);
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
            onClick={() => {
              setLabel(l.value);
              setPage(1);
            }}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            {l.label}
          </button>
        ))}
      </fieldset>
      {error && <LoadError message={error} onRetry={reload} />}
      {data && data.total === 0 ? (
        <EmptyState icon={Brain} title="No labelled pitches yet">
          Pitches appear here once users send them; the label follows their replies.
        </EmptyState>
      ) : (
        <Card>
          <section
            aria-label="Labelled pitches table"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus so a keyboard can scroll it (axe scrollable-region-focusable).
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <table className="min-w-full divide-y divide-slate-200">
              <thead className="bg-slate-50">
                <tr>
                  {["Outcome", "Company", "Tone", "Writer", "Source / signal", "Match", "Client stage", "Sent"].map(
                    (h) => (
                      <th key={h} scope="col" className={thClass}>
                        {h}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100" aria-busy={loading}>
                {busy ? (
                  <LoadingRows columns={8} />
                ) : (
                  data?.rows.map((r) => (
                    <tr key={r.id}>
                      <td className={tdClass}>
                        <Badge tone={labelTone[r.label] ?? "slate"}>{labelText[r.label] ?? r.label}</Badge>
                      </td>
                      <td className={`${tdClass} font-medium text-slate-900`}>{r.company}</td>
                      <td className={tdClass}>{cap(r.tone)}</td>
                      <td className={tdClass}>
                        {r.driver}
                        {r.fellBack && <span className="block text-xs text-amber-800">fell back to built-in</span>}
                      </td>
                      <td className={tdClass}>
                        {cap(r.source)} / {cap(r.signalKind)}
                      </td>
                      <td className={tdClass}>{r.matchScore ?? "—"}</td>
                      <td className={tdClass}>
                        {r.stage ?? "—"}
                        {r.revenueRange && <span className="block text-xs text-slate-500">{r.revenueRange}</span>}
                      </td>
                      <td className={`${tdClass} whitespace-nowrap`}>{formatDate(r.sentAt)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </section>
          {data && <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
        </Card>
      )}
    </section>
  );
}
