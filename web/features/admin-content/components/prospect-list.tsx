import { Database, SearchX, X } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { formatDate } from "#web/components/admin/admin-ui";
import { DataTable } from "#web/components/data-table/data-table";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { focusInPlace } from "#web/lib/focus-in-place";
import { fetchAdminProspects } from "../api";
import { useContentSearch } from "../hooks/use-content-search";
import { useProspectActions } from "../hooks/use-prospect-actions";
import { queryOf } from "../search";
import { prospectColumns } from "./prospect-columns";
import { ProspectDrawer } from "./prospect-drawer";
import { ProspectFilters } from "./prospect-filters";
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
  // A deleted row leaves with the button that had the focus (its Delete, or the drawer's opener), and the
  // browser drops the focus to <body>: once the list is read again, it goes to the row now in that place.
  const place = useRef<number | null>(null);
  const actions = useProspectActions({
    onChanged: reload,
    onDeleted: (id) => {
      place.current = data?.prospects.findIndex((p) => p.id === id) ?? null;
      if (search.prospect === id) close();
    },
  });
  useEffect(() => {
    const at = place.current;
    if (at === null || !data) return;
    place.current = null;
    if (at >= 0)
      focusInPlace(document.querySelectorAll("#prospect-list tbody tr"), at, () =>
        document.querySelector<HTMLElement>("#prospect-list input"),
      );
  }, [data]);
  const filtered = Boolean(search.q || search.source || search.show || search.import);
  const columns = prospectColumns({
    busyId: actions.busyId,
    onOpen: (p) => open(p.id),
    onHide: (p, hidden) => void actions.setHidden(p, hidden),
    onDelete: actions.askDelete,
  });

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
      <DataTable
        label="Prospects"
        columns={columns}
        rows={data?.prospects}
        rowKey={(p) => p.id}
        loading={loading}
        error={error}
        onRetry={reload}
        page={data}
        onPage={(page) => update({ page })}
        empty={
          filtered ? (
            <EmptyState icon={SearchX} title="No matching prospects">
              Try other words, or clear the filters.
            </EmptyState>
          ) : (
            <EmptyState icon={Database} title="No prospects yet">
              Prospects arrive from the sources below, from an import, or from the demo data set.
            </EmptyState>
          )
        }
      />
      {actions.deleteDialog}
      <ProspectDrawer id={search.prospect ?? null} onClose={close} onChanged={reload} />
    </Card>
  );
}
