import { Download, Mail, Users } from "lucide-react";
import { useId, useState } from "react";
import * as v from "valibot";
import { planChoice, staffPlanIds } from "#db/validation/admin";
import { Badge, formatDate, formatNumber, type Tone } from "#web/components/admin/admin-ui";
import { type Column, DataTable, TableSearchBox } from "#web/components/data-table/data-table";
import { useTableSearch } from "#web/components/data-table/table-search";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Dialog } from "#web/components/ui/dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import { useAdminAccess } from "#web/lib/admin/access";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import {
  type AdminUserRow,
  fetchUsers,
  type HealthStatus,
  type StaffPlan,
  USERS_EXPORT_URL,
  updateUser,
} from "../api/admin";

const statusTones: Record<string, Tone> = {
  "Power User": "green",
  "Regular User": "blue",
  "At Risk": "yellow",
  Churned: "red",
};

/** Colour bands of the health score (docs/admin-users.md): 80+ green, 60+ blue, 40+ yellow, otherwise red. */
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

const planOptions: { value: StaffPlan; label: string }[] = [
  { value: "free", label: "Free" },
  { value: "pro", label: "Pro" },
  { value: "agency", label: "Agency" },
];
const healthOptions: HealthStatus[] = ["Power User", "Regular User", "At Risk", "Churned"];
const selectClass =
  "block rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | "";
  options: { value: T; label: string }[];
  onChange: (v: T | "") => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T | "")} className={selectClass}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const usd = (n: number) => `$${n.toLocaleString()}`;

function userColumns(canManage: boolean, manage: (u: AdminUserRow) => void): Column<AdminUserRow>[] {
  return [
    {
      id: "User",
      className: "min-w-52",
      cell: (u) => (
        <>
          <p className="font-medium text-slate-900">{u.name}</p>
          <p className="break-words text-slate-600">{u.email}</p>
          <p className="text-xs text-slate-600">Joined {formatDate(u.signupDate)}</p>
        </>
      ),
    },
    { id: "Plan", cell: (u) => <Badge tone={u.planId === "free" ? "slate" : "violet"}>{u.plan}</Badge> },
    {
      id: "Status",
      cell: (u) => (
        <>
          <Badge tone={statusTones[u.status] ?? "slate"}>{u.status}</Badge>
          {u.accountStatus === "suspended" && <p className="mt-1 text-xs font-medium text-red-700">Disabled</p>}
        </>
      ),
    },
    {
      id: "Usage",
      className: "space-y-2",
      cell: (u) => (
        <>
          <Meter label="Searches" used={u.searches} max={u.maxSearches} />
          <Meter label="Pitches" used={u.pitches} max={u.maxPitches} />
        </>
      ),
    },
    {
      id: "Performance",
      className: "whitespace-nowrap",
      cell: (u) => (
        <>
          <p>{u.responseRate}% response rate</p>
          <p className="text-xs text-slate-600">
            {formatNumber(u.pitchesSent)} sent · {formatNumber(u.meetings)} {u.meetings === 1 ? "meeting" : "meetings"}{" "}
            · {usd(u.revenue)}
          </p>
        </>
      ),
    },
    {
      id: "Health Score",
      cell: (u) => {
        const tone = healthTone(u.healthScore);
        return (
          <div className="flex items-center gap-2">
            <Badge tone={tone}>{u.healthScore}</Badge>
            <div className="h-1.5 w-16 rounded-full bg-slate-200" aria-hidden>
              <div className={`h-1.5 rounded-full ${barColour[tone]}`} style={{ width: `${u.healthScore}%` }} />
            </div>
          </div>
        );
      },
    },
    {
      id: "Last Active",
      className: "whitespace-nowrap",
      cell: (u) => (u.lastActive ? formatDate(u.lastActive) : "Never"),
    },
    {
      id: "Actions",
      pinned: true,
      cell: (u) => (
        <div className="flex items-center gap-3">
          {canManage && (
            <Button variant="secondary" size="sm" onClick={() => manage(u)}>
              Manage<span className="sr-only"> {u.name}</span>
            </Button>
          )}
          <a
            href={`mailto:${u.email}`}
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            <Mail className="size-4" aria-hidden /> Email<span className="sr-only"> {u.name}</span>
          </a>
        </div>
      ),
    },
  ];
}

export function AdminUsersPage() {
  const { q, page, setPage } = useTableSearch();
  const [plan, setPlan] = useState<StaffPlan | "">("");
  const [health, setHealth] = useState<HealthStatus | "">("");
  const [managing, setManaging] = useState<AdminUserRow | null>(null);
  const { data, error, loading, reload } = useAdminQuery(`users:${q}:${page}:${plan}:${health}`, () =>
    fetchUsers({ q, page, plan: plan || undefined, health: health || undefined }),
  );
  const access = useAdminAccess();
  const canManage = access.may("PATCH /api/admin/users/{id}");
  const filtered = q !== "" || plan !== "" || health !== "";

  return (
    <>
      <PageHeader
        title="User Health Management"
        subtitle="Every account with its plan, quota use this period, outreach results and a health score."
        actions={
          access.may("GET /api/admin/users.csv") ? (
            <a href={USERS_EXPORT_URL} download className={buttonClass("primary")}>
              <Download className="size-4" aria-hidden /> Export CSV
            </a>
          ) : (
            <span
              className={buttonClass("secondary", "md", "cursor-not-allowed opacity-60")}
              title="Only a Super Admin can export users"
            >
              <Download className="size-4" aria-hidden /> Export CSV
            </span>
          )
        }
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 lg:flex-row lg:items-center lg:justify-between">
          <h2 className="font-semibold text-slate-900">
            {data ? `${data.total.toLocaleString()} ${data.total === 1 ? "user" : "users"}` : "Users"}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <FilterSelect
              label="Plan"
              value={plan}
              options={planOptions}
              onChange={(v) => {
                setPlan(v);
                setPage(1);
              }}
            />
            <FilterSelect
              label="Health"
              value={health}
              options={healthOptions.map((h) => ({ value: h, label: h }))}
              onChange={(v) => {
                setHealth(v);
                setPage(1);
              }}
            />
            <TableSearchBox label="Search users" placeholder="Search by name or email" />
          </div>
        </div>
        <DataTable
          columns={userColumns(canManage, setManaging)}
          rows={data?.users}
          rowKey={(u) => u.id}
          loading={loading}
          error={error}
          onRetry={reload}
          page={data}
          empty={
            <EmptyState icon={Users} title={filtered ? "No matching users" : "No users yet"}>
              {filtered ? "Try another name, email, plan or health status." : "Accounts appear here as people sign up."}
            </EmptyState>
          }
        />
      </Card>
      <ManageUserDialog
        user={managing}
        onClose={() => setManaging(null)}
        onChanged={() => {
          setManaging(null);
          reload();
        }}
      />
    </>
  );
}

/** Plan and account switch for one user (super_admin). */
/** Change plan: the API's own plan rule (AdminUserUpdate's plan). */
const PlanChange = v.strictObject({ plan: planChoice });

function ManageUserDialog({
  user,
  onClose,
  onChanged,
}: {
  user: AdminUserRow | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const planId = useId();
  // Disable/Enable sends no plan, so it skips the plan form's schema.
  const [accountBusy, setAccountBusy] = useState(false);
  const [shownFor, setShownFor] = useState<number | null>(null);
  const form = useSchemaForm({
    schema: PlanChange,
    initial: { plan: "free" as StaffPlan },
    async onSubmit(change) {
      if (!user) return;
      await updateUser(user.id, change);
      const plan = planOptions.find((o) => o.value === change.plan)?.label ?? change.plan;
      toast({ title: "Plan changed", description: `${user.name} is now on the ${plan} plan.` });
      onChanged();
    },
    onError: (err) => (err instanceof Error ? err.message : "The change was not saved. Please try again."),
  });
  if (user && shownFor !== user.id) {
    setShownFor(user.id);
    form.reset({ plan: user.planId as StaffPlan });
  }
  const busy = form.busy || accountBusy;

  async function setDisabled(next: boolean) {
    if (!user) return;
    setAccountBusy(true);
    form.setMessage(null);
    try {
      await updateUser(user.id, { disabled: next });
      toast({
        title: next ? "Account disabled" : "Account enabled",
        description: next ? `${user.name} is signed out and cannot sign in.` : `${user.name} can sign in again.`,
      });
      onChanged();
    } catch (err) {
      form.setMessage(err instanceof Error ? err.message : "The change was not saved. Please try again.");
    } finally {
      setAccountBusy(false);
    }
  }

  const disabled = user?.accountStatus === "suspended";
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      locked={busy}
      size="md"
      title={user ? `Manage ${user.name}` : ""}
      subtitle={user?.email}
    >
      {user && (
        <>
          <form className="space-y-2" onSubmit={form.handleSubmit} noValidate>
            <label htmlFor={planId} className="block text-sm font-medium text-slate-800">
              Plan
            </label>
            <div className="flex gap-2">
              <select
                id={planId}
                value={form.values.plan}
                onChange={(e) => form.set("plan", staffPlanIds.find((p) => p === e.target.value) ?? "free")}
                className={`${selectClass} flex-1`}
                disabled={busy}
              >
                {planOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <Button type="submit" disabled={busy || form.values.plan === user.planId}>
                Change plan
              </Button>
            </div>
            <p className="text-xs text-slate-600">
              Takes effect at once and shows on the user's billing page as set by staff.
            </p>
          </form>
          <div className="mt-6 border-t border-slate-200 pt-5">
            <h3 className="text-sm font-medium text-slate-800">Account</h3>
            <p className="mt-1 text-sm text-slate-600">
              {disabled
                ? "This account is disabled: the user cannot sign in."
                : "Disabling signs the user out everywhere at once and stops them signing in."}
            </p>
            <Button
              variant={disabled ? "secondary" : "danger"}
              className="mt-3"
              disabled={busy}
              onClick={() => void setDisabled(!disabled)}
            >
              {disabled ? "Enable account" : "Disable account"}
            </Button>
          </div>
          {(form.message || form.errors.plan) && (
            <p role="alert" className="mt-4 text-sm text-red-700">
              {form.message ?? form.errors.plan}
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
