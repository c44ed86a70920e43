import { CheckCircle2, MessageCircle } from "lucide-react";
import { useState } from "react";
import * as v from "valibot";
import { WaitlistJoin } from "#db/validation/waitlist";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button, buttonClass } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { toast } from "#web/components/ui/toast";
import { ApiRequestError } from "#web/lib/api";
import { joinWaitlist } from "../api/join-waitlist";
import { getCommunityUrl } from "../external-links";
import { EmailField, TextField } from "./text-field";

/**
 * The dialog's fields, checked by the schema the API checks a sign-up with. The
 * phone is optional: left empty it is not sent at all (joinWaitlist), so here
 * an empty one passes and a typed one must meet the server's rule.
 */
const WaitlistForm = v.object({
  ...v.pick(WaitlistJoin, ["name", "email", "role"]).entries,
  whatsapp_phone: v.pipe(v.string(), v.trim(), v.union([v.literal(""), WaitlistJoin.entries.whatsapp_phone.wrapped])),
});

/** What a refused sign-up says, as a toast and (since the dialog makes the page inert) inside the dialog. */
function refusal(err: unknown) {
  if (err instanceof ApiRequestError && err.status === 409) {
    toast({
      title: "Already registered",
      description: "This email is already on our waitlist!",
      variant: "destructive",
    });
    return "That email is already registered, so you're on the list.";
  }
  if (err instanceof ApiRequestError && err.status === 400) {
    // A field the server refused (e.g. the phone format): its own message is the useful one.
    toast({ title: "Error", description: err.message, variant: "destructive" });
    return `We couldn't add you: ${err.message}`;
  }
  toast({ title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" });
  return "We couldn't add you just now. Please try again in a moment.";
}

/**
 * The 'Join Waitlist' dialog: full name and e-mail required, WhatsApp phone
 * optional. On success it shows the community invite; closing it resets the
 * form. It stays open while the sign-up is on its way.
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
  const [joined, setJoined] = useState(false);
  const communityUrl = getCommunityUrl();
  const form = useSchemaForm({
    schema: WaitlistForm,
    initial: { name: "", email: "", role: "", whatsapp_phone: "" },
    async onSubmit({ name, email, role, whatsapp_phone }) {
      await joinWaitlist({ name, email, role, whatsappPhone: whatsapp_phone });
      onJoined?.();
      setJoined(true);
    },
    onError: refusal,
  });

  const close = () => {
    onClose();
    form.reset();
    setJoined(false);
  };

  if (joined) {
    return (
      <Dialog open={open} onClose={close} size="md" title="Success!">
        <div className="py-2 text-center" role="status">
          <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden />
          <p className="mt-4 text-slate-600">You've been added to our waitlist.</p>
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
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      locked={form.busy}
      size="md"
      title="Join the waitlist"
      subtitle="Be the first to know when Leadsmith opens. It's free."
    >
      <form onSubmit={form.handleSubmit} noValidate className="space-y-4 pb-1">
        <TextField
          label="Full name"
          autoComplete="name"
          required
          maxLength={100}
          error={form.errors.name}
          {...form.text("name")}
        />
        <EmailField error={form.errors.email} {...form.text("email")} />
        <TextField
          label="What do you do?"
          autoComplete="organization-title"
          optional
          maxLength={100}
          placeholder="e.g. Freelance web developer"
          error={form.errors.role}
          {...form.text("role")}
        />
        <TextField
          label="WhatsApp phone"
          type="tel"
          autoComplete="tel"
          optional
          placeholder="+234 801 234 5678"
          hint="International format, so we can invite you to the community."
          error={form.errors.whatsapp_phone}
          {...form.text("whatsapp_phone")}
        />
        <p aria-live="assertive" className="text-sm text-red-700 empty:hidden">
          {form.message}
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={form.busy}>
          {form.busy ? "Joining..." : "Join Waitlist"}
        </Button>
      </form>
    </Dialog>
  );
}
