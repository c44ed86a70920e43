import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { useSession } from "#web/features/auth/session-store";
import { ProspectSearchPage } from "#web/features/prospects/components/prospect-search-page";

export const Route = createFileRoute("/_app/prospects/")({
  validateSearch: v.object({ q: v.optional(v.string()) }),
  component: () => {
    const me = useSession();
    const { q } = Route.useSearch();
    return me ? <ProspectSearchPage me={me} initialQuery={q} /> : null;
  },
});
