import { createFileRoute } from "@tanstack/react-router";
import { LayoutDashboard } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/_app/dashboard")({
  component: () => (
    <>
      <PageHeader title="Dashboard" />
      <EmptyState icon={LayoutDashboard} title="Nothing here yet">
        Your responses, meetings, revenue and follow-ups will appear here once you start sending pitches.
      </EmptyState>
    </>
  ),
});
