import {
  ArrowLeft,
  Building2,
  Calendar,
  ExternalLink,
  Globe,
  Link2,
  Mail,
  MapPin,
  PenLine,
  Phone,
  UserCheck,
  UserPlus,
} from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ContactRuleNotice } from "#web/components/contact-rule-notice";
import { MatchExplanation } from "#web/components/match-explanation";
import { DemoBadge, MatchScoreBadge, SourceBadge, signalLabels, sourceLabel } from "#web/components/prospect-badges";
import { Button, ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { toast } from "#web/components/ui/toast";
import { formatDate, initials, linkLabel, messageOf, signalDateText, undatedListing } from "#web/lib/format";
import type { Me } from "#web/lib/session";
import type { ProspectDetail } from "../api/prospects";
import { saveAsClient } from "../api/prospects";
import { FreshnessBadge, LeadRule, posterLine, SourceCredit } from "./signal-meta";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </Card>
  );
}

/**
 * The pitch composer is the pitches feature's; the route hands it in so this
 * feature does not import another (docs/frontend.md).
 */
type RenderComposer = (props: { onClose: () => void; onClientId: (clientId: number) => void }) => ReactNode;

export function ProspectDetailPage({
  p,
  me,
  renderComposer,
}: {
  p: ProspectDetail;
  me: Me;
  renderComposer: RenderComposer;
}) {
  const [pitching, setPitching] = useState(false);
  // Already a client (pitched or saved before): 'View client' from the start, never a second 'Save'.
  const [clientId, setClientId] = useState<number | null>(p.clientId);
  const [saving, setSaving] = useState(false);
  // 'Save as client' gives way to 'View client': focus goes there, not to the page's start.
  const actions = useRef<HTMLDivElement>(null);
  const focusViewClient = useRef(false);
  useEffect(() => {
    if (clientId === null || !focusViewClient.current) return;
    focusViewClient.current = false;
    actions.current?.querySelector("a")?.focus();
  }, [clientId]);
  const score = p.match?.score;
  const pitchesLeft = Math.max(0, me.usage.maxPitches - me.usage.pitchesUsed);

  const save = async () => {
    setSaving(true);
    try {
      const { client, created } = await saveAsClient(p.id);
      focusViewClient.current = true;
      setClientId(client.id);
      toast({
        title: "Saved to clients",
        description: created
          ? `${p.company} is in your clients as a New Lead. Open it from “View client”.`
          : `${p.company} was already in your clients. Open it from “View client”.`,
      });
    } catch (err) {
      toast({ title: "Could not save", description: messageOf(err), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };
  const contacts = [
    p.contact.email && { icon: Mail, label: p.contact.email, href: `mailto:${p.contact.email}` },
    p.contact.phone && { icon: Phone, label: p.contact.phone, href: `tel:${p.contact.phone}` },
    p.contact.linkedIn && { icon: Link2, label: "LinkedIn", href: p.contact.linkedIn },
    p.contact.website && { icon: Globe, label: linkLabel(p.contact.website), href: p.contact.website },
  ].filter(Boolean) as { icon: typeof Mail; label: string; href: string }[];

  return (
    <div className="space-y-6">
      {/* Back to the stored results of the search that showed this prospect: reopening it uses no quota. */}
      <ButtonLink
        to="/prospects"
        search={p.match ? { search: p.match.searchId } : {}}
        variant="ghost"
        size="sm"
        // The arrow lines up with the card's edge below; the padding is only the hover area.
        className="-ml-3"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to search
      </ButtonLink>
      <Card className="p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-4">
            <div
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-semibold text-white"
              aria-hidden
            >
              {initials(p.name || p.company)}
            </div>
            <div>
              <h1 className="text-2xl font-bold text-slate-900">{p.name || p.company}</h1>
              <p className="text-slate-600">
                {p.name ? [p.role, p.company].filter(Boolean).join(" at ") : posterLine({ ...p, name: "" })}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-500">
                {p.location && (
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-4" aria-hidden /> {p.location}
                  </span>
                )}
                {p.isDemo && <DemoBadge />}
                <SourceBadge source={p.source} />
                <FreshnessBadge f={p.freshness} />
                <SourceCredit source={p.source} url={p.sourceUrl} />
              </div>
            </div>
          </div>
          <div className="flex flex-col items-start gap-2 sm:items-end">
            {score !== undefined && <MatchScoreBadge score={score} />}
            <div ref={actions} className="flex flex-wrap gap-2 sm:justify-end">
              {clientId === null ? (
                <Button variant="secondary" onClick={save} disabled={saving}>
                  <UserPlus className="size-4" aria-hidden /> {saving ? "Saving..." : "Save as client"}
                </Button>
              ) : (
                <ButtonLink to="/clients/$id" params={{ id: String(clientId) }} variant="secondary">
                  <UserCheck className="size-4" aria-hidden /> View client
                </ButtonLink>
              )}
              <Button onClick={() => setPitching(true)}>
                <PenLine className="size-4" aria-hidden /> Create Pitch
              </Button>
            </div>
            <p className="text-xs text-slate-500">
              {pitchesLeft === 1 ? "1 pitch left" : `${pitchesLeft} pitches left`} on your {me.plan.name} plan
            </p>
          </div>
        </div>
        {p.bio && <p className="mt-4 break-words text-slate-700">{p.bio}</p>}
        {p.leadRule && (
          <div className="mt-4">
            <LeadRule rule={p.leadRule} />
          </div>
        )}
        {(p.budget || p.timeline || p.techStack) && (
          <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
            {[
              ["Budget stated", p.budget],
              ["Timeline stated", p.timeline],
              ["Tech stack", p.techStack],
            ]
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="rounded-lg bg-slate-50 px-3 py-2">
                  <dt className="text-xs text-slate-500">{k}</dt>
                  <dd className="font-medium text-slate-800">{v}</dd>
                </div>
              ))}
          </dl>
        )}
        {p.contactRule && (
          <div className="mt-4">
            <ContactRuleNotice rule={p.contactRule} />
          </div>
        )}
        {contacts.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-3 text-sm">
            {contacts.map((c) => (
              // As on the client page: a long address or link wraps inside the card instead of widening a phone's page.
              <li key={c.href} className="min-w-0">
                <a
                  href={c.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex max-w-full items-center gap-1 break-all text-brand-700 hover:underline"
                >
                  <c.icon className="size-4 shrink-0" aria-hidden /> {c.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {/* min-w-0: a grid column is otherwise as wide as its longest unbroken word, such as a job link in a post. */}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {p.match && (
            <Section title="Why it matched">
              <MatchExplanation reasons={p.match.reasons} lacks={p.match.lacks} />
              {p.match.query && (
                <p className="mt-2 text-xs text-slate-500">
                  From your search “{p.match.query}” · {p.match.score}% match
                </p>
              )}
            </Section>
          )}
          <Section title={`Latest signal: ${p.freshness.label}`}>
            <blockquote className="whitespace-pre-line break-words border-l-2 border-brand-200 pl-3">
              {p.signal}
            </blockquote>
            <p className="mt-2 text-xs text-slate-500">
              {/* The date, not a second 'months ago' that could round apart from the label above. */}
              {signalDateText(p)}
              {p.sourceUrl && (
                <>
                  {signalDateText(p) && " · "}
                  <a
                    href={p.sourceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                  >
                    Original post <ExternalLink className="size-3" aria-hidden />
                  </a>
                </>
              )}
            </p>
          </Section>
          <Section title="Pain points">
            {p.painPoints.length ? (
              <>
                <ul className="list-disc space-y-1 pl-5">
                  {p.painPoints.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
                {/* A demo row's pain points are drawn at random, not read from its post. */}
                <p className="mt-2 text-xs text-slate-500">
                  {p.isDemo
                    ? "Made up, like the rest of this demo record."
                    : "Read from the words of the post: check them there."}
                </p>
              </>
            ) : (
              "None stated in the signal."
            )}
          </Section>
          <Section title="Insights">
            <div className="flex flex-wrap gap-1.5">
              {p.insights.map((i) => (
                <span key={i} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs">
                  {i}
                </span>
              ))}
              <span
                className="rounded-md bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800"
                title={p.notes.responseProb}
              >
                {p.responseProb}% est. response
              </span>
              <span className="rounded-md bg-amber-50 px-2 py-0.5 text-xs text-amber-900" title={p.notes.urgencyLevel}>
                {p.urgencyLevel} urgency
              </span>
              <span className="rounded-md bg-sky-50 px-2 py-0.5 text-xs text-sky-800" title={p.notes.budgetLikelihood}>
                Budget: {p.budgetLikelihood}
              </span>
            </div>
          </Section>
          <Section title="Recent activity">
            <ul className="space-y-3">
              {p.recentActivity.map((a) => (
                <li key={`${a.time}-${a.content.slice(0, 20)}`}>
                  <p className="break-words">{a.content}</p>
                  <p className="text-xs text-slate-500">
                    {/* A date, as under the latest signal: a second age could round apart from its label. */}
                    {signalLabels[a.type] ?? a.type} · {sourceLabel(a.platform)}
                    {(a.platform !== p.source || !undatedListing(p)) && ` · ${formatDate(a.time)}`}
                  </p>
                </li>
              ))}
            </ul>
          </Section>
        </div>
        <div className="min-w-0 space-y-6">
          <Section title="Company">
            <dl className="space-y-2">
              <div className="flex items-center gap-2">
                <Building2 className="size-4 text-slate-400" aria-hidden />
                <dt className="sr-only">Industry</dt>
                <dd>{p.industry || "Industry not stated"}</dd>
              </div>
              <div>
                <dt className="inline text-slate-500">Size: </dt>
                <dd className="inline">{p.companySize ? `${p.companySize} people` : "not stated"}</dd>
              </div>
              {p.stage && (
                <div>
                  <dt className="inline text-slate-500">Stage: </dt>
                  <dd className="inline">{p.stage}</dd>
                </div>
              )}
              <div>
                <dt className="inline text-slate-500">Source: </dt>
                <dd className="inline">
                  <SourceBadge source={p.source} />
                </dd>
              </div>
            </dl>
          </Section>
          <Section title="Engagement">
            <dl className="space-y-2">
              <div className="flex items-center gap-2">
                <Calendar className="size-4 text-slate-400" aria-hidden />
                <dt className="text-slate-500">First seen</dt>
                <dd>{formatDate(p.firstSeen)}</dd>
              </div>
              <div className="flex items-center gap-2">
                <Calendar className="size-4 text-slate-400" aria-hidden />
                <dt className="text-slate-500">Last active</dt>
                <dd>{formatDate(p.lastActive)}</dd>
              </div>
              {score !== undefined && (
                <div className="flex items-center gap-2">
                  <dt className="text-slate-500">Match score</dt>
                  <dd>{score}</dd>
                </div>
              )}
            </dl>
          </Section>
        </div>
      </div>
      {pitching && renderComposer({ onClose: () => setPitching(false), onClientId: setClientId })}
    </div>
  );
}
