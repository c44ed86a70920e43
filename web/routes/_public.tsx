import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PublicFooter } from "#web/features/layout/components/public-footer";
import { PublicHeader } from "#web/features/layout/components/public-header";

export const Route = createFileRoute("/_public")({
  component: () => (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  ),
});
