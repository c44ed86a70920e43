import { createFileRoute } from "@tanstack/react-router";
import { DollarSign } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/admin/_shell/revenue")({
  component: () => (
    <>
      <PageHeader title="Revenue & Business Analytics" />
      <EmptyState icon={DollarSign} title="No data yet">
        Revenue from plans and early-access purchases will be reported here.
      </EmptyState>
    </>
  ),
});
