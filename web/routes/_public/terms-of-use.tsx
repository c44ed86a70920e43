import { createFileRoute } from "@tanstack/react-router";
import { TermsOfUsePage } from "#web/features/legal/components/terms-of-use-page";

export const Route = createFileRoute("/_public/terms-of-use")({
  component: TermsOfUsePage,
});
