import { useId, useState } from "react";
import { formatDate } from "#web/components/admin/admin-ui";
import { LoadError, Pagination, tdClass, thClass } from "#web/components/data-table/data-table";
import { Card } from "#web/components/ui/card";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { type AuditFilters, fetchAudit } from "./api";

// Labels point at their fields by id: a label wrapping a select would take in its options' text too.
const labelClass = "block text-sm font-medium text-slate-700";
const field =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

/** The audit log with its filters (acting admin, action, UTC days) and pages of 25. */
export function AuditLog() {
  const [f, setF] = useState<AuditFilters>({ admin: "", action: "", from: "", to: "", page: 1 });
  const { data, error, loading, reload } = useAdminQuery(JSON.stringify(f), () => fetchAudit(f));
  const set = (patch: Partial<AuditFilters>) => setF((old) => ({ ...old, page: 1, ...patch }));
  const id = useId();

  return (
    <Card className="p-0">
      <div className="border-b border-slate-200 p-4">
        <h2 className="text-lg font-semibold text-slate-900">Audit log</h2>
        <p className="text-sm text-slate-600">Every staff action and security event, newest first. Days are UTC.</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label className={labelClass} htmlFor={`${id}-admin`}>
              Admin
            </label>
            <select
              id={`${id}-admin`}
              className={field}
              value={f.admin}
              onChange={(e) => set({ admin: e.target.value })}
            >
              <option value="">Everyone</option>
              {data?.admins.map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.name} ({a.email})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className={labelClass} htmlFor={`${id}-action`}>
              Action
            </label>
            <select
              id={`${id}-action`}
              className={field}
              value={f.action}
              onChange={(e) => set({ action: e.target.value })}
            >
              <option value="">Every action</option>
              {data?.actions.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className={labelClass} htmlFor={`${id}-from`}>
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className={field}
              value={f.from}
              onChange={(e) => set({ from: e.target.value })}
            />
          </div>
          <div>
            <label className={labelClass} htmlFor={`${id}-to`}>
              To
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className={field}
              value={f.to}
              onChange={(e) => set({ to: e.target.value })}
            />
          </div>
        </div>
      </div>
      {error ? (
        <div className="p-4">
          <LoadError message={error} onRetry={reload} />
        </div>
      ) : !data ? (
        <p className="p-4 text-sm text-slate-600" aria-busy="true">
          Loading the audit log…
        </p>
      ) : data.entries.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">No entries match these filters.</p>
      ) : (
        // Focusable so a keyboard can scroll the table sideways on a narrow screen.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className="overflow-x-auto" aria-busy={loading} tabIndex={0} aria-label="Audit entries">
          <table className="min-w-[56rem] w-full divide-y divide-slate-200">
            <thead>
              <tr>
                <th className={thClass}>When</th>
                <th className={thClass}>Who</th>
                <th className={thClass}>Action</th>
                <th className={thClass}>Target</th>
                <th className={thClass}>Detail</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.entries.map((e) => (
                <tr key={e.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {formatDate(e.at)} {new Date(e.at).toISOString().slice(11, 16)} UTC
                  </td>
                  <td className={tdClass}>
                    {e.actorName ?? (e.actorType === "admin" ? `Admin #${e.actorId} (removed)` : e.actorType)}
                  </td>
                  <td className={`${tdClass} font-mono text-xs`}>{e.action}</td>
                  <td className={`${tdClass} break-all`}>{e.target || "—"}</td>
                  <td className={`${tdClass} max-w-xs break-all font-mono text-xs`}>
                    {Object.keys(e.detail).length ? JSON.stringify(e.detail) : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {data && (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => setF((o) => ({ ...o, page }))}
        />
      )}
    </Card>
  );
}
