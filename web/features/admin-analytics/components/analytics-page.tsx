import { LoadError } from "#web/components/data-table/data-table";
import { PageHeader } from "#web/components/ui/page-header";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { fetchAnalytics } from "../api";
import { formatPercent } from "../format";
import type { RangeSearch } from "../range";
import { Figure, Section } from "./defined";
import { RangeForm } from "./range-form";
import { ReportTable } from "./table";
import { TimeChart } from "./time-chart";

const left = " Demo accounts are left out.";
const defs = {
  signUps: `Accounts created in the range.${left}`,
  activeUsers: `Accounts that ran a search or wrote a pitch in the range (in the chart: in that day or month).${left}`,
  searches: `Searches run in the range.${left}`,
  pitches: `Pitches written in the range, sent or not.${left}`,
  sent: `Pitches marked sent (by e-mail or by hand) in the range.${left}`,
  responses: `Pitches marked as answered in the range.${left}`,
  responseRate: "Responses in the range divided by pitches sent in the range.",
  funnel:
    "Waitlist entries that joined in the range; of them, those with an account under the same e-mail; of those, the accounts that paid (a paid subscription payment or an early-access purchase, at any time).",
  newPaid: "Accounts created in the range that have paid (a subscription payment or an early-access purchase).",
  industries:
    "Accounts by the niche written on their profile (the ten largest by name, the rest as Other); pitches sent and responses in the range.",
};

/** /admin/analytics: growth, usage, outreach, the funnel and industries over a date range. */
export function AnalyticsPage({ range, onRange }: { range: RangeSearch; onRange: (r: RangeSearch) => void }) {
  const { data, error, loading, reload } = useAdminQuery(`analytics:${range.from}:${range.to}`, () =>
    fetchAnalytics(range),
  );
  const t = data?.totals;
  const busy = loading && !data;
  const n = (v: number | undefined) => (v ?? 0).toLocaleString();
  const per = data?.range.granularity === "day" ? "day" : "month";
  return (
    <>
      <PageHeader
        title="Analytics"
        subtitle="Sign-ups, activity and outreach over time, and where paying users come from."
      />
      <RangeForm shown={data?.range} onChange={onRange} />
      {error && <LoadError message={error} onRetry={reload} />}
      <section
        aria-label="Totals in the range"
        aria-busy={loading}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <Figure
          label="Sign-ups"
          definition={defs.signUps}
          value={n(t?.signUps)}
          loading={busy}
          testId="figure-signups"
        />
        <Figure label="Active users" definition={defs.activeUsers} value={n(t?.activeUsers)} loading={busy} />
        <Figure
          label="Searches"
          definition={defs.searches}
          value={n(t?.searches)}
          loading={busy}
          testId="figure-searches"
        />
        <Figure label="Pitches written" definition={defs.pitches} value={n(t?.pitches)} loading={busy} />
        <Figure label="Pitches sent" definition={defs.sent} value={n(t?.sent)} loading={busy} />
        <Figure label="Responses" definition={defs.responses} value={n(t?.responses)} loading={busy} />
        <Figure
          label="Response rate"
          definition={defs.responseRate}
          value={formatPercent(t?.responseRate ?? 0)}
          loading={busy}
        />
        <Figure
          label="New users who paid"
          definition={defs.newPaid}
          value={n(data?.funnel.newUsersPaid)}
          hint={data && `${formatPercent(data.funnel.newUsersPaidRate)} of ${n(data.funnel.newUsers)} sign-ups`}
          loading={busy}
        />
      </section>

      {data && (
        <>
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            <TimeChart
              title={`Sign-ups and active users per ${per}`}
              buckets={data.range.buckets}
              series={[
                { label: "Sign-ups", values: data.series.signUps, color: "#4f46e5" },
                { label: "Active users", values: data.series.activeUsers, color: "#0d9488" },
              ]}
            />
            <TimeChart
              title={`Searches, pitches and responses per ${per}`}
              buckets={data.range.buckets}
              series={[
                { label: "Searches", values: data.series.searches, color: "#4f46e5" },
                { label: "Pitches written", values: data.series.pitches, color: "#d97706" },
                { label: "Pitches sent", values: data.series.sent, color: "#0d9488" },
                { label: "Responses", values: data.series.responses, color: "#dc2626" },
              ]}
            />
          </div>

          <Section title="Conversion: waitlist to user to paid" definition={defs.funnel}>
            <ol className="grid gap-4 sm:grid-cols-3">
              {[
                { label: "On the waitlist", value: data.funnel.waitlist, hint: "joined in the range" },
                {
                  label: "Signed up",
                  value: data.funnel.signedUp,
                  hint: `${formatPercent(data.funnel.signUpRate)} of the waitlist`,
                },
                {
                  label: "Paid",
                  value: data.funnel.paid,
                  hint: `${formatPercent(data.funnel.paidRate)} of those signed up`,
                },
              ].map((s) => (
                <li key={s.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <p className="text-sm font-medium text-slate-600">{s.label}</p>
                  <p className="mt-1 text-2xl font-bold text-slate-900" data-testid={`funnel-${s.label}`}>
                    {s.value.toLocaleString()}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">{s.hint}</p>
                </li>
              ))}
            </ol>
          </Section>

          <Section title="Industry segments" definition={defs.industries}>
            <ReportTable
              caption="Accounts by industry"
              rows={data.industries}
              rowKey={(r) => r.industry}
              empty="No accounts yet."
              columns={[
                { key: "industry", label: "Industry", cell: (r) => r.industry },
                { key: "users", label: "Accounts", numeric: true, cell: (r) => r.users.toLocaleString() },
                {
                  key: "paying",
                  label: "Paid",
                  numeric: true,
                  definition: "Accounts that paid (a subscription payment or an early-access purchase).",
                  cell: (r) => r.paying.toLocaleString(),
                },
                { key: "sent", label: "Pitches sent", numeric: true, cell: (r) => r.sent.toLocaleString() },
                { key: "responses", label: "Responses", numeric: true, cell: (r) => r.responses.toLocaleString() },
                {
                  key: "rate",
                  label: "Response rate",
                  numeric: true,
                  definition: defs.responseRate,
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
