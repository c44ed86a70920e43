import { Mail, Users } from "lucide-react";
import { useCallback, useState } from "react";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";
import { fetchUsers } from "../api/admin";
import { useAdminQuery } from "../hooks/use-admin-query";
import {
  Badge,
  formatDate,
  LoadError,
  LoadingRows,
  Pagination,
  SearchBox,
  type Tone,
  tdClass,
  thClass,
} from "./admin-ui";

const statusTones: Record<string, Tone> = {
  "Power User": "green",
  "Regular User": "blue",
  "At Risk": "yellow",
  Churned: "red",
};

/** The spec's health-score bands: 80+ green, 60+ blue, 40+ yellow, otherwise red. */
export const healthTone = (score: number): Tone =>
  score >= 80 ? "green" : score >= 60 ? "blue" : score >= 40 ? "yellow" : "red";

const barColour: Record<Tone, string> = {
  green: "bg-green-500",
  blue: "bg-blue-500",
  yellow: "bg-yellow-500",
  red: "bg-red-500",
  purple: "bg-purple-500",
  violet: "bg-violet-500",
  orange: "bg-orange-500",
  slate: "bg-slate-400",
};

function Meter({ label, used, max }: { label: string; used: number; max: number }) {
  const pct = max > 0 ? Math.min(100, Math.round((used / max) * 100)) : 0;
  return (
    <div className="min-w-32">
      <div className="flex justify-between text-xs text-slate-600">
        <span>{label}</span>
        <span>
          {used}/{max}
        </span>
      </div>
      <div className="mt-1 h-1.5 rounded-full bg-slate-200" aria-hidden>
        <div
          className={`h-1.5 rounded-full ${pct >= 90 ? "bg-red-500" : "bg-brand-500"}`}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}

export function AdminUsersPage() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useAdminQuery(`users:${q}:${page}`, () => fetchUsers({ q, page }));
  const onSearch = useCallback((text: string) => {
    setQ(text);
    setPage(1);
  }, []);
  const busy = loading && !data;

  return (
    <>
      <PageHeader
        title="User Health Management"
        subtitle="Every account with its plan, quota use this period, pitch results and a health score."
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="font-semibold text-slate-900">
            {data ? `${data.total.toLocaleString()} ${data.total === 1 ? "user" : "users"}` : "Users"}
          </h2>
          <SearchBox label="Search users" placeholder="Search by name or email" onSearch={onSearch} />
        </div>
        {error && (
          <div className="p-4">
            <LoadError message={error} onRetry={reload} />
          </div>
        )}
        {data && data.total === 0 ? (
          <div className="p-4">
            <EmptyState icon={Users} title={q ? "No matching users" : "No users yet"}>
              {q ? "Try another name or email." : "Accounts appear here as people sign up."}
            </EmptyState>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200">
              <thead className="bg-slate-50">
                <tr>
                  {["User", "Plan", "Status", "Usage", "Performance", "Health Score", "Last Active", "Actions"].map(
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
                  data?.users.map((u) => {
                    const tone = healthTone(u.healthScore);
                    return (
                      <tr key={u.id}>
                        <td className={tdClass}>
                          <p className="font-medium text-slate-900">{u.name}</p>
                          <p className="text-slate-500">{u.email}</p>
                          <p className="text-xs text-slate-400">Joined {formatDate(u.signupDate)}</p>
                        </td>
                        <td className={tdClass}>
                          <Badge tone={u.planId === "free" ? "slate" : "violet"}>{u.plan}</Badge>
                        </td>
                        <td className={tdClass}>
                          <Badge tone={statusTones[u.status] ?? "slate"}>{u.status}</Badge>
                          {u.accountStatus === "suspended" && <p className="mt-1 text-xs text-red-600">Suspended</p>}
                        </td>
                        <td className={`${tdClass} space-y-2`}>
                          <Meter label="Searches" used={u.searches} max={u.maxSearches} />
                          <Meter label="Pitches" used={u.pitches} max={u.maxPitches} />
                        </td>
                        <td className={tdClass}>
                          <p>{u.responseRate}% response rate</p>
                          <p className="text-xs text-slate-500">{u.pitchesSent} pitches sent</p>
                        </td>
                        <td className={tdClass}>
                          <div className="flex items-center gap-2">
                            <Badge tone={tone}>{u.healthScore}</Badge>
                            <div className="h-1.5 w-16 rounded-full bg-slate-200" aria-hidden>
                              <div
                                className={`h-1.5 rounded-full ${barColour[tone]}`}
                                style={{ width: `${u.healthScore}%` }}
                              />
                            </div>
                          </div>
                        </td>
                        <td className={tdClass}>{u.lastActive ? formatDate(u.lastActive) : "Never"}</td>
                        <td className={tdClass}>
                          <a
                            href={`mailto:${u.email}`}
                            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                            aria-label={`Email ${u.name}`}
                          >
                            <Mail className="size-4" aria-hidden /> Email
                          </a>
                        </td>
                      </tr>
                    );
                  })
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
