import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPolicyPage } from "#web/features/legal/components/privacy-policy-page";

export const Route = createFileRoute("/_public/privacy-policy")({
  component: PrivacyPolicyPage,
});
