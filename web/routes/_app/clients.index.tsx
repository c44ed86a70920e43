import { createFileRoute } from "@tanstack/react-router";
import { Users } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/_app/clients/")({
  component: () => (
    <>
      <PageHeader title="Clients" />
      <EmptyState icon={Users} title="No clients yet">
        Prospects you pitch become clients you can move through stages and attach revenue to.
      </EmptyState>
    </>
  ),
});
