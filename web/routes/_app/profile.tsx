import { createFileRoute } from "@tanstack/react-router";
import { useSession } from "#web/features/auth/session-store";
import { ProfilePage } from "#web/features/profile/components/profile-page";

export const Route = createFileRoute("/_app/profile")({
  component: () => {
    const me = useSession();
    return me ? <ProfilePage key={me.user.email} me={me} /> : null;
  },
});
