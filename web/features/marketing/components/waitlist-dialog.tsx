import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { CheckCircle2, MessageCircle, X } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button, buttonClass } from "#web/components/ui/button";
import { toast } from "#web/components/ui/toast";
import { ApiRequestError } from "#web/lib/api";
import { joinWaitlist } from "../api/join-waitlist";
import { getCommunityUrl } from "../external-links";
import { TextField } from "./text-field";

const emptyForm = { name: "", email: "", role: "", phone: "" };

/**
 * The 'Join Waitlist' dialog: full name and e-mail required, WhatsApp phone
 * optional. On success it shows the community invite; closing it resets the form.
 */
export function WaitlistDialog({
  open,
  onClose,
  onJoined,
}: {
  open: boolean;
  onClose: () => void;
  onJoined?: () => void;
}) {
  const [form, setForm] = useState(emptyForm);
  const [sending, setSending] = useState(false);
  const [joined, setJoined] = useState(false);
  // Headless UI makes everything outside the dialog inert, toasts included, so
  // the outcome of a failed attempt is also said inside the dialog.
  const [inlineError, setInlineError] = useState("");
  const attempt = useRef(0);
  const communityUrl = getCommunityUrl();

  const close = () => {
    attempt.current++; // a reply still in flight no longer belongs to this form
    onClose();
    setForm(emptyForm);
    setJoined(false);
    setSending(false);
    setInlineError("");
  };

  const canSubmit = !sending && form.name.trim() !== "" && form.email.trim() !== "";

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    const mine = ++attempt.current;
    setSending(true);
    setInlineError("");
    try {
      await joinWaitlist({ name: form.name, email: form.email, role: form.role, whatsappPhone: form.phone });
      onJoined?.();
      if (mine === attempt.current) setJoined(true);
    } catch (err) {
      if (mine !== attempt.current) return;
      if (err instanceof ApiRequestError && err.status === 409) {
        toast({
          title: "Already registered",
          description: "This email is already on our waitlist!",
          variant: "destructive",
        });
        setInlineError("That email is already registered, so you're on the list.");
      } else if (err instanceof ApiRequestError && err.status === 400) {
        // A field the server refused (e.g. the phone format): its own message is the useful one.
        toast({ title: "Error", description: err.message, variant: "destructive" });
        setInlineError(`We couldn't add you: ${err.message}`);
      } else {
        toast({ title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" });
        setInlineError("We couldn't add you just now. Please try again in a moment.");
      }
    } finally {
      if (mine === attempt.current) setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex w-screen items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-5" aria-hidden />
          </button>

          {joined ? (
            <div className="text-center" role="status">
              <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden />
              <DialogTitle className="mt-4 text-2xl font-bold text-slate-900">Success!</DialogTitle>
              <p className="mt-2 text-slate-600">You've been added to our waitlist.</p>
              {communityUrl && (
                <a
                  href={communityUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass("primary", "lg", "mt-6 w-full bg-emerald-700 hover:bg-emerald-800")}
                >
                  <MessageCircle className="size-5" aria-hidden /> Join the WhatsApp community
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
              <Button variant="ghost" className="mt-3 w-full" onClick={close}>
                Close
              </Button>
            </div>
          ) : (
            <>
              <DialogTitle className="pr-8 text-2xl font-bold text-slate-900">Join the waitlist</DialogTitle>
              <p className="mt-2 text-slate-600">Be the first to know when Leadsmith opens. It's free.</p>
              <form onSubmit={onSubmit} className="mt-6 space-y-4">
                <TextField
                  label="Full name"
                  name="name"
                  autoComplete="name"
                  required
                  maxLength={100}
                  value={form.name}
                  onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
                />
                <TextField
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  value={form.email}
                  onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))}
                />
                <TextField
                  label="What do you do?"
                  name="role"
                  autoComplete="organization-title"
                  optional
                  maxLength={100}
                  placeholder="e.g. Freelance web developer"
                  value={form.role}
                  onChange={(e) => setForm((f) => ({ ...f, role: e.target.value }))}
                />
                <TextField
                  label="WhatsApp phone"
                  name="whatsapp_phone"
                  type="tel"
                  autoComplete="tel"
                  optional
                  placeholder="+234 801 234 5678"
                  hint="International format, so we can invite you to the community."
                  value={form.phone}
                  onChange={(e) => setForm((f) => ({ ...f, phone: e.target.value }))}
                />
                <p aria-live="assertive" className="text-sm text-red-700 empty:hidden">
                  {inlineError}
                </p>
                <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
                  {sending ? "Joining..." : "Join Waitlist"}
                </Button>
              </form>
            </>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
