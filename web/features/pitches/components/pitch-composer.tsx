import { AlertTriangle, CheckCircle2, Copy, Hand, Loader2, Mail, RefreshCw, Save, UserX, XCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import * as v from "valibot";
import { PitchRegenerate, PitchUpdate } from "#db/validation/outreach";
import { ContactRuleNotice } from "#web/components/contact-rule-notice";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button, ButtonLink } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field, FormAlert, TextArea } from "#web/components/ui/form";
import { toast } from "#web/components/ui/toast";
import { UpgradeButton } from "#web/components/upgrade-button";
import { ApiRequestError } from "#web/lib/api";
import { nextPlan } from "#web/lib/billing/checkout";
import { checkForm } from "#web/lib/check-form";
import { copyText, messageOf } from "#web/lib/format";
import { loadSession, useSession } from "#web/lib/session";
import {
  createPitch,
  fetchPitch,
  findDraftFor,
  type Pitch,
  type Problem,
  regeneratePitch,
  type SendVia,
  sendPitch,
  type Tone,
  tones,
  updatePitch,
  type Verification,
} from "../api/pitches";

/** Regenerate stays disabled at least this long, even when the writer answers sooner (about 2 s, so a click never feels like nothing happened). */
export const MIN_REGENERATE_MS = 2000;

/** What the composer opens: a new pitch for a prospect (or the draft already kept for it), or a given pitch. */
export type ComposerTarget = { prospectId: number; company?: string } | { pitchId: number; company?: string };

type Loaded = {
  pitch: Pitch;
  verification: Verification | null;
  contactRule: string | null;
  notice: string | null;
  reusedDraft: boolean;
};

type Failure = { kind: "limit" | "not_found" | "other"; message: string };

const toneLabel = (t: Tone) => t.charAt(0).toUpperCase() + t.slice(1);
const problemLabel: Record<string, string> = { placeholder: "Placeholder", unsupported_claim: "Unsupported claim" };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** What the toast says once a pitch is sent: by us, or by the user (we only record it, so we do not claim delivery). */
export const sentDescription = (name: string, via: SendVia) =>
  via === "manual"
    ? `Your pitch to ${name} is recorded as sent. A follow-up has been scheduled for 3 days.`
    : `Your pitch to ${name} has been sent successfully. A follow-up has been scheduled for 3 days.`;

async function openPitch(id: number, reusedDraft = false): Promise<Loaded> {
  const d = await fetchPitch(id);
  return { pitch: d.pitch, verification: d.verification, contactRule: d.contactRule, notice: null, reusedDraft };
}

async function writeNew(prospectId: number): Promise<Loaded> {
  const d = await createPitch(prospectId, "professional");
  void loadSession(true).catch(() => {}); // the header's pitch count
  return {
    pitch: d.pitch,
    verification: d.verification,
    contactRule: d.contactRule,
    notice: d.notice,
    reusedDraft: false,
  };
}

async function load(target: ComposerTarget): Promise<Loaded> {
  if ("pitchId" in target) return openPitch(target.pitchId);
  // A draft already kept for this prospect opens instead of spending another pitch.
  const draft = await findDraftFor(target.prospectId).catch(() => null);
  return draft ? openPitch(draft.id, true) : writeNew(target.prospectId);
}

function failureOf(err: unknown): Failure {
  if (err instanceof ApiRequestError && err.status === 429) return { kind: "limit", message: err.message };
  if (err instanceof ApiRequestError && err.status === 404) return { kind: "not_found", message: err.message };
  return {
    kind: "other",
    message: messageOf(err, "The pitch could not be loaded. Check your connection and try again."),
  };
}

/**
 * The pitch composer: writes (or opens) a draft on the server, lets the user
 * pick a tone and regenerate, edit and save (the checks run again), shows what
 * each claim rests on and what blocks sending, and sends it by e-mail or
 * records that the user sent it themselves. Mount it to open it.
 */
export function PitchComposer({
  target,
  step = "edit",
  onClose,
  onChange,
}: {
  target: ComposerTarget;
  /** "send" brings the send step into view (the pitches page's 'Send Pitch'). */
  step?: "edit" | "send";
  onClose: () => void;
  /** Called with the pitch after it was created, saved, regenerated or sent. */
  onChange?: (pitch: Pitch) => void;
}) {
  const targetKey = "pitchId" in target ? `pitch:${target.pitchId}` : `prospect:${target.prospectId}`;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [data, setData] = useState<Loaded | null>(null);
  const started = useRef<{ key: string; promise: Promise<Loaded>; told: boolean } | null>(null);
  // Callers pass a fresh object each render; only the key decides what is loaded.
  const targetRef = useRef(target);
  targetRef.current = target;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    // One request per target and attempt, even when StrictMode runs this effect twice.
    const key = `${targetKey}#${attempt}`;
    if (started.current?.key !== key) started.current = { key, promise: load(targetRef.current), told: false };
    const run = started.current;
    let live = true;
    run.promise.then(
      (d) => {
        if (!live) return;
        setData(d);
        // A pitch just written: the caller's lists (and the prospect's client state) change.
        if (!run.told && !d.reusedDraft && !("pitchId" in targetRef.current)) onChangeRef.current?.(d.pitch);
        run.told = true;
      },
      (err) => live && setFailure(failureOf(err)),
    );
    return () => {
      live = false;
    };
  }, [targetKey, attempt]);

  const company = data?.pitch.company ?? target.company;
  const title = company ? `Pitch for ${company}` : "Pitch";

  if (failure) {
    return (
      <Dialog onClose={onClose} title={failure.kind === "limit" ? "Pitch Limit Reached" : title}>
        <LoadFailure
          failure={failure}
          onRetry={() => {
            setFailure(null);
            setAttempt((a) => a + 1);
          }}
        />
      </Dialog>
    );
  }
  if (!data) {
    return (
      <Dialog onClose={onClose} title={title}>
        <div role="status" className="flex flex-col items-center gap-3 py-12 text-center text-slate-600">
          <Loader2 className="size-8 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden />
          <p>{"pitchId" in target ? "Opening the pitch..." : "Writing your pitch from the prospect's record..."}</p>
        </div>
      </Dialog>
    );
  }
  return (
    <Editor
      key={data.pitch.id}
      initial={data}
      title={title}
      step={step}
      onClose={onClose}
      onChange={(p) => onChangeRef.current?.(p)}
    />
  );
}

/**
 * The server's account of the used-up quota, and the plan one step up from the user's own:
 * a fixed 'pro' sent a Pro user to a checkout of the plan they had (409), and Agency, the top
 * plan, has nothing to upgrade to.
 */
function LimitReached({ message }: { message: string }) {
  const next = nextPlan(useSession()?.plan.id ?? "free");
  return (
    <div className="space-y-4 py-2">
      <FormAlert>{message}</FormAlert>
      {next ? (
        <UpgradeButton plan={next}>See plans and upgrade</UpgradeButton>
      ) : (
        <ButtonLink to="/billing" variant="secondary">
          See your plan
        </ButtonLink>
      )}
    </div>
  );
}

function LoadFailure({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  if (failure.kind === "limit") return <LimitReached message={failure.message} />;
  if (failure.kind === "not_found") {
    return (
      <div className="flex flex-col items-center py-8 text-center">
        <UserX className="size-10 text-slate-400" aria-hidden />
        <p className="mt-3 text-lg font-semibold text-slate-900">Client Not Found</p>
        <p className="mt-1 text-sm text-slate-600">This prospect or pitch is not available to you.</p>
      </div>
    );
  }
  return (
    <div className="space-y-4 py-2">
      <FormAlert>{failure.message}</FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden /> Try again
      </Button>
    </div>
  );
}

/** The edit box: subject and text, checked by the schema the API saves a pitch with. */
const PitchEdit = v.required(v.pick(PitchUpdate, ["subject", "content"]));

/** The non-form actions that run one at a time (saving and regenerating are the forms' own). */
type Busy = null | "new" | SendVia;

function Editor({
  initial,
  title,
  step,
  onClose,
  onChange,
}: {
  initial: Loaded;
  title: string;
  step: "edit" | "send";
  onClose: () => void;
  onChange: (pitch: Pitch) => void;
}) {
  const ids = useId();
  const [pitch, setPitch] = useState(initial.pitch);
  const [verification, setVerification] = useState(initial.verification);
  const [contactRule, setContactRule] = useState(initial.contactRule);
  const [notice, setNotice] = useState(initial.notice);
  const [reusedDraft, setReusedDraft] = useState(initial.reusedDraft);
  const [ruleConfirmed, setRuleConfirmed] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState("");
  // Headless UI makes the page behind the dialog inert, toasts included, so outcomes are also said here.
  const [status, setStatus] = useState("");
  const sendHeading = useRef<HTMLHeadingElement>(null);
  // Regenerate is disabled while it works and Save changes once saved, which drops the focus to the page
  // behind the dialog: when the run ends it goes back to Regenerate, or to the pitch text after a save.
  const regenerateButton = useRef<HTMLButtonElement>(null);
  const editFormEl = useRef<HTMLFormElement>(null);
  const refocus = useRef<(() => HTMLElement | null | undefined) | null>(null);

  // The tone form: the chosen tone and Regenerate.
  const toneForm = useSchemaForm({
    schema: PitchRegenerate,
    initial: { tone: initial.pitch.tone },
    async onSubmit({ tone }) {
      setError("");
      setStatus("");
      refocus.current = () => regenerateButton.current;
      const since = Date.now();
      let result: Awaited<ReturnType<typeof regeneratePitch>> | null = null;
      let failed: unknown = null;
      try {
        result = await regeneratePitch(pitch.id, tone);
      } catch (err) {
        failed = err;
      }
      await wait(MIN_REGENERATE_MS - (Date.now() - since));
      if (!result) throw failed;
      apply(result);
      const description = `A new ${tone} pitch for ${result.pitch.company}.`;
      toast({ title: "Pitch Generated!", description });
      setStatus(`Pitch Generated! ${description}`);
    },
    onError: showError,
  });

  // The edit box: Save changes runs the checks again on the server.
  const editForm = useSchemaForm({
    schema: PitchEdit,
    initial: { subject: initial.pitch.subject, content: initial.pitch.content },
    async onSubmit(values) {
      setError("");
      setStatus("");
      refocus.current = () => editFormEl.current?.querySelector<HTMLElement>('[name="content"]');
      const { verification: checked } = await save(values);
      setStatus(
        !checked
          ? "Changes saved."
          : checked.ok
            ? "Changes saved. Every check passed."
            : "Changes saved. See the problems below.",
      );
    },
    onError: showError,
  });
  const { subject, content } = editForm.values;
  const tone = toneForm.values.tone;

  useEffect(() => {
    const target = refocus.current;
    if (toneForm.busy || editForm.busy || !target) return;
    refocus.current = null;
    if (document.activeElement === document.body) target()?.focus();
  }, [toneForm.busy, editForm.busy]);

  useEffect(() => {
    if (step !== "send") return;
    const el = sendHeading.current;
    // After Headless UI has placed its own initial focus.
    const t = setTimeout(() => {
      el?.scrollIntoView({ block: "center" });
      el?.focus();
    }, 50);
    return () => clearTimeout(t);
  }, [step]);

  const isDraft = pitch.status === "draft";
  const dirty = subject !== pitch.subject || content !== pitch.content;
  const problems: Problem[] = verification?.problems ?? [];
  // What the schema says about the edit box as it stands, shown as the reason sending waits.
  const editCheck = checkForm(PitchEdit, editForm.values);
  const editProblem = editCheck.errors ? (editCheck.errors.subject ?? editCheck.errors.content ?? "") : "";
  const working = busy !== null || toneForm.busy || editForm.busy;

  const apply = (next: {
    pitch: Pitch;
    verification: Verification | null;
    contactRule: string | null;
    notice?: string | null;
  }) => {
    setPitch(next.pitch);
    setVerification(next.verification);
    setContactRule(next.contactRule);
    if (next.notice !== undefined) setNotice(next.notice);
    editForm.reset({ subject: next.pitch.subject, content: next.pitch.content });
    toneForm.set("tone", next.pitch.tone);
    onChange(next.pitch);
  };

  /** A failed request's words go in the one place the editor shows them. */
  function showError(err: unknown) {
    setError(messageOf(err));
    return null;
  }

  /** Saves the checked edits and shows what the server's checks say now. */
  const save = async (values: v.InferOutput<typeof PitchEdit>) => {
    const saved = await updatePitch(pitch.id, values);
    apply(saved);
    return saved;
  };

  const refresh = async () => {
    try {
      const d = await fetchPitch(pitch.id);
      setPitch(d.pitch);
      setVerification(d.verification);
      setContactRule(d.contactRule);
    } catch {
      // the error already shown is the one that matters
    }
  };

  const send = async (via: SendVia) => {
    setBusy(via);
    setError("");
    setStatus("");
    try {
      if (dirty) {
        if (editCheck.errors) {
          editForm.setErrors(editCheck.errors);
          return;
        }
        const { verification: checked } = await save(editCheck.output);
        if (!checked) return;
        if (!checked.ok) {
          setError("Your edits are saved, but the checks found problems. Fix them before sending.");
          return;
        }
      }
      const res = await sendPitch(pitch.id, via, ruleConfirmed);
      toast({ title: "Pitch Sent!", description: sentDescription(res.pitch.prospectName, via) });
      onChange(res.pitch);
      onClose();
    } catch (err) {
      setError(messageOf(err));
      if (err instanceof ApiRequestError && (err.status === 409 || err.status === 422)) void refresh();
    } finally {
      setBusy(null);
    }
  };

  const writeAnother = async () => {
    setBusy("new");
    setError("");
    setStatus("");
    try {
      const d = await writeNew(pitch.prospectId ?? 0);
      apply(d);
      setReusedDraft(false);
      setRuleConfirmed(false);
      setStatus("A new draft was written.");
    } catch (err) {
      const limit = err instanceof ApiRequestError && err.status === 429;
      setError(limit ? `Pitch Limit Reached. ${messageOf(err)}` : messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    if (await copyText(content)) {
      // Copying stays open (the text may be finished elsewhere), but a pitch the checks faulted is not
      // copied as if it were ready to send.
      const warning =
        problems.length > 0 ? "Pitch copied, but fix the problems listed above before you send it." : null;
      toast({ title: "Copied!", description: warning ?? "Pitch copied to clipboard" });
      setStatus(warning ? `Copied! ${warning}` : "Copied! Pitch copied to clipboard");
    } else {
      setError("The browser did not allow copying. Select the text and copy it by hand.");
    }
  };

  const blocked = !isDraft
    ? "This pitch has already been sent."
    : !verification
      ? "This prospect is no longer available, so the pitch cannot be sent."
      : problems.length > 0
        ? "Fix the problems listed above and save your changes before sending."
        : editProblem
          ? editProblem
          : contactRule && !ruleConfirmed
            ? "Tick the box under the source's rule to send."
            : "";
  const sendHint = `${ids}-send-hint`;

  return (
    <Dialog
      onClose={onClose}
      title={title}
      subtitle={pitch.prospectName !== pitch.company ? `To ${pitch.prospectName}` : undefined}
      footer={
        <div className="space-y-2">
          {error && <FormAlert>{error}</FormAlert>}
          <p role="status" className="text-sm text-emerald-800 empty:hidden">
            {status}
          </p>
          {blocked && (
            <p id={sendHint} className="text-sm text-slate-600">
              {blocked}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={copy} className="grow sm:grow-0">
              <Copy className="size-4" aria-hidden /> Copy to Clipboard
            </Button>
            <Button
              variant={pitch.recipientEmail ? "secondary" : "primary"}
              onClick={() => send("manual")}
              disabled={!!blocked || working}
              aria-describedby={blocked ? sendHint : undefined}
              className="grow sm:grow-0"
            >
              <Hand className="size-4" aria-hidden /> {busy === "manual" ? "Recording..." : "I sent it myself"}
            </Button>
            {pitch.recipientEmail && (
              <Button
                onClick={() => send("email")}
                disabled={!!blocked || working}
                aria-describedby={blocked ? sendHint : undefined}
                className="grow sm:grow-0"
              >
                <Mail className="size-4" aria-hidden /> {busy === "email" ? "Sending..." : "Send by e-mail"}
              </Button>
            )}
          </div>
        </div>
      }
    >
      <div className="space-y-5">
        {reusedDraft && (
          <FormAlert tone="info">
            You already have a draft for {pitch.company}, so it is opened here.{" "}
            <button
              type="button"
              onClick={writeAnother}
              disabled={working}
              className="font-medium underline hover:no-underline disabled:opacity-60"
            >
              {busy === "new" ? "Writing..." : "Write a new one instead (uses 1 pitch)"}
            </button>
          </FormAlert>
        )}
        {notice && <FormAlert tone="info">{notice}</FormAlert>}
        {!verification && isDraft && (
          <FormAlert tone="warning">
            This prospect is no longer available, so the pitch can be copied but not checked or sent.
          </FormAlert>
        )}

        <form onSubmit={toneForm.handleSubmit} noValidate>
          <fieldset disabled={!isDraft}>
            <legend className="text-sm font-medium text-slate-700">Tone</legend>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {tones.map((t) => (
                <button
                  key={t}
                  type="button"
                  aria-pressed={tone === t}
                  onClick={() => toneForm.set("tone", t)}
                  className={`rounded-full border px-3 py-1 text-sm ${tone === t ? "border-brand-500 bg-brand-50 font-medium text-brand-700" : "border-slate-300 text-slate-700 hover:border-brand-300"}`}
                >
                  {toneLabel(t)}
                </button>
              ))}
              <Button
                ref={regenerateButton}
                type="submit"
                variant="secondary"
                size="sm"
                disabled={working || !verification}
                className="ml-auto"
              >
                <RefreshCw
                  className={`size-4 ${toneForm.busy ? "animate-spin motion-reduce:animate-none" : ""}`}
                  aria-hidden
                />
                {toneForm.busy ? "Generating..." : "Regenerate"}
              </Button>
            </div>
            {toneForm.errors.tone && <p className="mt-1 text-sm text-red-600">{toneForm.errors.tone}</p>}
            {/* Choosing a tone only marks it: the draft is rewritten on Regenerate, so edits are never lost on a click. */}
            {isDraft && tone !== pitch.tone && !toneForm.busy && (
              <p className="mt-1 text-xs text-brand-700">
                Press Regenerate to rewrite this pitch in the {toneLabel(tone)} tone.
              </p>
            )}
            {dirty && <p className="mt-1 text-xs text-slate-500">Regenerating replaces your unsaved edits.</p>}
          </fieldset>
        </form>

        <form ref={editFormEl} onSubmit={editForm.handleSubmit} noValidate className="space-y-3">
          <Field label="Subject" error={editForm.errors.subject}>
            {(p) => {
              const subject = editForm.text("subject");
              // One line of text that wraps, so the whole subject reads on a phone; Enter saves as in
              // a one-line box, and a line break (pasted) becomes a space.
              return (
                <TextArea
                  {...p}
                  {...subject}
                  onChange={(e) =>
                    subject.onChange({ target: { value: e.target.value.replace(/\s*[\r\n]+\s*/g, " ") } })
                  }
                  onKeyDown={(e) => {
                    if (e.key === "Enter" && !e.nativeEvent.isComposing) {
                      e.preventDefault();
                      if (isDraft) e.currentTarget.form?.requestSubmit();
                    }
                  }}
                  rows={1}
                  maxLength={200}
                  readOnly={!isDraft}
                  className="resize-none field-sizing-content"
                />
              );
            }}
          </Field>
          <Field label="Pitch" error={editForm.errors.content}>
            {(p) => (
              <TextArea
                {...p}
                {...editForm.text("content")}
                rows={11}
                maxLength={5000}
                readOnly={!isDraft}
                // Grows with the text where the browser can (the whole pitch, sign-off included, reads at
                // once), from the 11 rows up to a cap; the dialog's body scrolls past that.
                className="max-h-[36rem] min-h-56 text-sm leading-relaxed field-sizing-content"
              />
            )}
          </Field>
          {isDraft && (
            <div className="flex flex-wrap items-center justify-end gap-3">
              {dirty && <span className="text-sm text-amber-800">Unsaved changes</span>}
              <Button type="submit" variant="secondary" size="sm" disabled={!dirty || working}>
                <Save className="size-4" aria-hidden /> {editForm.busy ? "Saving..." : "Save changes"}
              </Button>
            </div>
          )}
        </form>

        {verification && <Checks verification={verification} stale={dirty} headingId={`${ids}-grounded`} />}

        <section aria-labelledby={`${ids}-send`} className="space-y-3">
          <h3
            id={`${ids}-send`}
            ref={sendHeading}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus:outline-none"
          >
            Send
          </h3>
          <p className="text-sm text-slate-600">
            {pitch.recipientEmail ? (
              <>
                <span className="font-medium text-slate-800">Send by e-mail</span> goes to {pitch.recipientEmail} from
                Leadsmith on your behalf. Or copy it, send it yourself, and choose{" "}
                <span className="font-medium text-slate-800">I sent it myself</span>.
              </>
            ) : (
              <>
                No e-mail address is known. Copy the pitch, send it where they posted (a forum reply or a direct
                message), then choose <span className="font-medium text-slate-800">I sent it myself</span>.
              </>
            )}{" "}
            A follow-up is scheduled 3 days after sending.
          </p>
          {contactRule && (
            <div className="space-y-2">
              <ContactRuleNotice rule={contactRule} id={`${ids}-rule`} />
              <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  required
                  checked={ruleConfirmed}
                  onChange={(e) => setRuleConfirmed(e.target.checked)}
                  aria-describedby={`${ids}-rule`}
                  className="mt-0.5 size-4 rounded border-slate-400 text-brand-600"
                />
                I have read this and still want to send
              </label>
            </div>
          )}
        </section>
      </div>
    </Dialog>
  );
}

/** What blocks sending (in red, with the kind in words) and what each claim rests on. */
function Checks({ verification, stale, headingId }: { verification: Verification; stale: boolean; headingId: string }) {
  const { problems, claims } = verification;
  return (
    <div className="space-y-4">
      {stale && (
        <p className="flex items-center gap-1.5 text-sm text-amber-800">
          <AlertTriangle className="size-4 shrink-0" aria-hidden /> These checks are from the last save. Save changes to
          check your edits.
        </p>
      )}
      {problems.length > 0 ? (
        <section aria-label="Problems to fix before sending" className="rounded-lg border border-red-200 bg-red-50 p-3">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-red-800">
            <XCircle className="size-4 shrink-0" aria-hidden />
            {problems.length === 1
              ? "1 problem to fix before sending"
              : `${problems.length} problems to fix before sending`}
          </h3>
          <ul className="mt-2 space-y-2 text-sm text-red-800">
            {problems.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity; the same message can repeat
              <li key={i}>
                <span className="font-semibold">{problemLabel[p.kind] ?? "Problem"}:</span> {p.message}
                {p.sentence && <q className="mt-0.5 block text-red-900 italic">{p.sentence}</q>}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="flex items-center gap-1.5 text-sm text-emerald-800">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden /> Checks passed: no placeholders, and every claim rests
          on the record.
        </p>
      )}
      <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Grounded in the record
        </h3>
        {claims.length ? (
          <ul className="mt-2 space-y-3 text-sm">
            {claims.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: claims are listed in the pitch's order and may repeat
              <li key={i}>
                <p className="text-slate-900">{c.sentence}</p>
                <p className="mt-0.5 border-l-2 border-brand-200 pl-2 text-xs text-slate-600">
                  <span className="font-medium text-slate-700">Source: </span>
                  {c.source}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">The pitch makes no claims about the prospect.</p>
        )}
      </section>
    </div>
  );
}
