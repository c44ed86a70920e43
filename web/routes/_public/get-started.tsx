import { createFileRoute } from "@tanstack/react-router";
import { SignUpForm } from "#web/features/auth/components/sign-up-form";
import { skipIfSignedIn } from "#web/features/auth/guards";
import { textParams } from "#web/lib/search-params";

// Declared apart: typed inside the route object, it would be inferred from the route that reads it.
const validateSearch = textParams("q", "oauth_error");

export const Route = createFileRoute("/_public/get-started")({
  validateSearch,
  beforeLoad: () => skipIfSignedIn("/dashboard"),
  component: () => {
    const search = Route.useSearch();
    return <SignUpForm query={search.q} oauthError={search.oauth_error} />;
  },
});
