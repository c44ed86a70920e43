import { CheckCircle2, Send } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { ApiRequestError } from "#web/lib/api";
import { sendContactMessage } from "../api/send-contact-message";
import { TextAreaField, TextField } from "./text-field";

export const CONTACT_MESSAGE_MAX = 5000;

const empty = { name: "", email: "", subject: "", message: "" };

/** The contact form: all fields required; the server's message is shown when it refuses. */
export function ContactForm() {
  const [values, setValues] = useState(empty);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    setSent(false);
    setError(null);
    try {
      await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      setValues(empty);
      setSent(true);
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : "Something went wrong. Please try again.");
    } finally {
      setSending(false);
    }
  };

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
      <form onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            onChange={set("name")}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={values.email}
            onChange={set("email")}
          />
        </div>
        <TextField
          label="Subject"
          name="subject"
          required
          maxLength={200}
          value={values.subject}
          onChange={set("subject")}
        />
        <TextAreaField
          label="Message"
          name="message"
          required
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          value={values.message}
          onChange={set("message")}
          hint={`${values.message.length}/${CONTACT_MESSAGE_MAX} characters`}
        />
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send className="size-4" aria-hidden />
          {sending ? "Sending..." : "Send message"}
        </Button>
      </form>
    </div>
  );
}
