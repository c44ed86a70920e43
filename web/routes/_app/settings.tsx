import { createFileRoute } from "@tanstack/react-router";
import { SettingsPage } from "#web/features/settings/components/settings-page";
import { useSession } from "#web/lib/session";

export const Route = createFileRoute("/_app/settings")({
  component: () => {
    const me = useSession();
    return me ? <SettingsPage me={me} /> : null;
  },
});
