import { Eye, EyeOff, Loader2, Trash2 } from "lucide-react";
import { formatDate } from "#web/components/admin/admin-ui";
import type { AdminProspectRow } from "../api";
import { SourceBadge, StateBadges, signalLabels } from "./prospect-badges";

const actionClass =
  "inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50";

/** The list's columns, shared by its header and rows (one column under the xl breakpoint, where the sidebar leaves too little width). */
export const rowGrid = "xl:grid xl:grid-cols-[minmax(0,1fr)_8rem_9.5rem_6.5rem_14.5rem] xl:items-center xl:gap-3";

/** One prospect in the admin list. Every value is rendered as text: names from sources may hold markup. */
export function ProspectListRow({
  p,
  busy,
  onOpen,
  onHide,
  onDelete,
}: {
  p: AdminProspectRow;
  busy: boolean;
  onOpen: () => void;
  onHide: (hidden: boolean) => void;
  onDelete: () => void;
}) {
  const title = p.company || p.name || `Prospect ${p.id}`;
  return (
    <li className={`flex flex-col gap-2 px-4 py-3 ${rowGrid} ${p.hidden ? "bg-slate-50" : ""}`}>
      <div className="min-w-0">
        <button
          type="button"
          onClick={onOpen}
          className="max-w-full text-left font-medium break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {title}
        </button>
        {p.name && p.company && <p className="truncate text-sm text-slate-500">{p.name}</p>}
        <div className="mt-0.5 flex flex-wrap items-center gap-2">
          <span className="text-xs text-slate-500">#{p.id}</span>
          <StateBadges hidden={p.hidden} isDemo={p.isDemo} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 xl:contents">
        <div>
          <SourceBadge source={p.source} />
        </div>
        <p className="text-sm text-slate-700">
          {signalLabels[p.signalKind]}
          <span className="text-slate-500"> · {formatDate(p.signalDate)}</span>
        </p>
        <p className="text-sm text-slate-500">
          <span className="xl:sr-only">Added </span>
          {formatDate(p.createdAt)}
        </p>
      </div>
      <div className="flex flex-wrap gap-1 xl:flex-nowrap xl:justify-end">
        <button
          type="button"
          onClick={onOpen}
          className={`${actionClass} text-slate-700 hover:bg-slate-100`}
          aria-label={`View ${title}`}
        >
          View
        </button>
        <button
          type="button"
          onClick={() => onHide(!p.hidden)}
          disabled={busy}
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
          {p.hidden ? "Unhide" : "Hide"}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          className={`${actionClass} text-red-700 hover:bg-red-50`}
          aria-label={`Delete ${title}`}
        >
          <Trash2 className="size-4" aria-hidden /> Delete
        </button>
      </div>
    </li>
  );
}
