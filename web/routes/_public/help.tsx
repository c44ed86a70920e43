import { createFileRoute } from "@tanstack/react-router";
import { HelpPage } from "#web/features/marketing/components/help-page";

export const Route = createFileRoute("/_public/help")({
  component: HelpPage,
});
