import { Link } from "@tanstack/react-router";
import { Badge, formatDate } from "#web/components/admin/admin-ui";
import { fetchSources } from "#web/lib/admin/api";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { SettingsPanel } from "./settings-panel";

/** The prospect sources, read only: they are run and managed on the content page's Prospect Data tab. */
export function SourcesOverview() {
  const query = useAdminQuery("sources", fetchSources);
  return (
    <SettingsPanel
      title="Prospect sources"
      description={
        <>
          Read only here; run them from{" "}
          <Link to="/admin/content" className="font-medium text-brand-700 underline">
            Content, Prospect Data
          </Link>
          .
        </>
      }
      query={query}
      isEmpty={(d) => d.sources.length === 0}
      loadingText="Loading sources…"
      emptyText="No sources are configured (SOURCES in wrangler.toml)."
    >
      {(data) => (
        <ul className="divide-y divide-slate-100">
          {data.sources.map((s) => (
            <li key={s.name} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span className="font-medium text-slate-900">{s.name}</span>
              <span className="flex flex-wrap items-center gap-2 text-slate-700">
                {s.enabled ? <Badge tone="green">Enabled</Badge> : <Badge tone="slate">Off</Badge>}
                {s.lastRunAt ? `Last run ${formatDate(s.lastRunAt)}` : "Never run"}
                {s.lastStatus === "failed" && <Badge tone="red">Failed</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SettingsPanel>
  );
}
