import { createFileRoute } from "@tanstack/react-router";
import { requireSession } from "#web/features/auth/guards";
import { OnboardingForm } from "#web/features/profile/components/onboarding-form";
import { textParams } from "#web/lib/search-params";

// Declared apart: typed inside the route object, it would be inferred from the route that reads it.
const validateSearch = textParams("q");

export const Route = createFileRoute("/_public/onboarding")({
  validateSearch,
  beforeLoad: ({ location }) => requireSession(location.href),
  component: () => <OnboardingForm query={Route.useSearch().q} />,
});
