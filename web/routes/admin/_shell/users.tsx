import { createFileRoute } from "@tanstack/react-router";
import { AdminUsersPage } from "#web/features/admin/components/admin-users-page";

export const Route = createFileRoute("/admin/_shell/users")({
  component: AdminUsersPage,
});
