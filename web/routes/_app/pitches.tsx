import { createFileRoute } from "@tanstack/react-router";
import { FileText } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/_app/pitches")({
  component: () => (
    <>
      <PageHeader title="Pitches" />
      <EmptyState icon={FileText} title="No pitches yet">
        Pitches you write from a prospect's page are listed here as drafts, sent or responded.
      </EmptyState>
    </>
  ),
});
