import { isDay } from "#db/validation/day";
import { parseTableSearch } from "#web/components/data-table/table-search";

// Kept apart from the audit log's screen: the route's validateSearch runs in the first
// load, and importing the screen from there would put the whole table in it.

/** What the audit log keeps in the URL of /admin/platform, so a filtered page can be linked and reloaded. */
export type AuditSearch = { page?: number; admin?: number; action?: string; from?: string; to?: string };

const MAX_ACTION = 100;

/**
 * The page as every admin list reads it (parseTableSearch) and the four
 * filters, each checked as the audit API checks it; a value that would not
 * pass is dropped rather than sent, so a mangled link shows the whole log.
 * Every key is answered (undefined when absent or bad) so the router keeps
 * none of the bad ones as they came.
 */
export function parseAuditSearch(search: Record<string, unknown>): AuditSearch {
  const { page } = parseTableSearch(search);
  const admin = Number(search.admin);
  // The router reads values as JSON, so an action that looks like a number arrives as one.
  const action =
    typeof search.action === "string" || typeof search.action === "number" ? String(search.action).trim() : "";
  return {
    page,
    admin: Number.isInteger(admin) && admin > 0 && admin < 2_147_483_648 ? admin : undefined,
    action: action && action.length <= MAX_ACTION ? action : undefined,
    from: isDay(search.from) ? search.from : undefined,
    to: isDay(search.to) ? search.to : undefined,
  };
}
