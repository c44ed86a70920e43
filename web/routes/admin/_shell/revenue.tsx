import { createFileRoute } from "@tanstack/react-router";
import { RevenuePage } from "#web/features/admin-analytics/components/revenue-page";
import { parseRangeSearch } from "#web/features/admin-analytics/range";

export const Route = createFileRoute("/admin/_shell/revenue")({
  validateSearch: parseRangeSearch,
  component: RevenueRoute,
});

function RevenueRoute() {
  const range = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RevenuePage range={range} onRange={(search) => void navigate({ search })} />;
}
