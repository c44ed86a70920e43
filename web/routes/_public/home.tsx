import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "#web/features/marketing/components/home-page";

export const Route = createFileRoute("/_public/home")({
  component: HomePage,
});
