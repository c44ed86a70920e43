import { createFileRoute } from "@tanstack/react-router";
import { Database } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/admin/_shell/content")({
  component: () => (
    <>
      <PageHeader title="Content Management" />
      <EmptyState icon={Database} title="No data yet">
        Prospect imports (CSV or JSON up to 50MB), pitch templates and platform content will be managed here.
      </EmptyState>
    </>
  ),
});
