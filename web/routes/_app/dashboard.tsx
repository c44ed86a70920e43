import { createFileRoute } from "@tanstack/react-router";
import { useSession } from "#web/features/auth/session-store";
import { DashboardPage } from "#web/features/dashboard/components/dashboard-page";

export const Route = createFileRoute("/_app/dashboard")({
  component: () => {
    const me = useSession();
    return me ? <DashboardPage me={me} /> : null;
  },
});
