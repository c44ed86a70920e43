import { Link } from "@tanstack/react-router";
import {
  Activity,
  AlertTriangle,
  BarChart3,
  Brain,
  Download,
  Flame,
  LifeBuoy,
  ListChecks,
  type LucideIcon,
  Mail,
  MessageSquare,
  Search,
  Send,
  Server,
  Ticket,
  UserMinus,
  UserPlus,
  Users,
} from "lucide-react";
import { useState } from "react";
import { toCsv } from "#db/validation/csv";
import { formatNumber, StatCard } from "#web/components/admin/admin-ui";
import { LoadError } from "#web/components/data-table/data-table";
import { Button, ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { FormAlert } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { type AdminPath, useAdminAccess } from "#web/lib/admin/access";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { plural } from "#web/lib/format";
import { type AdminMetrics, fetchMetrics, fetchUsers, type HealthStatus } from "../api/admin";

export const quickActions = [
  { to: "/admin/users", title: "User Health", text: "Plans, usage and health scores", icon: Users },
  { to: "/admin/ai-training", title: "AI Performance", text: "Match and pitch quality", icon: Brain },
  { to: "/admin/analytics", title: "Analytics", text: "Search and pitch trends", icon: BarChart3 },
  { to: "/admin/communications", title: "Communications", text: "Announcements to users", icon: Mail },
  { to: "/admin/support", title: "Support", text: "Help requests and suggestions", icon: LifeBuoy },
  { to: "/admin/platform", title: "Platform", text: "Sources, jobs and status", icon: Server },
] as const satisfies readonly { to: AdminPath; title: string; text: string; icon: LucideIcon }[];

/** The user table's health segments (db/queries/admin-users.ts computes them), as the dashboard shows them. */
export const healthSegments = [
  { status: "Power User", icon: Flame, text: "Health score 80 or more, active in the last 30 days" },
  { status: "Regular User", icon: Activity, text: "Health score 40-79, active in the last 30 days" },
  {
    status: "At Risk",
    icon: AlertTriangle,
    text: "Health score under 40 and active in the last 30 days, or signed up in the last 30 days and never active",
  },
  {
    status: "Churned",
    icon: UserMinus,
    text: "No activity for more than 30 days, or never active since signing up more than 30 days ago",
  },
] as const satisfies readonly { status: HealthStatus; icon: unknown; text: string }[];

type SegmentCounts = Record<HealthStatus, number>;

/** How many accounts each segment holds: the user table's own filter, one page each, read for its total. */
async function fetchSegments(): Promise<SegmentCounts> {
  const pages = await Promise.all(healthSegments.map((s) => fetchUsers({ q: "", page: 1, health: s.status })));
  return Object.fromEntries(healthSegments.map((s, i) => [s.status, pages[i]!.total])) as SegmentCounts;
}

/** The dashboard's figures as rows of a CSV (formula-safe, db/validation/csv.ts). */
export function dashboardCsv(m: AdminMetrics, segments: SegmentCounts | undefined, at: Date) {
  const rows: [string, number, string][] = [
    ["Total users", m.users.total, "Accounts"],
    ["New users, last 7 days", m.users.newThisWeek, "Accounts created in the last 7 days"],
    ["Active users, last 7 days", m.users.activeThisWeek, "Accounts with a request in the last 7 days"],
    ["Waitlist", m.waitlist.total, "Entries"],
    ["Waitlist, last 7 days", m.waitlist.newThisWeek, "Entries added in the last 7 days"],
    ["Early access purchases", m.earlyAccess.purchased, `Of ${m.earlyAccess.spots} spots`],
    ["Early access spots left", m.earlyAccess.remaining, ""],
    ["Searches", m.searches.total, "All time"],
    ["Searches, last 7 days", m.searches.thisWeek, ""],
    ["Pitches", m.pitches.total, "All time"],
    ["Pitches, last 7 days", m.pitches.thisWeek, ""],
    ["Help requests waiting", m.support.pending, "Pending in the support center"],
  ];
  if (segments) for (const s of healthSegments) rows.push([`Users: ${s.status}`, segments[s.status], s.text]);
  return toCsv(
    ["Figure", "Value", "Definition", "As of"],
    rows.map(([name, value, def]) => [name, value, def, at.toISOString()]),
  );
}

function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** 'Business Intelligence': live counts from GET /api/admin/metrics, user health segments and the quick actions. */
export function AdminDashboardPage() {
  const { data, error, loading, reload } = useAdminQuery("metrics", fetchMetrics);
  const segments = useAdminQuery("segments", fetchSegments);
  const access = useAdminAccess();
  const [exported, setExported] = useState(false);
  const busy = loading && !data;
  const week = (n: number | undefined) => (n === undefined ? undefined : `+${formatNumber(n)} in the last 7 days`);
  return (
    <>
      <PageHeader
        title="Business Intelligence"
        subtitle="Live figures from sign-ups, the waitlist and usage."
        actions={
          <>
            <Button
              variant="secondary"
              disabled={!data}
              onClick={() => {
                if (!data) return;
                const now = new Date();
                download(
                  dashboardCsv(data, segments.data, now),
                  `leadsmith-figures-${now.toISOString().slice(0, 10)}.csv`,
                );
                setExported(true);
              }}
            >
              <Download className="size-4" aria-hidden />
              Export Data
            </Button>
            {access.may("POST /api/admin/campaigns") && (
              <ButtonLink to="/admin/communications">
                <Mail className="size-4" aria-hidden />
                Send Broadcast
              </ButtonLink>
            )}
          </>
        }
      />
      <p className="sr-only" role="status">
        {exported ? "The figures were downloaded as a CSV file." : ""}
      </p>
      {error && (
        <div className="mb-6">
          <LoadError message={error} onRetry={reload} />
        </div>
      )}
      {data && data.support.pending > 0 && (
        <div className="mb-6">
          <FormAlert tone="warning">
            {data.support.pending} help request{data.support.pending === 1 ? " is" : "s are"} waiting for a response.{" "}
            <Link to="/admin/support" className="font-medium underline">
              Open the support center
            </Link>
          </FormAlert>
        </div>
      )}
      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          label="Total Users"
          icon={Users}
          loading={busy}
          value={formatNumber(data?.users.total ?? 0)}
          hint={data && `${formatNumber(data.users.activeThisWeek)} active in the last 7 days`}
        />
        <StatCard
          label="New This Week"
          icon={UserPlus}
          loading={busy}
          value={formatNumber(data?.users.newThisWeek ?? 0)}
          hint="Accounts created in the last 7 days"
        />
        <StatCard
          label="Waitlist"
          icon={ListChecks}
          loading={busy}
          value={formatNumber(data?.waitlist.total ?? 0)}
          hint={week(data?.waitlist.newThisWeek)}
        />
        <StatCard
          label="Early Access Purchases"
          icon={Ticket}
          loading={busy}
          value={data ? `${formatNumber(data.earlyAccess.purchased)} / ${formatNumber(data.earlyAccess.spots)}` : "0"}
          hint={data && `${plural(data.earlyAccess.remaining, "spot", "spots")} left`}
        />
        <StatCard
          label="Searches"
          icon={Search}
          loading={busy}
          value={formatNumber(data?.searches.total ?? 0)}
          hint={week(data?.searches.thisWeek)}
        />
        <StatCard
          label="Pitches"
          icon={Send}
          loading={busy}
          value={formatNumber(data?.pitches.total ?? 0)}
          hint={week(data?.pitches.thisWeek)}
        />
      </section>

      <h2 className="mt-10 mb-4 text-lg font-semibold text-slate-900">User Health</h2>
      {segments.error && <LoadError message={segments.error} onRetry={segments.reload} />}
      <section aria-label="User health segments" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {healthSegments.map((s) => (
          <Link
            key={s.status}
            to="/admin/users"
            className="rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid={`segment-${s.status}`}
          >
            <StatCard
              label={s.status}
              icon={s.icon}
              loading={segments.loading && !segments.data}
              value={formatNumber(segments.data?.[s.status] ?? 0)}
              hint={s.text}
            />
          </Link>
        ))}
      </section>

      <h2 className="mt-10 mb-4 text-lg font-semibold text-slate-900">Quick Actions</h2>
      <section aria-label="Quick actions" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {quickActions
          .filter(({ to }) => access.mayOpen(to))
          .map(({ to, title, text, icon: Icon }) => (
            <Link key={to} to={to} className="group rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600">
              <Card className="flex h-full items-center gap-4 p-5 transition-colors group-hover:border-brand-300 group-hover:bg-brand-50/40">
                <span className="rounded-lg bg-slate-100 p-2.5 text-slate-700 group-hover:bg-brand-100 group-hover:text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span>
                  <span className="block font-medium text-slate-900">{title}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
              </Card>
            </Link>
          ))}
      </section>

      <p className="mt-8 flex items-center gap-2 text-sm text-slate-500">
        <MessageSquare className="size-4" aria-hidden />
        The waitlist has its own screen:{" "}
        <Link to="/admin/waitlist" className="font-medium text-brand-700 hover:underline">
          Waitlist Management
        </Link>
      </p>
    </>
  );
}
