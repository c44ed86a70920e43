import { createFileRoute } from "@tanstack/react-router";
import { AdminSupportPage } from "#web/features/admin/components/admin-support-page";

export const Route = createFileRoute("/admin/_shell/support")({
  component: AdminSupportPage,
});
