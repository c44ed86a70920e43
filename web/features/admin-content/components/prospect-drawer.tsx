import { ExternalLink, Eye, EyeOff, Loader2, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { formatDate } from "#web/components/admin/admin-ui";
import { LoadError } from "#web/components/data-table/data-table";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { plural } from "#web/lib/format";
import { type AdminProspectDetail, fetchAdminProspect } from "../api";
import { useProspectActions } from "../hooks/use-prospect-actions";
import { safeHref } from "../search";
import { SourceBadge, StateBadges, signalLabels } from "./prospect-badges";

type Prospect = AdminProspectDetail["prospect"];

/** A link only for an http(s) address; anything else is shown as the text it is. */
function UrlValue({ url }: { url: string }) {
  const href = safeHref(url);
  if (!href) return <span className="break-all">{url}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-all text-brand-700 hover:underline"
    >
      {url} <ExternalLink className="inline size-3" aria-hidden />
    </a>
  );
}

function Fields({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, v]) => v !== "" && v !== null && v !== undefined);
  if (!shown.length) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
      {shown.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="mb-2 min-w-0 break-words text-slate-900 sm:mb-0">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Record({ prospect: p, references }: AdminProspectDetail) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <SourceBadge source={p.source} />
        <StateBadges hidden={p.hidden} isDemo={p.isDemo} />
        <span className="text-sm text-slate-600">
          {signalLabels[p.signalKind]} · {formatDate(p.signalDate)}
        </span>
      </div>
      {p.signalText && <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{p.signalText}</p>}
      <Section title="Used by">
        <p className="text-sm text-slate-700">
          Shown in {plural(references.searches, "search", "searches")} to{" "}
          {plural(references.searchUsers, "user", "users")}
          {" · "}
          {plural(references.clients, "user has", "users have")} it as a client
          {" · "}
          {plural(references.pitches, "pitch", "pitches")}
        </p>
        {(references.clients > 0 || references.pitches > 0) && (
          <p className="mt-1 text-xs text-slate-500">
            Users work with this prospect, so it cannot be deleted; hiding it keeps it out of every search.
          </p>
        )}
      </Section>
      <Section title="Details">
        <Fields
          items={[
            ["Person", p.name],
            ["Role", p.role],
            ["Location", p.location],
            ["Remote", p.remote ? "Yes" : ""],
            ["Industry", p.industry],
            ["Company size", p.companySize],
            ["Stage", p.stage],
            ["Still open", p.openState === "unknown" ? "" : p.openState === "open" ? "Open" : "Closed"],
            ["Budget", p.budget],
            ["Timeline", p.timeline],
            ["Tech stack", p.techStack],
            ["Contact rule", p.leadRule],
          ]}
        />
      </Section>
      <Section title="Contact">
        <Fields
          items={[
            ["Email", p.email],
            ["Phone", p.phone],
            ["Handle", p.contactHandle],
            ["Website", p.website ? <UrlValue key="website" url={p.website} /> : ""],
            ["LinkedIn", p.linkedin ? <UrlValue key="linkedin" url={p.linkedin} /> : ""],
          ]}
        />
        {!p.email && !p.phone && !p.contactHandle && !p.website && !p.linkedin && (
          <p className="text-sm text-slate-500">No contact details.</p>
        )}
      </Section>
      {(p.painPoints.length > 0 || p.insights.length > 0) && (
        <Section title="Pain points and insights">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {[...p.painPoints, ...p.insights].map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same sentence may appear twice.
              <li key={i} className="break-words">
                {t}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title="Record">
        <Fields
          items={[
            ["Id", String(p.id)],
            ["Source URL", p.sourceUrl ? <UrlValue key="source" url={p.sourceUrl} /> : ""],
            ["Source id", p.sourceId],
            ["Dedupe key", p.dedupeKey],
            ["Tags", p.tags],
            ["Added", formatDate(p.createdAt)],
            ["Updated", formatDate(p.updatedAt)],
            ["First seen", formatDate(p.firstSeenAt)],
            ["Last active", formatDate(p.lastActiveAt)],
          ]}
        />
      </Section>
    </div>
  );
}

/** The full record of one prospect beside the list (the whole screen on a phone), opened by `?prospect=<id>`. */
export function ProspectDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { data, error, loading, reload } = useAdminQuery(`prospect:${id}`, () =>
    id === null ? Promise.resolve(null) : fetchAdminProspect(id),
  );
  const current = data && id !== null && data.prospect.id === id ? data : null;
  const actions = useProspectActions({
    onChanged: () => {
      reload();
      onChanged();
    },
    onDeleted: onClose,
  });
  const p: Prospect | undefined = current?.prospect;
  const title = p ? p.company || p.name || `Prospect ${p.id}` : "Prospect";

  return (
    <Dialog
      variant="side"
      open={id !== null}
      onClose={onClose}
      title={title}
      subtitle={p?.name && p.company ? <span className="break-words">{p.name}</span> : undefined}
      footer={
        p && (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              onClick={() => void actions.setHidden(p, !p.hidden)}
              disabled={actions.busyId !== null}
            >
              {actions.busyId === p.id ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : p.hidden ? (
                <Eye className="size-4" aria-hidden />
              ) : (
                <EyeOff className="size-4" aria-hidden />
              )}
              {p.hidden ? "Unhide prospect" : "Hide from search"}
            </Button>
            <Button variant="danger" onClick={() => actions.askDelete(p)} disabled={actions.busyId !== null}>
              <Trash2 className="size-4" aria-hidden /> Delete prospect
            </Button>
          </div>
        )
      }
    >
      {error && !current && <LoadError message={error} onRetry={reload} />}
      {!error && !current && (loading || id !== null) && (
        <div className="space-y-3" aria-busy>
          <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200" />
          <div className="h-20 animate-pulse rounded bg-slate-100" />
          <div className="h-32 animate-pulse rounded bg-slate-100" />
        </div>
      )}
      {current && <Record {...current} />}
      {/* Inside the panel, so Headless UI treats it as a dialog stacked on this one. */}
      {actions.deleteDialog}
    </Dialog>
  );
}
