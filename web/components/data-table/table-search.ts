import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";

/** What an admin list keeps in the URL, so a search or a page can be linked, reloaded and gone back to. */
export type TableSearch = { q?: string; page?: number };

export const MAX_QUERY = 100;
const MAX_PAGE = 10_000;

/**
 * For a list route's validateSearch. The router parses search values as JSON
 * (`?q=230` arrives as a number), so a number is read back as text; a query
 * past 100 characters is cut, and a page that is not a whole number from 2 up
 * is dropped (page 1 is the URL without one). Other keys pass through as they
 * came, for a screen's own filters.
 */
export function parseTableSearch<T extends Record<string, unknown>>(search: T): Omit<T, "q" | "page"> & TableSearch {
  const { q: rawQ, page: rawPage, ...rest } = search;
  const q = typeof rawQ === "string" || typeof rawQ === "number" ? String(rawQ).trim().slice(0, MAX_QUERY) : "";
  const page = Number(rawPage);
  return {
    ...rest,
    q: q || undefined,
    page: Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : undefined,
  };
}

/**
 * The current list's search and page, read from the URL, with setters that
 * write them back. A new search goes back to the first page and replaces the
 * history entry (typing is not a place to go back to); turning a page adds one.
 */
export function useTableSearch() {
  const raw = useSearch({ strict: false });
  const { q = "", page = 1 } = parseTableSearch(raw);
  const navigate = useNavigate();
  const setQuery = useCallback(
    (next: string) => {
      const text = next.trim().slice(0, MAX_QUERY);
      void navigate({
        to: ".",
        search: (prev) => ({ ...prev, q: text || undefined, page: undefined }),
        replace: true,
      });
    },
    [navigate],
  );
  const setPage = useCallback(
    (next: number) => {
      void navigate({ to: ".", search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) });
    },
    [navigate],
  );
  return { q, page, setQuery, setPage };
}
