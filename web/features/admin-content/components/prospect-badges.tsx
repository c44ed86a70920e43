import { Badge } from "#web/components/admin/admin-ui";
import type { AdminProspectRow } from "../api";
import { sourceLabels } from "../search";

export const signalLabels: Record<AdminProspectRow["signalKind"], string> = {
  hiring: "Hiring",
  launch: "Launch",
  funding: "Funding",
  pain_point: "Asking for help",
};

export function SourceBadge({ source }: { source: AdminProspectRow["source"] }) {
  return <Badge tone={source === "demo" ? "violet" : "blue"}>{sourceLabels[source] ?? source}</Badge>;
}

/** Hidden and Demo, the two states an admin acts on; nothing for an ordinary visible row. */
export function StateBadges({ hidden, isDemo }: { hidden: boolean; isDemo: boolean }) {
  if (!hidden && !isDemo) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {hidden && <Badge tone="orange">Hidden</Badge>}
      {isDemo && <Badge tone="purple">Demo</Badge>}
    </span>
  );
}
