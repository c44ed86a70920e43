import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { SignInForm } from "#web/features/auth/components/sign-in-form";

export const Route = createFileRoute("/_public/sign-in")({
  validateSearch: v.object({ redirect: v.optional(v.string()), oauth_error: v.optional(v.string()) }),
  component: () => {
    const search = Route.useSearch();
    return <SignInForm redirect={search.redirect} oauthError={search.oauth_error} />;
  },
});
