import { createFileRoute } from "@tanstack/react-router";
import { ListChecks } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/admin/_shell/waitlist")({
  component: () => (
    <>
      <PageHeader title="Waitlist Management" />
      <EmptyState icon={ListChecks} title="No data yet">
        Waitlist sign-ups will be listed here, newest first, with a CSV export.
      </EmptyState>
    </>
  ),
});
