import { createFileRoute } from "@tanstack/react-router";
import { loadClientPage } from "#web/features/clients/api/clients";
import {
  ClientDetailError,
  ClientDetailLoading,
  ClientDetailPage,
  ClientNotFound,
} from "#web/features/clients/components/client-detail-page";

export const Route = createFileRoute("/_app/clients/$id")({
  loader: ({ params }) => loadClientPage(params.id),
  pendingComponent: ClientDetailLoading,
  errorComponent: ClientDetailError,
  component: ClientRoute,
});

function ClientRoute() {
  const data = Route.useLoaderData();
  return data ? <ClientDetailPage data={data} /> : <ClientNotFound />;
}
