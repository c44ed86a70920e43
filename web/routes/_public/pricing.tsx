import { createFileRoute } from "@tanstack/react-router";
import { PricingPage } from "#web/features/marketing/components/pricing-page";

export const Route = createFileRoute("/_public/pricing")({
  component: PricingPage,
});
