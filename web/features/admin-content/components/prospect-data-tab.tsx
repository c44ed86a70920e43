import { useCallback, useState } from "react";
import { ProspectImportPanel } from "./prospect-import-panel";
import { ProspectList } from "./prospect-list";
import { SourcesPanel } from "./sources-panel";

/** The Prospect Data tab: the prospects themselves, the sources that bring them, and uploads. */
export function ProspectDataTab() {
  // Bumped when a source run or an upload may have added rows, so the list and the import history reload.
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  return (
    <div className="space-y-6">
      <ProspectList version={version} />
      <SourcesPanel onRan={changed} />
      <ProspectImportPanel version={version} onImported={changed} />
    </div>
  );
}
