import { createFileRoute } from "@tanstack/react-router";
import { SignInForm } from "#web/features/auth/components/sign-in-form";
import { textParams } from "#web/lib/search-params";

export const Route = createFileRoute("/_public/sign-in")({
  validateSearch: textParams("redirect", "oauth_error"),
  component: () => {
    const search = Route.useSearch();
    return <SignInForm redirect={search.redirect} oauthError={search.oauth_error} />;
  },
});
