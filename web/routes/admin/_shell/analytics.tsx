import { createFileRoute } from "@tanstack/react-router";
import { BarChart3 } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/admin/_shell/analytics")({
  component: () => (
    <>
      <PageHeader title="Analytics" />
      <EmptyState icon={BarChart3} title="No data yet">
        Search, pitch and response trends will be charted here.
      </EmptyState>
    </>
  ),
});
