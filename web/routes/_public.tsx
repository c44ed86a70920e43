import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PublicFooter } from "#web/features/layout/components/public-footer";
import { PublicHeader } from "#web/features/layout/components/public-header";
import { SiteBanner } from "#web/features/layout/components/site-banner";

export const Route = createFileRoute("/_public")({
  component: () => (
    <div className="flex min-h-screen flex-col">
      <SiteBanner />
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  ),
});
