import { createFileRoute } from "@tanstack/react-router";
import { Brain } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/admin/_shell/ai-training")({
  component: () => (
    <>
      <PageHeader title="AI Performance" />
      <EmptyState icon={Brain} title="No data yet">
        Match-score accuracy and pitch response rates will be tracked here against the 95% target.
      </EmptyState>
    </>
  ),
});
