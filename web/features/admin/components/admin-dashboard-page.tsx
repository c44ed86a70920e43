import { Link } from "@tanstack/react-router";
import {
  BarChart3,
  Brain,
  LifeBuoy,
  ListChecks,
  Mail,
  MessageSquare,
  Search,
  Send,
  Server,
  Ticket,
  UserPlus,
  Users,
} from "lucide-react";
import { Card } from "#web/components/ui/card";
import { FormAlert } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { fetchMetrics } from "../api/admin";
import { useAdminQuery } from "../hooks/use-admin-query";
import { formatNumber, LoadError, StatCard } from "./admin-ui";

export const quickActions = [
  { to: "/admin/users", title: "User Health", text: "Plans, usage and health scores", icon: Users },
  { to: "/admin/ai-training", title: "AI Performance", text: "Match and pitch quality", icon: Brain },
  { to: "/admin/analytics", title: "Analytics", text: "Search and pitch trends", icon: BarChart3 },
  { to: "/admin/communications", title: "Communications", text: "Announcements to users", icon: Mail },
  { to: "/admin/support", title: "Support", text: "Help requests and suggestions", icon: LifeBuoy },
  { to: "/admin/platform", title: "Platform", text: "Sources, jobs and status", icon: Server },
] as const;

/** 'Business Intelligence': live counts from GET /api/admin/metrics and the quick actions. */
export function AdminDashboardPage() {
  const { data, error, loading, reload } = useAdminQuery("metrics", fetchMetrics);
  const busy = loading && !data;
  const week = (n: number | undefined) => (n === undefined ? undefined : `+${formatNumber(n)} in the last 7 days`);
  return (
    <>
      <PageHeader title="Business Intelligence" subtitle="Live figures from sign-ups, the waitlist and usage." />
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
          hint={data && `${formatNumber(data.earlyAccess.remaining)} spots left`}
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

      <h2 className="mt-10 mb-4 text-lg font-semibold text-slate-900">Quick Actions</h2>
      <section aria-label="Quick actions" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {quickActions.map(({ to, title, text, icon: Icon }) => (
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
