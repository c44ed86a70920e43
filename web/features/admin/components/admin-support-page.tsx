import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { CheckCircle2, Clock, Inbox, LifeBuoy, Lightbulb, ThumbsUp, Timer } from "lucide-react";
import { useState } from "react";
import * as v from "valibot";
import { SupportUpdate } from "#db/validation/admin";
import { Badge, priorityTone, StatCard, statusTone } from "#web/components/admin/admin-ui";
import { DataTable, LoadError } from "#web/components/data-table/data-table";
import { defaultErrorMessage, useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Dialog } from "#web/components/ui/dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { Field, FormAlert, TextArea } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import { useAdminQuery, useSessionEnded } from "#web/lib/admin/use-admin-query";
import { ApiRequestError } from "#web/lib/api";
import { formatDay } from "#web/lib/format";
import { fetchSupport, type HelpRequest, updateHelpRequest } from "../api/admin";
import { SuggestionStatusSelect } from "./suggestion-status-select";

const label = (s: string) => s.replace(/-/g, " ").replace(/^\w/, (c) => c.toUpperCase());

/** The average time to a first answer: minutes under an hour ('12 min'), hours to a tenth above ('2.5h'). */
export function responseTime(minutes: number | null | undefined) {
  if (minutes === null || minutes === undefined) return "—";
  if (minutes < 1) return "under 1 min";
  if (minutes < 60) return `${minutes} min`;
  return `${Math.round(minutes / 6) / 10}h`;
}

/** A day as every admin page writes it ('Nov 24, 2026'), machine-readable in its datetime. */
const Day = ({ day }: { day: string }) => <time dateTime={day}>{formatDay(day)}</time>;

const tabClass =
  "rounded-md px-4 py-2 text-sm font-medium text-slate-600 focus:outline-none data-[focus]:outline-2 data-[focus]:outline-brand-600 data-[hover]:text-slate-900 data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow-sm";

export function AdminSupportPage() {
  const { data, error, loading, reload } = useAdminQuery("support", fetchSupport);
  const [responding, setResponding] = useState<HelpRequest | null>(null);
  const busy = loading && !data;
  const stats = data?.stats;

  return (
    <>
      <PageHeader title="Support Center" subtitle="Answer user help requests and review feature suggestions." />
      {error && (
        <div className="mb-6">
          <LoadError message={error} onRetry={reload} />
        </div>
      )}
      <section aria-label="Support figures" className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Requests" icon={Inbox} loading={busy} value={stats?.totalRequests ?? 0} />
        <StatCard label="Pending" icon={Clock} loading={busy} value={stats?.pendingRequests ?? 0} />
        <StatCard label="Resolved" icon={CheckCircle2} loading={busy} value={stats?.resolvedRequests ?? 0} />
        <StatCard
          label="Avg Response"
          icon={Timer}
          loading={busy}
          value={responseTime(stats?.avgResponseMinutes)}
          hint="From request to first answer"
        />
      </section>

      <TabGroup>
        <TabList className="mb-4 inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tab className={tabClass}>Help Requests</Tab>
          <Tab className={tabClass}>Feature Suggestions</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            <Card>
              <DataTable
                rows={data?.helpRequests}
                rowKey={(r) => r.id}
                loading={loading}
                // The whole screen's load error shows once, above the figures.
                error={null}
                onRetry={reload}
                empty={
                  <EmptyState icon={LifeBuoy} title="No help requests">
                    Messages sent through the contact form arrive here.
                  </EmptyState>
                }
                columns={[
                  {
                    // Long addresses end in … (whole on hover) rather than breaking letter by letter on a phone.
                    id: "User",
                    className: "min-w-44",
                    cell: (r) => (
                      <>
                        {r.user.name && (
                          <p className="max-w-56 truncate font-medium text-slate-900" title={r.user.name}>
                            {r.user.name}
                          </p>
                        )}
                        <p className="max-w-56 truncate text-slate-600" title={r.user.email}>
                          {r.user.email}
                        </p>
                      </>
                    ),
                  },
                  {
                    id: "Subject",
                    className: "min-w-40 max-w-xs",
                    cell: (r) => (
                      <>
                        <p className="break-words">{r.subject}</p>
                        <p className="text-xs text-slate-600">{label(r.category)}</p>
                      </>
                    ),
                  },
                  {
                    id: "Priority",
                    cell: (r) => <Badge tone={priorityTone[r.priority] ?? "slate"}>{label(r.priority)}</Badge>,
                  },
                  {
                    id: "Status",
                    cell: (r) => <Badge tone={statusTone[r.status] ?? "slate"}>{label(r.status)}</Badge>,
                  },
                  { id: "Date", className: "whitespace-nowrap", cell: (r) => <Day day={r.date} /> },
                  {
                    // Pinned so Respond stays in view however wide the rows get.
                    id: "Actions",
                    pinned: true,
                    cell: (r) => (
                      <Button
                        size="sm"
                        variant={r.status === "pending" ? "primary" : "secondary"}
                        onClick={() => setResponding(r)}
                      >
                        {/* The visible word starts the accessible name (WCAG 2.5.3). */}
                        {r.status === "pending" ? "Respond" : "View"}
                        <span className="sr-only">{r.status === "pending" ? ` to ${r.subject}` : ` ${r.subject}`}</span>
                      </Button>
                    ),
                  },
                ]}
              />
            </Card>
          </TabPanel>
          <TabPanel>
            {data && data.suggestions.length === 0 ? (
              <EmptyState icon={Lightbulb} title="No feature suggestions yet">
                Ideas from users will be listed here with their votes.
              </EmptyState>
            ) : (
              <ul className="space-y-3" aria-busy={loading}>
                {busy && <li className="h-20 animate-pulse rounded-xl bg-slate-200" aria-hidden />}
                {data?.suggestions.map((s) => (
                  <li key={s.id}>
                    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{s.suggestion}</p>
                        <p className="mt-1 break-words text-sm text-slate-500">
                          {s.user.email} · <Day day={s.date} />
                        </p>
                      </div>
                      <div className="flex shrink-0 items-center gap-2">
                        <span className="inline-flex items-center gap-1 text-sm text-slate-600" title="Votes">
                          <ThumbsUp className="size-4" aria-hidden /> {s.votes}
                          <span className="sr-only"> {s.votes === 1 ? "vote" : "votes"}</span>
                        </span>
                        <Badge tone={priorityTone[s.priority] ?? "slate"}>{label(s.priority)}</Badge>
                        <SuggestionStatusSelect
                          id={s.id}
                          status={s.status}
                          suggestion={s.suggestion}
                          onChanged={reload}
                        />
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
        </TabPanels>
      </TabGroup>

      <RespondDialog
        request={responding}
        onClose={() => setResponding(null)}
        onSaved={() => {
          setResponding(null);
          reload();
        }}
      />
    </>
  );
}

/** Send & Resolve: the API's own rule for a response, required here. */
const Respond = v.strictObject({ response: v.unwrap(SupportUpdate.entries.response) });

function RespondDialog({
  request,
  onClose,
  onSaved,
}: {
  request: HelpRequest | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  // Mark Resolved and Reopen send no response, so they skip the form's schema.
  const [statusBusy, setStatusBusy] = useState(false);
  const [shownId, setShownId] = useState<number | null>(null);
  const onSessionEnded = useSessionEnded();
  const form = useSchemaForm({
    schema: Respond,
    initial: { response: "" },
    onSubmit: ({ response }) => save("resolved", response),
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 401) {
        onSessionEnded();
        return null;
      }
      return defaultErrorMessage(err);
    },
  });
  if (request && request.id !== shownId) {
    setShownId(request.id);
    form.reset();
  }
  const busy = form.busy || statusBusy;

  async function save(status: "pending" | "resolved", response?: string) {
    if (!request) return;
    const res = await updateHelpRequest(request.id, response ? { status, response } : { status });
    toast({
      title: status === "resolved" ? "Request resolved" : "Request reopened",
      description: response
        ? res.emailed
          ? `Your response was e-mailed to ${request.user.email}.`
          : "The response was saved but the e-mail could not be sent."
        : undefined,
    });
    onSaved();
  }

  async function setStatus(status: "pending" | "resolved") {
    setStatusBusy(true);
    form.setMessage(null);
    try {
      await save(status);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) onSessionEnded();
      else form.setMessage(defaultErrorMessage(err));
    } finally {
      setStatusBusy(false);
    }
  }

  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      locked={busy}
      title={request?.subject ?? ""}
      subtitle={
        request && (
          <>
            From {request.user.name ? `${request.user.name} <${request.user.email}>` : request.user.email} on{" "}
            <Day day={request.date} />
          </>
        )
      }
    >
      {request && (
        <form onSubmit={form.handleSubmit} noValidate className="space-y-4">
          <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{request.message}</p>
          {request.response && (
            <div className="rounded-lg border border-purple-200 bg-purple-50 p-3 text-sm text-purple-900">
              <p className="font-medium">Last response</p>
              <p className="mt-1 whitespace-pre-wrap">{request.response}</p>
            </div>
          )}
          {form.message && <FormAlert>{form.message}</FormAlert>}
          <Field label="Response" hint="E-mailed to the requester when you send it." error={form.errors.response}>
            {(p) => <TextArea {...p} {...form.text("response")} rows={5} maxLength={5000} />}
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            {request.status === "pending" ? (
              <Button variant="secondary" onClick={() => void setStatus("resolved")} disabled={busy}>
                Mark Resolved
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => void setStatus("pending")} disabled={busy}>
                Reopen
              </Button>
            )}
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Send & Resolve"}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
