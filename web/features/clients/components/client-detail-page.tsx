import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import {
  AlertTriangle,
  ArrowLeft,
  BellRing,
  Building2,
  ExternalLink,
  FileText,
  Globe,
  Link2,
  Mail,
  MapPin,
  PenLine,
  Phone,
  UserX,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import {
  DueDate,
  FollowUpMessage,
  FollowUpStatusBadge,
  MarkSentButton,
  SendFollowUpButton,
} from "#web/components/follow-ups";
import { MatchExplanation } from "#web/components/match-explanation";
import { PitchStatusBadge } from "#web/components/pitch-status-badge";
import { DemoBadge, MatchScoreBadge, SourceBadge, signalLabels } from "#web/components/prospect-badges";
import { Button, ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import type { FollowUp } from "#web/lib/follow-ups";
import { displayName, formatDate, initials, linkLabel, messageOf, signalDateText } from "#web/lib/format";
import type { ClientPageData } from "../api/clients";
import { RespondedBadge, RevenueSelect, StageSelect, useClientControls } from "./client-controls";

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </Card>
  );
}

const BackToClients = () => (
  // The arrow lines up with the card's edge below; the padding is only the hover area.
  <ButtonLink to="/clients" variant="ghost" size="sm" className="-ml-3">
    <ArrowLeft className="size-4" aria-hidden /> Back to Clients
  </ButtonLink>
);

export function ClientNotFound() {
  return (
    <EmptyState
      headingLevel={1}
      icon={UserX}
      title="Client Not Found"
      action={<ButtonLink to="/clients">Back to Clients</ButtonLink>}
    >
      No client with this id is in your list.
    </EmptyState>
  );
}

export function ClientDetailLoading() {
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label="Loading client">
      <div className="h-44 animate-pulse rounded-xl bg-slate-200/60" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="h-64 animate-pulse rounded-xl bg-slate-200/60 lg:col-span-2" />
        <div className="h-64 animate-pulse rounded-xl bg-slate-200/60" />
      </div>
    </div>
  );
}

export function ClientDetailError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div className="space-y-6">
      <BackToClients />
      <EmptyState
        icon={AlertTriangle}
        title="This client could not be loaded"
        action={<Button onClick={() => void router.invalidate()}>Try again</Button>}
      >
        {messageOf(error, "Check your connection and try again.")}
      </EmptyState>
    </div>
  );
}

export function ClientDetailPage({ data }: { data: ClientPageData }) {
  const router = useRouter();
  // Moving past 'Proposal Sent' cancels the waiting follow-ups: read the page again after a change.
  const refresh = () => void router.invalidate();
  const { client: c, busy, setStage, setRevenue } = useClientControls(data.client, refresh);
  const [followUps, setFollowUps] = useState(data.followUps);
  const [from, setFrom] = useState(data.followUps);
  if (from !== data.followUps) {
    setFrom(data.followUps);
    setFollowUps(data.followUps);
  }
  const id = useId();
  const p = data.prospect;
  const name = displayName(c);
  const subtitle = [c.role, c.company !== name ? c.company : ""].filter(Boolean).join(" at ");
  const signal = signalLabels[c.signalKind] ?? c.signalKind;

  const contacts = p
    ? ([
        p.contact.email && { icon: Mail, label: p.contact.email, href: `mailto:${p.contact.email}` },
        p.contact.phone && { icon: Phone, label: p.contact.phone, href: `tel:${p.contact.phone}` },
        p.contact.linkedIn && { icon: Link2, label: "LinkedIn", href: p.contact.linkedIn },
        p.contact.website && {
          icon: Globe,
          label: linkLabel(p.contact.website),
          href: p.contact.website,
        },
      ].filter(Boolean) as { icon: typeof Mail; label: string; href: string }[])
    : [];

  const onSent = (updated: FollowUp) => {
    setFollowUps((list) => list.map((f) => (f.id === updated.id ? updated : f)));
  };

  return (
    <div className="space-y-6">
      <BackToClients />
      <Card className="p-6">
        <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 items-start gap-4">
            <div
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-semibold text-white"
              aria-hidden
            >
              {initials(c.name || c.company)}
            </div>
            <div className="min-w-0">
              <h1 className="text-2xl font-bold break-words text-slate-900">{name}</h1>
              {/* The role and the company under the name; nothing when the heading already is the company. */}
              {subtitle && <p className="break-words text-slate-600">{subtitle}</p>}
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                {c.location && (
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-4" aria-hidden /> {c.location}
                  </span>
                )}
                {c.isDemo && <DemoBadge />}
                <SourceBadge source={c.source} />
                {signal && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    <span className="sr-only">Signal: </span>
                    {signal}
                  </span>
                )}
                {c.matchScore !== null && <MatchScoreBadge score={c.matchScore} />}
                {c.hasResponded && <RespondedBadge />}
              </div>
            </div>
          </div>
          <div className="grid shrink-0 gap-3 sm:grid-cols-2 lg:w-96">
            <div>
              <label htmlFor={`${id}-stage`} className="mb-1 block text-sm font-medium text-slate-700">
                Stage<span className="sr-only"> for {c.company}</span>
              </label>
              <StageSelect id={`${id}-stage`} company={c.company} value={c.stage} onChange={setStage} disabled={busy} />
            </div>
            <div>
              <label htmlFor={`${id}-revenue`} className="mb-1 block text-sm font-medium text-slate-700">
                Revenue<span className="sr-only"> for {c.company}</span>
              </label>
              <RevenueSelect
                id={`${id}-revenue`}
                company={c.company}
                value={c.revenue}
                onChange={setRevenue}
                disabled={busy}
              />
            </div>
            <div className="sm:col-span-2">
              <ButtonLink
                to="/prospects/$id"
                params={{ id: String(c.prospectId) }}
                variant="secondary"
                size="sm"
                className="w-full"
              >
                <PenLine className="size-4" aria-hidden /> Open prospect page to pitch
              </ButtonLink>
            </div>
          </div>
        </div>
        {p?.bio && <p className="mt-5 break-words text-slate-700">{p.bio}</p>}
        {contacts.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label="Contact">
            {contacts.map((x) => (
              <li key={x.href} className="min-w-0">
                <a
                  href={x.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex max-w-full items-center gap-1 break-all text-brand-700 hover:underline"
                >
                  <x.icon className="size-4 shrink-0" aria-hidden /> {x.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Section title="Pitches" icon={<FileText className="size-4 text-brand-600" aria-hidden />}>
            {data.pitches.length === 0 ? (
              <p>
                No pitch to {c.company} yet.{" "}
                <Link
                  to="/prospects/$id"
                  params={{ id: String(c.prospectId) }}
                  className="font-medium text-brand-700 hover:underline"
                >
                  Write one from the prospect page
                </Link>
                .
              </p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.pitches.map((pitch) => (
                  <li
                    key={pitch.id}
                    className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0"
                  >
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">
                        <span className="sr-only">Subject: </span>
                        {pitch.subject}
                      </p>
                      <p className="mt-0.5 text-xs text-slate-600">
                        {pitch.sentDate ? `Sent ${formatDate(pitch.sentDate)}` : "Not sent yet"}
                        {pitch.respondedAt && ` · replied ${formatDate(pitch.respondedAt)}`}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <PitchStatusBadge status={pitch.status} />
                      <Link
                        to="/pitches"
                        search={{ tab: pitch.status }}
                        className="text-sm font-medium text-brand-700 hover:underline"
                      >
                        Open in Pitches<span className="sr-only">: {pitch.subject}</span>
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title="Follow-ups" icon={<BellRing className="size-4 text-brand-600" aria-hidden />}>
            {followUps.length === 0 ? (
              <p>No follow-ups. One is scheduled 3 days after each pitch you send.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {followUps.map((f) => {
                  const waiting = f.status === "pending" || f.status === "overdue";
                  return (
                    <li key={f.id} className="py-3 first:pt-0 last:pb-0">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <div className="flex flex-wrap items-center gap-2 text-sm">
                          <FollowUpStatusBadge status={f.status} />
                          {waiting ? (
                            <DueDate followUp={f} />
                          ) : f.status === "sent" && f.sentDate ? (
                            <span className="text-slate-600">Sent {formatDate(f.sentDate)}</span>
                          ) : (
                            <span className="text-slate-600">Was due {formatDate(f.scheduledDate)}</span>
                          )}
                        </div>
                        {waiting && (
                          <div className="flex flex-wrap gap-2">
                            <SendFollowUpButton followUp={f} onSent={onSent} />
                            <MarkSentButton followUp={f} onSent={onSent} />
                          </div>
                        )}
                      </div>
                      <FollowUpMessage message={f.message} />
                    </li>
                  );
                })}
              </ul>
            )}
          </Section>

          {p && (
            // The card's and the prospect page's own label ('Hiring post, 9 months ago') and the date: an age
            // counted here again rounded apart from theirs ('8 months ago').
            <Section title={`Latest signal: ${p.freshness.label}`}>
              <blockquote className="whitespace-pre-line break-words border-l-2 border-brand-200 pl-3">
                {p.signal}
              </blockquote>
              <p className="mt-2 text-xs text-slate-600">
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
          )}
          {!p && c.signal && (
            <Section title={`Latest signal: ${signal}`}>
              <blockquote className="break-words border-l-2 border-brand-200 pl-3">{c.signal}</blockquote>
            </Section>
          )}
          {p && p.painPoints.length > 0 && (
            <Section title="Pain points">
              <ul className="list-disc space-y-1 pl-5">
                {p.painPoints.map((x: string) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </Section>
          )}
        </div>

        <div className="min-w-0 space-y-6">
          <Section title="Company" icon={<Building2 className="size-4 text-brand-600" aria-hidden />}>
            <dl className="space-y-2">
              <Row label="Company">{c.company}</Row>
              {p && <Row label="Industry">{p.industry || "Not stated"}</Row>}
              {p && <Row label="Size">{p.companySize ? `${p.companySize} people` : "Not stated"}</Row>}
              {p?.stage && <Row label="Funding stage">{p.stage}</Row>}
              <Row label="Client since">{formatDate(c.createdAt)}</Row>
              <Row label="Last change">{formatDate(c.updatedAt)}</Row>
            </dl>
          </Section>
          {p && p.insights.length > 0 && (
            <Section title="Insights">
              <ul className="flex flex-wrap gap-1.5">
                {p.insights.map((i: string) => (
                  <li key={i} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs">
                    {i}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {p?.match && (
            <Section title="Why it matched">
              <MatchExplanation reasons={p.match.reasons} lacks={p.match.lacks} />
              {p.match.query && <p className="mt-2 text-xs text-slate-600">From your search “{p.match.query}”</p>}
            </Section>
          )}
          {!p && (
            <p className="text-sm text-slate-600">
              The prospect's full profile could not be loaded just now.{" "}
              <button type="button" onClick={refresh} className="font-medium text-brand-700 hover:underline">
                Try again
              </button>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}:</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}
