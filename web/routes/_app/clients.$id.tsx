import { createFileRoute } from "@tanstack/react-router";
import { UserX } from "lucide-react";
import { ButtonLink } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";

export const Route = createFileRoute("/_app/clients/$id")({
  component: ClientPage,
});

function ClientPage() {
  return (
    <EmptyState
      headingLevel={1}
      icon={UserX}
      title="Client Not Found"
      action={<ButtonLink to="/clients">Back to Clients</ButtonLink>}
    >
      No client with this id is in your list.
    </EmptyState>
  );
}
