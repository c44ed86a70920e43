import { Lightbulb, ThumbsUp } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { SuggestionCreate } from "#db/validation/communications";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { Field, FormAlert, TextArea } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import { ApiRequestError } from "#web/lib/api";
import { formatDay } from "#web/lib/format";
import { fetchSuggestions, type Suggestion, submitSuggestion, voteFor } from "../api";

const statusStyle: Record<Suggestion["status"], { label: string; className: string }> = {
  "under-review": { label: "Under review", className: "bg-purple-100 text-purple-800" },
  planned: { label: "Planned", className: "bg-violet-100 text-violet-800" },
  implemented: { label: "Implemented", className: "bg-green-100 text-green-800" },
};

const MAX = 1000;

/** /help/suggestions: ideas from signed-in users, one vote each; staff set the status in the support center. */
export function SuggestionsPage() {
  const [list, setList] = useState<Suggestion[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [voting, setVoting] = useState<number | null>(null);

  const load = useCallback(() => {
    setLoadError(null);
    fetchSuggestions().then(
      (r) => setList(r.suggestions),
      (err: unknown) => setLoadError(err instanceof Error ? err.message : "Could not load the suggestions."),
    );
  }, []);
  useEffect(load, [load]);

  const form = useSchemaForm({
    schema: SuggestionCreate,
    initial: { suggestion: "" },
    async onSubmit({ suggestion }) {
      const r = await submitSuggestion(suggestion);
      setList(r.suggestions);
      form.reset();
      toast({ title: "Thank you for your suggestion", description: "Your vote is already counted." });
    },
    onError: (err) =>
      err instanceof ApiRequestError ? err.message : "Could not send your suggestion. Please try again.",
  });

  const vote = async (s: Suggestion) => {
    setVoting(s.id);
    try {
      const r = await voteFor(s.id);
      setList((l) => l?.map((x) => (x.id === s.id ? { ...x, votes: r.votes, voted: true } : x)) ?? l);
    } catch (err) {
      toast({
        title: "Your vote was not counted",
        description: err instanceof ApiRequestError ? err.message : "Check your connection and try again.",
        variant: "destructive",
      });
      if (err instanceof ApiRequestError && err.status === 409) load();
    } finally {
      setVoting(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Feature suggestions"
        subtitle="Tell us what would make Leadsmith better, and vote for the ideas you want most."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="h-fit p-6">
          <h2 className="text-lg font-semibold text-slate-900">Suggest a feature</h2>
          <form onSubmit={form.handleSubmit} noValidate className="mt-4 space-y-4">
            {form.message && <FormAlert>{form.message}</FormAlert>}
            <Field
              label="Your idea"
              error={form.errors.suggestion}
              hint={`${form.values.suggestion.trim().length} / ${MAX} characters`}
            >
              {(p) => <TextArea {...p} rows={5} maxLength={MAX} {...form.text("suggestion")} />}
            </Field>
            <Button type="submit" disabled={form.busy} className="w-full">
              {form.busy ? "Sending…" : "Submit suggestion"}
            </Button>
          </form>
        </Card>
        <section aria-labelledby="ideas-title" className="lg:col-span-2">
          <h2 id="ideas-title" className="mb-3 text-lg font-semibold text-slate-900">
            Most wanted
          </h2>
          {loadError && (
            <FormAlert>
              Could not load the suggestions: {loadError}{" "}
              <button type="button" className="font-medium underline" onClick={load}>
                Try again
              </button>
            </FormAlert>
          )}
          {!list && !loadError && (
            <div className="space-y-3" aria-hidden>
              <div className="h-20 animate-pulse rounded-xl bg-slate-200" />
              <div className="h-20 animate-pulse rounded-xl bg-slate-200" />
            </div>
          )}
          {list && list.length === 0 && (
            <EmptyState icon={Lightbulb} title="No suggestions yet">
              Be the first: what would help you find clients faster?
            </EmptyState>
          )}
          <ul className="space-y-3">
            {list?.map((s) => (
              <li key={s.id}>
                <Card className="flex items-start gap-4 p-4">
                  <div className="flex w-16 shrink-0 flex-col items-center">
                    <span className="text-xl font-bold text-slate-900">{s.votes}</span>
                    <span className="text-xs text-slate-600">{s.votes === 1 ? "vote" : "votes"}</span>
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="break-words text-slate-900">{s.suggestion}</p>
                    <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                      <span className={`rounded-full px-2 py-0.5 font-medium ${statusStyle[s.status].className}`}>
                        {statusStyle[s.status].label}
                      </span>
                      {/* A day ('2026-11-24') read at noon UTC, so no time zone moves it to another day. */}
                      <time dateTime={s.date}>{formatDay(s.date)}</time>
                      {s.mine && <span className="font-medium text-slate-700">Your suggestion</span>}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant={s.voted ? "secondary" : "primary"}
                    // aria-disabled, not disabled: the browser drops the focus of a disabled button to <body>,
                    // so a vote cast from the keyboard sent the focus back to the page's start.
                    aria-disabled={s.voted || voting === s.id || undefined}
                    onClick={() => !s.voted && voting !== s.id && vote(s)}
                  >
                    <ThumbsUp className="size-4" aria-hidden /> {s.voted ? "Voted" : "Vote"}
                    <span className="sr-only"> for: {s.suggestion}</span>
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
