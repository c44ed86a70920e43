/**
 * How the app's own search boxes (dashboard, landing hero, onboarding) hand a
 * query to /prospects so it runs at once: in the router's history STATE, never
 * in the URL. A URL (`/prospects?q=...`) only fills the search box, so a link
 * from another site, a reload or the Back button can never spend a search.
 *
 *   navigate({ to: "/prospects", state: { runQuery: "fintech startups hiring" } })
 *
 * The search page consumes it once: it clears the state from the history entry
 * before it runs the search, then replaces the entry with `?search=<id>`.
 */
declare module "@tanstack/react-router" {
  interface HistoryState {
    /** A query the user asked to run now (see above). Read once by /prospects. */
    runQuery?: string;
  }
}

/** The history state that runs `query` on /prospects at once: `{ runQuery: query }`. */
export const runQueryState = (query: string) => ({ runQuery: query });
