import { createFileRoute } from "@tanstack/react-router";
import { fetchClients } from "#web/features/clients/api/clients";
import { ClientsPage } from "#web/features/clients/components/clients-page";
import { type ClientsDeps, depsOf, parseClientsSearch, settle } from "#web/features/clients/search";

export const Route = createFileRoute("/_app/clients/")({
  validateSearch: parseClientsSearch,
  loaderDeps: ({ search }): ClientsDeps => depsOf(search),
  // Not awaited: the page shows at once, with its search box and tabs, and fills in the list (see ClientsPage).
  loader: ({ deps }) => ({ result: settle(fetchClients(deps)) }),
  component: ClientsRoute,
});

function ClientsRoute() {
  const { result } = Route.useLoaderData();
  const deps = Route.useLoaderDeps();
  return <ClientsPage result={result} deps={deps} />;
}
