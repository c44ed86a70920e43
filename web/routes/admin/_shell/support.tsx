import { createFileRoute } from "@tanstack/react-router";
import { LifeBuoy } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/admin/_shell/support")({
  component: () => (
    <>
      <PageHeader title="Support Center" />
      <EmptyState icon={LifeBuoy} title="No data yet">
        Help requests and feature suggestions from users will be listed here.
      </EmptyState>
    </>
  ),
});
