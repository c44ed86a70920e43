import { createFileRoute } from "@tanstack/react-router";
import { SignInForm } from "#web/features/auth/components/sign-in-form";
import { safeRedirect, skipIfSignedIn } from "#web/features/auth/guards";
import { textParams } from "#web/lib/search-params";

// Declared apart: typed inside the route object, it would be inferred from the route that reads it.
const validateSearch = textParams("redirect", "oauth_error");

export const Route = createFileRoute("/_public/sign-in")({
  validateSearch,
  beforeLoad: ({ search }) => skipIfSignedIn(safeRedirect(search.redirect)),
  component: () => {
    const search = Route.useSearch();
    return <SignInForm redirect={search.redirect} oauthError={search.oauth_error} />;
  },
});
