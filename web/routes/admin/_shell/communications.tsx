import { createFileRoute } from "@tanstack/react-router";
import { CommunicationsPage } from "#web/features/admin-communications/components/communications-page";

const IDS = /^\d{1,10}(,\d{1,10}){0,4999}$/;

export const Route = createFileRoute("/admin/_shell/communications")({
  // `?waitlist=3,8,21`: the entries picked on the waitlist page for a Bulk Email.
  // The router reads `?waitlist=7` as the number 7, and `?waitlist=7,9` as text.
  validateSearch: (search: Record<string, unknown>): { waitlist?: string } => {
    const raw = typeof search.waitlist === "number" ? String(search.waitlist) : search.waitlist;
    return typeof raw === "string" && IDS.test(raw) ? { waitlist: raw } : {};
  },
  component: CommunicationsRoute,
});

function CommunicationsRoute() {
  const { waitlist } = Route.useSearch();
  const ids = waitlist ? [...new Set(waitlist.split(",").map(Number))].filter((n) => n > 0) : [];
  return <CommunicationsPage waitlistIds={ids} />;
}
