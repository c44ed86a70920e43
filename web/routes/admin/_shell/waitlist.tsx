import { createFileRoute } from "@tanstack/react-router";
import { parseTableSearch } from "#web/components/data-table/table-search";
import { AdminWaitlistPage } from "#web/features/admin/components/admin-waitlist-page";

export const Route = createFileRoute("/admin/_shell/waitlist")({
  validateSearch: parseTableSearch,
  component: AdminWaitlistPage,
});
