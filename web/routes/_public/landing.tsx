import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "#web/features/marketing/components/landing-page";

export const Route = createFileRoute("/_public/landing")({
  component: LandingPage,
});
