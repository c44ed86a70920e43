import { createFileRoute } from "@tanstack/react-router";
import { UserX } from "lucide-react";
import { ButtonLink } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";

export const Route = createFileRoute("/_app/prospects/$id")({
  component: ProspectPage,
});

function ProspectPage() {
  return (
    <EmptyState
      headingLevel={1}
      icon={UserX}
      title="Client Not Found"
      action={<ButtonLink to="/prospects">Back to Clients</ButtonLink>}
    >
      No prospect with this id is available.
    </EmptyState>
  );
}
