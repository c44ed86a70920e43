import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "#web/components/ui/page-header";
import { AuditLog } from "#web/features/admin-settings/audit-log";
import { parseAuditSearch } from "#web/features/admin-settings/audit-search";
import { SourcesOverview } from "#web/features/admin-settings/sources-overview";

export const Route = createFileRoute("/admin/_shell/platform")({
  // The audit log's page and filters (docs/frontend.md, "Admin lists").
  validateSearch: parseAuditSearch,
  component: () => (
    <>
      <PageHeader title="Platform" subtitle="What the platform did and who did it. Super admins only." />
      <div className="flex flex-col gap-6">
        <SourcesOverview />
        <AuditLog />
      </div>
    </>
  ),
});
