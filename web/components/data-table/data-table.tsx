import { AlertTriangle, ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../ui/button";
import { SearchInput } from "../ui/search-input";
import { useTableSearch } from "./table-search";

export const thClass = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";
export const tdClass = "px-4 py-3 text-sm text-slate-700";
// A pinned column stays at the right edge when a wide table scrolls sideways, so a row's actions stay in view.
// Not on a phone: there it would sit over most of the columns before it, cutting their headers mid-word;
// the whole row scrolls instead.
const pinnedTh = "bg-slate-50 sm:sticky sm:right-0 sm:shadow-[-1px_0_0_0_var(--color-slate-200)]";
const pinnedTd = "bg-white sm:sticky sm:right-0 sm:shadow-[-1px_0_0_0_var(--color-slate-200)]";

export type Column<Row> = {
  /** Names the column for React; the header text when `header` is left out. */
  id: string;
  header?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes on each of the column's cells. */
  className?: string;
  pinned?: boolean;
};

/**
 * The admin list (docs/frontend.md): a table with its loading rows, its
 * empty state, the error with a way to try again, and the pages below. The
 * last rows stay shown while the next load runs. The search box and the page
 * live in the URL (useTableSearch), so a list can be linked and reloaded.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  empty,
  page,
  onPage,
  label,
  keyboardScroll,
}: {
  columns: Column<Row>[];
  /** undefined until the first load answers. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Shown in place of the table when the list has no rows at all (not merely none on this page). */
  empty: ReactNode;
  page?: { page: number; pageSize: number; total: number };
  /** Defaults to the URL's page. */
  onPage?: (page: number) => void;
  /** The table's accessible name, when no caption or heading names it. */
  label?: string;
  /**
   * For a table whose rows hold nothing focusable: its sideways-scrolling box
   * then takes focus itself, so a keyboard can scroll it on a narrow screen.
   */
  keyboardScroll?: boolean;
}) {
  const search = useTableSearch();
  return (
    <>
      {error && (
        <div className="p-4">
          <LoadError message={error} onRetry={onRetry} />
        </div>
      )}
      {rows && rows.length === 0 && (!page || page.total === 0) ? (
        <div className="p-4">{empty}</div>
      ) : (
        // Positioned, so what is absolutely placed in a cell (screen-reader text) scrolls with the table
        // instead of widening the page.
        <div
          className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
          {...(keyboardScroll ? { tabIndex: 0, role: "region", "aria-label": label } : {})}
        >
          <table className="min-w-full divide-y divide-slate-200" aria-label={label}>
            <thead className="bg-slate-50">
              <tr>
                {columns.map((c) => (
                  <th key={c.id} scope="col" className={c.pinned ? `${thClass} ${pinnedTh}` : thClass}>
                    {c.header ?? c.id}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100" aria-busy={loading}>
              {!rows ? (
                loading && <LoadingRows columns={columns.length} />
              ) : rows.length === 0 && page ? (
                // A linked or typed page past the end of the list.
                <tr>
                  <td colSpan={columns.length} className="px-4 py-6 text-center text-sm text-slate-600">
                    Nothing on page {page.page}.{" "}
                    <button
                      type="button"
                      onClick={() => (onPage ?? search.setPage)(1)}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      Go to the first page
                    </button>
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <td key={c.id} className={`${tdClass} ${c.className ?? ""} ${c.pinned ? pinnedTd : ""}`}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {page && (
        <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onPage={onPage ?? search.setPage} />
      )}
    </>
  );
}

/**
 * The list's search box, bound to `?q=` in the URL. It writes 300 ms after
 * typing stops, and follows the URL when it changes under it (back, a link).
 */
export function TableSearchBox({ label, placeholder }: { label: string; placeholder: string }) {
  const { q, setQuery } = useTableSearch();
  return <SearchInput label={label} placeholder={placeholder} value={q} onSearch={setQuery} className="sm:max-w-sm" />;
}

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3">
      <p className="text-sm text-slate-600">
        {from}–{to} of {total}
      </p>
      <div className="flex gap-2">
        {/* aria-disabled, not disabled: the browser drops the focus of a disabled button to <body>, so
            "Next" pressed to reach the last page would send a keyboard user back to the page's start. */}
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={page <= 1 || undefined}
          onClick={() => page > 1 && onPage(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden /> Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={page >= pages || undefined}
          onClick={() => page < pages && onPage(page + 1)}
        >
          Next <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/** What a screen shows when its data could not be loaded, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center"
    >
      <AlertTriangle className="size-5 shrink-0 text-red-600" aria-hidden />
      <p className="flex-1 text-sm text-red-800">Could not load this data: {message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Placeholder rows while a table loads. */
export function LoadingRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <tr key={r} aria-hidden>
          {Array.from({ length: columns }, (_, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
            <td key={c} className="px-4 py-3">
              <div className="h-4 w-full max-w-32 animate-pulse rounded bg-slate-200" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
