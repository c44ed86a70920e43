import { createFileRoute } from "@tanstack/react-router";
import { AnalyticsPage } from "#web/features/admin-analytics/components/analytics-page";
import { parseRangeSearch } from "#web/features/admin-analytics/range";

export const Route = createFileRoute("/admin/_shell/analytics")({
  validateSearch: parseRangeSearch,
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const range = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AnalyticsPage range={range} onRange={(search) => void navigate({ search })} />;
}
