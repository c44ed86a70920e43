import { createFileRoute, Outlet } from "@tanstack/react-router";
import { mainFocusClass } from "#web/components/ui/skip-link";
import { PublicFooter } from "#web/features/layout/components/public-footer";
import { PublicHeader } from "#web/features/layout/components/public-header";
import { SiteBanner } from "#web/features/layout/components/site-banner";

export const Route = createFileRoute("/_public")({
  component: () => (
    <div className="flex min-h-screen flex-col">
      <SiteBanner />
      <PublicHeader />
      <main id="main" tabIndex={-1} className={`flex-1 ${mainFocusClass}`}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  ),
});
