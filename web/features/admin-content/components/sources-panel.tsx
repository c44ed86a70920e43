import { CheckCircle2, KeyRound, Loader2, Play, Radio, XCircle } from "lucide-react";
import { useState } from "react";
import { Badge } from "#web/components/admin/admin-ui";
import { LoadError } from "#web/components/data-table/data-table";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { AdminApiError, fetchSources, type SourceStatus } from "#web/lib/admin/api";
import { useAdminQuery, useSessionEnded } from "#web/lib/admin/use-admin-query";
import { runSourceNow, type SourceRunResult } from "../api";

const every = (minutes: number) =>
  minutes % 1440 === 0
    ? `Every ${minutes / 1440 === 1 ? "day" : `${minutes / 1440} days`}`
    : minutes % 60 === 0
      ? `Every ${minutes / 60 === 1 ? "hour" : `${minutes / 60} hours`}`
      : `Every ${minutes} minutes`;

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "Never run";

type Outcome = { ok: true; result: SourceRunResult } | { ok: false; message: string };

const grid =
  "xl:grid xl:grid-cols-[minmax(0,1fr)_5.5rem_6.5rem_9.5rem_5.5rem_minmax(0,1.4fr)_7.5rem] xl:items-start xl:gap-3";

function SourceRow({ s, onRan }: { s: SourceStatus; onRan: () => void }) {
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onSessionEnded = useSessionEnded();

  async function run() {
    setRunning(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, result: await runSourceNow(s.name) });
      onRan();
    } catch (err) {
      if (err instanceof AdminApiError && err.status === 401) return onSessionEnded();
      setOutcome({ ok: false, message: (err as Error).message });
    } finally {
      setRunning(false);
    }
  }

  return (
    <li className={`flex flex-col gap-2 px-4 py-3 text-sm ${grid}`}>
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{s.name}</p>
        <p className="text-xs text-slate-500">
          {s.format}
          {s.attribution ? ` · ${s.attribution}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 xl:contents">
        <div>{s.enabled ? <Badge tone="green">Enabled</Badge> : <Badge tone="slate">Off</Badge>}</div>
        <p className="text-slate-700">{every(s.everyMinutes)}</p>
        <div className="text-slate-700">
          <p>{when(s.lastRunAt)}</p>
          {s.lastStatus && (
            <Badge tone={s.lastStatus === "done" ? "green" : s.lastStatus === "failed" ? "red" : "blue"}>
              {s.lastStatus === "done" ? "Done" : s.lastStatus === "failed" ? "Failed" : "Running"}
            </Badge>
          )}
        </div>
        <p className="text-slate-700">
          <span className="xl:sr-only">Rows added: </span>
          {s.lastRunAt ? (
            <>
              {s.lastInserted.toLocaleString()}
              {s.lastUpdated > 0 && <span className="text-xs text-slate-500"> (+{s.lastUpdated} updated)</span>}
            </>
          ) : (
            "—"
          )}
        </p>
      </div>
      <div className="min-w-0 space-y-1">
        {s.needs && (
          <p className="flex items-start gap-1 text-amber-800">
            <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0 [overflow-wrap:anywhere]">Needs {s.needs}</span>
          </p>
        )}
        {s.lastError && <p className="[overflow-wrap:anywhere] text-red-700">Last error: {s.lastError}</p>}
        {outcome && (
          <p
            role="status"
            className={`flex items-start gap-1 ${outcome.ok && outcome.result.status === "done" ? "text-green-700" : "text-red-700"}`}
          >
            {outcome.ok && outcome.result.status === "done" ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            ) : (
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            <span className="break-words">
              {!outcome.ok
                ? outcome.message
                : outcome.result.status === "done"
                  ? `Ran: ${outcome.result.inserted} added, ${outcome.result.updated} updated`
                  : // A failed run is recorded, so its error is the 'Last error' above once the list reloads.
                    "The run failed just now."}
            </span>
          </p>
        )}
      </div>
      <div className="xl:text-right">
        <Button
          variant="secondary"
          size="sm"
          onClick={run}
          disabled={running || s.needs !== null}
          title={s.needs ? `Set ${s.needs} first` : undefined}
        >
          {running ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Play className="size-4" aria-hidden />}
          {running ? "Running..." : "Run now"}
          {/* The visible words start the accessible name; the source's name follows for screen readers. */}
          <span className="sr-only"> ({s.name})</span>
        </Button>
      </div>
    </li>
  );
}

/** Every source of `SOURCES` with its schedule and latest run, each runnable at once. */
export function SourcesPanel({ onRan }: { onRan: () => void }) {
  const { data, error, loading, reload } = useAdminQuery("sources", fetchSources);
  const busy = loading && !data;
  return (
    <Card>
      <div className="border-b border-slate-200 p-4">
        <h2 className="font-semibold text-slate-900">Sources</h2>
        <p className="mt-1 text-sm text-slate-600">
          Configured in <code className="rounded bg-slate-100 px-1">SOURCES</code> (wrangler.toml); the cron job runs
          each enabled source on its schedule.
        </p>
      </div>
      {error && (
        <div className="p-4">
          <LoadError message={error} onRetry={reload} />
        </div>
      )}
      {data && data.sources.length === 0 && (
        <div className="p-4">
          <EmptyState icon={Radio} title="No sources configured">
            Add sources to <code>SOURCES</code> in wrangler.toml to bring in prospects on a schedule.
          </EmptyState>
        </div>
      )}
      {(busy || (data && data.sources.length > 0)) && (
        <div>
          <div
            className={`hidden border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 xl:grid ${grid}`}
            aria-hidden
          >
            <span>Source</span>
            <span>Enabled</span>
            <span>Schedule</span>
            <span>Last run</span>
            <span>Rows added</span>
            <span>Needs / last error</span>
            <span />
          </div>
          <ul className="divide-y divide-slate-100" aria-label="Sources" aria-busy={loading}>
            {busy
              ? Array.from({ length: 4 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                  <li key={i} className="px-4 py-4" aria-hidden>
                    <div className="h-4 w-1/2 max-w-xs animate-pulse rounded bg-slate-200" />
                  </li>
                ))
              : data?.sources.map((s) => (
                  <SourceRow
                    key={s.name}
                    s={s}
                    onRan={() => {
                      reload();
                      onRan();
                    }}
                  />
                ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
