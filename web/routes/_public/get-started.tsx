import { createFileRoute } from "@tanstack/react-router";
import { SignUpForm } from "#web/features/auth/components/sign-up-form";
import { textParams } from "#web/lib/search-params";

export const Route = createFileRoute("/_public/get-started")({
  validateSearch: textParams("q", "oauth_error"),
  component: () => {
    const search = Route.useSearch();
    return <SignUpForm query={search.q} oauthError={search.oauth_error} />;
  },
});
