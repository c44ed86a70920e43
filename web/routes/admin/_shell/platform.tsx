import { createFileRoute } from "@tanstack/react-router";
import { Server } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/admin/_shell/platform")({
  component: () => (
    <>
      <PageHeader title="Platform" />
      <EmptyState icon={Server} title="No data yet">
        Source connectors, cron jobs and system status will be shown here.
      </EmptyState>
    </>
  ),
});
