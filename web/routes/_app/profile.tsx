import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "#web/features/profile/components/profile-page";
import { useSession } from "#web/lib/session";

export const Route = createFileRoute("/_app/profile")({
  component: () => {
    const me = useSession();
    return me ? <ProfilePage key={me.user.email} me={me} /> : null;
  },
});
