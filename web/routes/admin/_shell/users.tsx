import { createFileRoute } from "@tanstack/react-router";
import { Users } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/admin/_shell/users")({
  component: () => (
    <>
      <PageHeader title="User Health Management" />
      <EmptyState icon={Users} title="No data yet">
        Accounts, their plans, usage and health scores will be listed here.
      </EmptyState>
    </>
  ),
});
