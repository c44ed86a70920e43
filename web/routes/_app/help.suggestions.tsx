import { createFileRoute } from "@tanstack/react-router";
import { SuggestionsPage } from "#web/features/help/components/suggestions-page";

// /help is the public help centre (prerendered); suggestions need an account, so they live here.
export const Route = createFileRoute("/_app/help/suggestions")({
  component: SuggestionsPage,
});
