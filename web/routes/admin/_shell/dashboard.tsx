import { createFileRoute } from "@tanstack/react-router";
import { AdminDashboardPage } from "#web/features/admin/components/admin-dashboard-page";

export const Route = createFileRoute("/admin/_shell/dashboard")({
  component: AdminDashboardPage,
});
