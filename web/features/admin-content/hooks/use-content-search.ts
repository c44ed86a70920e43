import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import type { ContentSearch } from "../search";

/**
 * The Prospect Data tab's state, read from and written to the URL. A change of
 * search or filter goes back to page 1; opening a record replaces the history
 * entry so Back leaves the page rather than stepping through records.
 */
export function useContentSearch() {
  const search = useSearch({ from: "/admin/_shell/content" });
  const navigate = useNavigate();
  const update = useCallback(
    (patch: Partial<ContentSearch>, opts: { replace?: boolean } = {}) => {
      void navigate({
        to: "/admin/content",
        search: (prev) => {
          const next: ContentSearch = { ...prev, ...patch };
          for (const key of Object.keys(next) as (keyof ContentSearch)[]) {
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
  return [search, update] as const;
}
