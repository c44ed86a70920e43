import { CheckCheck, Copy, Send } from "lucide-react";
import { useRef, useState } from "react";
import { PitchStatusBadge } from "#web/components/pitch-status-badge";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { FormAlert } from "#web/components/ui/form";
import { toast } from "#web/components/ui/toast";
import { copyText, formatDate, messageOf } from "#web/lib/format";
import { markPitchResponded, type Pitch } from "../api/pitches";

/**
 * The pitch dialog: subject, status, recipient, sent date,
 * the text and the response-rate estimate, with the actions its status allows.
 */
export function PitchViewDialog({
  pitch: initial,
  onClose,
  onSend,
  onChange,
}: {
  pitch: Pitch;
  onClose: () => void;
  /** 'Send Pitch' on a draft: the caller opens the composer's send step. */
  onSend: (pitch: Pitch) => void;
  onChange?: (pitch: Pitch) => void;
}) {
  const [pitch, setPitch] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  // The page behind the dialog (toasts included) is inert while it is open, so outcomes are also said here.
  const [status, setStatus] = useState("");
  // 'Mark as responded' goes once it has worked: focus moves to the action that stays, not to the page behind.
  const copyButton = useRef<HTMLButtonElement>(null);

  const copy = async () => {
    setError("");
    if (await copyText(pitch.content)) {
      toast({ title: "Copied!", description: "Pitch copied to clipboard" });
      setStatus("Copied! Pitch copied to clipboard");
    } else {
      setError("The browser did not allow copying. Select the text and copy it by hand.");
    }
  };

  const responded = async () => {
    setBusy(true);
    setError("");
    setStatus("");
    try {
      const res = await markPitchResponded(pitch.id);
      copyButton.current?.focus();
      setPitch(res.pitch);
      const description = `${res.pitch.company} replied; the pending follow-ups are cancelled.`;
      toast({ title: "Response logged", description });
      setStatus(`Response logged. ${description}`);
      onChange?.(res.pitch);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      onClose={onClose}
      title={pitch.subject}
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          <PitchStatusBadge status={pitch.status} />
          <span>
            {pitch.prospectName}
            {pitch.prospectName !== pitch.company && ` · ${pitch.company}`}
          </span>
        </span>
      }
      footer={
        <div className="space-y-2">
          {error && <FormAlert>{error}</FormAlert>}
          <p role="status" className="text-sm text-emerald-800 empty:hidden">
            {status}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button ref={copyButton} variant="secondary" onClick={copy} className="grow sm:grow-0">
              <Copy className="size-4" aria-hidden /> Copy to Clipboard
            </Button>
            {pitch.status === "draft" && (
              <Button onClick={() => onSend(pitch)} className="grow sm:grow-0">
                <Send className="size-4" aria-hidden /> Send Pitch
              </Button>
            )}
            {pitch.status === "sent" && (
              <Button onClick={responded} disabled={busy} className="grow sm:grow-0">
                <CheckCheck className="size-4" aria-hidden /> {busy ? "Logging..." : "Mark as responded"}
              </Button>
            )}
          </div>
        </div>
      }
    >
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">Recipient</dt>
        <dd className="break-all text-slate-900">{pitch.recipientEmail || "No e-mail: sent by hand"}</dd>
        <dt className="text-slate-500">Sent</dt>
        <dd className="text-slate-900">
          {pitch.sentDate ? formatDate(pitch.sentDate) : "Not sent yet"}
          {pitch.sentVia === "email" && " (by e-mail)"}
          {pitch.sentVia === "manual" && " (by you)"}
        </dd>
        {pitch.respondedAt && (
          <>
            <dt className="text-slate-500">Responded</dt>
            <dd className="text-slate-900">{formatDate(pitch.respondedAt)}</dd>
          </>
        )}
        <dt className="text-slate-500">Response rate</dt>
        <dd className="text-slate-900">
          {pitch.responseRate}% <span className="text-slate-600">(an estimate)</span>
          <p className="text-xs text-slate-500">
            Estimated from the signal type, its age and whether a direct contact is known; not a promise.
          </p>
        </dd>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Pitch</h3>
      <div className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-800">
        {pitch.content}
      </div>
    </Dialog>
  );
}
