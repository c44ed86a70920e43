import { createFileRoute } from "@tanstack/react-router";
import { useSession } from "#web/features/auth/session-store";
import { SettingsPage } from "#web/features/settings/components/settings-page";

export const Route = createFileRoute("/_app/settings")({
  component: () => {
    const me = useSession();
    return me ? <SettingsPage me={me} /> : null;
  },
});
