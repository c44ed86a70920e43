import { createFileRoute } from "@tanstack/react-router";
import { WaitlistPage } from "#web/features/marketing/components/waitlist-page";

export const Route = createFileRoute("/_public/")({
  component: WaitlistPage,
});
