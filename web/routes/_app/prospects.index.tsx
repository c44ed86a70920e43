import { createFileRoute } from "@tanstack/react-router";
import { ProspectSearchPage } from "#web/features/prospects/components/prospect-search-page";
import { parseProspectsSearch } from "#web/features/prospects/search-params";
import { useSession } from "#web/lib/session";

export const Route = createFileRoute("/_app/prospects/")({
  validateSearch: parseProspectsSearch,
  component: () => {
    const me = useSession();
    const { q, search } = Route.useSearch();
    return me ? <ProspectSearchPage me={me} q={q} searchId={search} /> : null;
  },
});
