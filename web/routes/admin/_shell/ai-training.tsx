import { createFileRoute } from "@tanstack/react-router";
import { AiPerformancePage } from "#web/features/admin-analytics/components/ai-performance-page";
import { parseRangeSearch } from "#web/features/admin-analytics/range";

export const Route = createFileRoute("/admin/_shell/ai-training")({
  validateSearch: parseRangeSearch,
  component: AiTrainingRoute,
});

function AiTrainingRoute() {
  const range = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AiPerformancePage range={range} onRange={(search) => void navigate({ search })} />;
}
