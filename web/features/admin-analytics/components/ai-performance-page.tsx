import { Link } from "@tanstack/react-router";
import { LoadError } from "#web/components/data-table/data-table";
import { Card } from "#web/components/ui/card";
import { PageHeader } from "#web/components/ui/page-header";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { plural } from "#web/lib/format";
import { type AiPerformanceReport, fetchAiPerformance } from "../api";
import { formatPercent } from "../format";
import type { RangeSearch } from "../range";
import { Defined, Figure, Section } from "./defined";
import { RangeForm } from "./range-form";
import { type Column, ReportTable } from "./table";

const usd = (n: number) => `$${n.toLocaleString()}`;
const sources: Record<string, string> = {
  hackernews: "Hacker News",
  producthunt: "Product Hunt",
  ycombinator: "Y Combinator",
  reddit: "Reddit",
  rss: "News feeds",
  remoteok: "Remote OK",
  import: "Imported",
  demo: "Demo data",
};
const signals: Record<string, string> = {
  hiring: "Hiring",
  launch: "Launch",
  funding: "Funding",
  pain_point: "Pain point",
};
const drivers: Record<string, string> = {
  builtin: "Built-in writer",
  "workers-ai": "Workers AI",
  openai: "OpenAI-compatible",
};

const defs = {
  sent: "Pitches marked sent in the range.",
  rate: "Pitches answered divided by pitches sent.",
  clients: "Prospects saved as clients in the range.",
  won: "Clients whose stage is Project Started, Completed or Hired.",
  revenue:
    "Estimated from the revenue range each user picked for a client: the middle of the range, and $50K for '$50K+'. Users' own figures, not payments to Leadsmith.",
  fellBack:
    "Pitches the built-in writer wrote after the AI writer failed, timed out, answered something unreadable or wrote a draft the checker rejected. The reason of each is in the Worker's log.",
};

type Outcome = AiPerformanceReport["bySource"][number];
const outcomeColumns = (label: string, name: (k: string) => string): Column<Outcome>[] => [
  { key: "key", label, cell: (r) => name(r.key) },
  { key: "sent", label: "Sent", numeric: true, definition: defs.sent, cell: (r) => r.sent.toLocaleString() },
  { key: "responses", label: "Responses", numeric: true, cell: (r) => r.responses.toLocaleString() },
  {
    key: "rate",
    label: "Response rate",
    numeric: true,
    definition: defs.rate,
    cell: (r) => formatPercent(r.responseRate),
  },
  {
    key: "clients",
    label: "Clients",
    numeric: true,
    definition: defs.clients,
    cell: (r) => r.clients.toLocaleString(),
  },
  { key: "won", label: "Won", numeric: true, definition: defs.won, cell: (r) => r.won.toLocaleString() },
  {
    key: "revenue",
    label: "Revenue (est.)",
    numeric: true,
    definition: defs.revenue,
    cell: (r) => usd(r.revenueEstimate),
  },
];

function BenchmarkCard({ report }: { report: AiPerformanceReport }) {
  const b = report.benchmark;
  const target = report.accuracyTarget;
  if (!b)
    return (
      <Card className="p-5">
        <p className="font-medium text-slate-900">No benchmark recorded</p>
        <p className="mt-1 text-sm text-slate-600">
          Run <code>npm run bench</code> and then <code>npm run build</code>; the build carries the latest relevance
          figure into the Worker. The target is {formatPercent(target * 100)} accuracy.
        </p>
      </Card>
    );
  const measured = b.heldOut ?? { queries: b.queries, ndcg: b.ndcg, ndcgBm25: b.ndcgBm25 };
  const pct = (x: number) => Math.round(x * 1000) / 10;
  const meets = measured.ndcg >= target;
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-slate-900">
          <Defined term="Search relevance, measured">
            nDCG@{b.k} of the relevance bench: how close the top {b.k} results come to the best possible order for
            labelled queries (1.0 is perfect). It is the nearest measured stand-in for that 'accuracy'.
            {b.heldOut ? " Shown on the held-out queries, which were not used to tune the ranker." : ""}
          </Defined>
        </p>
        <p className="text-xs text-slate-600">Bench run {new Date(b.at).toLocaleString()}</p>
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="bench-measured">
        {pct(measured.ndcg)}%
      </p>
      <p className="mt-1 text-sm text-slate-600">
        on {measured.queries} {b.heldOut ? "held-out" : ""} queries; keyword search alone (BM25) scores{" "}
        {pct(measured.ndcgBm25)}%{b.heldOut ? `; ${pct(b.ndcg)}% over all ${b.queries} queries` : ""}.
      </p>
      <div className="mt-4" aria-hidden>
        <div className="relative h-3 rounded-full bg-slate-200">
          <div className="h-3 rounded-full bg-brand-600" style={{ width: `${Math.min(100, pct(measured.ndcg))}%` }} />
          <div className="absolute -top-1 h-5 w-0.5 bg-slate-900" style={{ left: `${pct(target)}%` }} />
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Target: {formatPercent(target * 100)} accuracy.{" "}
        <strong>
          {meets
            ? "The measured figure reaches it."
            : // A difference of two percentages is in points: '22% short' of 95 % read as 22 % of it.
              `The measured figure is ${plural(Math.round((pct(target) - pct(measured.ndcg)) * 10) / 10, "percentage point", "percentage points")} short of it.`}
        </strong>
      </p>
    </Card>
  );
}

/** /admin/ai-training: how matching and pitch writing fare against real outcomes. */
export function AiPerformancePage({ range, onRange }: { range: RangeSearch; onRange: (r: RangeSearch) => void }) {
  const { data, error, loading, reload } = useAdminQuery(`ai:${range.from}:${range.to}`, () =>
    fetchAiPerformance(range),
  );
  const g = data?.generation;
  const busy = loading && !data;
  return (
    <>
      <PageHeader
        title="AI Performance"
        subtitle={
          <>
            Match scores and pitch writing against what happened next. The labelled pitches behind these figures are on
            the content page's{" "}
            <Link to="/admin/content" search={{ tab: "training" }} className="font-medium text-brand-700 underline">
              AI Training Data
            </Link>{" "}
            tab.
          </>
        }
      />
      <RangeForm shown={data?.range} onChange={onRange} />
      {error && <LoadError message={error} onRetry={reload} />}
      <section aria-label="Pitch writing" aria-busy={loading} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          label="Pitches written"
          definition="Pitches written in the range, by any writer."
          value={(g?.written ?? 0).toLocaleString()}
          loading={busy}
        />
        <Figure
          label="By the AI writer"
          definition="Pitches the configured AI writer (Workers AI or an OpenAI-compatible model) wrote and the checker accepted."
          value={(g?.byAiWriter ?? 0).toLocaleString()}
          loading={busy}
        />
        <Figure
          label="Fallbacks"
          definition={defs.fellBack}
          value={(g?.fellBack ?? 0).toLocaleString()}
          loading={busy}
          testId="figure-fallbacks"
        />
        <Figure
          label="Fallback rate"
          definition="Fallbacks divided by every pitch the AI writer was asked for (its own plus the fallbacks)."
          value={formatPercent(g?.fallbackRate ?? 0)}
          loading={busy}
        />
      </section>

      {data && (
        <>
          <Section title="Search relevance against the target">
            <BenchmarkCard report={data} />
          </Section>

          <Section
            title="Match score and outcomes"
            definition="The match score the search showed for the prospect (0-100), kept on the pitch and the client."
          >
            <ReportTable
              caption="Outcomes by match-score band"
              rows={data.scoreBands.map((b) => ({ ...b, key: b.band }))}
              rowKey={(r) => r.key}
              empty="No scored pitches in this range."
              columns={outcomeColumns("Score band", (k) => k)}
            />
            {data.unscoredSent > 0 && (
              <p className="mt-2 text-sm text-slate-600">
                {plural(data.unscoredSent, "pitch", "pitches")} sent in the range had no match score (written without a
                search).
              </p>
            )}
          </Section>

          <Section
            title="By source"
            definition="Where the prospect was found, as kept on the pitch and the prospect record."
          >
            <ReportTable
              caption="Outcomes by source"
              rows={data.bySource}
              rowKey={(r) => r.key}
              empty="No pitches sent or clients saved in this range."
              columns={outcomeColumns("Source", (k) => sources[k] ?? k)}
            />
          </Section>

          <Section
            title="By signal kind"
            definition="The buying signal the prospect showed: hiring, launch, funding or a pain point."
          >
            <ReportTable
              caption="Outcomes by signal kind"
              rows={data.bySignal}
              rowKey={(r) => r.key}
              empty="No pitches sent or clients saved in this range."
              columns={outcomeColumns("Signal", (k) => signals[k] ?? k)}
            />
          </Section>

          <Section
            title="Writers and tones"
            definition="Pitches written in the range by the writer that produced the text and the tone asked for."
          >
            <ReportTable
              caption="Pitches by writer and tone"
              rows={data.writers}
              rowKey={(r) => `${r.driver}:${r.tone}`}
              empty="No pitches written in this range."
              columns={[
                { key: "driver", label: "Writer", cell: (r) => drivers[r.driver] ?? r.driver },
                { key: "tone", label: "Tone", cell: (r) => r.tone[0]!.toUpperCase() + r.tone.slice(1) },
                { key: "written", label: "Written", numeric: true, cell: (r) => r.written.toLocaleString() },
                {
                  key: "fellBack",
                  label: "Fallbacks",
                  numeric: true,
                  definition: defs.fellBack,
                  cell: (r) => r.fellBack.toLocaleString(),
                },
                {
                  key: "sent",
                  label: "Sent",
                  numeric: true,
                  definition: defs.sent,
                  cell: (r) => r.sent.toLocaleString(),
                },
                { key: "responses", label: "Responses", numeric: true, cell: (r) => r.responses.toLocaleString() },
                {
                  key: "rate",
                  label: "Response rate",
                  numeric: true,
                  definition: defs.rate,
                  cell: (r) => formatPercent(r.responseRate),
                },
              ]}
            />
          </Section>
        </>
      )}
    </>
  );
}
