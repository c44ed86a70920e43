import { ArrowLeft, Clock, Download, ListChecks, Ticket, TrendingUp } from "lucide-react";
import { useCallback, useState } from "react";
import { ButtonLink, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";
import {
  BulkEmailButton,
  SelectEntryCheckbox,
  SelectPageCheckbox,
  useWaitlistSelection,
} from "#web/features/admin-communications/components/waitlist-bulk-email";
import { fetchWaitlist, WAITLIST_EXPORT_URL } from "../api/admin";
import { useAdminQuery } from "../hooks/use-admin-query";
import { useAdmin } from "../session-store";
import {
  Badge,
  formatDate,
  formatNumber,
  LoadError,
  LoadingRows,
  Pagination,
  SearchBox,
  StatCard,
  type Tone,
  tdClass,
  thClass,
} from "./admin-ui";

const statusTones: Record<string, Tone> = { Pending: "orange", Contacted: "blue", Converted: "green" };

export function AdminWaitlistPage() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useAdminQuery(`waitlist:${q}:${page}`, () => fetchWaitlist({ q, page }));
  const onSearch = useCallback((text: string) => {
    setQ(text);
    setPage(1);
  }, []);
  const canExport = useAdmin()?.role === "super_admin";
  const selection = useWaitlistSelection();
  const stats = data?.stats;
  const busy = loading && !data;

  return (
    <>
      <ButtonLink to="/admin" variant="ghost" size="sm" className="mb-4 -ml-3">
        <ArrowLeft className="size-4" aria-hidden /> Back to dashboard
      </ButtonLink>
      <PageHeader
        title="Waitlist Management"
        subtitle="Everyone who joined the waitlist, newest first."
        actions={
          <div className="flex flex-wrap gap-2">
            <BulkEmailButton ids={selection.ids} allowed={canExport} />
            {canExport ? (
              <a href={WAITLIST_EXPORT_URL} download className={buttonClass("primary")}>
                <Download className="size-4" aria-hidden /> Export CSV
              </a>
            ) : (
              <span
                className={buttonClass("secondary", "md", "cursor-not-allowed opacity-60")}
                title="Only a Super Admin can export the waitlist"
              >
                <Download className="size-4" aria-hidden /> Export CSV
              </span>
            )}
          </div>
        }
      />
      <section aria-label="Waitlist figures" className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Signups" icon={ListChecks} loading={busy} value={formatNumber(stats?.total ?? 0)} />
        <StatCard
          label="This Week"
          icon={TrendingUp}
          loading={busy}
          value={formatNumber(stats?.thisWeek ?? 0)}
          hint="Joined in the last 7 days"
        />
        <StatCard label="Pending" icon={Clock} loading={busy} value={formatNumber(stats?.pending ?? 0)} />
        <StatCard
          label="Early Access Sold"
          icon={Ticket}
          loading={busy}
          value={formatNumber(stats?.earlyAccessPurchases ?? 0)}
          hint={stats && `${formatNumber(stats.earlyAccessRemaining)} of 100 spots left`}
        />
      </section>

      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="font-semibold text-slate-900">Entries</h2>
          <SearchBox label="Search the waitlist" placeholder="Search by name or email" onSearch={onSearch} />
        </div>
        {error && (
          <div className="p-4">
            <LoadError message={error} onRetry={reload} />
          </div>
        )}
        {data && data.total === 0 ? (
          <div className="p-4">
            <EmptyState icon={ListChecks} title={q ? "No matching entries" : "No one on the waitlist yet"}>
              {q ? "Try another name or email." : "Sign-ups from the waitlist page will appear here."}
            </EmptyState>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200">
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={thClass}>
                    <SelectPageCheckbox
                      pageIds={data?.entries.map((e) => e.id) ?? []}
                      selected={selection.ids}
                      onChange={selection.setMany}
                    />
                  </th>
                  <th scope="col" className={thClass}>
                    Name
                  </th>
                  <th scope="col" className={thClass}>
                    Email
                  </th>
                  <th scope="col" className={thClass}>
                    Role
                  </th>
                  <th scope="col" className={thClass}>
                    Signup Date
                  </th>
                  <th scope="col" className={thClass}>
                    Source
                  </th>
                  <th scope="col" className={thClass}>
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100" aria-busy={loading}>
                {busy ? (
                  <LoadingRows columns={7} />
                ) : (
                  data?.entries.map((e) => (
                    <tr key={e.id}>
                      <td className={tdClass}>
                        <SelectEntryCheckbox
                          id={e.id}
                          name={e.name}
                          selected={selection.ids}
                          onChange={selection.toggle}
                        />
                      </td>
                      <td className={`${tdClass} font-medium text-slate-900`}>{e.name}</td>
                      <td className={tdClass}>{e.email}</td>
                      <td className={tdClass}>{e.role || "—"}</td>
                      <td className={tdClass}>{formatDate(e.signupDate)}</td>
                      <td className={tdClass}>{e.source}</td>
                      <td className={tdClass}>
                        <Badge tone={statusTones[e.status] ?? "slate"}>{e.status}</Badge>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
        {data && <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
      </Card>
    </>
  );
}
