import { Database, SearchX, X } from "lucide-react";
import { useCallback } from "react";
import { formatDate, LoadError, Pagination } from "#web/components/admin/admin-ui";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { fetchAdminProspects } from "../api";
import { useContentSearch } from "../hooks/use-content-search";
import { useProspectActions } from "../hooks/use-prospect-actions";
import { queryOf } from "../search";
import { ProspectDrawer } from "./prospect-drawer";
import { ProspectFilters } from "./prospect-filters";
import { ProspectListRow, rowGrid } from "./prospect-list-row";
import { RemoveDemoButton } from "./remove-demo-button";

/** The admin's prospect table: search, filters, pages, hide and delete, and the record in a drawer. */
export function ProspectList({ version }: { version: number }) {
  const [search, update] = useContentSearch();
  const query = queryOf(search);
  const { data, error, loading, reload } = useAdminQuery(`prospects:${version}:${JSON.stringify(query)}`, () =>
    fetchAdminProspects(query),
  );
  const open = useCallback((id: number) => update({ prospect: id }), [update]);
  const close = useCallback(() => update({ prospect: undefined }), [update]);
  const actions = useProspectActions({
    onChanged: reload,
    onDeleted: (id) => {
      if (search.prospect === id) close();
    },
  });
  const filtered = Boolean(search.q || search.source || search.show || search.import);
  const busy = loading && !data;

  return (
    <Card id="prospect-list">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="font-semibold text-slate-900">Prospects</h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {data
                ? `${data.total.toLocaleString()} ${filtered ? "matching" : "in total"} · ${data.counts.hidden.toLocaleString()} hidden · ${data.counts.demo.toLocaleString()} demo`
                : "Loading..."}
            </p>
          </div>
          {data && data.counts.demo > 0 && <RemoveDemoButton count={data.counts.demo} onRemoved={reload} />}
        </div>
        {data?.importRun && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <p className="min-w-0 break-words">
              Rows added by {data.importRun.kind === "connector" ? "the source run" : "the import"}{" "}
              <strong>{data.importRun.label || data.importRun.format}</strong> on {formatDate(data.importRun.createdAt)}{" "}
              ({data.importRun.inserted.toLocaleString()} added)
            </p>
            <button
              type="button"
              onClick={() => update({ import: undefined, page: undefined })}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium hover:bg-brand-100"
            >
              <X className="size-4" aria-hidden /> Show all rows
            </button>
          </div>
        )}
        <ProspectFilters />
      </div>
      {error && (
        <div className="p-4">
          <LoadError message={error} onRetry={reload} />
        </div>
      )}
      {data && data.total === 0 ? (
        <div className="p-4">
          {filtered ? (
            <EmptyState icon={SearchX} title="No matching prospects">
              Try other words, or clear the filters.
            </EmptyState>
          ) : (
            <EmptyState icon={Database} title="No prospects yet">
              Prospects arrive from the sources below, from an import, or from the demo data set.
            </EmptyState>
          )}
        </div>
      ) : !error || data ? (
        <div>
          <div
            className={`hidden border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 xl:grid ${rowGrid}`}
            aria-hidden
          >
            <span>Company / person</span>
            <span>Source</span>
            <span>Signal</span>
            <span>Added</span>
            <span className="text-right">Actions</span>
          </div>
          <ul className="divide-y divide-slate-100" aria-busy={loading} aria-label="Prospects">
            {busy
              ? Array.from({ length: 6 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                  <li key={i} className="px-4 py-4" aria-hidden>
                    <div className="h-4 w-2/3 max-w-sm animate-pulse rounded bg-slate-200" />
                    <div className="mt-2 h-3 w-1/3 max-w-40 animate-pulse rounded bg-slate-100" />
                  </li>
                ))
              : data && data.prospects.length === 0 && data.total > 0
                ? [
                    <li key="past-end" className="px-4 py-6 text-center text-sm text-slate-600">
                      Nothing on page {data.page}.{" "}
                      <button
                        type="button"
                        onClick={() => update({ page: undefined })}
                        className="font-medium text-brand-700 hover:underline"
                      >
                        Go to the first page
                      </button>
                    </li>,
                  ]
                : data?.prospects.map((p) => (
                    <ProspectListRow
                      key={p.id}
                      p={p}
                      busy={actions.busyId === p.id}
                      onOpen={() => open(p.id)}
                      onHide={(hidden) => void actions.setHidden(p, hidden)}
                      onDelete={() => actions.askDelete(p)}
                    />
                  ))}
          </ul>
        </div>
      ) : null}
      {data && (
        <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => update({ page })} />
      )}
      {actions.deleteDialog}
      <ProspectDrawer id={search.prospect ?? null} onClose={close} onChanged={reload} />
    </Card>
  );
}
