import { AlertTriangle, CheckCircle2, Mail } from "lucide-react";
import { LoadError } from "#web/components/data-table/data-table";
import { Card } from "#web/components/ui/card";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { fetchEmailStatus } from "../api";

/** The e-mail service as the Worker is configured, the last day's sending and the newest failures. */
export function EmailStatusCard({ refreshKey }: { refreshKey: string }) {
  const { data, error, loading, reload } = useAdminQuery(`email-status:${refreshKey}`, fetchEmailStatus);
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Mail className="size-5 text-brand-600" aria-hidden /> Email service status
      </h2>
      {error && (
        <div className="mt-4">
          <LoadError message={error} onRetry={reload} />
        </div>
      )}
      {loading && !data ? (
        <div className="mt-4 space-y-2" aria-hidden>
          <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        </div>
      ) : (
        data && (
          <>
            <p className="mt-4 flex items-start gap-2 text-sm">
              {data.mode === "provider" ? (
                <>
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
                  <span>
                    Sending through <strong>{data.providerHost}</strong>
                    {!data.apiKeySet && <span className="text-red-700"> — no API key is set (EMAIL_API_KEY)</span>}
                  </span>
                </>
              ) : (
                <>
                  <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
                  <span>
                    No provider configured: messages stay in the local outbox (set EMAIL_PROVIDER_URL and EMAIL_API_KEY
                    to deliver them).
                  </span>
                </>
              )}
            </p>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              <div className="col-span-2">
                <dt className="text-slate-600">From</dt>
                <dd className="break-all font-medium text-slate-900">{data.from}</dd>
              </div>
              {/* 'sent' is what the provider accepted; 'local' is what stayed in the outbox table with no provider set. */}
              {(data.mode === "provider" || data.last24h.sent > 0) && (
                <div>
                  <dt className="text-slate-600">Delivered (24 h)</dt>
                  <dd className="font-medium text-slate-900">{data.last24h.sent}</dd>
                </div>
              )}
              {(data.mode === "local" || data.last24h.local > 0) && (
                <div>
                  <dt className="text-slate-600">Kept in the outbox (24 h)</dt>
                  <dd className="font-medium text-slate-900">{data.last24h.local}</dd>
                </div>
              )}
              <div>
                <dt className="text-slate-600">Failed (24 h)</dt>
                <dd className={`font-medium ${data.last24h.failed ? "text-red-700" : "text-slate-900"}`}>
                  {data.last24h.failed}
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">Announcements waiting in the queue</dt>
                <dd className="font-medium text-slate-900">{data.campaignQueue}</dd>
              </div>
            </dl>
            <h3 className="mt-5 text-sm font-semibold text-slate-900">Last failures</h3>
            {data.lastFailures.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">None.</p>
            ) : (
              <ul className="mt-2 space-y-2 text-sm">
                {data.lastFailures.map((f) => (
                  <li key={`${f.at}-${f.to}`} className="rounded-lg bg-red-50 p-2 text-red-900">
                    <p className="font-medium">{f.error || "Unknown error"}</p>
                    <p className="text-xs">
                      {new Date(f.at).toLocaleString()} · {f.kind} · {f.to}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </>
        )
      )}
    </Card>
  );
}
