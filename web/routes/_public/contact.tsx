import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "#web/features/marketing/components/contact-page";

export const Route = createFileRoute("/_public/contact")({
  component: ContactPage,
});
