import { CheckCircle2, Send } from "lucide-react";
import { useRef, useState } from "react";
import { ContactMessage } from "#db/validation/contact";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { ApiRequestError } from "#web/lib/api";
import { sendContactMessage } from "../api/send-contact-message";
import { EmailField, TextAreaField, TextField } from "./text-field";

export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The contact form: all fields required, checked by the schema the API checks
 * a message with; the server's message is shown when it refuses.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const form = useSchemaForm({
    schema: ContactMessage,
    initial: { name: "", email: "", subject: "", message: "" },
    async onSubmit(values) {
      setSent(false);
      await sendContactMessage(values);
      form.reset();
      setSent(true);
      requestAnimationFrame(() => successRef.current?.focus());
    },
    onError: (err) => (err instanceof ApiRequestError ? err.message : "Something went wrong. Please try again."),
  });

  return (
    <div>
      {sent && (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          className="mb-6 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 focus:outline-2 focus:outline-emerald-600"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
          <div>
            <p className="font-semibold">Message sent</p>
            <p className="text-sm">We usually reply within one business day.</p>
          </div>
        </div>
      )}
      <form onSubmit={form.handleSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="name"
            required
            maxLength={100}
            error={form.errors.name}
            {...form.text("name")}
          />
          <EmailField error={form.errors.email} {...form.text("email")} />
        </div>
        <TextField label="Subject" required maxLength={200} error={form.errors.subject} {...form.text("subject")} />
        <TextAreaField
          label="Message"
          required
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          error={form.errors.message}
          {...form.text("message")}
          hint={`${form.values.message.length}/${CONTACT_MESSAGE_MAX} characters`}
        />
        {form.message && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {form.message}
          </p>
        )}
        <Button type="submit" size="lg" disabled={form.busy} className="w-full sm:w-auto">
          <Send className="size-4" aria-hidden />
          {form.busy ? "Sending..." : "Send message"}
        </Button>
      </form>
    </div>
  );
}
