import { createFileRoute } from "@tanstack/react-router";
import { CookiePolicyPage } from "#web/features/legal/components/cookie-policy-page";

export const Route = createFileRoute("/_public/cookie-policy")({
  component: CookiePolicyPage,
});
