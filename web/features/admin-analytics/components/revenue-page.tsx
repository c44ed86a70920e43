import { DollarSign } from "lucide-react";
import { LoadError } from "#web/components/data-table/data-table";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { fetchRevenue, type RevenueReport } from "../api";
import { formatMoney } from "../format";
import type { RangeSearch } from "../range";
import { Figure, Section } from "./defined";
import { RangeForm } from "./range-form";
import { ReportTable } from "./table";
import { TimeChart } from "./time-chart";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const defs = {
  revenue:
    "Money received in the range: paid subscription payments plus early-access purchases, by the day they were paid. Refunded payments are not counted. Demo accounts are left out.",
  mrr: "Monthly recurring revenue at the end of the range: every running Paystack subscription at its plan's configured monthly price (25 % off while on the early-access price). Plans set by staff are not counted.",
  newMrr: "Monthly value of the Paystack subscriptions that started in the range.",
  churned: "Monthly value of the subscriptions that ended (expired at the end of their last paid period) in the range.",
  refunded:
    "Payments in the range that were given back: money-back refunds and the small card checks of free-month starts.",
  planMix: "Every account's current plan (not limited to the range); paying means a running Paystack subscription.",
};

function CurrencyBlock({ report, currency }: { report: RevenueReport; currency: string }) {
  const money = report.revenue.find((r) => r.currency === currency);
  const mrr = report.mrr.find((r) => r.currency === currency);
  const fmt = (n: number) => formatMoney(n, currency);
  const buckets = report.range.buckets;
  return (
    <div className="mt-6">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">In {currency}</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          label="Revenue"
          definition={defs.revenue}
          value={fmt(money?.totals.total ?? 0)}
          testId={`revenue-total-${currency}`}
          hint={
            money &&
            `${fmt(money.totals.subscriptions)} subscriptions (${money.totals.payments}), ${fmt(money.totals.earlyAccess)} early access (${money.totals.purchases})`
          }
        />
        <Figure
          label="MRR"
          definition={defs.mrr}
          value={fmt(mrr?.mrr.at(-1) ?? 0)}
          testId={`mrr-${currency}`}
          hint={`${mrr?.active.at(-1) ?? 0} running subscriptions`}
        />
        <Figure
          label="New MRR"
          definition={defs.newMrr}
          value={fmt(sum(mrr?.newMrr ?? []))}
          hint={`${sum(mrr?.newSubscriptions ?? [])} new subscriptions`}
        />
        <Figure
          label="Churned MRR"
          definition={defs.churned}
          value={fmt(sum(mrr?.churnedMrr ?? []))}
          hint={`${sum(mrr?.churnedSubscriptions ?? [])} ended; ${fmt(money?.totals.refunded ?? 0)} refunded`}
        />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {money && (
          <TimeChart
            title={`Revenue by month (${currency})`}
            buckets={buckets}
            format={fmt}
            series={[
              { label: "Subscriptions", values: money.subscriptions, color: "#4f46e5" },
              { label: "Early access", values: money.earlyAccess, color: "#0d9488" },
              { label: "Refunded", values: money.refunded, color: "#dc2626" },
            ]}
          />
        )}
        {mrr && (
          <TimeChart
            title={`Monthly recurring revenue (${currency})`}
            buckets={buckets}
            format={fmt}
            series={[
              { label: "MRR", values: mrr.mrr, color: "#4f46e5" },
              { label: "New", values: mrr.newMrr, color: "#16a34a" },
              { label: "Churned", values: mrr.churnedMrr, color: "#dc2626" },
            ]}
          />
        )}
      </div>
    </div>
  );
}

/** /admin/revenue: money received, recurring revenue and plan mix over a date range. */
export function RevenuePage({ range, onRange }: { range: RangeSearch; onRange: (r: RangeSearch) => void }) {
  const { data, error, loading, reload } = useAdminQuery(`revenue:${range.from}:${range.to}`, () =>
    fetchRevenue(range),
  );
  const currencies = data
    ? [...new Set([...data.revenue.map((r) => r.currency), ...data.mrr.map((r) => r.currency)])]
    : [];
  return (
    <>
      <PageHeader
        title="Revenue & Business Analytics"
        subtitle="Money received, recurring revenue and plans, month by month. Amounts stay in the currency they were paid in."
      />
      <RangeForm shown={data?.range} onChange={onRange} />
      {error && <LoadError message={error} onRetry={reload} />}
      {loading && !data && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          {["Revenue", "MRR", "New MRR", "Churned MRR"].map((l) => (
            <Figure key={l} label={l} definition={defs.revenue} value="" loading />
          ))}
        </div>
      )}
      {data && (
        <div aria-busy={loading}>
          {currencies.length === 0 ? (
            <EmptyState icon={DollarSign} title="No revenue in this range">
              No payments, early-access purchases or paid subscriptions between {data.range.from} and {data.range.to}.
            </EmptyState>
          ) : (
            currencies.map((c) => <CurrencyBlock key={c} report={data} currency={c} />)
          )}
          <Section title="Plan mix" definition={defs.planMix}>
            <ReportTable
              caption="Accounts by plan"
              rows={data.planMix}
              rowKey={(r) => r.planId}
              empty="No accounts yet."
              columns={[
                { key: "plan", label: "Plan", cell: (r) => r.name },
                { key: "users", label: "Accounts", numeric: true, cell: (r) => r.users.toLocaleString() },
                {
                  key: "paying",
                  label: "Paying",
                  numeric: true,
                  definition: "Accounts on this plan with a running Paystack subscription (not set by staff).",
                  cell: (r) => r.paying.toLocaleString(),
                },
              ]}
            />
          </Section>
        </div>
      )}
    </>
  );
}
