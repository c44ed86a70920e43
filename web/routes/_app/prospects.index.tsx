import { createFileRoute } from "@tanstack/react-router";
import { Search } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/_app/prospects/")({
  component: () => (
    <>
      <PageHeader title="Find Ready-to-Buy Clients" />
      <EmptyState icon={Search} title="No search yet">
        Describe your ideal client and matching prospects with a buying signal will be listed here.
      </EmptyState>
    </>
  ),
});
