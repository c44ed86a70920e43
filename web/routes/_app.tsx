import { createFileRoute, Outlet } from "@tanstack/react-router";
import { AppHeader } from "#web/features/layout/components/app-header";
import { MobileBottomNav } from "#web/features/layout/components/mobile-bottom-nav";

export const Route = createFileRoute("/_app")({
  component: () => (
    <div className="min-h-screen pb-16 md:pb-0">
      <AppHeader user={null} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <Outlet />
      </main>
      <MobileBottomNav />
    </div>
  ),
});
