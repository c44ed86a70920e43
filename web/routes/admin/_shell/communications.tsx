import { createFileRoute } from "@tanstack/react-router";
import { Mail } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/admin/_shell/communications")({
  component: () => (
    <>
      <PageHeader title="Communications Center" />
      <EmptyState icon={Mail} title="No data yet">
        Announcements to All, Paid, Free, Global and Nigerian users and their campaign results will be shown here.
      </EmptyState>
    </>
  ),
});
