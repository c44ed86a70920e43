import { createFileRoute } from "@tanstack/react-router";
import { UnsubscribePage } from "#web/features/pitches/components/unsubscribe-page";

// For the recipients of pitches (no account): outside _public and not in the prerendered pages.
export const Route = createFileRoute("/unsubscribe")({
  validateSearch: (search: Record<string, unknown>): { t?: string } =>
    typeof search.t === "string" && search.t ? { t: search.t } : {},
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { t } = Route.useSearch();
  return <UnsubscribePage token={t} />;
}
