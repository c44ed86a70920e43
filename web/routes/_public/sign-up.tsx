import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { SignUpForm } from "#web/features/auth/components/sign-up-form";

export const Route = createFileRoute("/_public/sign-up")({
  validateSearch: v.object({ q: v.optional(v.string()), oauth_error: v.optional(v.string()) }),
  component: () => {
    const search = Route.useSearch();
    return <SignUpForm query={search.q} oauthError={search.oauth_error} />;
  },
});
