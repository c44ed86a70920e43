import { createFileRoute } from "@tanstack/react-router";
import { AdminRefundsPage } from "#web/features/billing/components/admin-refunds-page";

export const Route = createFileRoute("/admin/_shell/refunds")({
  component: AdminRefundsPage,
});
