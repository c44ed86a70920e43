import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback, useId } from "react";
import { DAY_ORDER_MESSAGE, daysInOrder } from "#db/validation/day";
import { formatDate } from "#web/components/admin/admin-ui";
import { type Column, DataTable } from "#web/components/data-table/data-table";
import { Card } from "#web/components/ui/card";
import { FormAlert } from "#web/components/ui/form";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { type AuditFilters, fetchAudit } from "./api";
import { auditActor, auditDetail, auditTarget } from "./audit-format";
import type { AuditSearch } from "./audit-search";

type Entry = Awaited<ReturnType<typeof fetchAudit>>["entries"][number];

const columns: Column<Entry>[] = [
  {
    id: "When",
    cell: (e) => `${formatDate(e.at)} ${new Date(e.at).toISOString().slice(11, 16)} UTC`,
    className: "whitespace-nowrap",
  },
  {
    id: "Who",
    className: "min-w-40",
    cell: (e) => {
      const who = auditActor(e);
      return (
        <>
          <p className="font-medium text-slate-900">{who.name}</p>
          {who.email && <p className="break-all text-xs text-slate-600">{who.email}</p>}
        </>
      );
    },
  },
  { id: "Action", cell: (e) => e.action, className: "font-mono text-xs" },
  {
    id: "Target",
    className: "min-w-40 break-words",
    // The stored form ('campaign:1') stays one hover away, for a search in the logs.
    cell: (e) => <span title={e.target || undefined}>{auditTarget(e)}</span>,
  },
  { id: "Detail", cell: (e) => auditDetail(e.detail), className: "min-w-48 max-w-xs break-words" },
];

// Labels point at their fields by id: a label wrapping a select would take in its options' text too.
const labelClass = "block text-sm font-medium text-slate-700";
const field =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

/**
 * The audit log with its filters (acting admin, action, UTC days) and pages of
 * 25, all in the URL. A filter change goes back to page 1 and replaces the
 * history entry; turning a page adds one, as on every admin list.
 */
export function AuditLog() {
  const search = useSearch({ from: "/admin/_shell/platform" });
  const navigate = useNavigate();
  const set = useCallback(
    (patch: Partial<AuditSearch>, opts: { replace?: boolean } = {}) => {
      void navigate({
        to: "/admin/platform",
        search: (prev) => {
          const next: AuditSearch = { ...prev, ...patch };
          for (const key of Object.keys(next) as (keyof AuditSearch)[]) {
            if (next[key] === undefined || next[key] === "" || (key === "page" && next.page === 1)) delete next[key];
          }
          return next;
        },
        replace: opts.replace,
        resetScroll: false,
      });
    },
    [navigate],
  );
  const filter = (patch: Partial<AuditSearch>) => set({ ...patch, page: undefined }, { replace: true });
  const query: AuditFilters = {
    admin: search.admin ? String(search.admin) : "",
    action: search.action ?? "",
    from: search.from ?? "",
    to: search.to ?? "",
    page: search.page ?? 1,
  };
  // Days that run backwards are not sent (the API would refuse them): the log says why instead of
  // keeping the rows of the last filter under an error, as the waitlist's join dates do.
  const rangeError = daysInOrder(search) ? null : DAY_ORDER_MESSAGE;
  const { data, error, loading, reload } = useAdminQuery(`audit:${JSON.stringify(query)}`, () => fetchAudit(query), {
    enabled: rangeError === null,
  });
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
              value={query.admin}
              onChange={(e) => filter({ admin: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">Everyone</option>
              {/* A linked admin shows as chosen before the list of admins arrives. */}
              {query.admin && !data?.admins.some((a) => String(a.id) === query.admin) && (
                <option value={query.admin}>Admin #{query.admin}</option>
              )}
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
              value={query.action}
              onChange={(e) => filter({ action: e.target.value || undefined })}
            >
              <option value="">Every action</option>
              {query.action && !data?.actions.includes(query.action) && (
                <option value={query.action}>{query.action}</option>
              )}
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
              value={query.from}
              aria-invalid={rangeError !== null}
              onChange={(e) => filter({ from: e.target.value || undefined })}
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
              value={query.to}
              aria-invalid={rangeError !== null}
              onChange={(e) => filter({ to: e.target.value || undefined })}
            />
          </div>
        </div>
        {!data && !error && !rangeError && (
          <p className="mt-3 text-sm text-slate-600" role="status">
            Loading the audit log…
          </p>
        )}
      </div>
      {rangeError ? (
        <div className="p-4">
          <FormAlert>{rangeError}: change From or To to see the entries.</FormAlert>
        </div>
      ) : (
        <DataTable
          label="Audit entries"
          keyboardScroll
          columns={columns}
          rows={data?.entries}
          rowKey={(e) => e.id}
          loading={loading}
          error={error}
          onRetry={reload}
          page={data}
          onPage={(page) => set({ page })}
          empty={<p className="text-sm text-slate-600">No entries match these filters.</p>}
        />
      )}
    </Card>
  );
}
