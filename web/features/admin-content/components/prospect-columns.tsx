import { Eye, EyeOff, Loader2, Trash2 } from "lucide-react";
import { formatDate } from "#web/components/admin/admin-ui";
import type { Column } from "#web/components/data-table/data-table";
import type { AdminProspectRow } from "../api";
import { SourceBadge, StateBadges, signalLabels } from "./prospect-badges";

const actionClass =
  "inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 aria-disabled:opacity-50";

const titleOf = (p: AdminProspectRow) => p.company || p.name || `Prospect ${p.id}`;

/**
 * The admin prospect table's columns. Every value is rendered as text: names
 * from sources may hold markup.
 */
export function prospectColumns({
  busyId,
  onOpen,
  onHide,
  onDelete,
}: {
  busyId: number | null;
  onOpen: (p: AdminProspectRow) => void;
  onHide: (p: AdminProspectRow, hidden: boolean) => void;
  onDelete: (p: AdminProspectRow) => void;
}): Column<AdminProspectRow>[] {
  return [
    {
      id: "prospect",
      header: "Company / person",
      className: "min-w-56 max-w-md",
      cell: (p) => (
        <div className="min-w-0">
          <button
            type="button"
            onClick={() => onOpen(p)}
            className="max-w-full text-left font-medium break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {titleOf(p)}
          </button>
          {p.name && p.company && <p className="truncate text-sm text-slate-500">{p.name}</p>}
          <div className="mt-0.5 flex flex-wrap items-center gap-2">
            <span className="text-xs text-slate-500">#{p.id}</span>
            <StateBadges hidden={p.hidden} isDemo={p.isDemo} />
          </div>
        </div>
      ),
    },
    { id: "source", header: "Source", cell: (p) => <SourceBadge source={p.source} /> },
    {
      id: "signal",
      header: "Signal",
      className: "whitespace-nowrap",
      cell: (p) => (
        <>
          {signalLabels[p.signalKind]}
          <span className="block text-slate-500">{formatDate(p.signalDate)}</span>
        </>
      ),
    },
    { id: "added", header: "Added", className: "whitespace-nowrap", cell: (p) => formatDate(p.createdAt) },
    {
      id: "Actions",
      pinned: true,
      cell: (p) => {
        const busy = busyId === p.id;
        const title = titleOf(p);
        return (
          <div className="flex flex-nowrap justify-end gap-1">
            <button
              type="button"
              onClick={() => onOpen(p)}
              // On a phone the name itself opens the record, so the row keeps its width for the name.
              className={`${actionClass} text-slate-700 hover:bg-slate-100 max-sm:hidden`}
              aria-label={`View ${title}`}
            >
              View
            </button>
            <button
              type="button"
              // aria-disabled while the change runs, not disabled: the browser drops a disabled button's focus.
              onClick={() => !busy && onHide(p, !p.hidden)}
              aria-disabled={busy || undefined}
              className={`${actionClass} text-slate-700 hover:bg-slate-100`}
              aria-label={`${p.hidden ? "Unhide" : "Hide"} ${title}`}
            >
              {busy ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : p.hidden ? (
                <Eye className="size-4" aria-hidden />
              ) : (
                <EyeOff className="size-4" aria-hidden />
              )}
              <span className="max-sm:sr-only">{p.hidden ? "Unhide" : "Hide"}</span>
            </button>
            <button
              type="button"
              onClick={() => !busy && onDelete(p)}
              aria-disabled={busy || undefined}
              className={`${actionClass} text-red-700 hover:bg-red-50`}
              aria-label={`Delete ${title}`}
            >
              <Trash2 className="size-4" aria-hidden /> <span className="max-sm:sr-only">Delete</span>
            </button>
          </div>
        );
      },
    },
  ];
}
