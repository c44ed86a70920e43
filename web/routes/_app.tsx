import { createFileRoute, Outlet, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { mainFocusClass, SkipLink } from "#web/components/ui/skip-link";
import { signOut } from "#web/features/auth/api/auth";
import { requireOnboardedSession } from "#web/features/auth/guards";
import { useResumeCheckout } from "#web/features/billing/use-resume-checkout";
import { AppHeader } from "#web/features/layout/components/app-header";
import { MobileBottomNav } from "#web/features/layout/components/mobile-bottom-nav";
import { SiteBanner } from "#web/features/layout/components/site-banner";
import { syncTimeZone } from "#web/features/profile/api/profile";
import { setSession, useSession } from "#web/lib/session";
import { useRouteFocus } from "#web/lib/use-route-focus";

export const Route = createFileRoute("/_app")({
  beforeLoad: ({ location }) => requireOnboardedSession(location.href),
  component: AppLayout,
});

function AppLayout() {
  const me = useSession();
  const navigate = useNavigate();
  const userId = me?.user.id;
  const savedZone = me?.profile.timeZone;
  // The daily follow-up digest goes out at 8:00 in the profile's zone: keep it the browser's.
  useEffect(() => {
    if (userId !== undefined && savedZone !== undefined) syncTimeZone(userId, savedZone);
  }, [userId, savedZone]);
  // A plan chosen before signing up is bought as soon as the account is ready.
  useResumeCheckout(me?.profile.onboarded ?? false);
  useRouteFocus();
  const onSignOut = async () => {
    try {
      await signOut();
    } finally {
      setSession(null);
      await navigate({ to: "/sign-in" });
    }
  };
  return (
    <div className="min-h-screen pb-16 md:pb-0">
      <SkipLink />
      <SiteBanner />
      <AppHeader
        user={me ? { name: me.user.name, email: me.user.email, planId: me.plan.id } : null}
        onSignOut={onSignOut}
      />
      <main id="main" tabIndex={-1} className={`mx-auto max-w-7xl px-4 py-8 sm:px-6 ${mainFocusClass}`}>
        <Outlet />
      </main>
      <MobileBottomNav />
    </div>
  );
}
