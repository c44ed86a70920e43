import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "#web/features/dashboard/components/dashboard-page";
import { useSession } from "#web/lib/session";

export const Route = createFileRoute("/_app/dashboard")({
  component: () => {
    const me = useSession();
    return me ? <DashboardPage me={me} /> : null;
  },
});
