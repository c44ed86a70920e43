import { createFileRoute } from "@tanstack/react-router";
import { parseTableSearch } from "#web/components/data-table/table-search";
import { AdminUsersPage } from "#web/features/admin/components/admin-users-page";

export const Route = createFileRoute("/admin/_shell/users")({
  validateSearch: parseTableSearch,
  component: AdminUsersPage,
});
