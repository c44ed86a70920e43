import { TableSearchBox } from "#web/components/data-table/data-table";
import { Select } from "#web/components/ui/form";
import { useContentSearch } from "../hooks/use-content-search";
import { type ShowFilter, showFilters, sourceLabels, sourceNames } from "../search";

/** Search text (the list's `?q=`, docs/frontend.md), source and state filters, all kept in the URL. */
export function ProspectFilters() {
  const [search, update] = useContentSearch();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <TableSearchBox label="Search prospects" placeholder="Company, name or signal text" />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <label className="sr-only" htmlFor="prospect-source-filter">
          Source
        </label>
        <Select
          id="prospect-source-filter"
          value={search.source ?? ""}
          onChange={(e) =>
            update({
              source: (e.target.value || undefined) as (typeof sourceNames)[number] | undefined,
              page: undefined,
            })
          }
          className="sm:w-40"
        >
          <option value="">All sources</option>
          {sourceNames.map((s) => (
            <option key={s} value={s}>
              {sourceLabels[s]}
            </option>
          ))}
        </Select>
        <label className="sr-only" htmlFor="prospect-show-filter">
          Show
        </label>
        <Select
          id="prospect-show-filter"
          value={search.show ?? "all"}
          onChange={(e) =>
            update({ show: e.target.value === "all" ? undefined : (e.target.value as ShowFilter), page: undefined })
          }
          className="sm:w-44"
        >
          {(Object.keys(showFilters) as ShowFilter[]).map((k) => (
            <option key={k} value={k}>
              {showFilters[k]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
