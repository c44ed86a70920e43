import { Field as HField, Label, Radio, RadioGroup } from "@headlessui/react";
import { Megaphone, MousePointerClick, RefreshCw, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { CampaignCreate } from "#db/validation/communications";
import { Badge, formatDate, type Tone } from "#web/components/admin/admin-ui";
import { LoadError, LoadingRows, tdClass, thClass } from "#web/components/data-table/data-table";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Dialog } from "#web/components/ui/dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { Field, FormAlert, TextArea, TextInput } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { ApiRequestError } from "#web/lib/api";
import {
  type Audience,
  type Campaign,
  type CampaignDraft,
  fetchCampaigns,
  previewAudience,
  sendAnnouncement,
  sendDraft,
} from "../api";
import { EmailStatusCard } from "./email-status-card";

const groups: { value: Audience; label: string; hint: string }[] = [
  { value: "all", label: "All users", hint: "Everyone with an account" },
  { value: "paid", label: "Paid users", hint: "Pro, Agency and other paid plans" },
  { value: "free", label: "Free users", hint: "The Free plan" },
  { value: "global", label: "Global users", hint: "Outside Nigeria, or country unknown" },
  { value: "nigerian", label: "Nigerian users", hint: "Profile country Nigeria" },
];

export const audienceLabel = (a: Audience, waitlistCount = 0) =>
  a === "waitlist"
    ? `${waitlistCount} waitlist ${waitlistCount === 1 ? "entry" : "entries"}`
    : (groups.find((g) => g.value === a)?.label ?? a);

const statusTone: Record<Campaign["status"], Tone> = { draft: "slate", sending: "orange", sent: "green" };
const percent = (n: number, of: number) => (of > 0 ? `${Math.round((n / of) * 100)}%` : "—");

/** Communications center: compose an announcement, the campaigns and their results, the e-mail service. */
export function CommunicationsPage({ waitlistIds }: { waitlistIds: number[] }) {
  const { data, error, loading, reload } = useAdminQuery("campaigns", fetchCampaigns);
  const sending = data?.campaigns.some((c) => c.status === "sending") ?? false;
  // While a campaign is going out, its counts move: look again every few seconds.
  useEffect(() => {
    if (!sending) return;
    const t = window.setTimeout(reload, 5000);
    return () => window.clearTimeout(t);
  }, [sending, reload]);

  return (
    <>
      <PageHeader
        title="Communications Center"
        subtitle="Announcements by e-mail to groups of users, with what happened to them."
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <ComposeCard waitlistIds={waitlistIds} onSent={reload} />
        </div>
        <EmailStatusCard refreshKey={data?.campaigns.map((c) => `${c.id}:${c.sent}:${c.failed}`).join(",") ?? ""} />
      </div>
      <Card className="mt-6">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 p-4">
          <h2 className="font-semibold text-slate-900">Recent campaigns</h2>
          <Button variant="secondary" size="sm" onClick={reload} disabled={loading}>
            <RefreshCw className="size-4" aria-hidden /> Refresh
          </Button>
        </div>
        {error && (
          <div className="p-4">
            <LoadError message={error} onRetry={reload} />
          </div>
        )}
        {data && data.campaigns.length === 0 ? (
          <div className="p-4">
            <EmptyState icon={Megaphone} title="No campaigns yet">
              Announcements you send appear here with how many were sent, opened and clicked.
            </EmptyState>
          </div>
        ) : (
          <section
            aria-label="Campaigns table"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus so a keyboard can scroll it (axe scrollable-region-focusable).
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <table className="min-w-full divide-y divide-slate-200">
              <caption className="sr-only">
                Campaigns, newest first. Opened counts the first open of each message (a tracking pixel; a click counts
                as an open too); clicked counts people who followed a link.
              </caption>
              <thead className="bg-slate-50">
                <tr>
                  {["Subject", "Audience", "Status", "Sent", "Opened", "Clicked", "Date", "Actions"].map((h) => (
                    <th key={h} scope="col" className={thClass}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100" aria-busy={loading}>
                {loading && !data ? (
                  <LoadingRows columns={8} />
                ) : (
                  data?.campaigns.map((c) => (
                    <tr key={c.id} data-testid={`campaign-${c.id}`}>
                      <td className={`${tdClass} max-w-xs`}>
                        <p className="font-medium text-slate-900">{c.subject}</p>
                        <p className="truncate text-xs text-slate-600">{c.excerpt}</p>
                      </td>
                      <td className={tdClass}>{audienceLabel(c.audience, c.waitlistCount)}</td>
                      <td className={tdClass}>
                        <Badge tone={statusTone[c.status]}>
                          {c.status === "sending"
                            ? `Sending (${c.queued} queued)`
                            : c.status === "sent"
                              ? "Sent"
                              : "Draft"}
                        </Badge>
                      </td>
                      <td className={tdClass}>
                        <span data-testid="sent">{c.sent}</span> of {c.recipients}
                        {c.failed > 0 && <span className="block text-xs text-red-700">{c.failed} failed</span>}
                      </td>
                      <td className={tdClass}>
                        <span data-testid="opened">{c.opened}</span>{" "}
                        <span className="text-slate-500">({percent(c.opened, c.sent)})</span>
                      </td>
                      <td className={tdClass}>
                        <span data-testid="clicked">{c.clicked}</span>{" "}
                        <span className="text-slate-500">({percent(c.clicked, c.sent)})</span>
                      </td>
                      <td className={`${tdClass} whitespace-nowrap`}>
                        {formatDate(c.sentAt ?? c.queuedAt ?? c.createdAt)}
                      </td>
                      <td className={tdClass}>
                        {c.status === "draft" ? <SendDraftButton campaign={c} onSent={reload} /> : "—"}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </section>
        )}
      </Card>
    </>
  );
}

/** A draft saved through the API (or whose send failed) is sent from its row. */
function SendDraftButton({ campaign, onSent }: { campaign: Campaign; onSent: () => void }) {
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const { queued } = await sendDraft(campaign.id);
      toast({
        title: "Announcement on its way",
        description: `${queued} ${queued === 1 ? "message" : "messages"} queued.`,
      });
      onSent();
    } catch (err) {
      toast({
        title: "Not sent",
        description: err instanceof Error ? err.message : "Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" onClick={send} disabled={busy}>
      {busy ? "Sending…" : "Send"}
      <span className="sr-only"> “{campaign.subject}”</span>
    </Button>
  );
}

function ComposeCard({ waitlistIds, onSent }: { waitlistIds: number[]; onSent: () => void }) {
  const fromWaitlist = waitlistIds.length > 0;
  const [count, setCount] = useState<{ audience: Audience; n: number } | null>(null);
  const [countError, setCountError] = useState<string | null>(null);
  // The checked announcement waiting for "Send to …" in the dialog.
  const [confirming, setConfirming] = useState<CampaignDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm({
    schema: CampaignCreate,
    initial: {
      subject: "",
      content: "",
      audience: fromWaitlist ? ("waitlist" as const) : ("all" as const),
      ...(fromWaitlist ? { waitlistIds } : {}),
    },
    async onSubmit({ preview: _, ...draft }) {
      if (recipients === 0)
        throw new Error("Nobody in this group can receive an announcement now. Choose another group.");
      setConfirming(draft);
    },
  });
  const audience = form.values.audience;

  // The recipient count follows the chosen group (the preview stores nothing).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the group and the picked entries change the count.
  useEffect(() => {
    let alive = true;
    setCountError(null);
    previewAudience({
      subject: "Preview",
      content: "Preview",
      audience,
      ...(audience === "waitlist" ? { waitlistIds } : {}),
    }).then(
      (r) => alive && setCount({ audience, n: r.recipients }),
      (err: unknown) => alive && setCountError(err instanceof Error ? err.message : "Could not count the recipients."),
    );
    return () => {
      alive = false;
    };
  }, [audience, waitlistIds.join(",")]);

  const recipients = count?.audience === audience ? count.n : null;

  const send = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const { queued } = await sendAnnouncement(confirming);
      setConfirming(null);
      form.reset({ audience });
      toast({
        title: "Announcement on its way",
        description: `${queued} ${queued === 1 ? "message" : "messages"} queued.`,
      });
      onSent();
    } catch (err) {
      setConfirming(null);
      form.setMessage(
        err instanceof ApiRequestError ? err.message : "Could not send the announcement. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  };

  const options = fromWaitlist
    ? [
        ...groups,
        {
          value: "waitlist" as const,
          label: "Selected waitlist entries",
          hint: `${waitlistIds.length} picked on the waitlist page`,
        },
      ]
    : groups;

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Megaphone className="size-5 text-brand-600" aria-hidden /> Compose announcement
      </h2>
      <form onSubmit={form.handleSubmit} noValidate className="mt-4 space-y-5">
        {(form.message || form.errors.form) && <FormAlert>{form.message ?? form.errors.form}</FormAlert>}
        <RadioGroup
          value={audience}
          onChange={(next: Audience) => {
            form.set("audience", next);
            form.set("waitlistIds", next === "waitlist" ? waitlistIds : undefined);
          }}
          aria-label="Recipients"
          className="grid gap-2 sm:grid-cols-2"
        >
          {options.map((g) => (
            <HField key={g.value} className="contents">
              <Radio
                value={g.value}
                className="group flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 focus:outline-none data-checked:border-brand-600 data-checked:bg-brand-50 data-focus:ring-2 data-focus:ring-brand-500"
              >
                <span
                  aria-hidden
                  className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 group-data-checked:border-brand-600"
                >
                  <span className="size-2 rounded-full bg-brand-600 opacity-0 group-data-checked:opacity-100" />
                </span>
                <span>
                  <Label className="block text-sm font-medium text-slate-900">{g.label}</Label>
                  <span className="block text-xs text-slate-600">{g.hint}</span>
                </span>
              </Radio>
            </HField>
          ))}
        </RadioGroup>
        <p className="text-sm text-slate-700" role="status" aria-live="polite">
          {countError
            ? countError
            : recipients === null
              ? "Counting recipients…"
              : `This will reach ${recipients.toLocaleString()} ${recipients === 1 ? "person" : "people"}. People who turned announcements off or opted out of e-mail are left out.`}
        </p>
        <Field label="Subject" error={form.errors.subject}>
          {(p) => <TextInput {...p} {...form.text("subject")} maxLength={200} />}
        </Field>
        <Field
          label="Message"
          error={form.errors.content}
          hint="Plain text. Links (https://…) become tracked links; opens and clicks are counted."
        >
          {(p) => <TextArea {...p} {...form.text("content")} rows={8} />}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={busy || form.busy || recipients === null}>
            <Send className="size-4" aria-hidden /> Send announcement
          </Button>
        </div>
      </form>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        locked={busy}
        size="md"
        title="Send this announcement?"
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={send} disabled={busy}>
              {busy ? "Sending…" : `Send to ${recipients?.toLocaleString()}`}
            </Button>
          </div>
        }
      >
        <p className="text-sm text-slate-700">
          “{confirming?.subject}” goes to {recipients?.toLocaleString()} {recipients === 1 ? "person" : "people"} (
          {audienceLabel(audience, waitlistIds.length)}). It cannot be recalled once sent.
        </p>
      </Dialog>
      <p className="mt-4 flex items-start gap-1 text-xs text-slate-600">
        <MousePointerClick className="mt-0.5 size-3.5 shrink-0" aria-hidden /> Messages go out in batches, the first at
        once and the rest every 15 minutes. Recipients turn announcements off on their profile; the privacy policy tells
        them that opens and clicks are counted.
      </p>
    </Card>
  );
}
