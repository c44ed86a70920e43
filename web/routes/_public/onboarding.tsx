import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { requireSession } from "#web/features/auth/guards";
import { OnboardingForm } from "#web/features/profile/components/onboarding-form";

export const Route = createFileRoute("/_public/onboarding")({
  validateSearch: v.object({ q: v.optional(v.string()) }),
  beforeLoad: ({ location }) => requireSession(location.href),
  component: () => <OnboardingForm query={Route.useSearch().q} />,
});
