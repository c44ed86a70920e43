import { createFileRoute } from "@tanstack/react-router";
import { LayoutDashboard } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/admin/_shell/")({
  component: () => (
    <>
      <PageHeader title="Business Intelligence" />
      <EmptyState icon={LayoutDashboard} title="No data yet">
        Sign-ups, usage and revenue figures will appear here as accounts are created.
      </EmptyState>
    </>
  ),
});
