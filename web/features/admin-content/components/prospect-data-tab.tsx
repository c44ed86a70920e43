import { Lock } from "lucide-react";
import { useCallback, useState } from "react";
import { EmptyState } from "#web/components/ui/empty-state";
import { useAdmin } from "#web/lib/admin/session";
import { ProspectImportPanel } from "./prospect-import-panel";
import { ProspectList } from "./prospect-list";
import { SourcesPanel } from "./sources-panel";

/** The Prospect Data tab: the prospects themselves, the sources that bring them, and uploads. */
export function ProspectDataTab() {
  // Bumped when a source run or an upload may have added rows, so the list and the import history reload.
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  // The API answers 403 to a moderator on every one of these; one sentence says so instead of three errors.
  if (useAdmin()?.role === "moderator") {
    return (
      <EmptyState icon={Lock} title="Super admins manage prospect data">
        Your moderator role covers the dashboard, users, the waitlist and support. Ask a super admin to hide, delete or
        import prospects.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <ProspectList version={version} />
      <SourcesPanel onRan={changed} />
      <ProspectImportPanel version={version} onImported={changed} />
    </div>
  );
}
