import { Link } from "@tanstack/react-router";
import { Badge, formatDate, LoadError } from "#web/components/admin/admin-ui";
import { Card } from "#web/components/ui/card";
import { fetchSources } from "#web/lib/admin/api";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";

/** The prospect sources, read only: they are run and managed on the content page's Prospect Data tab. */
export function SourcesOverview() {
  const { data, error, reload } = useAdminQuery("sources", fetchSources);
  return (
    <Card className="p-0">
      <div className="border-b border-slate-200 p-4">
        <h2 className="text-lg font-semibold text-slate-900">Prospect sources</h2>
        <p className="text-sm text-slate-600">
          Read only here; run them from{" "}
          <Link to="/admin/content" className="font-medium text-brand-700 underline">
            Content, Prospect Data
          </Link>
          .
        </p>
      </div>
      {error ? (
        <div className="p-4">
          <LoadError message={error} onRetry={reload} />
        </div>
      ) : !data ? (
        <p className="p-4 text-sm text-slate-600">Loading sources…</p>
      ) : data.sources.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">No sources are configured (SOURCES in wrangler.toml).</p>
      ) : (
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
    </Card>
  );
}
