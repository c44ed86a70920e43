import { createFileRoute } from "@tanstack/react-router";
import { User } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";

export const Route = createFileRoute("/_app/profile")({
  component: () => (
    <>
      <PageHeader title="Profile" />
      <EmptyState icon={User} title="Profile">
        Your niche, skills and the pain points you solve will be shown and edited here.
      </EmptyState>
    </>
  ),
});
