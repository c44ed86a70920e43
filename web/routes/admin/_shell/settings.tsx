import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "#web/components/ui/page-header";
import { AdminsPanel } from "#web/features/admin-settings/admins-panel";
import { PlansPanel } from "#web/features/admin-settings/plans-panel";

export const Route = createFileRoute("/admin/_shell/settings")({
  component: () => (
    <>
      <PageHeader title="Settings" subtitle="Plans, prices and staff accounts. Super admins only." />
      <div className="flex flex-col gap-6">
        <PlansPanel />
        <AdminsPanel />
      </div>
    </>
  ),
});
