import { ArrowLeft, Clock, Download, Filter, ListChecks, Mail, Ticket, TrendingUp } from "lucide-react";
import { useId, useState } from "react";
import { WaitlistContact } from "#db/validation/admin";
import { DAY_ORDER_MESSAGE, daysInOrder } from "#db/validation/day";
import { formatDate, formatNumber, StatCard } from "#web/components/admin/admin-ui";
import { DataTable, TableSearchBox } from "#web/components/data-table/data-table";
import { useTableSearch } from "#web/components/data-table/table-search";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button, ButtonLink, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Dialog } from "#web/components/ui/dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { Field, FormAlert, TextArea, TextInput } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import { useAdminAccess } from "#web/lib/admin/access";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import {
  contactWaitlistEntry,
  fetchWaitlist,
  setWaitlistStatus,
  WAITLIST_EXPORT_URL,
  type WaitlistEntry,
  type WaitlistFilters,
  type WaitlistStatus,
} from "../api/admin";
import { BulkEmailButton, SelectEntryCheckbox, SelectPageCheckbox, useWaitlistSelection } from "./waitlist-bulk-email";

const statuses: WaitlistStatus[] = ["Pending", "Contacted", "Converted"];
/** The status badge's colours, on the select that changes it. */
const statusColours: Record<WaitlistStatus, string> = {
  Pending: "bg-orange-100 text-orange-800",
  Contacted: "bg-blue-100 text-blue-800",
  Converted: "bg-green-100 text-green-800",
};
const inputClass =
  "block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

function FilterField({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** One row's status: saved on change, audited by the server. */
function StatusSelect({ entry, onSaved }: { entry: WaitlistEntry; onSaved: () => void }) {
  const [value, setValue] = useState(entry.status);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  async function change(next: WaitlistStatus) {
    setValue(next);
    setSaving(true);
    setFailed(null);
    try {
      await setWaitlistStatus(entry.id, next);
      toast({ title: "Status saved", description: `${entry.name} is now ${next}.` });
      onSaved();
    } catch (err) {
      setValue(entry.status);
      setFailed(err instanceof Error ? err.message : "Not saved");
    } finally {
      setSaving(false);
    }
  }
  return (
    <div>
      <select
        aria-label={`Status of ${entry.name}`}
        value={value}
        disabled={saving}
        onChange={(e) => void change(e.target.value as WaitlistStatus)}
        className={`block rounded-full border-0 py-1 pl-3 pr-8 text-xs font-medium ${statusColours[value]}`}
      >
        {statuses.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {failed}
        </p>
      )}
    </div>
  );
}

export function AdminWaitlistPage() {
  const { q, page, setPage } = useTableSearch();
  const [filters, setFilters] = useState<WaitlistFilters>({});
  const [showFilters, setShowFilters] = useState(false);
  const [contacting, setContacting] = useState<WaitlistEntry | null>(null);
  const filterKey = JSON.stringify(filters);
  // Join dates that run backwards are not sent (the API would refuse them): the list says why instead of
  // keeping the rows of the last filter under the message.
  const rangeError = daysInOrder(filters) ? null : DAY_ORDER_MESSAGE;
  const { data, error, loading, reload } = useAdminQuery(
    `waitlist:${q}:${page}:${filterKey}`,
    () => fetchWaitlist({ q, page, ...filters }),
    { enabled: rangeError === null },
  );
  const setFilter = (patch: WaitlistFilters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const filtered = q !== "" || Object.values(filters).some(Boolean);
  const access = useAdminAccess();
  const canExport = access.may("GET /api/admin/waitlist/export.csv");
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
            <BulkEmailButton ids={selection.ids} allowed={access.mayOpen("/admin/communications")} />
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
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button
              variant="secondary"
              aria-expanded={showFilters}
              aria-controls="waitlist-filters"
              onClick={() => setShowFilters((s) => !s)}
            >
              <Filter className="size-4" aria-hidden /> Filter
            </Button>
            <TableSearchBox label="Search the waitlist" placeholder="Search by name or email" />
          </div>
        </div>
        {showFilters && (
          <div
            id="waitlist-filters"
            className="flex flex-wrap items-end gap-4 border-b border-slate-200 bg-slate-50 p-4"
          >
            <FilterField label="Status">
              {(id) => (
                <select
                  id={id}
                  className={inputClass}
                  value={filters.status ?? ""}
                  onChange={(e) => setFilter({ status: (e.target.value || undefined) as WaitlistStatus | undefined })}
                >
                  <option value="">All</option>
                  {statuses.map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </select>
              )}
            </FilterField>
            <FilterField label="Source">
              {(id) => (
                <select
                  id={id}
                  className={inputClass}
                  value={filters.source ?? ""}
                  onChange={(e) => setFilter({ source: e.target.value || undefined })}
                >
                  <option value="">All</option>
                  {(data?.sources ?? []).map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </select>
              )}
            </FilterField>
            <FilterField label="Joined from">
              {(id) => (
                <input
                  id={id}
                  type="date"
                  className={inputClass}
                  value={filters.from ?? ""}
                  max={filters.to}
                  aria-invalid={rangeError !== null}
                  onChange={(e) => setFilter({ from: e.target.value || undefined })}
                />
              )}
            </FilterField>
            <FilterField label="Joined to">
              {(id) => (
                <input
                  id={id}
                  type="date"
                  className={inputClass}
                  value={filters.to ?? ""}
                  min={filters.from}
                  aria-invalid={rangeError !== null}
                  onChange={(e) => setFilter({ to: e.target.value || undefined })}
                />
              )}
            </FilterField>
            <Button
              variant="ghost"
              onClick={() => setFilter({ status: undefined, source: undefined, from: undefined, to: undefined })}
            >
              Clear filters
            </Button>
          </div>
        )}
        {rangeError ? (
          <div className="p-4">
            <FormAlert>{rangeError}: change Joined from or Joined to to see the entries.</FormAlert>
          </div>
        ) : (
          <DataTable
            rows={data?.entries}
            rowKey={(e) => e.id}
            loading={loading}
            error={error}
            onRetry={reload}
            page={data}
            empty={
              <EmptyState icon={ListChecks} title={filtered ? "No matching entries" : "No one on the waitlist yet"}>
                {filtered ? "Try another search or filter." : "Sign-ups from the waitlist page will appear here."}
              </EmptyState>
            }
            columns={[
              {
                id: "select",
                header: (
                  <SelectPageCheckbox
                    pageIds={data?.entries.map((e) => e.id) ?? []}
                    selected={selection.ids}
                    onChange={selection.setMany}
                  />
                ),
                cell: (e) => (
                  <SelectEntryCheckbox id={e.id} name={e.name} selected={selection.ids} onChange={selection.toggle} />
                ),
              },
              { id: "Name", className: "font-medium text-slate-900", cell: (e) => e.name },
              { id: "Email", className: "min-w-48 break-words", cell: (e) => e.email },
              {
                // The number the join form asks for 'so we can invite you to the community'.
                id: "WhatsApp",
                className: "whitespace-nowrap",
                cell: (e) =>
                  e.whatsappPhone ? (
                    <a
                      href={`https://wa.me/${e.whatsappPhone.replace(/\D/g, "")}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 hover:underline"
                    >
                      {e.whatsappPhone}
                    </a>
                  ) : (
                    "—"
                  ),
              },
              { id: "Role", cell: (e) => e.role || "—" },
              { id: "Signup Date", className: "whitespace-nowrap", cell: (e) => formatDate(e.signupDate) },
              { id: "Source", cell: (e) => e.source },
              {
                id: "Status",
                cell: (e) => <StatusSelect key={`${e.id}:${e.status}`} entry={e} onSaved={reload} />,
              },
              {
                id: "Actions",
                pinned: true,
                cell: (e) => (
                  <Button variant="secondary" size="sm" onClick={() => setContacting(e)}>
                    <Mail className="size-4" aria-hidden /> Contact<span className="sr-only"> {e.name}</span>
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      <ContactDialog
        entry={contacting}
        onClose={() => setContacting(null)}
        onSent={() => {
          setContacting(null);
          reload();
        }}
      />
    </>
  );
}

/** One e-mail to one entry, through the app's mailer. */
function ContactDialog({
  entry,
  onClose,
  onSent,
}: {
  entry: WaitlistEntry | null;
  onClose: () => void;
  onSent: () => void;
}) {
  const form = useSchemaForm({
    schema: WaitlistContact,
    initial: { subject: "", message: "" },
    async onSubmit(values) {
      if (!entry) return;
      const res = await contactWaitlistEntry(entry.id, values);
      if (!res.emailed) throw new Error("The mail service did not take the e-mail. Try again later.");
      onSent();
    },
  });
  const [shownFor, setShownFor] = useState<number | null>(null);
  if (entry && shownFor !== entry.id) {
    setShownFor(entry.id);
    form.reset({ message: `Hi ${entry.name},\n\n` });
  }

  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      locked={form.busy}
      title={entry ? `Contact ${entry.name}` : ""}
      subtitle={entry && <>To {entry.email}. A pending entry is marked Contacted once sent.</>}
    >
      {entry && (
        <form onSubmit={form.handleSubmit} noValidate className="space-y-4">
          <Field label="Subject" error={form.errors.subject}>
            {(p) => <TextInput {...p} {...form.text("subject")} maxLength={200} />}
          </Field>
          <Field label="Message" error={form.errors.message}>
            {(p) => <TextArea {...p} {...form.text("message")} rows={6} maxLength={5000} />}
          </Field>
          {form.message && <FormAlert>{form.message}</FormAlert>}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose} disabled={form.busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? "Sending..." : "Send e-mail"}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
