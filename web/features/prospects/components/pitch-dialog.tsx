import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Copy, Mail, RefreshCw, X } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { TextArea } from "#web/components/ui/form";
import { toast } from "#web/components/ui/toast";
import type { Me } from "#web/features/auth/api/auth";
import type { ProspectDetail } from "../api/prospects";

const tones = ["Professional", "Casual", "Friendly", "Direct"] as const;
type Tone = (typeof tones)[number];

/** The built-in template engine: one opening and close per tone around what the prospect signalled. */
export function composePitch(tone: Tone, p: ProspectDetail, me: Me) {
  const first = p.name && !p.name.startsWith("u/") ? p.name.split(" ")[0] : "there";
  const pain = p.painPoints[0]?.toLowerCase() ?? "what you are building";
  const skills = me.profile.skills.slice(0, 3).join(", ") || me.profile.niche || "this kind of work";
  const signal = {
    hiring: "saw you are hiring",
    launch: "saw your launch",
    funding: "saw the news about your funding",
    pain_point: "saw your post asking for help",
  }[p.signalKind];
  const proof = me.profile.portfolioUrl ? `\n\nSome of my work: ${me.profile.portfolioUrl}` : "";
  const sign = `\n\n${me.user.name}`;
  const bodies: Record<Tone, string> = {
    Professional: `Hi ${first},\n\nI ${signal} at ${p.company}. I help teams like yours with ${skills}, and ${pain} is exactly the kind of problem I solve.\n\nWould you be open to a 15-minute call this week to see if I can help?${proof}${sign}`,
    Casual: `Hey ${first}!\n\nJust ${signal} at ${p.company} — congrats. I do ${skills} and noticed ${pain} might be on your plate. Happy to lend a hand if it is.\n\nWorth a quick chat?${proof}${sign}`,
    Friendly: `Hi ${first},\n\nI hope your week is going well! I ${signal} at ${p.company} and wanted to reach out. I work on ${skills}, and I would love to help with ${pain}.\n\nIf it sounds useful, I am happy to share a few ideas, no strings attached.${proof}${sign}`,
    Direct: `${first},\n\nI ${signal} at ${p.company}. I can take ${pain} off your plate: ${skills} is what I do.\n\nCan we talk for 15 minutes on Thursday or Friday?${proof}${sign}`,
  };
  return { subject: `Helping ${p.company} with ${pain}`, body: bodies[tone] };
}

export function PitchDialog({
  open,
  onClose,
  prospect,
  me,
}: {
  open: boolean;
  onClose: () => void;
  prospect: ProspectDetail;
  me: Me;
}) {
  const [tone, setTone] = useState<Tone>("Professional");
  const [text, setText] = useState(() => me.profile.pitchTemplate || composePitch("Professional", prospect, me).body);
  const [busy, setBusy] = useState(false);
  const subject = composePitch(tone, prospect, me).subject;

  const regenerate = () => {
    setBusy(true);
    // The spec's Regenerate waits about 2 seconds before replacing the text.
    setTimeout(() => {
      setText(composePitch(tone, prospect, me).body);
      setBusy(false);
      toast({ title: "Pitch Generated!", description: `A ${tone.toLowerCase()} pitch for ${prospect.company}.` });
    }, 2000);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied!", description: "Pitch copied to clipboard" });
    } catch {
      toast({ title: "Copy failed", description: "Select the text and copy it by hand.", variant: "destructive" });
    }
  };
  const mailto = prospect.contact.email
    ? `mailto:${prospect.contact.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`
    : null;

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel className="max-h-[90vh] w-full max-w-2xl overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:rounded-2xl">
          <div className="flex items-start justify-between">
            <DialogTitle className="text-lg font-semibold text-slate-900">Pitch for {prospect.company}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-slate-700">Tone</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {tones.map((t) => (
                <button
                  key={t}
                  type="button"
                  aria-pressed={tone === t}
                  onClick={() => setTone(t)}
                  className={`rounded-full border px-3 py-1 text-sm ${tone === t ? "border-brand-500 bg-brand-50 text-brand-700" : "border-slate-200 text-slate-600"}`}
                >
                  {t}
                </button>
              ))}
            </div>
          </fieldset>
          <p className="mt-4 text-sm text-slate-600">
            <span className="font-medium text-slate-800">Subject:</span> {subject}
          </p>
          <label htmlFor="pitch-text" className="sr-only">
            Pitch
          </label>
          <TextArea
            id="pitch-text"
            rows={12}
            className="mt-2 font-mono text-sm"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={regenerate} disabled={busy}>
              <RefreshCw className={`size-4 ${busy ? "animate-spin" : ""}`} aria-hidden />{" "}
              {busy ? "Generating..." : "Regenerate"}
            </Button>
            <Button variant="secondary" onClick={copy}>
              <Copy className="size-4" aria-hidden /> Copy to Clipboard
            </Button>
            {mailto ? (
              <a
                href={mailto}
                className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
              >
                <Mail className="size-4" aria-hidden /> Open in e-mail
              </a>
            ) : (
              <span className="self-center text-xs text-slate-500">
                No e-mail known: copy the pitch and send it where they posted.
              </span>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
