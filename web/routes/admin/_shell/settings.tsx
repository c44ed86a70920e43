import { createFileRoute } from "@tanstack/react-router";
import { Settings } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/admin/_shell/settings")({
  component: () => (
    <>
      <PageHeader title="Settings" />
      <EmptyState icon={Settings} title="No data yet">
        Platform settings will be managed here.
      </EmptyState>
    </>
  ),
});
